/**
 * The sections of bench/RESULTS.md that `npm run bench` writes from the reports of
 * bench/dashboard.ts and bench/abuse.ts (their last line of output). The before-and-after
 * sections beside them are written by hand and kept.
 */
type Report = Record<string, unknown>;

export const DASHBOARD_HEADING = 'Dashboard at 100 connections (latest run)';
export const FLOOD_HEADING = 'Sign-in flood (latest run)';
export const PRODUCED = [DASHBOARD_HEADING, FLOOD_HEADING];

interface Measured {
  requests: number;
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  max: number;
  over1s: number;
  timeouts: number;
  connectionsAnswered: number;
  serverCpuMsPerAnswer?: number;
}

const row = (name: string, m: Measured) => {
  const cells = [name, m.requests, m.rps, m.p50, m.p97_5, m.p99, m.max, m.over1s, m.timeouts, m.connectionsAnswered];
  return `| ${[...cells, m.serverCpuMsPerAnswer ?? ''].join(' | ')} |`;
};

export function dashboardLines(r: Report): string[] {
  const head = [`## ${DASHBOARD_HEADING}`, ''];
  if (typeof r.error === 'string' || !r.dashboard) return [...head, `Not measured: ${String(r.error)}`, ''];
  return [
    ...head,
    `\`npx tsx bench/dashboard.ts\` (${String(r.machine)}): ${String(r.connections)} connections, ` +
      `${String(r.seconds)} s after 2 s of warm-up on the same connections; the LINKED demo resident (one case, ` +
      'one submitted application, one draft), portal over PGlite on disk.',
    '',
    '| what | requests | req/s | p50 ms | p97.5 ms | p99 ms | max ms | over 1 s | timed out | ' +
      'connections answered | server CPU ms an answer |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    row('bare Node http', r.bare as Measured),
    row('GET dashboard', r.dashboard as Measured),
    '',
  ];
}

export function floodLines(reports: (Report | null)[]): string[] {
  const done = reports.filter((r): r is Report => r !== null);
  if (done.length === 0) return [];
  const lines = [
    `## ${FLOOD_HEADING}`,
    '',
    '`npx tsx bench/abuse.ts` (and with `BENCH_FLOOD_ADDRESSES=many`): GET system_configurations on 10 connections, ' +
      'in turns alone and while 16 connections send wrong-password sign-ins. Target (the flood from one address): ' +
      'above 50% of its rate alone. The flood from a new address every try is reported, not a target.',
    '',
    '| flood from | machine | alone req/s | under the flood req/s | share | sign-in tries (answers) | verdict |',
    '|---|---|---:|---:|---:|---|---|',
  ];
  for (const r of done) {
    if (typeof r.error === 'string') {
      lines.push(`| ? | | | | | | not measured: ${r.error} |`);
      continue;
    }
    const alone = r.alone as { rps: number };
    const under = r.underFlood as { rps: number };
    const flood = r.flood as { tries: number; answers: Record<string, number> };
    lines.push(
      `| ${String(r.floodAddresses)} | ${String(r.machine)} | ${alone.rps} | ${under.rps} | ` +
        `${Math.round(Number(r.share) * 100)}% | ${flood.tries} (${JSON.stringify(flood.answers)}) | ` +
        `${r.passed ? 'met' : 'NOT met'} |`,
    );
  }
  return [...lines, ''];
}
