-- The office that first took an application with no case (ADR 0402): set by its first decision,
-- so an intake application belongs to one office from then on.
ALTER TABLE applications ADD COLUMN office_id uuid REFERENCES offices(id);
