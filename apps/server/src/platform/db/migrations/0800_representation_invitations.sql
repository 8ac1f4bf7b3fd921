-- Naming a representative is an invitation (issue 30, ADR 0119). The resident gives an e-mail
-- address or username and programmes; a row is kept whatever the look-up found, so the answer
-- never tells whether an account exists. rep_user_id is the invited account, or null when no
-- account that may represent anyone has that address (none, oneself, staff, provider staff).
-- The representation exists only once the invited account accepts (ACCEPTED, representation_id).
-- PENDING until accepted, declined, withdrawn by the resident, or expires_at passes.
CREATE TABLE representation_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  person_user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  rep_user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  -- What the resident typed (their own input; shown back to them only).
  lookup text NOT NULL,
  programmes jsonb NOT NULL,
  status text NOT NULL DEFAULT 'PENDING',
  created_at timestamp with time zone NOT NULL,
  expires_at timestamp with time zone NOT NULL,
  decided_at timestamp with time zone,
  representation_id uuid REFERENCES representations(id) ON DELETE SET NULL
);
CREATE INDEX representation_invitations_person_idx ON representation_invitations (person_user_id);
CREATE INDEX representation_invitations_rep_idx ON representation_invitations (rep_user_id);
