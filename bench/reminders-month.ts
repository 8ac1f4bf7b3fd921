/**
 * A simulated month of reminders (issue 32; ADR 0911, 0912, 0913): `npx tsx bench/reminders-month.ts`.
 * BENCH_CASES cases (default 10,000) with their people, document requests and drafts are written
 * in bulk (bench/reminders-month-data.ts); then the server's clock moves through SIM_DAYS days,
 * stopping at each moment something can fall due (every time of day the schedule names, the
 * quiet-hours boundaries, the renewals' moment, an outbox retry), and at each stop runs the real
 * jobs: the reminder job, the outbox sender (to an SMS provider and an SMTP server in another
 * process; the SMS provider's status callbacks reach the portal's real status call over HTTP,
 * some "undeliverable", and some e-mail comes back as a bounce to the portal's bounce listener),
 * and the channel fallback job. Then it checks the database and the outbox
 * against reminders computed apart from the scheduler (bench/reminders-month-checks.ts), prints
 * the figures and their cost, and exits non-zero when a check fails.
 *
 * PGlite in memory by default; PostgreSQL when PORTAL_TEST_PG_URL (or TEST_DATABASE_URL) names a
 * server (a schema of its own, dropped at the end). The schedule is the default one plus one
 * evening step (document requests, 9:30 p.m. the day before), so texts meet quiet hours.
 * BENCH_TRACE=1 also prints each stop's phases (ms) and, at the end, the statements that took longest.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { urlOf } from '@portal/contracts/calls';
import { DEFAULT_REMINDER_SCHEDULE, type ReminderSchedule } from '@portal/contracts/reminders';
import type {} from '@portal/server';
import { buildApp } from '@portal/server/app';
import { clock } from '@portal/server/platform/clock';
import { loadConfig } from '@portal/server/platform/config';
import { addDays, atTimeIn, isoDay } from '@portal/server/platform/dates';
import { migrate, openDb, rowsOf } from '@portal/server/platform/db/index';
import { buildTransports, drainDue } from '@portal/server/platform/outbox-delivery';
import { startBounceListener } from '@portal/server/features/delivery/bounces';
import { runFallbacks } from '@portal/server/features/delivery/fallback';
import { runReminders } from '@portal/server/features/reminders/run';
import { checkMonth } from './reminders-month-checks';
import {
  draftSpecs,
  fillPeople,
  RENEWALS_SENT_DAY,
  RENEWALS_SENT_HOUR,
  sendRenewals,
  SIM_DAYS,
  START_DAY,
  startDrafts,
  TZ,
} from './reminders-month-data';

const CASES = Number(process.env.BENCH_CASES ?? 10_000);
const TOKEN = randomBytes(16).toString('hex');
const FIVE_MINUTES = 5 * 60_000;
const root = path.resolve(import.meta.dirname, '..');

const SCHEDULE: ReminderSchedule = {
  ...DEFAULT_REMINDER_SCHEDULE,
  steps: {
    ...DEFAULT_REMINDER_SCHEDULE.steps,
    DOCUMENTS: [
      ...DEFAULT_REMINDER_SCHEDULE.steps.DOCUMENTS,
      { key: 'eve-1', anchor: 'DUE', days: -1, hour: 21, minute: 30 },
    ],
  },
};

const day = (n: number) => isoDay(addDays(new Date(`${START_DAY}T00:00:00Z`), n));

/** Every moment the clock stops at: each time of day the schedule names, and quiet hours' edges. */
function stops(cfg: ReminderSchedule): Date[] {
  const times = new Set<string>([`${cfg.quietEndHour}:0`, `${cfg.quietStartHour}:0`]);
  for (const steps of Object.values(cfg.steps)) for (const s of steps) times.add(`${s.hour}:${s.minute}`);
  const at: Date[] = [atTimeIn(RENEWALS_SENT_DAY, RENEWALS_SENT_HOUR, 0, TZ)];
  for (let d = 0; d < SIM_DAYS; d++) {
    for (const hm of times) {
      const [h, m] = hm.split(':').map(Number);
      at.push(atTimeIn(day(d), h!, m!, TZ));
    }
  }
  const unique = [...new Set(at.map((d) => d.getTime()))];
  return unique.sort((a, b) => a - b).map((ms) => new Date(ms));
}

