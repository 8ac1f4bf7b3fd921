-- Passkeys (WebAuthn, ADR 0131): a resident's or staff member's registered authenticators.

-- One registered passkey. credential_id is the authenticator's id (base64url), unique across
-- every account: the same credential can never sign in to two accounts. public_key is the COSE
-- key (base64url); counter is the signature counter last seen (0 when the authenticator keeps none).
CREATE TABLE passkeys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  credential_id text NOT NULL UNIQUE,
  public_key text NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports jsonb NOT NULL DEFAULT '[]'::jsonb,
  name text NOT NULL,
  created_at timestamp with time zone NOT NULL,
  last_used_at timestamp with time zone
);
CREATE INDEX passkeys_user_idx ON passkeys (user_id);

-- A challenge the server gave a browser session for one ceremony (adding a passkey or signing in
-- with one). Single use: it is deleted when answered; a newer one replaces it; it expires in minutes.
-- user_id: the account adding a passkey, or the username typed before a passkey sign-in (else null).
CREATE TABLE passkey_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id_hash text NOT NULL,
  purpose text NOT NULL,
  challenge text NOT NULL,
  user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  username text,
  expires_at timestamp with time zone NOT NULL
);
CREATE INDEX passkey_challenges_session_idx ON passkey_challenges (session_id_hash, purpose);
CREATE INDEX passkey_challenges_expires_idx ON passkey_challenges (expires_at);
