-- Cases come from decisions: an approved programme opens a case (or joins the household's) with
-- a certification period and a benefit amount, and the application's household is kept as
-- records (people, incomes, costs, pregnancies), not only as the encrypted answers.
ALTER TABLE persons ADD COLUMN us_citizen boolean;
ALTER TABLE case_programs ADD COLUMN certification_start_on date;
ALTER TABLE case_programs ADD COLUMN certification_end_on date;
ALTER TABLE case_programs ADD COLUMN benefit_amount_cents integer;
ALTER TABLE case_programs ADD COLUMN application_program_id uuid REFERENCES application_programs(id);
ALTER TABLE applications ADD COLUMN case_id uuid REFERENCES cases(id);

CREATE TABLE person_incomes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  case_id uuid NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  person_id uuid NOT NULL REFERENCES persons(id) ON DELETE CASCADE,
  income_type text NOT NULL,
  employer text,
  amount_cents integer NOT NULL,
  frequency text NOT NULL,
  hours_per_week integer
);
CREATE INDEX person_incomes_case_idx ON person_incomes (case_id);

CREATE TABLE case_expenses (
  case_id uuid NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  kind text NOT NULL,
  amount_cents integer NOT NULL,
  PRIMARY KEY (case_id, kind)
);

CREATE TABLE person_pregnancies (
  case_id uuid NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  person_id uuid NOT NULL REFERENCES persons(id) ON DELETE CASCADE,
  due_on date,
  unborn integer NOT NULL,
  PRIMARY KEY (case_id, person_id)
);
