-- The game's secret seed (revealed when the game ends) and each seat's link
-- token sealed with the server's key, so emails written later can carry the
-- link while the database alone never reveals it.

ALTER TABLE games ADD COLUMN seed bytea;
ALTER TABLE seats ADD COLUMN token_sealed bytea;
