-- Outbox of e-mails and text messages (ADR 0006): written with the change that causes it, sent by the delivery worker.
CREATE TABLE outbox_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  channel text NOT NULL,
  recipient text NOT NULL,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  template_key text NOT NULL,
  locale text NOT NULL DEFAULT 'en-US',
  subject_en text NOT NULL,
  subject_es text NOT NULL,
  body_en text NOT NULL,
  body_es text NOT NULL,
  sensitive boolean NOT NULL DEFAULT false,
  purge_after timestamp with time zone,
  purged_at timestamp with time zone,
  status text NOT NULL DEFAULT 'QUEUED',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamp with time zone NOT NULL,
  last_error text,
  created_at timestamp with time zone NOT NULL,
  sent_at timestamp with time zone
);
CREATE INDEX outbox_due_idx ON outbox_messages (status, next_attempt_at);
CREATE INDEX outbox_user_idx ON outbox_messages (user_id);
