-- Games, their seats and the append-only event log (DESIGN.md "Persistence").

CREATE TABLE games (
    id              uuid        PRIMARY KEY,
    ruleset         text        NOT NULL,
    options         jsonb       NOT NULL DEFAULT '{}'::jsonb,
    created_at      timestamptz NOT NULL DEFAULT now(),
    status          text        NOT NULL CHECK (status IN ('setup', 'playing', 'finished')),
    -- The seq of the last event; the optimistic-concurrency gate for appends.
    version         bigint      NOT NULL DEFAULT 0 CHECK (version >= 0),
    seed_commitment text,
    host_token_hash bytea       UNIQUE
);

CREATE TABLE seats (
    game       uuid     NOT NULL REFERENCES games (id),
    seat       smallint NOT NULL CHECK (seat >= 0),
    name       text     NOT NULL,
    email      text     NOT NULL,
    token_hash bytea    NOT NULL UNIQUE,
    reminders  boolean  NOT NULL DEFAULT true,
    PRIMARY KEY (game, seat)
);

CREATE TABLE events (
    game       uuid        NOT NULL REFERENCES games (id),
    seq        bigint      NOT NULL CHECK (seq > 0),
    type       text        NOT NULL,
    payload    jsonb       NOT NULL,
    seat       smallint    NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (game, seq)
);