async function startProviders(statusUrl: string, bouncePort: number) {
  const child = fork(path.join(root, 'bench/reminder-providers.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, STATUS_URL: statusUrl, STATUS_TOKEN: TOKEN, BOUNCE_PORT: String(bouncePort) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  process.on('exit', () => child.kill('SIGKILL'));
  const next = <T>() => new Promise<T>((resolve) => child.once('message', (m) => resolve(m as T)));
  const urls = await next<{ smtpUrl: string; smsUrl: string }>();
  return {
    ...urls,
    /** Waits for every status callback sent so far to be answered; the answers by status code. */
    async settle() {
      const answer = next<{ answers: Record<string, number> }>();
      child.send('settle');
      return (await answer).answers;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('stop');
      await exited;
    },
  };
}

async function main() {
  const pgUrl = process.env.PORTAL_TEST_PG_URL || process.env.TEST_DATABASE_URL;
  const database = await openDb(
    pgUrl ? { url: pgUrl, searchPath: `bench_${randomBytes(6).toString('hex')}` } : { dataDir: 'memory://' },
  );
  const { db } = database;
  const started = performance.now();
  await migrate(db);
  const config = loadConfig({
    NODE_ENV: 'test',
    PORTAL_WEB_DIST: '/nonexistent',
    PORTAL_PUBLIC_URL: 'https://benefits.example.gov',
    SMS_INBOUND_TOKEN: TOKEN,
    STATE_TIME_ZONE: TZ,
  });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const portal = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // The portal's bounce listener, as BOUNCE_SMTP_PORT starts it in production (ADR 0912).
  const bounceListener = await startBounceListener(db, { host: '127.0.0.1', port: 0 });
  const providers = await startProviders(`${portal}${urlOf('smsStatus')}`, bounceListener.port);
  const transports = buildTransports({
    ...config.delivery,
    smtpUrl: providers.smtpUrl,
    smsGatewayUrl: providers.smsUrl,
  });
  const callbacks: Record<string, number> = {};

  // Statements of the jobs (and of the status calls they cause), counted while `counting`.
  let counting = false;
  let statements = 0;
  const before = database.statements.observer;
  const slow = new Map<string, [number, number]>();
  database.statements.observer = (text, params) => {
    if (counting) statements++;
    const done = before?.(text, params);
    if (!process.env.BENCH_TRACE) return done;
    const t = performance.now();
    return (failed) => {
      const [n, ms] = slow.get(text) ?? [0, 0];
      slow.set(text, [n + 1, ms + performance.now() - t]);
      done?.(failed);
    };
  };
  process.on('exit', () => {
    const top = [...slow].sort((a, b) => b[1][1] - a[1][1]).slice(0, 12);
    for (const [text, [n, ms]] of top) console.log(n, Math.round(ms), text.slice(0, 300));
  });

  try {
    await fillPeople(db, CASES);
    const drafts = await draftSpecs(db, CASES);
    const loadMs = Math.round(performance.now() - started);
    console.log(`${database.kind}: ${CASES} cases, ${drafts.length} drafts to start; data written in ${loadMs} ms`);

    const ctx = { db, config };
    const deliver = async () => {
      for (;;) {
        const { more } = await drainDue(db, transports, { maxAttempts: config.delivery.maxAttempts });
        for (const [code, n] of Object.entries(await providers.settle())) callbacks[code] = n;
        if (!more) return;
      }
    };
    const queue = [...stops(SCHEDULE)];
    const end = atTimeIn(day(SIM_DAYS), 0, 0, TZ);
    const renewAt = atTimeIn(RENEWALS_SENT_DAY, RENEWALS_SENT_HOUR, 0, TZ);
    let renewed = false;
    let waiting = drafts;
    let steps = 0;
    let jobsMs = 0;
    const cpu = { user: 0, system: 0 };
    const simStart = performance.now();
    clock.advance(atTimeIn(START_DAY, 0, 0, TZ).getTime() - clock.nowMs());
    while (queue.length > 0) {
      const at = queue.shift()!;
      if (at >= end) break;
      // The clock never goes back: a stop already passed (a long run) is run at once.
      if (at.getTime() > clock.nowMs()) clock.advance(at.getTime() - clock.nowMs());
      const now = clock.now();
      const due = waiting.filter((d) => d.createdAt <= now);
      waiting = waiting.slice(due.length);
      await startDrafts(db, due);
      if (!renewed && now >= renewAt) {
        console.log(`renewals sent for ${await sendRenewals(db, CASES, now)} cases on ${RENEWALS_SENT_DAY}`);
        renewed = true;
      }
      counting = true;
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const sent = await runReminders(ctx, SCHEDULE);
      const t1 = performance.now();
      await deliver();
      const t2 = performance.now();
      const fellBack = await runFallbacks(ctx, SCHEDULE);
      const t3 = performance.now();
      await deliver();
      if (process.env.BENCH_TRACE) console.log([t1 - t0, t2 - t1, t3 - t2, performance.now() - t3].map(Math.round));
      const c = process.cpuUsage(c0);
      cpu.user += c.user;
      cpu.system += c.system;
      jobsMs += performance.now() - t0;
      counting = false;
      steps++;
      if (sent + fellBack > 0) {
        const ms = Math.round(performance.now() - t0);
        console.log(`${now.toISOString()}: ${sent} reminders, ${fellBack} fallbacks (${ms} ms)`);
      }
      // The jobs run every five minutes: after a stop that sent anything, the next tick comes (a
      // receipt that arrived during the stop's last sends, or a retry, is acted on as in production).
      if (sent + fellBack > 0) queue.push(new Date(Math.ceil((clock.nowMs() + 1) / FIVE_MINUTES) * FIVE_MINUTES));
      // An outbox retry waiting: the sender's next tick comes at its time.
      const [retry] = await rowsOf<{ at: Date | string | null }>(
        db,
        sql`SELECT min(next_attempt_at) AS at FROM outbox_messages WHERE status = 'QUEUED'`,
      );
      if (retry?.at) queue.unshift(new Date(Math.max(new Date(retry.at).getTime(), clock.nowMs() + 1000)));
      queue.sort((a, b) => a.getTime() - b.getTime());
    }
    const simMs = Math.round(performance.now() - simStart);

    const result = await checkMonth(db, { cfg: SCHEDULE, cases: CASES, drafts, end: clock.now() });
    const perThousand = (v: number) => Math.round((v / Math.max(1, result.reminderRows)) * 1000);
    const report = {
      date: new Date().toISOString(),
      database: database.kind,
      machine: `${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}`,
      cases: CASES,
      simulatedDays: SIM_DAYS,
      clockStops: steps,
      dataMs: loadMs,
      simulationMs: simMs,
      jobsMs: Math.round(jobsMs),
      statusCallbacks: callbacks,
      ...result.figures,
      cost: {
        statementsPer1000Reminders: perThousand(statements),
        cpuMsPer1000Reminders: perThousand((cpu.user + cpu.system) / 1000),
        statements,
        cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      },
      failed: result.failed,
    };
    console.log(result.lines.join('\n'));
    console.log(JSON.stringify(report));
    if (result.failed.length > 0) process.exitCode = 1;
  } finally {
    await providers.stop();
    await bounceListener.close();
    await app.close();
    if (pgUrl) {
      const [row] = await rowsOf<{ s: string }>(db, sql`SELECT current_schema() AS s`);
      await db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${row!.s}" CASCADE`));
    }
    await database.close();
  }
}

main()
  .then(() => process.exit(process.exitCode ?? 0))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
