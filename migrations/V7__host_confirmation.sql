-- Host confirmation: a game created with it waits for its host, who starts
-- it from the host link emailed to them; until then nothing but that email
-- is sent and nobody plays. NULL: started (or created without confirmation).
ALTER TABLE games ADD COLUMN awaiting_host_since timestamptz;
-- The host link's token sealed with the server's key, so the confirmation
-- email can carry the link while the database alone never reveals it.
ALTER TABLE games ADD COLUMN host_token_sealed bytea;
-- Offer emails are bundled per seat: the mail worker looks up a seat's
-- latest ones of a kind.
CREATE INDEX outbox_game_seat_kind ON outbox (game, seat, kind, id);
