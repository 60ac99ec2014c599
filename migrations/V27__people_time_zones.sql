-- The time zone a person reads times in (issue #39): an IANA name as the
-- zone database spells it ("Europe/Berlin"), checked where it is read from
-- a request; NULL: times read as each game shows them (its quiet hours'
-- clock, else UTC). Instants stay stored in UTC.
ALTER TABLE people ADD COLUMN time_zone text NULL;
