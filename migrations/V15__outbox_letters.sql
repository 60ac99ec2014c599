-- An email in the outbox is a letter: what it says as data (the opening
-- lines, the kind's content, the choices, the table talk it carries), which
-- the mail worker renders once, when it sends it and knows the personal
-- link. Rows written before letters keep their rendered bodies and are sent
-- as they are.
ALTER TABLE outbox ADD COLUMN letter jsonb NULL;
ALTER TABLE outbox ALTER COLUMN body_text DROP NOT NULL;
ALTER TABLE outbox ADD CONSTRAINT outbox_letter_or_body
    CHECK (letter IS NOT NULL OR body_text IS NOT NULL);
