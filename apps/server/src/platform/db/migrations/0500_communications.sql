-- Every notice about benefits or the account is also a communication the person reads in the
-- portal: its subject and text in the person's language, and its PDF, made once when the notice
-- is made and never changed after. viewed_at is when the person first opened it.
CREATE TABLE communications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  locale text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  pdf bytea NOT NULL,
  created_at timestamptz NOT NULL,
  viewed_at timestamptz
);
CREATE INDEX communications_user_idx ON communications (user_id, created_at DESC);
