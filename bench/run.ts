/**
 * `npm run bench`: measures the portal against a baseline in the same run and writes
 * bench/RESULTS.md.
 *  - API: requests per second and latency of (a) a bare Node HTTP server, (b) GET
 *    system_configurations, (c) an authenticated GET user_account_login — on embedded PGlite and
 *    on the real PostgreSQL server — with autocannon; ratios b/a and c/a.
 *  - Page weight is measured on the wire by the browser suite (e2e/tests/budget.spec.ts); its
 *    section of RESULTS.md, like the PDF check's (bench/pdf-scan.ts), is kept when rewriting.
 *  - Uploads (bench/uploads.ts, if present): 20 × 30 MB concurrently, throughput and peak memory.
 *  - The dashboard at 100 connections (bench/dashboard.ts) and the sign-in flood (bench/abuse.ts,
 *    from one address and from many): the bench fails when the flood starves the public call.
 *  - Mass communications (bench/mass-comm.ts, on PostgreSQL): 10,000 recipients scheduled, queued
 *    and delivered to local servers, against plain inserts and direct sends; the bench fails on a
 *    duplicate or a lost message.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { builtServer, freshPgDatabase } from './portal';
import { dashboardLines, floodLines, MASS_COMM_HEADING, massCommClean, massCommLines, PRODUCED } from './sections';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Measure {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
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

async function load(name: string, url: string, headers: Record<string, string> = {}): Promise<Measure> {
  // A short warm-up lets the JIT and connection pools settle before the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const m = {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
  console.log(`${name}: ${m.rps} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, errors ${m.errors}`);
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

async function benchPortal(label: string, env: Record<string, string>, port: number): Promise<Measure[]> {
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
  try {
    await waitFor(`${base}/healthz`);
    const cookie = await signUp(base);
    const me = await fetch(`${base}/api/v1/ua/user_account_login`, { headers: { cookie } });
    const account = (await me.json()) as { userType: string | null };
    if (account.userType !== 'STANDARD') throw new Error('the benchmark session is not signed in');
    return [
      await load(`${label}: GET system_configurations`, `${base}/api/v1/ua/system_configurations`),
      await load(`${label}: GET user_account_login (signed in)`, `${base}/api/v1/ua/user_account_login`, { cookie }),
    ];
  } finally {
    await stop(server);
  }
}

/**
 * Sections of RESULTS.md this script does not measure (bytes on the wire from the browser suite,
 * the PDF check from bench/pdf-scan.ts): kept as they are when the file is written again.
 */
function keptSections(produced: string[]): string[] {
  const file = path.join(here, 'RESULTS.md');
  if (!existsSync(file)) return [];
  const sections = readFileSync(file, 'utf8')
    .split(/^(?=## )/m)
    .slice(1);
  const isProduced = (section: string) => produced.some((heading) => section.startsWith(`## ${heading}\n`));
  return sections.filter((section) => !isProduced(section)).map((section) => `${section.trimEnd()}\n`);
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

/** The uploads section: the figures a reader looks for first, then the whole report. */
function uploadLines(u: Record<string, unknown>): string[] {
  const head =
    typeof u.files === 'number'
      ? [
          `${u.succeeded}/${u.files} files of ${u.fileMB} MB sent at once through upload_verification_document in ${u.seconds} s: ${u.throughputMBps} MB/s (slowest file ${u.slowestFileSeconds} s).`,
          `Server resident memory: idle ${u.idleRssMB} MB, peak ${u.peakRssMB} MB (+${u.rssGrowthMB} MB; kernel high-water mark ${u.vmHwmMB ?? 'n/a'} MB). Target (issue 6): growth under ${u.targetGrowthMB} MB — ${u.withinTarget ? 'met' : 'NOT met'}.`,
          '',
        ]
      : [];
  return ['## Uploads', '', ...head, '```json', JSON.stringify(u, null, 2), '```', ''];
}

const pct = (x: number, base: number) => `${Math.round((x / base) * 100)}%`;

async function main() {
  const started = new Date();
  const bare = start(process.execPath, [path.join(here, 'bare-server.mjs')], { PORT: '8390' });
  await waitFor('http://127.0.0.1:8390/');
  const baseline = await load('bare Node http', 'http://127.0.0.1:8390/');
  await stop(bare);

  const pglite = await benchPortal('PGlite', { PORTAL_DATA_DIR: 'memory://' }, 8391);
  const pgUrl = await freshPgDatabase('portal_bench');
  const postgres = pgUrl ? await benchPortal('PostgreSQL', { DATABASE_URL: pgUrl }, 8392) : [];

  const uploads = childBench('uploads.ts');
  const dashboard = childBench('dashboard.ts');
  const floods = [childBench('abuse.ts'), childBench('abuse.ts', { BENCH_FLOOD_ADDRESSES: 'many' })];
  const mass = pgUrl ? childBench('mass-comm.ts') : null;

  const rows = [baseline, ...pglite, ...postgres];
  const authPg = postgres[1];
  const lines = [
    '# Benchmark results',
    '',
    `Produced by \`npm run bench\` (bench/run.ts) on ${started.toISOString()}: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
    `Each API row: autocannon, ${CONNECTIONS} connections, ${SECONDS} s after a 2 s warm-up, all processes on this machine (the load generator shares the cores).`,
    '',
    '## API against a bare Node server (same run)',
    '',
    '| what | req/s | of bare | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map((m) => `| ${m.name} | ${m.rps} | ${pct(m.rps, baseline.rps)} | ${m.p50} | ${m.p99} | ${m.errors} |`),
    '',
    authPg
      ? `Target (issue 2): authenticated user_account_login on PostgreSQL ≥ 35% of bare and p99 < 25 ms — measured ${pct(authPg.rps, baseline.rps)}, p99 ${authPg.p99} ms: ${authPg.rps / baseline.rps >= 0.35 && authPg.p99 < 25 ? 'met' : 'NOT met'}.`
      : 'PostgreSQL was not reachable: only the PGlite figures were measured.',
    '',
  ];
  if (uploads) lines.push(...uploadLines(uploads));
  if (dashboard) lines.push(...dashboardLines(dashboard));
  lines.push(...floodLines(floods));
  if (mass) lines.push(...massCommLines(mass));
  // Without PostgreSQL the mass communications bench did not run: its last section is kept.
  const produced = PRODUCED.filter((heading) => heading !== MASS_COMM_HEADING || mass);
  lines.push(...keptSections(['API against a bare Node server (same run)', 'Uploads', ...produced]));
  writeFileSync(path.join(here, 'RESULTS.md'), lines.join('\n'));
  console.log(lines.join('\n'));
  // The abuse run's verdict is the bench's: a flood from one address (the target) that
  // starves the public call fails it. The flood from many addresses is reported beside it.
  if (floods[0] && floods[0].passed !== true) process.exitCode = 1;
  if (mass && !massCommClean(mass)) process.exitCode = 1;
}

main()
  .then(() => process.exit(process.exitCode ?? 0))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
