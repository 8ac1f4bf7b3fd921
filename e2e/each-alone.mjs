// Every spec of the browser suite run alone: its own `playwright test <file>`, so its own server
// with a new in-memory database, and nothing run before it (`npm run test:each-alone -w @portal/e2e`).
// Shows that no spec needs another one's leftovers. Specs go to E2E_ALONE_LANES lanes (2 by
// default), each with its own ports (E2E_PORT + 10 × lane) and output folder; a lane runs its
// specs one after another. Prints each spec's result and time; exits 1 if any failed.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const specs = readdirSync(`${here}tests`)
  .filter((f) => f.endsWith('.spec.ts') && f !== 'lighthouse.spec.ts')
  .sort();
const lanes = Number(process.env.E2E_ALONE_LANES ?? 2);
const basePort = Number(process.env.E2E_PORT ?? 8181);

function runAlone(spec, lane) {
  const started = Date.now();
  const child = spawn('npx', ['playwright', 'test', `tests/${spec}`, '--output', `test-results/alone-${lane}`], {
    cwd: here,
    env: { ...process.env, E2E_PORT: String(basePort + 10 * lane) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const text = Buffer.concat(output).toString();
      const summary = text.match(/^\s+\d+ (passed|failed|flaky|skipped).*$/gm)?.map((l) => l.trim()) ?? [];
      console.log(`${status === 0 ? 'ok  ' : 'FAIL'} ${spec} (${seconds} s) ${summary.join(', ')}`);
      if (status !== 0) console.log(text.replace(/^.*\[pid=\d+\]\[err\].*$/gm, '').replace(/\n{3,}/g, '\n\n'));
      resolve(status === 0);
    });
  });
}

const queue = [...specs];
const failed = [];
const started = Date.now();
await Promise.all(
  Array.from({ length: lanes }, async (_, lane) => {
    for (let spec = queue.shift(); spec; spec = queue.shift()) if (!(await runAlone(spec, lane))) failed.push(spec);
  }),
);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`${specs.length - failed.length} of ${specs.length} specs passed alone in ${minutes} min`);
if (failed.length > 0) console.log(`failed alone: ${failed.join(', ')}`);
process.exit(failed.length > 0 ? 1 : 0);
