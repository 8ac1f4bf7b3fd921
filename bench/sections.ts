/**
 * The sections of bench/RESULTS.md that `npm run bench` writes from the reports of
 * bench/dashboard.ts, bench/abuse.ts and bench/mass-comm.ts (their last line of output). The
 * before-and-after sections beside them are written by hand and kept.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Report = Record<string, unknown>;

export const DASHBOARD_HEADING = 'Dashboard at 100 connections (latest run)';
export const FLOOD_HEADING = 'Sign-in flood (latest run)';
export const MASS_COMM_HEADING = 'Mass communications';
export const PRODUCED = [DASHBOARD_HEADING, FLOOD_HEADING, MASS_COMM_HEADING];

const RESULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');

/** Puts one section in RESULTS.md (for a bench run on its own): in place of the old one, or at the end. */
export function writeSection(heading: string, lines: string[]): void {
  const text = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '# Benchmark results\n';
  const [head, ...sections] = text.split(/^(?=## )/m);
  const section = `${lines.join('\n').trimEnd()}\n`;
  const at = sections.findIndex((s) => s.startsWith(`## ${heading}\n`));
  if (at >= 0) sections[at] = at === sections.length - 1 ? section : `${section}\n`;
  else sections.push(`${sections.length > 0 ? '\n' : ''}${section}`);
  if (at < 0 && sections.length > 1) sections[sections.length - 2] = `${sections.at(-2)!.trimEnd()}\n`;
  writeFileSync(RESULTS, [head, ...sections].join(''));
}

/**
 * Sections of RESULTS.md that bench/run.ts does not measure this time (bytes on the wire from the
 * browser suite, the PDF check, hand-written before-and-after notes): kept as they are when it
 * writes the file again.
 */
export function keptSections(produced: string[]): string[] {
  if (!existsSync(RESULTS)) return [];
  const sections = readFileSync(RESULTS, 'utf8')
    .split(/^(?=## )/m)
    .slice(1);
  const isProduced = (section: string) => produced.some((heading) => section.startsWith(`## ${heading}\n`));
  return sections.filter((section) => !isProduced(section)).map((section) => `${section.trimEnd()}\n`);
}

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

interface MassReport {
  date: string;
  machine: string;
  recipients: number;
  byEmail: number;
  byText: number;
  pace: { batch: number; concurrency: number; budgetMs: number };
  queueing: { plainInsertMs: number; scheduleMs: number; enqueueMs: number; enqueueTicks: number };
  delivery: {
    directMs: number;
    directPerSecond: number;
    outboxMs: number;
    outboxPerSecond: number;
    outboxTicks: number;
    beforeMinutes: number;
  };
  memory: Record<string, { peakRssMB: number; peakHeapMB: number; kernelPeakRssMB?: number }> & {
    startMB: { rss: number; heap: number };
  };
  duplicates: {
    peopleAndChannelsWithTwoMessages: number;
    receivedTwiceDirect: number;
    receivedDirect: number;
    receivedTwiceOutbox: number;
    receivedOutbox: number;
  };
  finished: { massCommunication: string; messages: number; sent: number };
}

const n = (x: number) => x.toLocaleString('en-US');

/** No duplicate, nothing lost: every message SENT and received once. */
export function massCommClean(report: Report): boolean {
  const r = report as unknown as Partial<MassReport>;
  if (!r.duplicates || !r.finished) return false;
  const { duplicates: dup, finished } = r;
  return (
    dup.peopleAndChannelsWithTwoMessages === 0 &&
    dup.receivedTwiceOutbox === 0 &&
    dup.receivedOutbox === r.recipients &&
    finished.massCommunication === 'SENT' &&
    finished.sent === r.recipients
  );
}
const times = (x: number, base: number) => `${(x / base).toFixed(1)}×`;

export function massCommLines(report: Report): string[] {
  const head = [`## ${MASS_COMM_HEADING}`, ''];
  if (typeof report.error === 'string' || !report.queueing)
    return [...head, `Not measured: ${String(report.error)}`, ''];
  const r = report as unknown as MassReport;
  const q = r.queueing;
  const d = r.delivery;
  const m = r.memory;
  const dup = r.duplicates;
  return [
    ...head,
    `\`cd bench && npx tsx mass-comm.ts --write\` on ${r.date.slice(0, 10)} (${r.machine}). A fresh database; ` +
      `${n(r.recipients)} people who opted in to alerts (${n(r.byEmail)} by e-mail, ${n(r.byText)} by text), one ` +
      'administrator schedules an alert to all of them through the real service. The SMTP server and SMS provider are ' +
      'local fakes in a child process (apps/server/src/test/providers.ts) that answer at once, so the delivery ' +
      'figures are the outbox’s own cost, not a real provider’s.',
    '',
    '| what | time | baseline in the same run | against the baseline |',
    '|---|---:|---|---:|',
    `| schedule: the service writes ${n(r.recipients)} recipient rows | ${n(q.scheduleMs)} ms | ` +
      `one INSERT … SELECT generate_series of ${n(r.recipients)} outbox rows: ${n(q.plainInsertMs)} ms | ` +
      `${times(q.scheduleMs, q.plainInsertMs)} |`,
    `| queue all in the outbox (queueDueMassComms until done: ${q.enqueueTicks} job tick(s), batches of 500) | ` +
      `${n(q.enqueueMs)} ms | the same INSERT: ${n(q.plainInsertMs)} ms | ${times(q.enqueueMs, q.plainInsertMs)} |`,
    `| deliver all (drainDue: ${r.pace.batch} claimed at a time, ${r.pace.concurrency} sent at once, ` +
      `${r.pace.budgetMs / 1000} s a tick; ${d.outboxTicks} ticks) | ${(d.outboxMs / 1000).toFixed(1)} s, ` +
      `${n(d.outboxPerSecond)} messages/s | straight to the same servers (nodemailer pool and fetch, ` +
      `${r.pace.concurrency} at once, no outbox): ${(d.directMs / 1000).toFixed(1)} s, ${n(d.directPerSecond)} ` +
      `messages/s | ${Math.round((d.outboxPerSecond / d.directPerSecond) * 100)}% of the rate |`,
    '',
    `Before this change the outbox sent 20 messages one after another every 5 s tick: ${n(r.recipients)} messages ` +
      `would have taken about ${d.beforeMinutes} minutes whatever the provider's speed.`,
    '',
    `Memory of the bench process (the outbox's side; the local servers run in another): at start ${m.startMB.rss} MB resident, ` +
      `${m.startMB.heap} MB heap. Peaks: scheduling and queueing ${m.scheduleAndQueue!.peakRssMB} MB / ` +
      `${m.scheduleAndQueue!.peakHeapMB} MB; sending straight ${m.direct!.peakRssMB} MB / ${m.direct!.peakHeapMB} MB; ` +
      `through the outbox ${m.outbox!.peakRssMB} MB / ${m.outbox!.peakHeapMB} MB; whole run ` +
      `${m.wholeRun!.peakRssMB} MB / ${m.wholeRun!.peakHeapMB} MB (kernel high-water mark ` +
      `${m.wholeRun!.kernelPeakRssMB} MB).`,
    '',
    `Duplicates: people and channels with more than one outbox message ${dup.peopleAndChannelsWithTwoMessages}; ` +
      `messages a server got more than once ${dup.receivedTwiceOutbox} through the outbox ` +
      `(${n(dup.receivedOutbox)} received), ${dup.receivedTwiceDirect} straight (${n(dup.receivedDirect)} received). ` +
      `The mass communication ended ` +
      `${r.finished.massCommunication}, ${n(r.finished.sent)} of ${n(r.finished.messages)} messages SENT.`,
    '',
  ];
}

/** The uploads section: the figures a reader looks for first, then the whole report. */
export function uploadLines(u: Record<string, unknown>): string[] {
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
