-- The documents queue's office scope kept by the database (ADR 0417). One row per office whose queue
-- shows a document waiting for review (status SUBMITTED), or one row with no office when every
-- office's does (it was sent for an application no office has yet: intake). ADR 0402's rule, worked
-- out once when something it reads changes instead of on every visit to the queue: a document is an
-- office's through a case of that office it was sent for, or an application whose office is that
-- one (its case's office, else the office that took it, else the first case by reference of the
-- person the applicant's account is linked to; none of these: every office's). Only waiting
-- documents have rows, so the table is the queue: its two partial indexes part an office's rows
-- from every office's, not the waiting documents from the decided ones.
CREATE TABLE waiting_document_offices (
  document_id uuid NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  office_id uuid REFERENCES offices(id),
  -- The document's sending time and the programme of the request it answers (its verification
  -- item's), so a queue's page and count, with the programme filter or without, read the index alone.
  submitted_at timestamp with time zone,
  program_code text
);
--> statement-breakpoint
-- An office's queue oldest first, and every office's: the page walks each in the order it shows and
-- stops at its last row (the two merged); the count reads them alone (index-only).
CREATE INDEX waiting_document_offices_queue_idx ON waiting_document_offices (office_id, submitted_at, document_id)
  INCLUDE (program_code) WHERE office_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX waiting_document_offices_every_idx ON waiting_document_offices (submitted_at, document_id)
  INCLUDE (program_code) WHERE office_id IS NULL;
--> statement-breakpoint
CREATE INDEX waiting_document_offices_document_idx ON waiting_document_offices (document_id);
--> statement-breakpoint
-- Works the rows of `docs` out again from the documents, their cases and applications. Each
-- document's row is locked first, in id order, so two changes touching one document (a case moving
-- office while the document is decided) run one after the other, the second seeing the first's
-- result, and never deadlock on each other.
CREATE FUNCTION waiting_document_offices_refresh(docs uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF docs IS NULL OR cardinality(docs) = 0 THEN
    RETURN;
  END IF;
  -- The ids joined as a set (not `= ANY`): a bulk load's thousands are hashed, not searched a row each.
  PERFORM 1 FROM documents d JOIN unnest(docs) x(id) ON x.id = d.id ORDER BY d.id FOR NO KEY UPDATE OF d;
  DELETE FROM waiting_document_offices w USING unnest(docs) x(id) WHERE w.document_id = x.id;
  INSERT INTO waiting_document_offices (document_id, office_id, submitted_at, program_code)
  WITH target AS (
    SELECT dc.document_id, c.office_id
    FROM unnest(docs) x(id) JOIN document_cases dc ON dc.document_id = x.id JOIN cases c ON c.id = dc.case_id
    UNION ALL
    SELECT da.document_id, coalesce(c.office_id, a.office_id, (
      SELECT lc.office_id FROM cases lc JOIN users u ON u.linked_person_id = lc.primary_person_id
      WHERE u.id = a.user_id ORDER BY lc.reference LIMIT 1))
    FROM unnest(docs) x(id) JOIN document_applications da ON da.document_id = x.id
    JOIN applications a ON a.id = da.application_id
    LEFT JOIN cases c ON c.id = a.case_id
  ), everywhere AS (
    SELECT DISTINCT document_id FROM target WHERE office_id IS NULL
  )
  SELECT DISTINCT t.document_id, t.office_id, d.submitted_at, vi.program_code
  FROM target t JOIN documents d ON d.id = t.document_id AND d.status = 'SUBMITTED'
  LEFT JOIN verification_items vi ON vi.id = d.verification_item_id
  LEFT JOIN everywhere e ON e.document_id = t.document_id
  WHERE t.office_id IS NULL OR e.document_id IS NULL;
END $$;
--> statement-breakpoint
-- The accounts linked to a person: a case of theirs opening or moving finds them by it.
CREATE INDEX users_linked_person_idx ON users (linked_person_id) WHERE linked_person_id IS NOT NULL;
--> statement-breakpoint
-- The documents sent for applications whose office is read from the account linked to `people`
-- (no case and no office of their own): a case of such a person opening, moving or changing hands.
CREATE FUNCTION waiting_documents_of_linked(people uuid[]) RETURNS uuid[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT da.document_id), '{}')
  FROM users u JOIN applications a ON a.user_id = u.id AND a.case_id IS NULL AND a.office_id IS NULL
  JOIN document_applications da ON da.application_id = a.id
  WHERE u.linked_person_id = ANY (people)
$$;
--> statement-breakpoint
-- A document submitted, decided, its sending time or the request it answers changed.
CREATE FUNCTION waiting_document_offices_of_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM waiting_document_offices_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER documents_waiting_offices AFTER UPDATE OF status, submitted_at, verification_item_id ON documents
  FOR EACH ROW
  WHEN ((OLD.status = 'SUBMITTED' OR NEW.status = 'SUBMITTED')
    AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.submitted_at IS DISTINCT FROM NEW.submitted_at
      OR OLD.verification_item_id IS DISTINCT FROM NEW.verification_item_id))
  EXECUTE FUNCTION waiting_document_offices_of_document();
