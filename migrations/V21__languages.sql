-- The language each seat reads (issue #38). It starts as the game's, which
-- the host chooses at creation and the game's options record (pages without
-- a seat fall back to it), or as the player's own choice on the request that
-- created the game; its pages and emails follow it. A code the server speaks
-- ('en', 'de'), checked where it is read from a request; one the server no
-- longer speaks reads as English. Kept with the seat, outside the event log:
-- it changes nothing in the game, so it is no event, and a complete export
-- carries it outside the hash chain.
ALTER TABLE seats ADD COLUMN language text NOT NULL DEFAULT 'en';
