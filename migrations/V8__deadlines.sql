-- Deadlines: how long a game waits for a seat's decision before the
-- stand-in makes it. NULL: no deadline (the game waits forever).
ALTER TABLE games ADD COLUMN deadline interval NULL
    CHECK (deadline >= interval '1 hour' AND deadline <= interval '336 hours');

-- Which events the stand-in made for their seat (a person's: false).
ALTER TABLE events ADD COLUMN stand_in boolean NOT NULL DEFAULT false;

-- The seq of the event after which the game began waiting for a seat
-- when that seat was last warned that its deadline nears: one warning per
-- waiting period.
ALTER TABLE seats ADD COLUMN deadline_warned_since bigint NULL;

-- Games the deadline pass looks at.
CREATE INDEX games_with_deadline ON games (id)
    WHERE deadline IS NOT NULL AND status <> 'finished';
