-- Deemed newborn referrals (issue 13): a provider of a facility that refers newborns tells the
-- state of a baby born to a mother on Medicaid; the office of the mother's case approves it (the
-- baby becomes a person in her household) or denies it. The baby's birth date is encrypted like
-- a person's, with a blind index so the provider can search by it; the mother is the person
-- found by her case number, name and birth date (nothing else of hers is kept here).
CREATE TABLE newborn_referrals (
  id uuid PRIMARY KEY,
  facility_id uuid NOT NULL REFERENCES provider_facilities(id),
  provider_user_id uuid NOT NULL REFERENCES users(id),
  mother_person_id uuid NOT NULL REFERENCES persons(id),
  case_id uuid NOT NULL REFERENCES cases(id),
  -- The number the mother was found by (her Medicaid case number, upper case).
  mother_client_id text NOT NULL,
  newborn_first_name text NOT NULL,
  newborn_last_name text NOT NULL,
  newborn_birth_date_enc text NOT NULL,
  newborn_birth_date_index text NOT NULL,
  -- F or M.
  newborn_sex text NOT NULL,
  -- SUBMITTED, APPROVED, WITHDRAWN or DENIED.
  status text NOT NULL DEFAULT 'SUBMITTED',
  submitted_at timestamp with time zone NOT NULL,
  processed_at timestamp with time zone,
  processed_by uuid REFERENCES users(id),
  denial_reason text,
  -- The person the newborn became on approval.
  newborn_person_id uuid REFERENCES persons(id),
  archived_at timestamp with time zone
);
CREATE INDEX newborn_referrals_facility_idx ON newborn_referrals (facility_id, submitted_at);
CREATE INDEX newborn_referrals_case_idx ON newborn_referrals (case_id);
