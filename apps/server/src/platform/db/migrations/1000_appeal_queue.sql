-- The hearing office's queue of appeal requests (ADR 0416): who works on a request, and the index
-- of the oldest-first page of the requests still waiting (sent, or with their hearing set).
ALTER TABLE appeals ADD COLUMN assigned_to uuid REFERENCES users(id);
ALTER TABLE appeals ADD COLUMN assigned_at timestamp with time zone;
-- Waiting, oldest first: the page walks them in the order it shows them and stops at its last row;
-- the count reads the assignee from the index without touching the wide rows (encrypted answers)
-- or the decided and withdrawn ones.
CREATE INDEX appeals_waiting_idx ON appeals (submitted_at, id) INCLUDE (assigned_to, program_code, status) WHERE status IN ('SUBMITTED', 'SCHEDULED');
-- "Mine": a hearing officer's requests, oldest first.
CREATE INDEX appeals_assigned_idx ON appeals (assigned_to, submitted_at) WHERE assigned_to IS NOT NULL;
-- The queue's search of the appealed decisions' references (a prefix, any case): the application's
-- reference and the case number found through an index instead of reading every application.
CREATE INDEX applications_reference_search_idx ON applications (lower(reference) text_pattern_ops);
CREATE INDEX cases_reference_search_idx ON cases (lower(reference) text_pattern_ops);
CREATE INDEX applications_case_idx ON applications (case_id) WHERE case_id IS NOT NULL;
