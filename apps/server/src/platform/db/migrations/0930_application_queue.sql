-- The caseworkers' applications queue (ADR 0411): who works on an application, and the indexes
-- of the office-scoped, filtered, oldest-first page and its count.
ALTER TABLE applications ADD COLUMN assigned_to uuid REFERENCES users(id);
ALTER TABLE applications ADD COLUMN assigned_at timestamp with time zone;
-- The programmes still waiting for a caseworker: a small part of all programmes, read by application.
CREATE INDEX application_programs_open_idx ON application_programs (application_id, program_code, status) WHERE status IN ('PENDING', 'WITHDRAWAL_REQUESTED');
-- Oldest first: the page walks applications in the order it shows them.
CREATE INDEX applications_submitted_idx ON applications (submitted_at, id);
-- An office's applications: through their case, or the office that took one without a case.
CREATE INDEX applications_case_idx ON applications (case_id, submitted_at) WHERE case_id IS NOT NULL;
CREATE INDEX applications_office_idx ON applications (office_id, submitted_at) WHERE case_id IS NULL;
-- "Mine": a caseworker's applications, oldest first.
CREATE INDEX applications_assigned_idx ON applications (assigned_to, submitted_at) WHERE assigned_to IS NOT NULL;
