-- Time to complete an application, and where unfinished ones were left; no personal data.
CREATE TABLE form_timings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  form_id text NOT NULL,
  started_at timestamp with time zone NOT NULL,
  ended_at timestamp with time zone NOT NULL,
  submitted boolean NOT NULL,
  last_page text,
  anonymous boolean NOT NULL
);
CREATE INDEX form_timings_form_idx ON form_timings (form_id, submitted);
