-- "Send by mail": a person asks for a paper copy of a notice; staff of the person's office print
-- and mail it. mail_address is the address the person was shown when asking (the one it goes to).
ALTER TABLE communications ADD COLUMN mail_requested_at timestamptz;
ALTER TABLE communications ADD COLUMN mail_address text;
ALTER TABLE communications ADD COLUMN mailed_at timestamptz;
CREATE INDEX communications_print_queue_idx ON communications (mail_requested_at)
  WHERE mail_requested_at IS NOT NULL AND mailed_at IS NULL;
