-- Verification documents (spec part 1 §3.3): items asked for, uploaded files, their cases, banner messages.
CREATE TABLE verification_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  case_id uuid NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  person_id uuid NOT NULL REFERENCES persons(id),
  item_code text NOT NULL,
  program_code text NOT NULL,
  detail text NOT NULL DEFAULT '',
  mandatory boolean NOT NULL DEFAULT true,
  due_on date NOT NULL,
  status text NOT NULL DEFAULT 'OUTSTANDING',
  created_at timestamp with time zone NOT NULL DEFAULT now()
);
CREATE INDEX verification_items_case_idx ON verification_items (case_id);

CREATE TABLE documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_user_id uuid NOT NULL REFERENCES users(id),
  client_id uuid NOT NULL,
  kind text NOT NULL,
  verification_item_id uuid REFERENCES verification_items(id) ON DELETE SET NULL,
  file_name text NOT NULL,
  media_type text NOT NULL,
  size_bytes bigint NOT NULL,
  sha256 text NOT NULL,
  blob_key text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'UPLOADED',
  household_confirmed boolean NOT NULL DEFAULT false,
  uploaded_at timestamp with time zone NOT NULL,
  submitted_at timestamp with time zone,
  reviewed_at timestamp with time zone,
  reviewed_by_user_id uuid REFERENCES users(id),
  rejection_reason text,
  rejection_comment text
);
CREATE UNIQUE INDEX documents_owner_client_idx ON documents (owner_user_id, client_id);
CREATE INDEX documents_item_idx ON documents (verification_item_id);
CREATE INDEX documents_owner_status_idx ON documents (owner_user_id, status);

CREATE TABLE document_cases (
  document_id uuid NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  case_id uuid NOT NULL REFERENCES cases(id),
  PRIMARY KEY (document_id, case_id)
);
CREATE INDEX document_cases_case_idx ON document_cases (case_id);

CREATE TABLE doc_upload_messages (
  id integer PRIMARY KEY,
  text_en text NOT NULL,
  text_es text NOT NULL,
  active boolean NOT NULL DEFAULT true
);
