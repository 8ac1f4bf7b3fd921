/**
 * `npm run bench`: measures the portal against a baseline in the same run and writes
 * bench/RESULTS.md.
 *  - API: requests per second and latency of (a) a bare Node HTTP server, (b) GET
 *    system_configurations, (c) an authenticated GET user_account_login — on embedded PGlite and
 *    on the real PostgreSQL server — with autocannon; ratios b/a and c/a. All servers run at once
 *    and are loaded in turn, BENCH_ROUNDS times (a busy neighbour on a shared host moves every
 *    figure of one minute together): each row is the median of its rounds, and the rounds' own
 *    ratios are shown beside it. `BENCH_PARTS=api` measures this section only.
 *  - Page weight is measured on the wire by the browser suite (e2e/tests/budget.spec.ts); its
 *    section of RESULTS.md, like the PDF check's (bench/pdf-scan.ts), is kept when rewriting.
 *  - Uploads (bench/uploads.ts, if present): 20 × 30 MB concurrently, throughput and peak memory.
 *  - The dashboard at 100 connections (bench/dashboard.ts) and the sign-in flood (bench/abuse.ts,
 *    from one address and from many): the bench fails when the flood starves the public call.
 *  - Mass communications (bench/mass-comm.ts, on PostgreSQL): 10,000 recipients scheduled, queued
 *    and delivered to local servers, against plain inserts and direct sends; the bench fails on a
 *    duplicate or a lost message.
 *  - Lighthouse on a phone (e2e/tests/lighthouse.spec.ts, `npm run lighthouse` alone): it measures
 *    the host as much as the page, so it runs here and on request rather than in `npm test`; the
 *    bench fails when a page falls under its floors. Its section of RESULTS.md is kept.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cpuSeconds } from './load';
import { builtServer, freshPgDatabase } from './portal';
import {
  dashboardLines,
  floodLines,
  keptSections,
  uploadLines,
  MASS_COMM_HEADING,
  massCommClean,
  massCommLines,
  PRODUCED,
} from './sections';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Issue 15's measure: 50 connections.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const API_ONLY = process.env.BENCH_PARTS === 'api';
const API_HEADING = 'API against a bare Node server (same run)';

interface Measure {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time (user + system) the server spent per answer, in ms: steadier than rates on a shared host. */
  cpuMs: number;
}

const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGTERM')));

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function load(target: Target): Promise<Measure> {
  const { name, url, headers = {}, pid } = target;
  // A short warm-up lets the JIT and connection pools settle before the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const cpuBefore = cpuSeconds(pid);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const m = {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    cpuMs: ((cpuSeconds(pid) - cpuBefore) * 1000) / Math.max(1, r.requests.total),
  };
  console.log(
    `${name}: ${m.rps} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, errors ${m.errors}, server CPU ${m.cpuMs.toFixed(3)} ms an answer`,
  );
  return m;
}

/** Creates a STANDARD account through the API (as a resident would) and returns its cookies. */
async function signUp(base: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = pair!.split('=');
      jar.set(k!, v!);
    }
  };
  keep(await fetch(`${base}/api/v1/ua/user_account_login`));
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${base}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookie(), 'x-csrf-token': jar.get('portal_csrf') ?? '' },
    body: JSON.stringify({
      username: `bench.${randomBytes(4).toString('hex')}`,
      password: 'bench password long enough',
      firstName: 'Bench',
      lastName: 'User',
      email: 'bench@example.org',
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  keep(res);
  return cookie();
}

interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** The server's process (its CPU time is read around each run). */
  pid: number;
}

