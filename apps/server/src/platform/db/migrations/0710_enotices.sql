-- E-notices (issue 12): since when the person gets notices electronically instead of on paper.
-- Null: paper (a copy of each notice is queued for mail to the address on file).
ALTER TABLE users ADD COLUMN enotices_since timestamp with time zone;
