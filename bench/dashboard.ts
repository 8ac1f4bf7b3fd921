/**
 * Dashboard under load (`npx tsx bench/dashboard.ts`): the signed-in resident's dashboard call at
 * 100 connections for 10 s, against a bare Node HTTP server in the same run.
 *
 * The portal runs as `npm start` runs it, over embedded PGlite on disk (a temp directory) with
 * the demo data. The LINKED demo resident signs in through the real calls (password, one-time
 * code from the development mailbox, CSRF header) and starts one application, so the dashboard
 * lists her case, a submitted application and a draft. The last line of output is the result as
 * JSON, for bench/RESULTS.md.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { Dashboard } from '@portal/contracts';
import { urlOf } from '@portal/contracts/calls';
import { describeLoad, load } from './load';
import { root, startPortal, Visitor, waitFor } from './portal';

const PORT = Number(process.env.BENCH_DASHBOARD_PORT ?? 8394);
const CONNECTIONS = Number(process.env.BENCH_DASHBOARD_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function bare() {
  const server = spawn(process.execPath, [path.join(root, 'bench/bare-server.mjs')], {
    env: { ...process.env, PORT: String(PORT + 1) },
    stdio: 'ignore',
  });
  try {
    await waitFor(`http://127.0.0.1:${PORT + 1}/`, server);
    return await load({ url: `http://127.0.0.1:${PORT + 1}/`, connections: CONNECTIONS, seconds: SECONDS });
  } finally {
    server.kill('SIGTERM');
  }
}

async function main() {
  const baseline = await bare();
  console.log(describeLoad('bare Node http', baseline));

  const portal = await startPortal(PORT);
  try {
    const ana = await new Visitor(portal.base).signIn('linked');
    await ana.call('POST', urlOf('applicationForm'), { applicationTypeId: 'FNS' });
    const answer = await ana.call<Dashboard>('GET', urlOf('dashboard'));
    const shown = { cases: answer.cases.length, applications: answer.applications.map((a) => a.kind) };
    if (shown.cases !== 1 || !shown.applications.includes('DRAFT') || !shown.applications.includes('SUBMITTED')) {
      throw new Error(`unexpected dashboard: ${JSON.stringify(shown)}`);
    }
    const dashboard = await load({
      url: `${portal.base}${urlOf('dashboard')}`,
      connections: CONNECTIONS,
      seconds: SECONDS,
      headers: { cookie: ana.cookieHeader() },
      serverPid: portal.server.pid!,
    });
    console.log(describeLoad('PGlite: GET dashboard (linked resident)', dashboard));
    const report = {
      machine: `${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}`,
      connections: CONNECTIONS,
      seconds: SECONDS,
      dashboardShows: shown,
      bare: baseline,
      dashboard,
      ofBare: `${Math.round((dashboard.rps / baseline.rps) * 100)}%`,
    };
    console.log(JSON.stringify(report));
  } finally {
    await portal.stop();
  }
}

main()
  .then(() => process.exit(0))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
