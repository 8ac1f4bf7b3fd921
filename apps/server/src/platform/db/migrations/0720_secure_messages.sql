-- Text messages (issue 12): a person may have texts sent to a mobile number when a caseworker
-- writes to them. A number that is not a confirmed contact method waits in pending_phone until
-- the code sent to it is entered; texts keep going to the old number meanwhile. A STOP texted
-- back from the number turns them off (stopped_by_reply_at).
CREATE TABLE text_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  phone text,
  active boolean NOT NULL DEFAULT false,
  pending_phone text,
  pending_until timestamp with time zone,
  failed_codes integer NOT NULL DEFAULT 0,
  updated_at timestamp with time zone NOT NULL,
  stopped_by_reply_at timestamp with time zone
);
CREATE INDEX text_subscriptions_phone_idx ON text_subscriptions (phone) WHERE active;

-- The code confirming a new number is a one-time code like the others, owned by the subscription.
ALTER TABLE security_codes ADD COLUMN text_subscription_id uuid REFERENCES text_subscriptions(id) ON DELETE CASCADE;
CREATE INDEX security_codes_text_idx ON security_codes (text_subscription_id);

-- Secure messages: a caseworker writes to the person on a case (FROM_OFFICE); the person reads
-- it after signing in and may answer it (FROM_PERSON, reply_to_id). viewed_at is when the
-- person first opened a caseworker's message, or when the office first read a reply.
CREATE TABLE secure_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  case_id uuid NOT NULL REFERENCES cases(id),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  direction text NOT NULL CHECK (direction IN ('FROM_OFFICE', 'FROM_PERSON')),
  staff_user_id uuid REFERENCES users(id),
  reply_to_id uuid REFERENCES secure_messages(id),
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamp with time zone NOT NULL,
  viewed_at timestamp with time zone,
  CHECK ((direction = 'FROM_OFFICE') = (staff_user_id IS NOT NULL))
);
CREATE INDEX secure_messages_user_idx ON secure_messages (user_id, created_at DESC);
CREATE INDEX secure_messages_case_idx ON secure_messages (case_id, created_at DESC);
