-- Two-step sign-in, contact methods and trusted devices (ADR 0007).
CREATE TABLE account_contacts (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  slot text NOT NULL,
  method text NOT NULL,
  value text NOT NULL,
  updated_at timestamp with time zone NOT NULL,
  PRIMARY KEY (user_id, slot)
);

CREATE TABLE mfa_states (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  failed_codes integer NOT NULL DEFAULT 0,
  locked_until timestamp with time zone,
  lockouts integer NOT NULL DEFAULT 0,
  updated_at timestamp with time zone NOT NULL
);

CREATE TABLE login_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  session_id_hash text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING',
  sends integer NOT NULL DEFAULT 0,
  created_at timestamp with time zone NOT NULL,
  expires_at timestamp with time zone NOT NULL,
  completed_at timestamp with time zone
);
CREATE INDEX login_attempts_user_idx ON login_attempts (user_id);

CREATE TABLE contact_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  slot text NOT NULL,
  method text NOT NULL,
  value text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING',
  sends integer NOT NULL DEFAULT 0,
  failed_codes integer NOT NULL DEFAULT 0,
  created_at timestamp with time zone NOT NULL,
  expires_at timestamp with time zone NOT NULL
);
CREATE INDEX contact_changes_user_idx ON contact_changes (user_id);

CREATE TABLE security_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose text NOT NULL,
  login_attempt_id uuid REFERENCES login_attempts(id) ON DELETE CASCADE,
  contact_change_id uuid REFERENCES contact_changes(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  channel text NOT NULL,
  created_at timestamp with time zone NOT NULL,
  expires_at timestamp with time zone NOT NULL,
  used_at timestamp with time zone,
  cancelled_at timestamp with time zone
);
CREATE INDEX security_codes_attempt_idx ON security_codes (login_attempt_id);
CREATE INDEX security_codes_change_idx ON security_codes (contact_change_id);

CREATE TABLE trusted_devices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  label text NOT NULL,
  created_at timestamp with time zone NOT NULL,
  expires_at timestamp with time zone NOT NULL,
  revoked_at timestamp with time zone
);
CREATE INDEX trusted_devices_user_idx ON trusted_devices (user_id);
