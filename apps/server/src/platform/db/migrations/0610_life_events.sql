-- Life events (issue 10): what happened, reported as a change of the case. A draft and the
-- change it becomes remember the life event; an accepted "authorized representative" event
-- names someone who may act for the household.
ALTER TABLE application_drafts ADD COLUMN life_event text;
ALTER TABLE case_changes ADD COLUMN life_event text;

CREATE TABLE case_representatives (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  case_id uuid NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  relationship text NOT NULL,
  phone text NOT NULL,
  mailing_address text NOT NULL,
  powers jsonb NOT NULL,
  -- The accepted change that named them.
  case_change_id uuid NOT NULL UNIQUE REFERENCES case_changes(id) ON DELETE CASCADE,
  added_on date NOT NULL
);
CREATE INDEX case_representatives_case_idx ON case_representatives (case_id);
