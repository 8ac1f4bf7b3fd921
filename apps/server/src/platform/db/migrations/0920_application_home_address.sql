-- The home address typed into an application, on one line: where a paper copy of a notice goes
-- for a person with no address on a linked record yet (addresses are kept in clear, as on persons).
ALTER TABLE applications ADD COLUMN home_address text;
