-- Sign-in with the state's identity provider (ADR 0104).
-- Which portal account each provider identity (issuer + subject) signs in to.
CREATE TABLE federated_identities (
  issuer text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamp with time zone NOT NULL,
  last_sign_in_at timestamp with time zone NOT NULL,
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX federated_identities_user_idx ON federated_identities (user_id);

-- A started provider sign-in: state, nonce and PKCE verifier kept on the server, found by the
-- hash of the random handle in the browser's cookie, used once, worthless after expires_at.
CREATE TABLE federation_requests (
  handle_hash text PRIMARY KEY,
  state text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  expires_at timestamp with time zone NOT NULL
);
CREATE INDEX federation_requests_expires_idx ON federation_requests (expires_at);
