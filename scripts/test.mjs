// `npm test`: every check, in order, each step's result summed up at the end.
// The API suite runs again on real PostgreSQL when TEST_DATABASE_URL is set.
// On a fresh clone it first installs the packages, as `npm start` does.
import { spawnSync } from 'node:child_process';
import { installIfMissing, npm } from './install.mjs';

installIfMissing();
const steps = [
  ['typecheck', ['run', 'typecheck', '--silent']],
  ['lint', ['run', 'lint', '--silent']],
  ['format (Prettier)', ['run', 'format:check', '--silent']],
  ['unit and API tests (PGlite)', ['run', 'test:unit', '--silent']],
  ...(process.env.TEST_DATABASE_URL ? [['API tests (PostgreSQL)', ['run', 'test:pg', '--silent']]] : []),
  ['browser tests (Chromium)', ['run', 'test:e2e', '--silent']],
];

const results = [];
for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const { status } = spawnSync(npm, args, { stdio: 'inherit' });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  if (status !== 0 && process.env.TEST_FAIL_FAST === '1') break;
}
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