--> statement-breakpoint
-- A document sent for cases or applications, or no longer: once for the statement's rows (an
-- upload for several cases, a bulk load), not once a row. The cases or applications are locked in
-- share mode first: a change of one's office (below) waits for these links to be in place and then
-- refreshes these documents too, or this waits for that change and reads its result.
CREATE FUNCTION waiting_document_offices_of_case_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM cases WHERE id IN (SELECT case_id FROM changed) ORDER BY id FOR SHARE;
  PERFORM waiting_document_offices_refresh(ARRAY(SELECT DISTINCT document_id FROM changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION waiting_document_offices_of_application_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM applications WHERE id IN (SELECT application_id FROM changed) ORDER BY id FOR SHARE;
  PERFORM waiting_document_offices_refresh(ARRAY(SELECT DISTINCT document_id FROM changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER document_cases_inserted_waiting_offices AFTER INSERT ON document_cases
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION waiting_document_offices_of_case_links();
--> statement-breakpoint
CREATE TRIGGER document_cases_deleted_waiting_offices AFTER DELETE ON document_cases
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION waiting_document_offices_of_case_links();
--> statement-breakpoint
CREATE TRIGGER document_cases_updated_waiting_offices AFTER UPDATE ON document_cases
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION waiting_document_offices_of_case_links();
--> statement-breakpoint
CREATE TRIGGER document_cases_updated_old_waiting_offices AFTER UPDATE ON document_cases
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION waiting_document_offices_of_case_links();
--> statement-breakpoint
CREATE TRIGGER document_applications_inserted_waiting_offices AFTER INSERT ON document_applications
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION waiting_document_offices_of_application_links();
--> statement-breakpoint
CREATE TRIGGER document_applications_deleted_waiting_offices AFTER DELETE ON document_applications
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION waiting_document_offices_of_application_links();
--> statement-breakpoint
CREATE TRIGGER document_applications_updated_waiting_offices AFTER UPDATE ON document_applications
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION waiting_document_offices_of_application_links();
--> statement-breakpoint
CREATE TRIGGER document_applications_updated_old_waiting_offices AFTER UPDATE ON document_applications
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION waiting_document_offices_of_application_links();
--> statement-breakpoint
-- An application placed on a case, taken by an office, or moved to an account (its office changes).
CREATE FUNCTION waiting_document_offices_of_application() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM waiting_document_offices_refresh(ARRAY(
    SELECT document_id FROM document_applications WHERE application_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_waiting_document_offices AFTER UPDATE OF case_id, office_id, user_id ON applications
  FOR EACH ROW
  WHEN (OLD.case_id IS DISTINCT FROM NEW.case_id OR OLD.office_id IS DISTINCT FROM NEW.office_id
    OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION waiting_document_offices_of_application();
--> statement-breakpoint
-- A case moving office (or changing its primary person or reference, which the linked account's
-- rule reads): its documents, its applications' documents, and those of applications whose
-- office is read from an account linked to its person. A new case: the last of these.
CREATE FUNCTION waiting_document_offices_of_case() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM waiting_document_offices_refresh(waiting_documents_of_linked(ARRAY[NEW.primary_person_id]));
  ELSE
    PERFORM waiting_document_offices_refresh(ARRAY(
      SELECT document_id FROM document_cases WHERE case_id = NEW.id
      UNION
      SELECT da.document_id FROM document_applications da JOIN applications a ON a.id = da.application_id
      WHERE a.case_id = NEW.id
      UNION
      SELECT unnest(waiting_documents_of_linked(ARRAY[OLD.primary_person_id, NEW.primary_person_id]))));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cases_waiting_document_offices_insert AFTER INSERT ON cases FOR EACH ROW
  EXECUTE FUNCTION waiting_document_offices_of_case();
--> statement-breakpoint
CREATE TRIGGER cases_waiting_document_offices AFTER UPDATE OF office_id, primary_person_id, reference ON cases
  FOR EACH ROW
  WHEN (OLD.office_id IS DISTINCT FROM NEW.office_id OR OLD.primary_person_id IS DISTINCT FROM NEW.primary_person_id
    OR OLD.reference IS DISTINCT FROM NEW.reference)
  EXECUTE FUNCTION waiting_document_offices_of_case();
--> statement-breakpoint
-- An account linked to a person, or no longer: its applications without a case or office.
CREATE FUNCTION waiting_document_offices_of_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM waiting_document_offices_refresh(ARRAY(
    SELECT da.document_id FROM applications a JOIN document_applications da ON da.application_id = a.id
    WHERE a.user_id = NEW.id AND a.case_id IS NULL AND a.office_id IS NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_waiting_document_offices AFTER UPDATE OF linked_person_id ON users FOR EACH ROW
  WHEN (OLD.linked_person_id IS DISTINCT FROM NEW.linked_person_id)
  EXECUTE FUNCTION waiting_document_offices_of_account();
--> statement-breakpoint
-- A request's programme corrected: the documents answering it.
CREATE FUNCTION waiting_document_offices_of_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM waiting_document_offices_refresh(ARRAY(
    SELECT id FROM documents WHERE verification_item_id = NEW.id AND status = 'SUBMITTED'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER verification_items_waiting_document_offices AFTER UPDATE OF program_code ON verification_items
  FOR EACH ROW WHEN (OLD.program_code IS DISTINCT FROM NEW.program_code)
  EXECUTE FUNCTION waiting_document_offices_of_item();
--> statement-breakpoint
-- The documents waiting now.
SELECT waiting_document_offices_refresh(ARRAY(SELECT id FROM documents WHERE status = 'SUBMITTED'));
