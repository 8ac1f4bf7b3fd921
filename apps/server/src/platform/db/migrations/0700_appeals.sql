-- Appeals (issue 11). The state's holidays: the filing date of an appeal skips them. An
-- administrator adds the coming years' (POST worker/holidays); these are the first two years.
CREATE TABLE state_holidays (
  day date PRIMARY KEY,
  name text NOT NULL,
  added_by uuid REFERENCES users(id),
  created_at timestamp with time zone NOT NULL DEFAULT now()
);
INSERT INTO state_holidays (day, name) VALUES
  ('2026-01-01', 'New Year''s Day'),
  ('2026-01-19', 'Martin Luther King Jr. Day'),
  ('2026-04-03', 'Good Friday'),
  ('2026-05-25', 'Memorial Day'),
  ('2026-07-03', 'Independence Day (observed)'),
  ('2026-09-07', 'Labor Day'),
  ('2026-11-11', 'Veterans Day'),
  ('2026-11-26', 'Thanksgiving Day'),
  ('2026-11-27', 'Day after Thanksgiving'),
  ('2026-12-24', 'Christmas Eve'),
  ('2026-12-25', 'Christmas Day'),
  ('2027-01-01', 'New Year''s Day'),
  ('2027-01-18', 'Martin Luther King Jr. Day'),
  ('2027-03-26', 'Good Friday'),
  ('2027-05-31', 'Memorial Day'),
  ('2027-07-05', 'Independence Day (observed)'),
  ('2027-09-06', 'Labor Day'),
  ('2027-11-11', 'Veterans Day'),
  ('2027-11-25', 'Thanksgiving Day'),
  ('2027-11-26', 'Day after Thanksgiving'),
  ('2027-12-23', 'Christmas Eve (observed)'),
  ('2027-12-24', 'Christmas Day (observed)'),
  ('2027-12-31', 'New Year''s Day (observed)');

-- An appeal request: a draft (status DRAFT, bound to its application draft, deleted with it)
-- until the appellant signs it; then the hearing office's case.
CREATE TABLE appeals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Given when it is submitted.
  reference text UNIQUE,
  -- MA: a Medicaid decision (/appeals); NF: another programme's (/nfAppeals).
  track text NOT NULL,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The decision appealed: a programme decided on an application, or a decided case change.
  application_program_id uuid UNIQUE REFERENCES application_programs(id) ON DELETE CASCADE,
  case_change_id uuid UNIQUE REFERENCES case_changes(id) ON DELETE CASCADE,
  CHECK (num_nonnulls(application_program_id, case_change_id) = 1),
  program_code text NOT NULL,
  decision_date date NOT NULL,
  -- The draft while it is written (null once sent); the draft's id stays as the submission key,
  -- so sending twice makes one request.
  draft_id uuid REFERENCES application_drafts(id) ON DELETE CASCADE,
  submission_key uuid NOT NULL UNIQUE,
  answers_enc text,
  appellant_name text,
  locale text,
  signature jsonb,
  status text NOT NULL DEFAULT 'DRAFT',
  submitted_at timestamp with time zone,
  -- The date it counts as filed: the next business day after 5 p.m., on weekends and holidays.
  filed_on date,
  hearing_date date,
  hearing_time text,
  hearing_mode text,
  hearing_place text,
  scheduled_by uuid REFERENCES users(id),
  outcome text,
  outcome_note text,
  decided_at timestamp with time zone,
  decided_by uuid REFERENCES users(id),
  withdrawn_at timestamp with time zone,
  withdrawal_reason text,
  created_at timestamp with time zone NOT NULL
);
CREATE INDEX appeals_user_idx ON appeals (user_id, submitted_at);
CREATE INDEX appeals_status_idx ON appeals (status);
