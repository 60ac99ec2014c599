-- Standing plans for the Special Building Phase of five or six players
-- (a game created with "special_building": "plans"): each seat's ordered
-- list of builds, made for it as the phase opens. Kept outside the event
-- log on purpose: setting or clearing a plan changes nothing another seat
-- or a spectator can read (not even the game's version); a plan enters the
-- log only as the build it makes.
CREATE TABLE special_plans (
    game       uuid        NOT NULL,
    seat       smallint    NOT NULL,
    -- The seat's plans in order, each a command of the game's ruleset.
    plans      jsonb       NOT NULL DEFAULT '[]'::jsonb,
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (game, seat),
    FOREIGN KEY (game, seat) REFERENCES seats (game, seat)
);
