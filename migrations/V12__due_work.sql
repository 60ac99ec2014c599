-- Work that falls due later: per seat a game awaits, when the warning
-- before its deadline, its deadline and its next reminder fall due. The
-- append that changes the game rewrites its rows in the same statement;
-- a pause, a rewind or a settings change rewrites them too. The periodic
-- passes take only rows whose time has come (`due <= now() ORDER BY due
-- ... FOR UPDATE SKIP LOCKED`), so their cost follows what is due, not the
-- number of games, and several servers share them.
CREATE TABLE due_work (
    id      bigserial   PRIMARY KEY,
    game    uuid        NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat    smallint    NOT NULL,
    kind    text        NOT NULL CHECK (kind IN ('warning', 'deadline', 'reminder')),
    due     timestamptz NOT NULL,
    -- The event after which the game began waiting for the seat.
    since   bigint      NOT NULL,
    -- The game's version the row was written at.
    version bigint      NOT NULL
);

CREATE INDEX due_work_due ON due_work (due);
CREATE INDEX due_work_game ON due_work (game);

-- The deadline pass no longer lists games by id.
DROP INDEX games_with_deadline;

-- Games that ran before due work was kept: the servers write theirs, a
-- few at a time, then forget them here.
CREATE TABLE due_backfill (
    game uuid PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE
);
INSERT INTO due_backfill (game)
    SELECT id FROM games WHERE status <> 'finished' AND awaiting_host_since IS NULL;
