-- Each rate-limit counter says when its window ends, so the housekeeping job can remove the
-- counters that no longer count (ADR 0009). Rows already there get the longest window in use.
ALTER TABLE rate_limits ADD COLUMN expires_at timestamp with time zone;
UPDATE rate_limits SET expires_at = window_start + interval '1 day';
ALTER TABLE rate_limits ALTER COLUMN expires_at SET NOT NULL;
CREATE INDEX rate_limits_expires_at_idx ON rate_limits (expires_at);
