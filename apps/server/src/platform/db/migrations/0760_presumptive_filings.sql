-- Presumptive eligibility (issue 13): a qualified provider's filing for a patient, decided at
-- once against the income limit of the household size and category (docs/decisions/0117).
-- A filing starts as a DRAFT (one open per provider: starting again reuses it) and holds the
-- patient's answers only once DECIDED. The SSN and birth date are encrypted like persons'; the
-- SSN's blind index finds the filing for the person a resident account is linked to.
CREATE TABLE presumptive_filings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  filed_by uuid NOT NULL REFERENCES users(id),
  status text NOT NULL,
  created_at timestamp with time zone NOT NULL,
  facility_id uuid REFERENCES provider_facilities(id),
  first_name text,
  last_name text,
  birth_date_enc text,
  ssn_enc text,
  ssn_index text,
  address_line1 text,
  city text,
  zip text,
  household_size integer,
  monthly_income_cents integer,
  category text,
  eligible boolean,
  -- INCOME_OVER_LIMIT when not eligible.
  reason text,
  monthly_limit_cents integer,
  percent integer,
  guideline_year integer,
  filed_on date,
  coverage_start date,
  coverage_end date,
  decided_at timestamp with time zone
);
CREATE INDEX presumptive_filings_filed_by_idx ON presumptive_filings (filed_by, status);
CREATE INDEX presumptive_filings_ssn_index_idx ON presumptive_filings (ssn_index);
