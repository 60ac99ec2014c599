-- A person: an email address across its games (issue #39). The address is
-- kept as the seats write it, folded to lower case, so one row covers
-- every seat of the address. Its personal link (/me/{token}) is derived
-- from the server's key, the address and the generation; only the token's
-- hash is kept, to find the person by it. Replacing the link moves the
-- generation on: the old link then finds nobody.
CREATE TABLE people (
    email       text        PRIMARY KEY CHECK (email = lower(email)),
    generation  integer     NOT NULL DEFAULT 0 CHECK (generation >= 0),
    token_hash  bytea       NOT NULL UNIQUE,
    created_at  timestamptz NOT NULL DEFAULT now()
);

-- A person's seats, found by the address without scanning every game.
CREATE INDEX seats_by_email ON seats (lower(email));
