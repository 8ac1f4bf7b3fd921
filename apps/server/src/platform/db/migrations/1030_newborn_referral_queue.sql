-- The office's queue of newborn referrals (ADR 0419): who works on a referral, and the indexes of
-- the oldest-first page of those waiting for a decision and of the last decided.
ALTER TABLE newborn_referrals ADD COLUMN assigned_to uuid REFERENCES users(id);
ALTER TABLE newborn_referrals ADD COLUMN assigned_at timestamp with time zone;
-- Waiting, oldest first: the page walks them in the order it shows them and stops at its last row;
-- the count reads the case and the assignee from the index, never the decided ones.
CREATE INDEX newborn_referrals_waiting_idx ON newborn_referrals (submitted_at, id) INCLUDE (case_id, assigned_to) WHERE processed_at IS NULL;
-- "Mine": a caseworker's referrals, oldest first.
CREATE INDEX newborn_referrals_assigned_idx ON newborn_referrals (assigned_to, submitted_at) WHERE assigned_to IS NOT NULL;
-- The last decided, newest first.
CREATE INDEX newborn_referrals_decided_idx ON newborn_referrals (processed_at DESC) INCLUDE (case_id) WHERE processed_at IS NOT NULL;
