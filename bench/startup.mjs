// Start-up time (`node bench/startup.mjs`): from the command to the first answer of GET /healthz.
// Node's own modules only, so it runs in a fresh clone before anything is installed; there the
// first `npm start` is the cold one (install, build, start) and every later start a warm one.
//  - `npm start` once, then BENCH_STARTUP_RUNS times more, its phases read from its output: npm
//    and the install (if any), the build of the web app and the server, the built server's start.
//  - In turns with each later `npm start`: the built server alone
//    (`node --enable-source-maps apps/server/dist/main.mjs`) and tsx alone on the same sources.
//  - With BENCH_STARTUP_BEFORE=<a checkout of the commit before ADR 0015, installed or not>, its
//    `npm start` (web build, then tsx) too: once first, then in the same turns.
// Every start of a checkout uses one PGlite directory in a temp folder: the first creates it
// (migrations, demo data), the others find it ready, as a restart does. The last line of output
// is a JSON report.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_STARTUP_PORT ?? 8330);
const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);
const BEFORE = process.env.BENCH_STARTUP_BEFORE ? path.resolve(process.env.BENCH_STARTUP_BEFORE) : undefined;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-startup-'));
const envFor = (data) => ({
  ...process.env,
  PORT: String(PORT),
  PORTAL_DATA_DIR: path.join(dir, data),
  LOG_LEVEL: 'warn',
});

const COMMANDS = {
  'npm start': { command: npm, args: ['start'], cwd: root, env: envFor('pg') },
  'node dist/main.mjs': {
    command: process.execPath,
    args: ['--enable-source-maps', 'apps/server/dist/main.mjs'],
    cwd: root,
    env: envFor('pg'),
  },
  'tsx src/main.ts': {
    command: path.join(root, 'node_modules', '.bin', 'tsx'),
    args: ['apps/server/src/main.ts'],
    cwd: root,
    env: envFor('pg'),
  },
  ...(BEFORE && { 'npm start before': { command: npm, args: ['start'], cwd: BEFORE, env: envFor('pg-before') } }),
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
  const { command, args, cwd, env } = COMMANDS[name];
  const started = performance.now();
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
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
const PHASES = ['total', 'install', 'build', 'start'];

/**
 * An `npm start`'s time in phases: npm and the install (if any), the builds, the server's start.
 * The start before ADR 0015 prints no line after its build: its build and start are one.
 */
async function npmStart(name = 'npm start') {
  const t = await timeStart(name, NPM_MARKS);
  const install = t.building ?? 0;
  const built = t.built ?? install;
  return { total: t.ready, install, build: built - install, start: t.ready - built };
}

const round = (ms) => Math.round(ms);
const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const summary = (xs) => ({ median: round(median(xs)), min: round(Math.min(...xs)), max: round(Math.max(...xs)) });
const phases = (runs) => Object.fromEntries(PHASES.map((k) => [k, summary(runs.map((r) => r[k]))]));
const rounded = (run) => Object.fromEntries(Object.entries(run).map(([k, v]) => [k, round(v)]));

try {
  console.log(`Start-up to the first answer of /healthz, port ${PORT}, data in ${dir}`);
  const first = { 'npm start': rounded(await npmStart()) };
  if (BEFORE) first['npm start before'] = rounded(await npmStart('npm start before'));
  for (const [name, run] of Object.entries(first)) console.log(`${name}, first: ${JSON.stringify(run)}`);
  const again = Object.fromEntries(Object.keys(first).map((name) => [name, []]));
  const bare = { 'node dist/main.mjs': [], 'tsx src/main.ts': [] };
  for (let i = 0; i < RUNS; i++) {
    for (const name of Object.keys(again)) again[name].push(await npmStart(name));
    for (const name of Object.keys(bare)) bare[name].push((await timeStart(name)).ready);
  }
  const report = { node: process.version, cores: os.cpus().length, runs: RUNS, before: BEFORE ?? null, first };
  report.again = Object.fromEntries(Object.entries(again).map(([name, runs]) => [name, phases(runs)]));
  report.bare = Object.fromEntries(Object.entries(bare).map(([name, xs]) => [name, summary(xs)]));
  for (const [name, p] of Object.entries(report.again)) console.log(`${name}, again ×${RUNS}: ${JSON.stringify(p)}`);
  for (const [name, s] of Object.entries(report.bare)) console.log(`${name} ×${RUNS}: ${JSON.stringify(s)}`);
  console.log(JSON.stringify(report));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
