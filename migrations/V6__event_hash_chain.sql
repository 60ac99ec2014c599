-- Tamper evidence: each event carries SHA-256 over its predecessor's hash and
-- its own content (seq, type, seat, payload, time); see src/history/chain.rs.

ALTER TABLE events ADD COLUMN hash bytea;
