-- Keeping benefits (issue 10): a change report or a renewal is a draft bound to a case until it
-- is signed, then a case change the caseworker reviews. The draft keeps what was on file when it
-- started (before_enc) so the person sees each change as before -> after.
ALTER TABLE application_drafts ADD COLUMN case_id uuid REFERENCES cases(id) ON DELETE CASCADE;
ALTER TABLE application_drafts ADD COLUMN before_enc text;
-- The people of the case in the order the prefilled answers list them (person 0, 1, ...).
ALTER TABLE application_drafts ADD COLUMN member_ids jsonb;
-- The configuration it started with (SNAP_COC, FNS_RECERT...): which name the person used.
ALTER TABLE application_drafts ADD COLUMN coc_type_code text;
-- One renewal in progress per case at a time, whoever in the household started it.
CREATE UNIQUE INDEX application_drafts_one_renewal_idx ON application_drafts (case_id) WHERE form_id = 'FNS_RECERT';

CREATE TABLE case_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reference text NOT NULL UNIQUE,
  -- COC (a change report) or RECERT (a renewal).
  kind text NOT NULL,
  program_code text NOT NULL,
  -- The programme's name the person used (SNAP or FNS): the texts they get follow it.
  naming text NOT NULL,
  case_id uuid NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id),
  -- The draft it was signed from: submitting twice makes one.
  draft_id uuid NOT NULL UNIQUE,
  form_id text NOT NULL,
  form_version integer NOT NULL,
  before_enc text NOT NULL,
  member_ids jsonb NOT NULL,
  answers_enc text NOT NULL,
  applicant_name text NOT NULL,
  locale text NOT NULL,
  signature jsonb NOT NULL,
  -- A renewal: the end of the certification period it renews.
  certification_end_on date,
  status text NOT NULL DEFAULT 'SUBMITTED',
  submitted_at timestamp with time zone NOT NULL,
  decided_at timestamp with time zone,
  decided_by uuid REFERENCES users(id),
  decision_note text,
  verification_item_id uuid REFERENCES verification_items(id) ON DELETE SET NULL
);
CREATE INDEX case_changes_case_idx ON case_changes (case_id);
CREATE INDEX case_changes_user_idx ON case_changes (user_id, submitted_at);
CREATE INDEX case_changes_status_idx ON case_changes (status);
-- One renewal per certification period.
CREATE UNIQUE INDEX case_changes_one_renewal_idx ON case_changes (case_id, certification_end_on) WHERE kind = 'RECERT';
