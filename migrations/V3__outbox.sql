-- Emails to send, written in the same transaction as the events they announce.
-- A worker claims unsent rows with FOR UPDATE SKIP LOCKED, sends, and marks them.

CREATE TABLE outbox (
    id         bigserial   PRIMARY KEY,
    game       uuid        NOT NULL REFERENCES games (id),
    seat       smallint    NULL,
    kind       text        NOT NULL,
    recipient  text        NOT NULL,
    subject    text        NOT NULL,
    body_text  text        NOT NULL,
    body_html  text        NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    send_after timestamptz NOT NULL DEFAULT now(),
    attempts   int         NOT NULL DEFAULT 0,
    last_error text        NULL,
    sent_at    timestamptz NULL
);

-- The worker's queue: only unsent rows, in the order they become due.
CREATE INDEX outbox_unsent ON outbox (send_after, id) WHERE sent_at IS NULL;
