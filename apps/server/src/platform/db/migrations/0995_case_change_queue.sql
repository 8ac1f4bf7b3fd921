-- The caseworkers' queue of change reports and renewals (ADR 0415): who works on a report, and the
-- index of the office-scoped, oldest-first page of the reports still waiting for a caseworker.
ALTER TABLE case_changes ADD COLUMN assigned_to uuid REFERENCES users(id);
ALTER TABLE case_changes ADD COLUMN assigned_at timestamp with time zone;
-- Waiting (not yet decided, or waiting for a document), oldest first: the page walks them in the
-- order it shows them and stops at its last row; the count reads the case and assignee from the
-- index without touching the wide rows (encrypted answers) or the accepted ones.
CREATE INDEX case_changes_waiting_idx ON case_changes (submitted_at, id) INCLUDE (case_id, assigned_to) WHERE status IN ('SUBMITTED', 'INFO_REQUESTED');
-- "Mine": a caseworker's reports, oldest first.
CREATE INDEX case_changes_assigned_idx ON case_changes (assigned_to, submitted_at) WHERE assigned_to IS NOT NULL;
