-- The work queues' name searches (ADR 0420): a substring of a name (`ILIKE '%…%'`) found through a
-- trigram index (pg_trgm's gin_trgm_ops) instead of comparing every row's name. The applications
-- queue searches the applicant's name; the documents queue the applicant's name and the name of
-- the case's primary person (first and last name with a space, the expression the query writes).
--
-- pg_trgm is created once per database. When the database has none yet it goes in a schema of its
-- own, `extensions`: the API tests on PostgreSQL migrate one schema per test file in one database
-- and drop it afterwards, and an extension created in one of those schemas would be found by the
-- next file's migration (IF NOT EXISTS), its operator classes out of that file's search path, and
-- dropped with the first file's schema together with every other file's indexes. When pg_trgm is
-- already there (a DBA created it, in whichever schema), the indexes use it where it is.
-- The searches need nothing from the extension's schema: ILIKE is PostgreSQL's own operator.
-- (One statement; the breakpoint below makes the migration runner split this file at breakpoints,
-- not at the semicolons that end the lines of the block.)
--> statement-breakpoint
DO $$
DECLARE
  home text;
BEGIN
  SELECT n.nspname INTO home FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm';
  IF home IS NULL THEN
    CREATE SCHEMA IF NOT EXISTS extensions;
    CREATE EXTENSION pg_trgm SCHEMA extensions;
    home := 'extensions';
  END IF;
  EXECUTE format('CREATE INDEX applications_applicant_name_trgm_idx ON applications USING gin (applicant_name %I.gin_trgm_ops)', home);
  EXECUTE format($sql$CREATE INDEX persons_name_trgm_idx ON persons USING gin ((first_name || ' ' || last_name) %I.gin_trgm_ops)$sql$, home);
END
$$;
