/**
 * What metrics and traces cost the signed-in call (issue "Run it like a state runs a service",
 * ADR 0831): the same built server three times on PostgreSQL — with PORTAL_METRICS=0 and no
 * exporter (the baseline), with Prometheus metrics on (served on their own port), and with
 * metrics and traces exported to a local OTLP/HTTP receiver (bench/otlp-receiver.mjs, its own
 * process). Each is loaded with a GET as a signed-in resident (BENCH_CALL, a call name of the
 * endpoint table: userAccountLogin by default, the cheapest; dashboard for the page a resident
 * opens first, which reads the database), in interleaved
 * rounds (the order turns every round), and each loss is the median of the rounds' losses
 * against the baseline of the same round.
 *
 *   BENCH_ROUNDS=12 BENCH_SECONDS=5 npx tsx bench/observability-cost.ts
 *
 * Short runs and many rounds (e.g. BENCH_ROUNDS=30 BENCH_SECONDS=2 BENCH_WARMUP_SECONDS=0.5) let
 * less of a shared machine's swings fall between the three servers of a round.
 *
 * BENCH_TRACE_SAMPLE_RATIO (default 1) is the traced server's PORTAL_TRACE_SAMPLE_RATIO and
 * BENCH_TRACE_MAX_PER_SECOND (default 0, no limit) its PORTAL_TRACE_MAX_PER_SECOND. With
 * BENCH_CPU_PROFILE=<dir> each server writes a V8 CPU profile into <dir>/<its name> when it stops
 * (`node --cpu-prof`), to see where the time goes. The last line of output is the JSON report.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { urlOf, type CallName } from '@portal/contracts/calls';
import { cpuSeconds, load, type LoadResult } from './load';
import { freshPgDatabase, root, startPortal, Visitor, waitFor } from './portal';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const CALL = (process.env.BENCH_CALL ?? 'userAccountLogin') as CallName;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Load before each measured run, not counted (its connections are new each time). */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SAMPLE_RATIO = process.env.BENCH_TRACE_SAMPLE_RATIO ?? '1';
const MAX_PER_SECOND = process.env.BENCH_TRACE_MAX_PER_SECOND ?? '0';
const RECEIVER_PORT = 18431;

/** The value a share `q` of the way through the sorted values (0.5: the median). */
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * q + 0.5)]!;
const median = (xs: number[]) => quantile(xs, 0.5);
const percent = (x: number) => Math.round(x * 1000) / 10;

const OFF = { PORTAL_METRICS: '0' };
/**
 * BENCH_ALIKE=1: the three servers all run without metrics or traces, so what the report calls a
 * loss is the bench's own noise and any lean from a server's place in the rounds.
 */
const ALIKE = process.env.BENCH_ALIKE === '1';
/**
 * BENCH_OTHER_BUILD=<path of another checkout's apps/server/dist/main.mjs>: a fourth server, that
 * build with metrics and traces, in the same rounds (a change against the code before it).
 */
