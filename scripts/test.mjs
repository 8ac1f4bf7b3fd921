// `npm test`: every check, each step's result summed up at the end.
// The API suite runs again on real PostgreSQL when TEST_DATABASE_URL is set.
// On a fresh clone it first installs the packages, as `npm start` does.
import { spawn } from 'node:child_process';
import { installIfMissing, npm } from './install.mjs';

installIfMissing();
// Steps in one group run side by side; groups run in turn. The three static checks are each a
// single-threaded program, so on a 2-core machine they share the cores instead of waiting for one
// another (about a minute less). The test steps each use every core, so they run alone.
const groups = [
  [
    ['typecheck', ['run', 'typecheck', '--silent']],
    ['lint', ['run', 'lint', '--silent']],
    ['format (Prettier)', ['run', 'format:check', '--silent']],
  ],
  [['unit and API tests (PGlite)', ['run', 'test:unit', '--silent']]],
  ...(process.env.TEST_DATABASE_URL ? [[['API tests (PostgreSQL)', ['run', 'test:pg', '--silent']]]] : []),
  [['browser tests (Chromium)', ['run', 'test:e2e', '--silent']]],
];

/**
 * Runs one step. Alone, its output goes straight through; beside others, it is kept and printed
 * whole when the step ends, so the steps' lines do not interleave.
 */
function runStep([name, args], alone) {
  const started = Date.now();
  if (alone) console.log(`\n=== ${name} ===`);
  const child = spawn(npm, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (!alone) {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

const results = [];
for (const group of groups) {
  const done = await Promise.all(group.map((step) => runStep(step, group.length === 1)));
  results.push(...done);
  if (done.some((r) => !r.ok) && process.env.TEST_FAIL_FAST === '1') break;
}
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
