/**
 * What metrics and traces together cost the signed-in call (issue "Run it like a state runs a
 * service", ADR 0831): the same built server twice on PostgreSQL, one with Prometheus metrics on
 * (served on their own port) and traces exported to a local OTLP/HTTP receiver
 * (bench/otlp-receiver.mjs, its own process), one with PORTAL_METRICS=0 and no exporter. Both
 * are loaded with GET user_account_login as a signed-in resident, in interleaved rounds (the
 * order flips every round), and the report is the median of the rounds' losses.
 *
 *   BENCH_ROUNDS=12 BENCH_SECONDS=5 npx tsx bench/observability-cost.ts
 *
 * BENCH_TRACE_SAMPLE_RATIO (default 1) is the observed server's PORTAL_TRACE_SAMPLE_RATIO.
 *
 * The last line of output is the JSON report.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { urlOf } from '@portal/contracts/calls';
import { load, type LoadResult } from './load';
import { freshPgDatabase, root, startPortal, Visitor, waitFor } from './portal';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RECEIVER_PORT = 18431;
/** Share of traces recorded and exported by the observed server (its PORTAL_TRACE_SAMPLE_RATIO). */
const SAMPLE_RATIO = process.env.BENCH_TRACE_SAMPLE_RATIO ?? '1';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const receiver = spawn(process.execPath, [path.join(root, 'bench/otlp-receiver.mjs')], {
    env: { ...process.env, PORT: String(RECEIVER_PORT) },
    stdio: 'inherit',
  });
  process.on('exit', () => receiver.kill('SIGTERM'));
  const onUrl = await freshPgDatabase('portal_bench_observed');
  const offUrl = await freshPgDatabase('portal_bench_unobserved');
  if (!onUrl || !offUrl) throw new Error('PostgreSQL is needed (BENCH_PG_ADMIN_URL)');
  const on = await startPortal(8431, {
    DATABASE_URL: onUrl,
    PORTAL_METRICS_PORT: '18432',
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${RECEIVER_PORT}`,
    PORTAL_TRACE_SAMPLE_RATIO: SAMPLE_RATIO,
  });
  const off = await startPortal(8433, { DATABASE_URL: offUrl, PORTAL_METRICS: '0' });
  await waitFor(`http://127.0.0.1:${RECEIVER_PORT}/count`);
  const targets = await Promise.all(
    [on, off].map(async (portal) => {
      const visitor = await new Visitor(portal.base).signIn('resident');
      return {
        url: `${portal.base}${urlOf('userAccountLogin')}`,
        headers: { cookie: visitor.cookieHeader() },
        pid: portal.server.pid!,
      };
    }),
  );
  const runs: [LoadResult[], LoadResult[]] = [[], []];
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 === 1 ? [0, 1] : [1, 0];
    for (const i of order) {
      const t = targets[i]!;
      const r = await load({
        url: t.url,
        headers: t.headers,
        connections: CONNECTIONS,
        seconds: SECONDS,
        warmUpSeconds: 1,
        serverPid: t.pid,
      });
      runs[i]!.push(r);
    }
    const loss = 1 - runs[0]![round - 1]!.rps / runs[1]![round - 1]!.rps;
    console.error(
      `round ${round}: on ${runs[0]![round - 1]!.rps} req/s, off ${runs[1]![round - 1]!.rps} req/s, ${(loss * 100).toFixed(1)}% fewer`,
    );
  }
  const spans = Number(await (await fetch(`http://127.0.0.1:${RECEIVER_PORT}/count`)).text());
  const scrape = await (await fetch('http://127.0.0.1:18432/metrics')).text();
  const losses = runs[0].map((r, i) => 1 - r.rps / runs[1][i]!.rps);
  const cpu = (rs: LoadResult[]) => median(rs.map((r) => r.serverCpuMsPerAnswer ?? 0));
  const report = {
    sampleRatio: Number(SAMPLE_RATIO),
    rounds: ROUNDS,
    seconds: SECONDS,
    connections: CONNECTIONS,
    onRps: median(runs[0].map((r) => r.rps)),
    offRps: median(runs[1].map((r) => r.rps)),
    medianLoss: median(losses),
    losses,
    onCpuMs: cpu(runs[0]),
    offCpuMs: cpu(runs[1]),
    onP99: median(runs[0].map((r) => r.p99)),
    offP99: median(runs[1].map((r) => r.p99)),
    errors: [...runs[0], ...runs[1]].reduce((sum, r) => sum + r.errors, 0),
    spansReceived: spans,
    statementsCounted: /^portal_db_statement_duration_seconds_count\{operation="select"\} (\d+)/m.exec(scrape)?.[1],
  };
  await Promise.all([on.stop(), off.stop()]);
  receiver.kill('SIGTERM');
  console.log(JSON.stringify(report));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
