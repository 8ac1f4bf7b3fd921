/**
 * One process against two (`npx tsx bench/processes.ts`): the signed-in dashboard call on
 * PostgreSQL at 100 connections, served by one portal process, then by two processes sharing the
 * same database (50 connections each, as a load balancer would spread them), on this machine.
 *
 * Both processes run as `npm start` runs the server, in development mode with the demo data, over
 * one fresh PostgreSQL database. The LINKED demo resident signs in through the first process; the
 * second must honour her session (sessions are in the database), which the bench checks before
 * measuring. The last line of output is the result as JSON, for bench/RESULTS.md.
 */
import os from 'node:os';
import type { Dashboard } from '@portal/contracts';
import { urlOf } from '@portal/contracts/calls';
import { load, type LoadResult } from './load';
import { freshPgDatabase, startPortal, Visitor, type Portal } from './portal';

const PORT = Number(process.env.BENCH_PROCESSES_PORT ?? 8396);
const CONNECTIONS = Number(process.env.BENCH_PROCESSES_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** Several autocannon runs at once, one per process, with the connections shared out evenly. */
async function spread(portals: Portal[], cookie: string): Promise<LoadResult[]> {
  return Promise.all(
    portals.map((portal) =>
      load({
        url: `${portal.base}${urlOf('dashboard')}`,
        connections: Math.round(CONNECTIONS / portals.length),
        seconds: SECONDS,
        headers: { cookie },
        serverPid: portal.server.pid!,
      }),
    ),
  );
}

/** The runs of one setting as one row: answers and rate added up, the worst percentile of any. */
function combined(runs: LoadResult[]) {
  const sum = (pick: (r: LoadResult) => number) => runs.reduce((total, r) => total + pick(r), 0);
  const worst = (pick: (r: LoadResult) => number) => Math.max(...runs.map(pick));
  return {
    processes: runs.length,
    requests: sum((r) => r.requests),
    rps: sum((r) => r.rps),
    p50: worst((r) => r.p50),
    p99: worst((r) => r.p99),
    max: worst((r) => r.max),
    over1s: sum((r) => r.over1s),
    timeouts: sum((r) => r.timeouts),
    /** Socket errors and answers other than 200. */
    errors: sum((r) => r.errors + r.requests - (r.statuses['200'] ?? 0)),
    serverCpuMsPerAnswer: runs.map((r) => r.serverCpuMsPerAnswer),
  };
}

const line = (c: ReturnType<typeof combined>) =>
  `${c.processes} process(es): ${c.requests} answers, ${c.rps} req/s, p50 ${c.p50} ms, p99 ${c.p99} ms, ` +
  `max ${c.max} ms, over 1 s ${c.over1s}, timeouts ${c.timeouts}, errors ${c.errors}, ` +
  `server CPU ms an answer ${c.serverCpuMsPerAnswer.join(' / ')}`;

async function main() {
  const url = await freshPgDatabase('portal_bench_processes');
  if (!url) throw new Error('this bench needs PostgreSQL');
  // The first process migrates and loads the demo data; the second finds them there.
  const first = await startPortal(PORT, { DATABASE_URL: url });
  const portals = [first];
  try {
    portals.push(await startPortal(PORT + 1, { DATABASE_URL: url }));
    const ana = await new Visitor(first.base).signIn('linked');
    await ana.call('POST', urlOf('applicationForm'), { applicationTypeId: 'FNS' });
    // Signed in through the first process, served by the second: the session is in the database.
    const onSecond = await fetch(`${portals[1]!.base}${urlOf('dashboard')}`, {
      headers: { cookie: ana.cookieHeader() },
    });
    const shown = (await onSecond.json()) as Dashboard;
    if (!onSecond.ok || shown.cases.length !== 1)
      throw new Error(`the second process did not serve Ana: ${onSecond.status}`);

    const one = combined(await spread([first], ana.cookieHeader()));
    console.log(line(one));
    const two = combined(await spread(portals, ana.cookieHeader()));
    console.log(line(two));
    const report = {
      machine: `${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}`,
      connections: CONNECTIONS,
      seconds: SECONDS,
      one,
      two,
      twoOfOne: `${Math.round((two.rps / one.rps) * 100)}%`,
    };
    console.log(JSON.stringify(report));
  } finally {
    for (const portal of portals) await portal.stop();
  }
}

main()
  .then(() => process.exit(0))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
