-- Authorized representatives (issue 13, ADR 0119). A resident names another portal account to
-- act for them for some or all programmes (kind REGULAR); the state may also provision a
-- representative (kind PROVISIONED: the representative's account carries the state's flag,
-- users.auth_rep_epass_enabled). A representation is ACTIVE until the person revokes it
-- (REVOKED, with when and by whom): every request made while acting reads this row, so access
-- ends at once. For medical assistance the representative proves authority with an uploaded
-- document (documents row, reviewed by a caseworker like any other).
CREATE TABLE representations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  person_user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  rep_user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- Programme codes (code table ProgramType) the representative may act for.
  programmes jsonb NOT NULL,
  kind text NOT NULL DEFAULT 'REGULAR',
  status text NOT NULL DEFAULT 'ACTIVE',
  authority_document_id uuid REFERENCES documents(id) ON DELETE SET NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  revoked_at timestamp with time zone,
  revoked_by uuid REFERENCES users(id),
  CONSTRAINT representations_not_self CHECK (person_user_id <> rep_user_id)
);
CREATE INDEX representations_person_idx ON representations (person_user_id);
CREATE INDEX representations_rep_idx ON representations (rep_user_id);
CREATE UNIQUE INDEX representations_one_active_idx ON representations (person_user_id, rep_user_id)
  WHERE status = 'ACTIVE';

-- Who acted when a representative signed an application for the person (null: the person).
ALTER TABLE applications ADD COLUMN acted_by uuid REFERENCES users(id);
