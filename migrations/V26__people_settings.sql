-- What a person sets for all their games (issue #39): the language their
-- pages and emails read (it is written to each of their seats as well; new
-- seats take it), and until when they are away (each of their running
-- games gets the seat's own away, and a game that starts while they are
-- away gets it too). An instant in UTC; NULL: not away.
ALTER TABLE people
    ADD COLUMN language   text        NULL,
    ADD COLUMN away_until timestamptz NULL;
