-- Organisations applying for many households (issue 13): a business or community organisation
-- the state provisioned, and the portal accounts that act for it. An organisation's user may
-- keep several drafts of one application type, one per household, told apart by a label; every
-- application started for an organisation records which organisation submitted it.
CREATE TABLE organisations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  created_at timestamp with time zone NOT NULL DEFAULT now()
);

-- An account acts for one organisation at most.
CREATE TABLE organisation_members (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  added_at timestamp with time zone NOT NULL DEFAULT now()
);
CREATE INDEX organisation_members_organisation_idx ON organisation_members (organisation_id);

ALTER TABLE application_drafts
  ADD COLUMN organisation_id uuid REFERENCES organisations(id),
  ADD COLUMN household_label text;

ALTER TABLE applications
  ADD COLUMN organisation_id uuid REFERENCES organisations(id),
  ADD COLUMN household_label text;
CREATE INDEX applications_organisation_idx ON applications (organisation_id, submitted_at DESC)
  WHERE organisation_id IS NOT NULL;
