-- Mail worker: reminder settings per game, reminder bookkeeping per seat,
-- and the claim lease on outbox rows.
--
-- A seat's reminder counters refer to one game version (`reminder_version`):
-- any new event in the game starts a new waiting period, so the counters
-- reset by themselves without the command path having to touch them. A row
-- with `reminder_version = version` and no `last_reminded_at` means "checked
-- at this version, not awaited: nothing to remind".

ALTER TABLE games
    ADD COLUMN reminder_after interval NOT NULL DEFAULT '24 hours'
        CHECK (reminder_after > interval '0'),
    ADD COLUMN reminder_every interval NOT NULL DEFAULT '24 hours'
        CHECK (reminder_every > interval '0'),
    ADD COLUMN max_reminders  integer  NOT NULL DEFAULT 3
        CHECK (max_reminders >= 0);

ALTER TABLE seats
    ADD COLUMN reminder_version bigint      NULL,
    ADD COLUMN reminders_sent   integer     NOT NULL DEFAULT 0,
    ADD COLUMN last_reminded_at timestamptz NULL;

-- Which claim (one worker's batch) holds an unsent row until `send_after`.
ALTER TABLE outbox ADD COLUMN claim uuid NULL;

-- Games the reminder scan looks at.
CREATE INDEX games_unfinished ON games (id) WHERE status <> 'finished';
