-- Account recovery (ADR 0112): a forgotten username or password, by a confirmed contact method.

-- A contact method counts for recovery only once a code sent to it was returned. Contacts saved
-- by a confirmed contact change before this column existed count as confirmed.
ALTER TABLE account_contacts ADD COLUMN confirmed_at timestamp with time zone;
UPDATE account_contacts c SET confirmed_at = c.updated_at
  FROM contact_changes ch
  WHERE ch.user_id = c.user_id AND ch.slot = c.slot AND ch.method = c.method AND ch.value = c.value
    AND ch.status = 'CONFIRMED';
CREATE INDEX account_contacts_value_idx ON account_contacts (method, value);

-- One password recovery, bound to the browser session that started it. user_id is null when the
-- username and contact method matched no account: the recovery goes on the same way and never works.
CREATE TABLE recovery_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id_hash text NOT NULL,
  user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'PENDING',
  failed_codes integer NOT NULL DEFAULT 0,
  created_at timestamp with time zone NOT NULL,
  expires_at timestamp with time zone NOT NULL,
  verified_at timestamp with time zone,
  sent_to text
);
CREATE INDEX recovery_requests_user_idx ON recovery_requests (user_id);
CREATE INDEX recovery_requests_created_idx ON recovery_requests (created_at);

-- Recovery codes are one-time codes like the others, owned by their recovery.
ALTER TABLE security_codes ADD COLUMN recovery_request_id uuid REFERENCES recovery_requests(id) ON DELETE CASCADE;
CREATE INDEX security_codes_recovery_idx ON security_codes (recovery_request_id);
