-- Live plans for the Special Building Phase of five or six players (a game
-- created with "special_building": "live"): the builds a seat has planned
-- in the phase that asks it now, in order. Kept off the event log on
-- purpose: a plan appended as it is made would move the game's version and
-- show every other seat and spectator that this hand could afford a build
-- while they still decide. The plans enter the log only with the seat's
-- "done" (SpecialBuildingFinished, its list sealed like every private
-- field), and the row is cleared in that same append.
CREATE TABLE special_live_plans (
    game       uuid        NOT NULL,
    seat       smallint    NOT NULL,
    -- The seq of the event after which the phase began waiting for the
    -- seat: a row from an earlier asking, or from before a rewind (which
    -- starts every wait anew), no longer matches and is ignored.
    asked_at   bigint      NOT NULL,
    -- The seat's plans in order, each a command of the game's ruleset.
    plans      jsonb       NOT NULL DEFAULT '[]'::jsonb,
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (game, seat),
    FOREIGN KEY (game, seat) REFERENCES seats (game, seat)
);
