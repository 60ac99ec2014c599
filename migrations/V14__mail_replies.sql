-- Moves by reply. An email that asks a seat for a decision is written for
-- one version of the game; its reply address carries a code bound to the
-- game, the seat and that version. The code itself is never stored: only
-- its SHA-256, written when the email is sent.
ALTER TABLE outbox ADD COLUMN reply_version bigint NULL;
-- Whether a seat was already emailed its choices at a version.
CREATE INDEX outbox_asking ON outbox (game, seat, reply_version) WHERE reply_version IS NOT NULL;

CREATE TABLE reply_codes (
    code_hash  bytea       PRIMARY KEY,
    game       uuid        NOT NULL REFERENCES games (id),
    seat       smallint    NOT NULL,
    version    bigint      NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    -- Set when a reply with the code made its move: a code is good for one decision.
    used_at    timestamptz NULL
);

-- Each message acts once per code, however often it is delivered.
CREATE TABLE replies_seen (
    message_id text        NOT NULL,
    code_hash  bytea       NOT NULL,
    seen_at    timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (message_id, code_hash)
);
