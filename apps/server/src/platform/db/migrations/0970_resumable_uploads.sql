-- Resumable uploads (tus 1.0, ADR 0303): a file sent in pieces that survive a dropped connection.

-- One upload under way: the account that created it, the upload call it is for and that call's
-- body without the file (checked when the upload is created, run again when the last byte
-- arrives), the file's declared length, the bytes kept so far (upload_offset) and every byte
-- received (received_bytes: more than upload_offset only when a sender sends a piece twice).
-- result: the call's answer once the last byte arrived and the document was made or refused.
CREATE TABLE resumable_uploads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  call text NOT NULL,
  body jsonb NOT NULL,
  length bigint NOT NULL,
  upload_offset bigint NOT NULL DEFAULT 0,
  received_bytes bigint NOT NULL DEFAULT 0,
  result jsonb,
  created_at timestamp with time zone NOT NULL,
  updated_at timestamp with time zone NOT NULL
);
CREATE INDEX resumable_uploads_user_idx ON resumable_uploads (user_id);
CREATE INDEX resumable_uploads_updated_idx ON resumable_uploads (updated_at);

-- The bytes kept so far, in pieces in order (start_offset: where the piece begins in the file).
-- In the database so any process can continue an upload, whatever the blob store.
CREATE TABLE resumable_upload_parts (
  upload_id uuid NOT NULL REFERENCES resumable_uploads(id) ON DELETE CASCADE,
  start_offset bigint NOT NULL,
  data bytea NOT NULL,
  PRIMARY KEY (upload_id, start_offset)
);
