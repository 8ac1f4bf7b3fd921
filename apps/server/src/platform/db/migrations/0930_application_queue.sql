-- The caseworkers' applications queue (ADR 0411): who works on an application, whether it waits
-- for a caseworker, and the indexes of the office-scoped, filtered, oldest-first page and count.
ALTER TABLE applications ADD COLUMN assigned_to uuid REFERENCES users(id);
ALTER TABLE applications ADD COLUMN assigned_at timestamp with time zone;
-- True while a programme of it is PENDING or WITHDRAWAL_REQUESTED. Kept by the trigger below on
-- every change of a programme's status, whichever code makes it, so the queue reads the waiting
-- applications alone and never walks the decided ones.
ALTER TABLE applications ADD COLUMN waiting boolean NOT NULL DEFAULT false;
UPDATE applications a SET waiting = EXISTS (SELECT 1 FROM application_programs p WHERE p.application_id = a.id AND p.status IN ('PENDING', 'WITHDRAWAL_REQUESTED'));
CREATE FUNCTION application_waiting_sync() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  UPDATE applications a SET waiting = EXISTS (SELECT 1 FROM application_programs p WHERE p.application_id = a.id AND p.status IN ('PENDING', 'WITHDRAWAL_REQUESTED')) WHERE a.id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.application_id ELSE NEW.application_id END) AND a.waiting IS DISTINCT FROM EXISTS (SELECT 1 FROM application_programs p WHERE p.application_id = a.id AND p.status IN ('PENDING', 'WITHDRAWAL_REQUESTED')); RETURN NULL; END $$;
CREATE TRIGGER application_programs_waiting AFTER INSERT OR DELETE OR UPDATE OF status ON application_programs FOR EACH ROW EXECUTE FUNCTION application_waiting_sync();
-- The programmes still waiting, by application: the programme and status filters.
CREATE INDEX application_programs_open_idx ON application_programs (application_id, program_code, status) WHERE status IN ('PENDING', 'WITHDRAWAL_REQUESTED');
-- Oldest first, waiting ones only: the page walks them in the order it shows them, and the count
-- reads what the office rule needs from the index alone (no visit to the wide rows).
CREATE INDEX applications_waiting_idx ON applications (submitted_at, id) INCLUDE (case_id, office_id, user_id, assigned_to) WHERE waiting;
-- An office's waiting applications: through their case, or taken by the office without a case.
CREATE INDEX applications_waiting_case_idx ON applications (case_id) WHERE waiting AND case_id IS NOT NULL;
CREATE INDEX applications_waiting_office_idx ON applications (office_id) WHERE waiting AND case_id IS NULL;
-- "Mine": a caseworker's applications, oldest first.
CREATE INDEX applications_assigned_idx ON applications (assigned_to, submitted_at) WHERE assigned_to IS NOT NULL;
