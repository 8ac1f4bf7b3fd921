-- Medical providers (issue 13): the facilities (hospitals, clinics) the state has enrolled and
-- which of their staff accounts work for which facility. What a facility may do (file
-- presumptive eligibility, breast and cervical cancer Medicaid, refer newborns) is set by an
-- administrator; a staff account's own provider flags (users.provider_*) say what that person
-- may do, never more than a facility of theirs allows.
CREATE TABLE provider_facilities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  -- County (DSS office) code of the facility, as on newborn referrals (nfCountyDSSCode).
  county_code text NOT NULL,
  presumptive_allowed boolean NOT NULL DEFAULT false,
  bccm_allowed boolean NOT NULL DEFAULT false,
  newborn_allowed boolean NOT NULL DEFAULT false,
  created_at timestamp with time zone NOT NULL DEFAULT now()
);

CREATE TABLE provider_staff (
  facility_id uuid NOT NULL REFERENCES provider_facilities(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  added_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (facility_id, user_id)
);
CREATE INDEX provider_staff_user_idx ON provider_staff (user_id);
