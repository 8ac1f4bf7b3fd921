-- The documents queue's office scope kept by the database (ADR 0417). One row per office whose queue
-- shows a document waiting for review (status SUBMITTED), or one row with no office when every
-- office's does (it was sent for an application no office has yet: intake). ADR 0402's rule, worked
-- out once when something it reads changes instead of on every visit to the queue: a document is an
-- office's through a case of that office it was sent for, or an application whose office is that
-- one (its case's office, else the office that took it, else the first case by reference of the
-- person the applicant's account is linked to; none of these: every office's). Only waiting
-- documents have rows, so the table is the queue and its index needs no condition.
CREATE TABLE waiting_document_offices (
  document_id uuid NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  office_id uuid REFERENCES offices(id),
  submitted_at timestamp with time zone
);
--> statement-breakpoint
-- An office's queue oldest first (and, with office_id IS NULL, every office's): the page walks it in
-- the order it shows and stops at its last row; the count reads it alone (index-only).
CREATE INDEX waiting_document_offices_queue_idx ON waiting_document_offices (office_id, submitted_at, document_id);
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
  PERFORM 1 FROM documents WHERE id = ANY (docs) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM waiting_document_offices WHERE document_id = ANY (docs);
  INSERT INTO waiting_document_offices (document_id, office_id, submitted_at)
  WITH target AS (
    SELECT dc.document_id, c.office_id
    FROM document_cases dc JOIN cases c ON c.id = dc.case_id
    WHERE dc.document_id = ANY (docs)
    UNION ALL
    SELECT da.document_id, coalesce(c.office_id, a.office_id, (
      SELECT lc.office_id FROM cases lc JOIN users u ON u.linked_person_id = lc.primary_person_id
      WHERE u.id = a.user_id ORDER BY lc.reference LIMIT 1))
    FROM document_applications da JOIN applications a ON a.id = da.application_id
    LEFT JOIN cases c ON c.id = a.case_id
    WHERE da.document_id = ANY (docs)
  )
  SELECT DISTINCT t.document_id, t.office_id, d.submitted_at
  FROM target t JOIN documents d ON d.id = t.document_id AND d.status = 'SUBMITTED'
  WHERE t.office_id IS NULL
     OR NOT EXISTS (SELECT 1 FROM target e WHERE e.document_id = t.document_id AND e.office_id IS NULL);
END $$;
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
-- A document submitted, decided or its sending time changed.
CREATE FUNCTION waiting_document_offices_of_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM waiting_document_offices_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER documents_waiting_offices AFTER UPDATE OF status, submitted_at ON documents FOR EACH ROW
  WHEN ((OLD.status = 'SUBMITTED' OR NEW.status = 'SUBMITTED')
    AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.submitted_at IS DISTINCT FROM NEW.submitted_at))
  EXECUTE FUNCTION waiting_document_offices_of_document();
--> statement-breakpoint
-- A document sent for a case or an application, or no longer. The case or application is locked in
-- share mode first: a change of its office (below) waits for this link to be in place and then
-- refreshes this document too, or this one waits for that change and reads its result.
CREATE FUNCTION waiting_document_offices_of_case_link() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM cases WHERE id IN (OLD.case_id, NEW.case_id) ORDER BY id FOR SHARE;
  PERFORM waiting_document_offices_refresh(array_remove(ARRAY[OLD.document_id, NEW.document_id], NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER document_cases_waiting_offices AFTER INSERT OR DELETE OR UPDATE ON document_cases FOR EACH ROW
  EXECUTE FUNCTION waiting_document_offices_of_case_link();
--> statement-breakpoint
CREATE FUNCTION waiting_document_offices_of_application_link() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM applications WHERE id IN (OLD.application_id, NEW.application_id) ORDER BY id FOR SHARE;
  PERFORM waiting_document_offices_refresh(array_remove(ARRAY[OLD.document_id, NEW.document_id], NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER document_applications_waiting_offices AFTER INSERT OR DELETE OR UPDATE ON document_applications
  FOR EACH ROW EXECUTE FUNCTION waiting_document_offices_of_application_link();
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
-- The documents waiting now.
SELECT waiting_document_offices_refresh(ARRAY(SELECT id FROM documents WHERE status = 'SUBMITTED'));