/** Starts the built portal on `port`, signs a new account up, and answers what to load on it. */
async function startPortalFor(label: string, env: Record<string, string>, port: number) {
  const server = start(process.execPath, builtServer(), {
    PORT: String(port),
    NODE_ENV: 'production',
    PORTAL_SESSION_KEY: randomBytes(32).toString('base64'),
    PORTAL_PII_KEY: randomBytes(32).toString('base64'),
    // Production needs an identity-proofing service's address; the benchmark never reaches it.
    PROOFING_PROVIDER_URL: 'https://proofing.invalid/v1',
    COOKIE_SECURE: '0',
    LOG_LEVEL: 'warn',
    ...env,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`);
  const cookie = await signUp(base);
  const me = await fetch(`${base}/api/v1/ua/user_account_login`, { headers: { cookie } });
  const account = (await me.json()) as { userType: string | null };
  if (account.userType !== 'STANDARD') throw new Error('the benchmark session is not signed in');
  const pid = server.pid!;
  const targets: Target[] = [
    { name: `${label}: GET system_configurations`, url: `${base}/api/v1/ua/system_configurations`, pid },
    {
      name: `${label}: GET user_account_login (signed in)`,
      url: `${base}/api/v1/ua/user_account_login`,
      headers: { cookie },
      pid,
    },
  ];
  return { server, targets };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Loads every target in turn, ROUNDS times; a row's figures are the medians of its rounds. */
async function measureInRounds(targets: Target[]) {
  const runs = targets.map(() => [] as Measure[]);
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`round ${round} of ${ROUNDS}`);
    // The bare server first; the others in turn, in reverse order every other round, so no
    // server always runs right after the same neighbour or at the end of a round.
    const order = [...targets.keys()].slice(1);
    if (round % 2 === 0) order.reverse();
    for (const i of [0, ...order]) runs[i]!.push(await load(targets[i]!));
  }
  return targets.map((target, i) => {
    const mine = runs[i]!;
    // Each round against the bare server's run of the same round (the first target).
    const ratios = mine.map((m, r) => m.rps / runs[0]![r]!.rps);
    return {
      name: target.name,
      rps: median(mine.map((m) => m.rps)),
      ratio: median(ratios),
      cpuMs: median(mine.map((m) => m.cpuMs)),
      p50: median(mine.map((m) => m.p50)),
      p99: median(mine.map((m) => m.p99)),
      errors: mine.reduce((sum, m) => sum + m.errors, 0),
      rounds: mine.map((m) => m.rps),
      ratios: { low: Math.min(...ratios), high: Math.max(...ratios) },
    };
  });
}

/** Runs another bench of this folder (if present) and takes the JSON of its last line of output. */
function childBench(file: string, env: Record<string, string> = {}): Record<string, unknown> | null {
  const script = path.join(here, file);
  if (!existsSync(script)) return null;
  const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [script], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 15 * 60_000,
  });
  process.stdout.write(run.stdout ?? '');
  const last = (run.stdout ?? '').trim().split('\n').pop() ?? '';
  try {
    return JSON.parse(last) as Record<string, unknown>;
  } catch {
    return { error: `${file} did not report (exit ${run.status})` };
  }
}

const pct = (x: number, base: number) => `${Math.round((x / base) * 100)}%`;

/** What Prometheus metrics cost the signed-in call: with them against the same server without, round by round. */
function metricsCostLines(
  withMetrics: { rps: number; rounds: number[]; cpuMs: number; p99: number },
  without: { rps: number; rounds: number[]; cpuMs: number; p99: number },
): string[] {
  const losses = withMetrics.rounds.map((rps, i) => 1 - rps / without.rounds[i]!);
  const loss = median(losses);
  const fmt = (x: number) => `${(x * 100).toFixed(1)}%`;
  const verdict =
    loss >= 0 ? `${fmt(loss)} fewer with metrics` : `${fmt(-loss)} more with metrics (no cost measurable)`;
  return [
    `Metrics (issue 34): the signed-in user_account_login on PostgreSQL with Prometheus metrics on (and served on their own port) against the same server with PORTAL_METRICS=0, loaded in the same rounds — ${withMetrics.rps} vs ${without.rps} req/s, ${verdict} (median of the rounds; fewer with metrics, each round: ${losses.map(fmt).join(', ')}), server CPU ${withMetrics.cpuMs.toFixed(3)} vs ${without.cpuMs.toFixed(3)} ms an answer, p99 ${withMetrics.p99} vs ${without.p99} ms. Target: under 10% fewer: ${loss < 0.1 ? 'met' : 'NOT met'}.`,
    '',
  ];
}

async function main() {
  const started = new Date();
  const bare = start(process.execPath, [path.join(here, 'bare-server.mjs')], { PORT: '8390' });
  await waitFor('http://127.0.0.1:8390/');
  const pglite = await startPortalFor('PGlite', { PORTAL_DATA_DIR: 'memory://' }, 8391);
  const pgUrl = await freshPgDatabase('portal_bench');
  // Metrics are on (and served on their own port) in every portal but one: the same PostgreSQL
  // portal with PORTAL_METRICS=0, loaded in the same rounds, gives their cost (issue 34).
  const postgres = pgUrl
    ? await startPortalFor('PostgreSQL', { DATABASE_URL: pgUrl, PORTAL_METRICS_PORT: '18394' }, 8392)
    : null;
  const bareOfMetrics = pgUrl
    ? await startPortalFor('PostgreSQL, metrics off', { DATABASE_URL: pgUrl, PORTAL_METRICS: '0' }, 8393)
    : null;
  const rows = await measureInRounds([
    { name: 'bare Node http', url: 'http://127.0.0.1:8390/', pid: bare.pid! },
    ...pglite.targets,
    ...(postgres?.targets ?? []),
    ...(bareOfMetrics ? [bareOfMetrics.targets[1]!] : []),
  ]);
  await Promise.all(
    [bare, pglite.server, postgres?.server, bareOfMetrics?.server].map((child) => child && stop(child)),
  );

  const uploads = API_ONLY ? null : childBench('uploads.ts');
  const dashboard = API_ONLY ? null : childBench('dashboard.ts');
  const floods = API_ONLY ? [] : [childBench('abuse.ts'), childBench('abuse.ts', { BENCH_FLOOD_ADDRESSES: 'many' })];
  const mass = pgUrl && !API_ONLY ? childBench('mass-comm.ts') : null;

  const authPg = postgres ? rows[4] : undefined;
  const authPgNoMetrics = bareOfMetrics ? rows[5] : undefined;
  const range = (r: { low: number; high: number }) =>
    pct(r.low, 1) === pct(r.high, 1) ? pct(r.low, 1) : `${pct(r.low, 1)}–${pct(r.high, 1)}`;
  const lines = [
    '# Benchmark results',
    '',
    `Produced by \`${API_ONLY ? 'BENCH_PARTS=api ' : ''}npm run bench\` (bench/run.ts) on ${started.toISOString()}: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
    `Each API row: autocannon, ${CONNECTIONS} connections, ${SECONDS} s after a 2 s warm-up, all processes on this machine (the load generator shares the cores); every server loaded in turn, ${ROUNDS} rounds; each figure is the median of its rounds.`,
    '',
    `## ${API_HEADING}`,
    '',
    '| what | req/s | of bare | of bare, each round | req/s, each round | p50 ms | p99 ms | errors | server CPU ms an answer |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (m) =>
        `| ${m.name} | ${m.rps} | ${pct(m.ratio, 1)} | ${range(m.ratios)} | ${m.rounds.join(', ')} | ${m.p50} | ${m.p99} | ${m.errors} | ${m.cpuMs.toFixed(3)} |`,
    ),
    '',
    '"of bare": the median of the rounds\' ratios, each round against the bare server in the same round. "req/s", p50 and p99: medians of the rounds.',
    '',
    authPg
      ? `Target (issue 15): the signed-in user_account_login on PostgreSQL ≥ 35% of bare with p99 < 25 ms at 50 connections — measured ${pct(authPg.ratio, 1)} (rounds ${range(authPg.ratios)}), p99 ${authPg.p99} ms at ${CONNECTIONS} connections: ${authPg.ratio >= 0.35 && authPg.p99 < 25 && CONNECTIONS >= 50 ? 'met' : 'NOT met'}.`
      : 'PostgreSQL was not reachable: only the PGlite figures were measured.',
    '',
    ...(authPg && authPgNoMetrics ? metricsCostLines(authPg, authPgNoMetrics) : []),
  ];
  if (uploads) lines.push(...uploadLines(uploads));
  if (dashboard) lines.push(...dashboardLines(dashboard));
  if (!API_ONLY) lines.push(...floodLines(floods));
  if (mass) lines.push(...massCommLines(mass));
  // A part that did not run this time keeps its last section.
  const produced = API_ONLY ? [] : PRODUCED.filter((heading) => heading !== MASS_COMM_HEADING || mass);
  lines.push(...keptSections([API_HEADING, ...(API_ONLY ? [] : ['Uploads']), ...produced]));
  writeFileSync(path.join(here, 'RESULTS.md'), lines.join('\n'));
  console.log(lines.join('\n'));
  // The abuse run's verdict is the bench's: a flood from one address (the target) that
  // starves the public call fails it. The flood from many addresses is reported beside it.
  if (floods[0] && floods[0].passed !== true) process.exitCode = 1;
  if (mass && !massCommClean(mass)) process.exitCode = 1;
  if (!API_ONLY) {
    const lighthouse = spawnSync('npm', ['run', 'lighthouse', '--silent', '-w', '@portal/e2e'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (lighthouse.status !== 0) process.exitCode = 1;
  }
}

main()
  .then(() => process.exit(process.exitCode ?? 0))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
