-- The caseworkers' documents queue (ADR 0413): who reviews a submitted document, and the index of
-- the office-scoped, oldest-first page of the documents waiting for review.
ALTER TABLE documents ADD COLUMN assigned_to uuid REFERENCES users(id);
ALTER TABLE documents ADD COLUMN assigned_at timestamp with time zone;
-- Waiting for review, oldest first: the page walks them in the order it shows them and stops at its
-- last row; the count reads them without touching the decided ones.
CREATE INDEX documents_waiting_idx ON documents (submitted_at, id) INCLUDE (verification_item_id, assigned_to) WHERE status = 'SUBMITTED';
-- "Mine": a caseworker's documents, oldest first.
CREATE INDEX documents_assigned_idx ON documents (assigned_to, submitted_at) WHERE assigned_to IS NOT NULL;
