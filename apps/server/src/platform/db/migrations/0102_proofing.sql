-- Identity proofing (account upgrade): the simulated bureau's records, quizzes, and the soft-inquiry log.
CREATE TABLE simulated_bureau_records (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  first_name text NOT NULL,
  last_name text NOT NULL,
  ssn_index text NOT NULL,
  birth_date_enc text NOT NULL,
  zip text NOT NULL,
  facts jsonb NOT NULL
);
CREATE INDEX simulated_bureau_ssn_idx ON simulated_bureau_records (ssn_index);

CREATE TABLE ridp_quizzes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider text NOT NULL,
  provider_ref text NOT NULL,
  person_id uuid REFERENCES persons(id) ON DELETE CASCADE,
  purpose text NOT NULL,
  questions jsonb NOT NULL,
  status text NOT NULL DEFAULT 'OPEN',
  created_at timestamp with time zone NOT NULL,
  expires_at timestamp with time zone NOT NULL
);
CREATE INDEX ridp_quizzes_user_idx ON ridp_quizzes (user_id);

CREATE TABLE ridp_inquiries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  provider text NOT NULL,
  outcome text NOT NULL,
  created_at timestamp with time zone NOT NULL,
  purge_after timestamp with time zone NOT NULL
);
CREATE INDEX ridp_inquiries_user_idx ON ridp_inquiries (user_id);
CREATE INDEX ridp_inquiries_purge_idx ON ridp_inquiries (purge_after);
