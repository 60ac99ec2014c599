-- Rate limits shared by every server on this database. One row per limit
-- and client (an address, or '' for everyone together): the time at which
-- its allowance is used up. A row whose time has passed means a whole
-- allowance, as no row does, and is pruned by that time's index.
CREATE TABLE rate_limits (
    name text NOT NULL,
    client text NOT NULL,
    used_until timestamptz NOT NULL,
    PRIMARY KEY (name, client)
);

CREATE INDEX rate_limits_used_until ON rate_limits (used_until);
