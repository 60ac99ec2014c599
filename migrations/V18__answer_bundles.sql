-- Answers to a seat's trade offers that come within a short while go out
-- as one email: the mail worker finds the unsent emails of one kind to one
-- seat, oldest first, by this index (only unsent rows are in it, so its
-- size follows the mail waiting, not the mail ever sent).
CREATE INDEX outbox_unsent_by_seat ON outbox (game, seat, kind, created_at, id)
    WHERE sent_at IS NULL;
