-- "Documents we still need": what each submitted application's answers call for (fixed when it
-- is submitted), and which of those a document was sent for.
ALTER TABLE applications ADD COLUMN documents_called_for jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE documents ADD COLUMN needed_key text;
