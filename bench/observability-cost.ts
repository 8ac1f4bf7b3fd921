/**
 * What metrics and traces cost the signed-in call (issue "Run it like a state runs a service",
 * ADR 0831): the same built server three times on PostgreSQL — with PORTAL_METRICS=0 and no
 * exporter (the baseline), with Prometheus metrics on (served on their own port), and with
 * metrics and traces exported to a local OTLP/HTTP receiver (bench/otlp-receiver.mjs, its own
 * process). Each is loaded with GET user_account_login as a signed-in resident, in interleaved
 * rounds (the order turns every round), and each loss is the median of the rounds' losses
 * against the baseline of the same round.
 *
 *   BENCH_ROUNDS=12 BENCH_SECONDS=5 npx tsx bench/observability-cost.ts
 *
 * BENCH_TRACE_SAMPLE_RATIO (default 1) is the traced server's PORTAL_TRACE_SAMPLE_RATIO and
 * BENCH_TRACE_MAX_PER_SECOND (default 0, no limit) its PORTAL_TRACE_MAX_PER_SECOND. With
 * BENCH_CPU_PROFILE=<dir> each server writes a V8 CPU profile into <dir>/<its name> when it stops
 * (`node --cpu-prof`), to see where the time goes. The last line of output is the JSON report.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { urlOf } from '@portal/contracts/calls';
import { cpuSeconds, load, type LoadResult } from './load';
import { freshPgDatabase, root, startPortal, Visitor, waitFor } from './portal';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SAMPLE_RATIO = process.env.BENCH_TRACE_SAMPLE_RATIO ?? '1';
const MAX_PER_SECOND = process.env.BENCH_TRACE_MAX_PER_SECOND ?? '0';
const RECEIVER_PORT = 18431;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const SERVERS: { name: string; port: number; env: Record<string, string> }[] = [
  { name: 'off', port: 8431, env: { PORTAL_METRICS: '0' } },
  { name: 'metrics', port: 8432, env: { PORTAL_METRICS_PORT: '18432' } },
  {
    name: 'metrics+traces',
    port: 8433,
    env: {
      PORTAL_METRICS_PORT: '18433',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${RECEIVER_PORT}`,
      PORTAL_TRACE_SAMPLE_RATIO: SAMPLE_RATIO,
      PORTAL_TRACE_MAX_PER_SECOND: MAX_PER_SECOND,
    },
  },
];

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
    const portal = await startPortal(s.port, { DATABASE_URL: url, ...s.env }, nodeArgs);
    const visitor = await new Visitor(portal.base).signIn('resident');
    targets.push({
      name: s.name,
      portal,
      url: `${portal.base}${urlOf('userAccountLogin')}`,
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
      await load({ ...options, seconds: 1, warmUpSeconds: 0 });
      const before = cpuSeconds(t.portal.server.pid!);
      const r = await load({ ...options, warmUpSeconds: 0 });
      cpu[i]!.push(((cpuSeconds(t.portal.server.pid!) - before) * 1e6) / Math.max(1, r.requests));
      runs[i]!.push(r);
    }
    console.error(`round ${round + 1}: ${targets.map((t, i) => `${t.name} ${runs[i]![round]!.rps}`).join(', ')} req/s`);
  }
  const spans = Number(await (await fetch(`http://127.0.0.1:${RECEIVER_PORT}/count`)).text());
  const report = {
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
        losses: losses.map((l) => Math.round(l * 1000) / 10),
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
