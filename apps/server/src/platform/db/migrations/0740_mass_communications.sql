-- Mass communications (issue 12): one message in both languages to the people a filter found, or
-- a health-department alert to the people who opted in. The recipients are written when it is
-- scheduled (never more than the preview counted), one row per person and channel: the primary
-- key is what keeps a person from getting it twice. A job moves them to the outbox in batches, each
-- batch in one transaction with its outbox messages, so a crash loses or repeats none.
CREATE TABLE mass_communications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  -- The filter as given: officeId, programCode, caseStatus, topic.
  audience jsonb NOT NULL,
  subject_en text NOT NULL,
  subject_es text NOT NULL,
  body_en text NOT NULL,
  body_es text NOT NULL,
  status text NOT NULL,
  send_at timestamp with time zone NOT NULL,
  recipient_count integer NOT NULL,
  -- The office of the caseworker who wrote it (null: an administrator's); who may see it.
  office_id uuid REFERENCES offices(id),
  created_by uuid NOT NULL REFERENCES users(id),
  created_at timestamp with time zone NOT NULL,
  updated_at timestamp with time zone NOT NULL,
  finished_at timestamp with time zone
);
CREATE INDEX mass_communications_due_idx ON mass_communications (status, send_at);

CREATE TABLE mass_communication_recipients (
  mass_communication_id uuid NOT NULL REFERENCES mass_communications(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  channel text NOT NULL,
  address text NOT NULL,
  locale text NOT NULL,
  -- PENDING (not queued yet), QUEUED (outbox_message_id says how it went), CANCELLED.
  status text NOT NULL,
  outbox_message_id uuid REFERENCES outbox_messages(id) ON DELETE SET NULL,
  PRIMARY KEY (mass_communication_id, user_id, channel)
);
CREATE INDEX mass_communication_recipients_pending_idx
  ON mass_communication_recipients (mass_communication_id, status);
