-- Internal case notes (ADR 0412): what a caseworker writes on a case for the office. Staff read
-- them on the staff case page only; no resident call, notice or PDF reads this table.
CREATE TABLE case_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  case_id uuid NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  author_user_id uuid NOT NULL REFERENCES users(id),
  body text NOT NULL,
  created_at timestamp with time zone NOT NULL
);
CREATE INDEX case_notes_case_idx ON case_notes (case_id, created_at DESC);
