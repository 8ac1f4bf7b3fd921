-- Application drafts, submitted applications and their programmes (spec part 2 §3-§4); scheduled jobs.
CREATE TABLE application_drafts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  form_id text NOT NULL,
  form_version integer NOT NULL,
  answers_enc text NOT NULL,
  current_page text,
  save_exit_page text,
  created_at timestamp with time zone NOT NULL,
  updated_at timestamp with time zone NOT NULL
);
CREATE INDEX application_drafts_user_idx ON application_drafts (user_id);
CREATE INDEX application_drafts_created_idx ON application_drafts (created_at);

CREATE TABLE applications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reference text NOT NULL UNIQUE,
  user_id uuid REFERENCES users(id),
  submission_key text NOT NULL,
  form_id text NOT NULL,
  form_version integer NOT NULL,
  answers_enc text NOT NULL,
  applicant_name text NOT NULL,
  locale text NOT NULL,
  signature jsonb NOT NULL,
  submitted_at timestamp with time zone NOT NULL
);
CREATE UNIQUE INDEX applications_submission_key_idx ON applications (submission_key);
CREATE INDEX applications_user_idx ON applications (user_id);

CREATE TABLE application_programs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  program_code text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING',
  decision_reason text,
  decided_at timestamp with time zone,
  decided_by uuid REFERENCES users(id),
  withdrawal_reason text,
  withdrawal_other text,
  withdrawal_signature text,
  withdrawal_requested_at timestamp with time zone
);
CREATE INDEX application_programs_app_idx ON application_programs (application_id);
CREATE INDEX application_programs_status_idx ON application_programs (status);

CREATE TABLE scheduled_jobs (
  name text PRIMARY KEY,
  last_run_at timestamp with time zone,
  next_run_at timestamp with time zone NOT NULL
);
