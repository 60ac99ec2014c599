-- Reply codes and the record of messages read are kept for a while (a late
-- reply is still answered with the current choices), then forgotten by the
-- deadline pass, which finds the old rows by these indexes.
CREATE INDEX reply_codes_created ON reply_codes (created_at);
CREATE INDEX replies_seen_at ON replies_seen (seen_at);
