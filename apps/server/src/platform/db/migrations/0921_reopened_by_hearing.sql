-- A programme a hearing officer's decision reversed goes back to the caseworkers as PENDING, to
-- be decided again as the hearing said: the appeal that reopened it.
ALTER TABLE application_programs ADD COLUMN reopened_by_appeal_id uuid;
