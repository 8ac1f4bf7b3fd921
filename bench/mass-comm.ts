/**
 * Mass communications at 10,000 recipients (`npx tsx bench/mass-comm.ts`; `--write` also puts the
 * section in bench/RESULTS.md), on a fresh PostgreSQL database, each figure against a baseline
 * in the same run:
 *  (a) scheduling (the real service writes the 10,000 recipient rows) and queueing them all in
 *      the outbox (queueDueMassComms until nothing is due), against one plain
 *      INSERT … SELECT generate_series of 10,000 outbox rows;
 *  (b) delivery (drainDue, as the outbox's worker loop runs it) to an SMTP server and an SMS
 *      provider on localhost, against sending the same messages straight to the same two
 *      servers (nodemailer and fetch, as many at once as the outbox sends) with no outbox;
 *  (c) this process's peak resident memory and heap (the two local servers run in another);
 *  (d) duplicates: people and channels with more than one outbox message, and messages the
 *      servers got more than once (by Message-ID and Idempotency-Key). Both must be 0.
 * The last line of output is the report as JSON, for bench/RESULTS.md.
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { migrate, openDb, rowsOf, type Db } from '@portal/server/platform/db/index';
// The whole server's types (its additions to Fastify's, which modules under the service rely on).
import type {} from '@portal/server';
import { buildTransports, DELIVERY_PACE, drainDue } from '@portal/server/platform/outbox-delivery';
import { SEND_CONCURRENCY } from '@portal/server/platform/outbox-transports';
import { MASS_TEMPLATE, queueDueMassComms } from '@portal/server/features/mass-communications/fanout';
import { createMassComm } from '@portal/server/features/mass-communications/service';
import type { ProviderCounts } from './local-providers';
import { freshPgDatabase, root } from './portal';
import { massCommClean, massCommLines, MASS_COMM_HEADING, writeSection } from './sections';

const RECIPIENTS = Number(process.env.BENCH_MASS_RECIPIENTS ?? 10_000);
/** One in five chose texts; the others e-mail. */
const TEXTS = Math.round(RECIPIENTS / 5);
const MAIL_FROM = 'Benefits Portal <no-reply@portal.example>';

/** Peak resident memory and heap, sampled every 20 ms, over the whole run and per phase. */
const memory = (() => {
  const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
  const start = process.memoryUsage();
  const whole = { rss: start.rss, heap: start.heapUsed };
  let phase = { ...whole };
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    whole.rss = Math.max(whole.rss, rss);
    whole.heap = Math.max(whole.heap, heapUsed);
    phase = { rss: Math.max(phase.rss, rss), heap: Math.max(phase.heap, heapUsed) };
  };
  const timer = setInterval(sample, 20);
  timer.unref();
  return {
    startMB: { rss: mb(start.rss), heap: mb(start.heapUsed) },
    /** Starts a phase; the function returned ends it and gives its peaks. */
    phase() {
      sample();
      phase = { rss: process.memoryUsage().rss, heap: process.memoryUsage().heapUsed };
      return () => {
        sample();
        return { peakRssMB: mb(phase.rss), peakHeapMB: mb(phase.heap) };
      };
    },
    whole() {
      sample();
      const kernelPeak = process.resourceUsage().maxRSS * 1024;
      return { peakRssMB: mb(whole.rss), peakHeapMB: mb(whole.heap), kernelPeakRssMB: mb(kernelPeak) };
    },
  };
})();

interface Providers {
  smtpUrl: string;
  smsUrl: string;
  counts(): Promise<ProviderCounts>;
  stop(): Promise<void>;
}

