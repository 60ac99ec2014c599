-- A game's folded state at some version (the service's cache entry, its
-- hidden information included), so that a process that has not read the
-- game yet folds only the events after it. Derived data, one row per game,
-- replaced by newer ones: a missing or unreadable row costs a fold from
-- the first event, nothing else. Never served.
CREATE TABLE snapshots (
    game       uuid        PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    -- The seq of the last event folded in.
    version    bigint      NOT NULL CHECK (version > 0),
    body       jsonb       NOT NULL,
    written_at timestamptz NOT NULL DEFAULT now()
);
