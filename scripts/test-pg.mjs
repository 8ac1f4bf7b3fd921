// The API suite against the real PostgreSQL server in TEST_DATABASE_URL (each test file in its
// own schema). Skipped, with a message, when the variable is not set. Only the files that open a
// database run again: the others (dates, messages, the serializer, PGlite's own turn-taking) test
// nothing that depends on which database is behind the app, and the PGlite run has run them.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './install.mjs';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL run of the API suite is skipped.');
  process.exit(0);
}
const USES_A_DATABASE = /\b(startTestApp|testDatabaseUrl|PORTAL_TEST_PG_URL)\b/;
const serverSources = path.join('apps', 'server', 'src');
const files = readdirSync(path.join(root, serverSources), { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => path.join(serverSources, f))
  .filter((f) => USES_A_DATABASE.test(readFileSync(path.join(root, f), 'utf8')))
  .sort();
console.log(`${files.length} test files that open a database, on PostgreSQL.`);
const { status } = spawnSync('npx', ['vitest', 'run', ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORTAL_TEST_PG_URL: url },
});
process.exit(status ?? 1);