const OTHER_BUILD = process.env.BENCH_OTHER_BUILD;
const SERVERS: { name: string; port: number; env: Record<string, string>; script?: string }[] = [
  { name: 'off', port: 8431, env: OFF },
  { name: ALIKE ? 'off 2' : 'metrics', port: 8432, env: ALIKE ? OFF : { PORTAL_METRICS_PORT: '18432' } },
  {
    name: ALIKE ? 'off 3' : 'metrics+traces',
    port: 8433,
    env: ALIKE
      ? OFF
      : {
          PORTAL_METRICS_PORT: '18433',
          OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${RECEIVER_PORT}`,
          PORTAL_TRACE_SAMPLE_RATIO: SAMPLE_RATIO,
          PORTAL_TRACE_MAX_PER_SECOND: MAX_PER_SECOND,
        },
  },
];
/**
 * BENCH_WITHOUT_STATEMENTS=1: a fourth server, with metrics and traces but no statement spans
 * (PORTAL_TRACE_STATEMENTS=0, so no async context), in the same rounds.
 */
if (process.env.BENCH_WITHOUT_STATEMENTS === '1')
  SERVERS.push({
    name: 'metrics+traces, no statement spans',
    port: 8435,
    env: { ...SERVERS[2]!.env, PORTAL_METRICS_PORT: '18435', PORTAL_TRACE_STATEMENTS: '0' },
  });
if (OTHER_BUILD)
  SERVERS.push({
    name: 'metrics+traces, other build',
    port: 8434,
    env: { ...SERVERS[2]!.env, PORTAL_METRICS_PORT: '18434' },
    script: OTHER_BUILD,
  });

async function main() {
  const receiver = spawn(process.execPath, [path.join(root, 'bench/otlp-receiver.mjs')], {
    env: { ...process.env, PORT: String(RECEIVER_PORT) },
    stdio: 'inherit',
  });
  process.on('exit', () => receiver.kill('SIGTERM'));
  await waitFor(`http://127.0.0.1:${RECEIVER_PORT}/count`);
  const targets = [];
  for (const s of SERVERS) {
    const url = await freshPgDatabase(`portal_bench_${s.name.replace(/\W/g, '_')}`);
    if (!url) throw new Error('PostgreSQL is needed (BENCH_PG_ADMIN_URL)');
    const profile = process.env.BENCH_CPU_PROFILE;
    const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profile, s.name.replace(/\W/g, '_'))}`] : [];
    const portal = await startPortal(s.port, { DATABASE_URL: url, ...s.env }, nodeArgs, s.script);
    const visitor = await new Visitor(portal.base).signIn('resident');
    targets.push({
      name: s.name,
      portal,
      url: `${portal.base}${urlOf(CALL)}`,
      headers: { cookie: visitor.cookieHeader() },
    });
  }
  const runs: LoadResult[][] = targets.map(() => []);
  /** Server CPU time per answer of each run, in µs (measured here, unrounded). */
  const cpu: number[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    // Each server goes first, second and last in turn.
    const order = targets.map((_, i) => (i + round) % targets.length);
    for (const i of order) {
      const t = targets[i]!;
      const options = { url: t.url, headers: t.headers, connections: CONNECTIONS, seconds: SECONDS };
      await load({ ...options, seconds: WARM_UP_SECONDS, warmUpSeconds: 0 });
      const before = cpuSeconds(t.portal.server.pid!);
      const r = await load({ ...options, warmUpSeconds: 0 });
      cpu[i]!.push(((cpuSeconds(t.portal.server.pid!) - before) * 1e6) / Math.max(1, r.requests));
      runs[i]!.push(r);
    }
    console.error(`round ${round + 1}: ${targets.map((t, i) => `${t.name} ${runs[i]![round]!.rps}`).join(', ')} req/s`);
  }
  const spans = Number(await (await fetch(`http://127.0.0.1:${RECEIVER_PORT}/count`)).text());
  const report = {
    call: CALL,
    sampleRatio: Number(SAMPLE_RATIO),
    maxPerSecond: Number(MAX_PER_SECOND),
    rounds: ROUNDS,
    seconds: SECONDS,
    connections: CONNECTIONS,
    spansReceived: spans,
    servers: targets.map((t, i) => {
      const mine = runs[i]!;
      const losses = mine.map((r, round) => 1 - r.rps / runs[0]![round]!.rps);
      return {
        name: t.name,
        rps: median(mine.map((r) => r.rps)),
        rounds: mine.map((r) => r.rps),
        medianLoss: median(losses),
        /** The middle half of the rounds' losses, in %: how far apart the rounds were. */
        lossQuartiles: [percent(quantile(losses, 0.25)), percent(quantile(losses, 0.75))],
        losses: losses.map(percent),
        cpuUsPerAnswer: Math.round(median(cpu[i]!) * 10) / 10,
        cpuMoreThanOff: Math.round(median(cpu[i]!.map((c, round) => c / cpu[0]![round]! - 1)) * 1000) / 10,
        p99: median(mine.map((r) => r.p99)),
        errors: mine.reduce((sum, r) => sum + r.errors, 0),
      };
    }),
  };
  await Promise.all(targets.map((t) => t.portal.stop()));
  receiver.kill('SIGTERM');
  console.log(JSON.stringify(report));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
