// Start-up time (`node bench/startup.mjs`): from the command to the first answer of GET /healthz.
// Node's own modules only, so it runs in a fresh clone before anything is installed; there the
// first `npm start` is the cold one (install, build, start) and every later start a warm one.
//  - `npm start` once, then BENCH_STARTUP_RUNS times more, its phases read from its output: npm
//    and the install (if any), the build of the web app and the server, the built server's start.
//  - In turns with each later `npm start`: what `npm start` did before ADR 0015 (the web app's
//    build, then tsx on the sources); the built server alone,
//    `node --enable-source-maps apps/server/dist/main.mjs`; and tsx alone on the sources.
// Every start uses one PGlite directory in a temp folder: the first creates it (migrations, demo
// data), the others find it ready, as a restart does. The last line of output is a JSON report.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_STARTUP_PORT ?? 8330);
const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-startup-'));
const env = { ...process.env, PORT: String(PORT), PORTAL_DATA_DIR: path.join(dir, 'pg'), LOG_LEVEL: 'warn' };

const TSX = path.join(root, 'node_modules', '.bin', 'tsx');
const COMMANDS = {
  'npm start': [npm, ['start']],
  'npm start before': [`${npm} run build --silent -w @portal/web && ${TSX} apps/server/src/main.ts`, [], true],
  'node dist/main.mjs': [process.execPath, ['--enable-source-maps', 'apps/server/dist/main.mjs']],
  'tsx src/main.ts': [TSX, ['apps/server/src/main.ts']],
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const alive = (group) => {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Runs one command in its own process group until /healthz answers, then stops the whole group
 * and waits until every process of it is gone (the database closed). Milliseconds from the start
 * of the command: `ready`, and the first line of output matching each of `marks`.
 */
async function timeStart(name, marks = {}) {
  const [command, args, shell = false] = COMMANDS[name];
  const started = performance.now();
  const child = spawn(command, args, { cwd: root, env, shell, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const seen = {};
  let output = '';
  const read = (chunk) => {
    output = (output + chunk).slice(-4000);
    for (const [mark, pattern] of Object.entries(marks)) {
      if (seen[mark] === undefined && pattern.test(output)) seen[mark] = performance.now() - started;
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  let exited = false;
  child.on('exit', () => (exited = true));
  try {
    for (;;) {
      if (exited) throw new Error(`${name} exited before answering:\n${output}`);
      if (performance.now() - started > 15 * 60_000) throw new Error(`${name} did not answer in 15 minutes`);
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      await sleep(20);
    }
    return { ready: performance.now() - started, ...seen };
  } finally {
    if (alive(child.pid)) process.kill(-child.pid, 'SIGTERM');
    while (alive(child.pid)) await sleep(50);
  }
}

const NPM_MARKS = { building: /^Building the web app/m, built: /^Server built in/m };

/** `npm start`'s time in phases: npm and the install (if any), the builds, the built server's start. */
async function npmStart() {
  const t = await timeStart('npm start', NPM_MARKS);
  const install = t.building ?? 0;
  return {
    total: t.ready,
    install,
    build: (t.built ?? install) - install,
    start: t.ready - (t.built ?? install),
  };
}
const PHASES = ['total', 'install', 'build', 'start'];

const round = (ms) => Math.round(ms);
const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const summary = (xs) => ({ median: round(median(xs)), min: round(Math.min(...xs)), max: round(Math.max(...xs)) });
const phases = (runs) => Object.fromEntries(PHASES.map((k) => [k, summary(runs.map((r) => r[k]))]));

try {
  console.log(`Start-up to the first answer of /healthz, port ${PORT}, data in ${dir}`);
  const first = Object.fromEntries(Object.entries(await npmStart()).map(([k, v]) => [k, round(v)]));
  console.log(`npm start, first: ${JSON.stringify(first)}`);
  const again = [];
  const others = { 'npm start before': [], 'node dist/main.mjs': [], 'tsx src/main.ts': [] };
  for (let i = 0; i < RUNS; i++) {
    again.push(await npmStart());
    for (const name of Object.keys(others)) others[name].push((await timeStart(name)).ready);
  }
  const report = {
    node: process.version,
    cores: os.cpus().length,
    runs: RUNS,
    npmStartFirst: first,
    npmStartAgain: phases(again),
    npmStartBefore: summary(others['npm start before']),
    compiled: summary(others['node dist/main.mjs']),
    tsx: summary(others['tsx src/main.ts']),
  };
  console.log(`npm start, again ×${RUNS}: ${JSON.stringify(report.npmStartAgain)}`);
  for (const [name, xs] of Object.entries(others)) console.log(`${name} ×${RUNS}: ${JSON.stringify(summary(xs))}`);
  console.log(JSON.stringify(report));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
