-- Table talk: what the players write to each other on a game's board.
-- Kept apart from the event log: messages are not rules, and a rewind
-- never removes them.
CREATE TABLE table_talk (
    id         bigserial   PRIMARY KEY,
    game       uuid        NOT NULL REFERENCES games (id),
    seat       smallint    NOT NULL,
    body       text        NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
    created_at timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (game, seat) REFERENCES seats (game, seat)
);

CREATE INDEX table_talk_by_game ON table_talk (game, id);
CREATE INDEX table_talk_by_writer ON table_talk (game, seat, created_at);

-- The newest message a seat was emailed (or passed over as its own), and
-- when: the next email to the seat carries what came after it.
ALTER TABLE seats
    ADD COLUMN talk_mailed    bigint      NOT NULL DEFAULT 0,
    ADD COLUMN talk_mailed_at timestamptz NULL;

-- Whether an outbox row's body already carries the table talk.
ALTER TABLE outbox ADD COLUMN talk_attached boolean NOT NULL DEFAULT false;
