// The API suite against the real PostgreSQL server in TEST_DATABASE_URL (each test file in its
// own schema). Skipped, with a message, when the variable is not set.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL run of the API suite is skipped.');
  process.exit(0);
}
const { status } = spawnSync('npx', ['vitest', 'run', 'apps/server'], {
  stdio: 'inherit',
  env: { ...process.env, PORTAL_TEST_PG_URL: url },
});
process.exit(status ?? 1);