/** Starts bench/local-providers.ts in a child process; resolves once both servers listen. */
async function startProviders(): Promise<Providers> {
  const child: ChildProcess = fork(path.join(root, 'bench/local-providers.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  process.on('exit', () => child.kill('SIGKILL'));
  const next = <T>() => new Promise<T>((resolve) => child.once('message', (m) => resolve(m as T)));
  const urls = await next<{ smtpUrl: string; smsUrl: string }>();
  return {
    ...urls,
    async counts() {
      const answer = next<ProviderCounts>();
      child.send('count');
      return answer;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('stop');
      await exited;
    },
  };
}

async function timed<T>(what: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await what();
  return { ms: Math.round(performance.now() - started), value };
}

const one = async <T>(db: Db, query: ReturnType<typeof sql>) => (await rowsOf<T>(db, query))[0]!;

/** An administrator, and RECIPIENTS people who opted in to alerts (TEXTS of them by text). */
async function people(db: Db): Promise<string> {
  const [admin] = await rowsOf<{ id: string }>(
    db,
    sql`INSERT INTO users (username, password_hash, first_name, last_name, staff_role)
        VALUES ('bench.admin', 'x', 'Bench', 'Admin', 'ADMIN') RETURNING id`,
  );
  await db.execute(sql`
    INSERT INTO users (username, password_hash, first_name, last_name, email, locale)
    SELECT 'person' || i, 'x', 'Person', 'Number ' || i, 'person' || i || '@example.com',
           CASE WHEN i % 4 = 0 THEN 'es' ELSE 'en-US' END
    FROM generate_series(1, ${RECIPIENTS}) i`);
  await db.execute(sql`
    INSERT INTO alert_preferences (user_id, department, by_email, by_sms, email_address, phone_number, topics, updated_at)
    SELECT id, 'dhhs', n > ${TEXTS}, n <= ${TEXTS}, email, (5550000000 + n)::text, '["RENEWALS"]'::jsonb, now()
    FROM (SELECT id, email, substring(username FROM 7)::int AS n FROM users WHERE username LIKE 'person%') u`);
  await db.execute(sql`ANALYZE`);
  return admin!.id;
}

/** (a) The baseline: one statement that writes 10,000 outbox rows (kept out of the delivery). */
async function plainInsert(db: Db) {
  return timed(() =>
    db.execute(sql`
      INSERT INTO outbox_messages (channel, recipient, template_key, locale, subject_en, subject_es, body_en, body_es,
                                   status, next_attempt_at, created_at)
      SELECT 'EMAIL', 'baseline' || i || '@example.com', 'bench.baseline', 'en-US', 'Subject', 'Asunto',
             'Body ' || i, 'Cuerpo ' || i, 'CANCELLED', now(), now()
      FROM generate_series(1, ${RECIPIENTS}) i`),
  );
}

interface Outgoing {
  id: string;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
}

/** (b) The baseline: the same messages straight to the same servers, SEND_CONCURRENCY at a time. */
async function sendDirectly(messages: Outgoing[], providers: Providers) {
  const mailer = nodemailer.createTransport({ url: providers.smtpUrl, pool: true, maxConnections: SEND_CONCURRENCY });
  let next = 0;
  const worker = async () => {
    while (next < messages.length) {
      const m = messages[next++]!;
      if (m.channel === 'EMAIL') {
        await mailer.sendMail({
          from: MAIL_FROM,
          to: m.recipient,
          subject: m.subject,
          text: m.body,
          messageId: `<${m.id}@portal.example>`,
        });
      } else {
        const res = await fetch(providers.smsUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': m.id },
          body: JSON.stringify({ to: `+1${m.recipient}`, text: m.body }),
        });
        await res.body?.cancel();
      }
    }
  };
  const run = await timed(() => Promise.all(Array.from({ length: SEND_CONCURRENCY }, worker)));
  mailer.close();
  return run.ms;
}

/** (b) The outbox: drainDue tick after tick (the worker loop runs the next at once while `more`). */
async function deliver(db: Db, providers: Providers) {
  const transports = buildTransports({
    smtpUrl: providers.smtpUrl,
    mailFrom: MAIL_FROM,
    smsGatewayUrl: providers.smsUrl,
    smsGatewayToken: undefined,
    smsInboundToken: undefined,
    maxAttempts: 3,
    pollMs: 5000,
  });
  let ticks = 0;
  const queued = sql`SELECT count(*)::int AS n FROM outbox_messages WHERE status = 'QUEUED'`;
  const run = await timed(async () => {
    for (;;) {
      const { more } = await drainDue(db, transports, { maxAttempts: 3 });
      ticks++;
      if (!more && (await one<{ n: number }>(db, queued)).n === 0) return;
      if (ticks > 10_000) throw new Error('the outbox did not drain');
    }
  });
  return { ms: run.ms, ticks };
}

const perSecond = (n: number, ms: number) => Math.round((n / ms) * 1000);

async function main() {
  const url = await freshPgDatabase('portal_bench_mass');
  if (!url) throw new Error('this bench needs PostgreSQL');
  const database = await openDb({ url });
  const { db } = database;
  try {
    await migrate(db);
    const adminId = await people(db);
    const pgVersion = (await one<{ v: string }>(db, sql`SELECT current_setting('server_version') AS v`)).v;

    // (a)
    const baselineInsert = await plainInsert(db);
    console.log(`plain INSERT … generate_series of ${RECIPIENTS} outbox rows: ${baselineInsert.ms} ms`);
    let end = memory.phase();
    const schedule = await timed(() =>
      createMassComm(
        db,
        { userId: adminId, isAdmin: true, department: 'dhhs' },
        {
          audience: { kind: 'ALERTS' },
          subjectEn: 'Clinic hours change',
          subjectEs: 'Cambio de horario de la clínica',
          bodyEn: 'The county clinic opens at 9 from Monday. Bring your card.',
          bodyEs: 'La clínica del condado abre a las 9 desde el lunes. Traiga su tarjeta.',
          previewedCount: RECIPIENTS,
        },
        { actorUserId: adminId, ip: '127.0.0.1' },
      ),
    );
    if (schedule.value.recipientCount !== RECIPIENTS) throw new Error(`found ${schedule.value.recipientCount}`);
    console.log(`schedule (write ${RECIPIENTS} recipients): ${schedule.ms} ms`);
    let ticks = 0;
    const enqueue = await timed(async () => {
      while ((await queueDueMassComms(db)) > 0) ticks++;
    });
    const queueMemory = end();
    console.log(`queue all in the outbox (${ticks} job ticks of up to 20 × 500): ${enqueue.ms} ms`);

    // (b)
    const outgoing = await rowsOf<Outgoing>(
      db,
      sql`SELECT id, channel, recipient, CASE WHEN locale = 'es' THEN subject_es ELSE subject_en END AS subject,
                 CASE WHEN locale = 'es' THEN body_es ELSE body_en END AS body
          FROM outbox_messages WHERE template_key = ${MASS_TEMPLATE.ALERTS} ORDER BY created_at, id`,
    );
    const direct = await startProviders();
    end = memory.phase();
    const directMs = await sendDirectly(outgoing, direct);
    const directMemory = end();
    const directCounts = await direct.counts();
    await direct.stop();
    console.log(`straight to the servers: ${directMs} ms, ${perSecond(RECIPIENTS, directMs)} messages/s`);

    const providers = await startProviders();
    end = memory.phase();
    const delivery = await deliver(db, providers);
    const deliveryMemory = end();
    const counts = await providers.counts();
    await providers.stop();
    console.log(
      `through the outbox: ${delivery.ms} ms, ${perSecond(RECIPIENTS, delivery.ms)} messages/s (${delivery.ticks} ticks)`,
    );

    // (d)
    const state = await one<{ status: string; doubled: number; messages: number; sent: number }>(
      db,
      sql`SELECT (SELECT status FROM mass_communications) AS status,
            (SELECT count(*)::int FROM (SELECT user_id, channel FROM outbox_messages WHERE template_key = ${MASS_TEMPLATE.ALERTS}
              GROUP BY user_id, channel HAVING count(*) > 1) d) AS doubled,
            (SELECT count(*)::int FROM outbox_messages WHERE template_key = ${MASS_TEMPLATE.ALERTS}) AS messages,
            (SELECT count(*)::int FROM outbox_messages WHERE template_key = ${MASS_TEMPLATE.ALERTS} AND status = 'SENT') AS sent`,
    );
    const report = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL ${pgVersion} on the same machine, load average ${os.loadavg()[0]!.toFixed(1)}`,
      recipients: RECIPIENTS,
      byEmail: RECIPIENTS - TEXTS,
      byText: TEXTS,
      pace: DELIVERY_PACE,
      queueing: {
        plainInsertMs: baselineInsert.ms,
        scheduleMs: schedule.ms,
        enqueueMs: enqueue.ms,
        enqueueTicks: ticks,
      },
      delivery: {
        directMs,
        directPerSecond: perSecond(RECIPIENTS, directMs),
        outboxMs: delivery.ms,
        outboxPerSecond: perSecond(RECIPIENTS, delivery.ms),
        outboxTicks: delivery.ticks,
        /** The pace before this change: 20 messages, one at a time, every 5 s tick. */
        beforeMinutes: Math.round(((RECIPIENTS / 20) * 5 * 10) / 60) / 10,
      },
      memory: {
        startMB: memory.startMB,
        scheduleAndQueue: queueMemory,
        direct: directMemory,
        outbox: deliveryMemory,
        wholeRun: memory.whole(),
      },
      duplicates: {
        peopleAndChannelsWithTwoMessages: state.doubled,
        receivedTwiceDirect: directCounts.repeated,
        receivedDirect: directCounts.total,
        receivedTwiceOutbox: counts.repeated,
        receivedOutbox: counts.total,
      },
      finished: { massCommunication: state.status, messages: state.messages, sent: state.sent },
    };
    if (!massCommClean(report)) process.exitCode = 1;
    if (process.argv.includes('--write')) writeSection(MASS_COMM_HEADING, massCommLines(report));
    console.log(JSON.stringify(report));
  } finally {
    await database.close();
  }
}

main()
  .then(() => process.exit(process.exitCode ?? 0))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
