import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../platform/clock';
import { testDatabaseUrl } from '../../platform/config';
import { migrate, openDb, rowsOf, type Database } from '../../platform/db';
import { buildTransports, drainDue } from '../../platform/outbox-delivery';
import { SEND_CONCURRENCY } from '../../platform/outbox-transports';
import { startLocalProviders, type LocalProviders } from '../../test/providers';
import { MASS_TEMPLATE, queueDueMassComms } from './fanout';
import { createMassComm } from './service';

/**
 * A real server process (tsx, as `npm run dev` starts it) queues a mass communication of 3,000
 * messages and sends them to an SMTP server and an SMS provider on localhost; it is killed with
 * SIGKILL while one batch of its fan-out is half-way through its transaction and while it is
 * sending. This process then finishes the work and checks that no one was lost or queued twice.
 *
 * What is guaranteed: queueing is exactly-once (a batch's outbox messages and its recipients'
 * QUEUED mark commit together, or not at all). Sending is at-least-once: a message sent just
 * before the kill but not yet marked SENT is sent again once its claim runs out (five minutes).
 * Every try carries the outbox message's id (the e-mail's Message-ID, the SMS call's
 * Idempotency-Key), so by that key each message arrives once; the test counts the repeats and
 * checks that only messages in flight at the kill were repeated.
 *
 * Needs a real PostgreSQL server: runs in the PostgreSQL pass of the suite (PORTAL_TEST_PG_URL).
 */
const adminUrl = testDatabaseUrl();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const PEOPLE = 2400;
/** Every fourth person also chose texts. */
const MESSAGES = PEOPLE + PEOPLE / 4;
/** What the server's job queues in one transaction (queueDueMassComms' batch). */
const FANOUT_BATCH = 500;
/** The server's connections carry this name, to find them in pg_stat_activity. */
const APP = `portal-killed-${process.pid}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!adminUrl)('a server killed with SIGKILL in the middle of a mass communication', () => {
  const dbName = `portal_killed_${randomBytes(4).toString('hex')}`;
  const url = new URL(adminUrl ?? 'postgres://unused/');
  url.pathname = `/${dbName}`;
  let database: Database;
  let providers: LocalProviders;
  let server: ChildProcess | undefined;
  let locker: pg.Client | undefined;
  let massId: string;

  const one = async <T>(query: SQL) => (await rowsOf<T>(database.db, query))[0]!;
  const count = async (query: SQL) => (await one<{ n: number }>(query)).n;
  async function admin(statement: string, waitForSessions = false) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      // A closed pool's connections end a moment after it says so: wait, rather than cut them off.
      const open = `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = '${dbName}'`;
      for (let i = 0; waitForSessions && i < 100 && (await client.query(open)).rows[0].n > 0; i++) await sleep(20);
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
    database = await openDb({ url: url.toString(), poolSize: 4 });
    await migrate(database.db);
    const [staff] = await rowsOf<{ id: string }>(
      database.db,
      sql`INSERT INTO users (username, password_hash, first_name, last_name, staff_role)
          VALUES ('admin', 'x', 'Avery', 'Admin', 'ADMIN') RETURNING id`,
    );
    // The people who opted in to alerts, by e-mail, every fourth also by text; a fifth in Spanish.
    await database.db.execute(sql`
      INSERT INTO users (username, password_hash, first_name, last_name, email, locale)
      SELECT 'resident' || i, 'x', 'Resident', 'Number ' || i, 'resident' || i || '@example.com',
             CASE WHEN i % 5 = 0 THEN 'es' ELSE 'en-US' END
      FROM generate_series(1, ${PEOPLE}) i`);
    await database.db.execute(sql`
      INSERT INTO alert_preferences (user_id, department, by_email, by_sms, email_address, phone_number, topics, updated_at)
      SELECT id, 'dhhs', true, n % 4 = 0, email, CASE WHEN n % 4 = 0 THEN (5550000000 + n)::text END,
             '["RENEWALS"]'::jsonb, now()
      FROM (SELECT id, email, substring(username FROM 9)::int AS n FROM users WHERE username LIKE 'resident%') u`);
    providers = await startLocalProviders({ delayMs: 5 });
    const created = await createMassComm(
      database.db,
      { userId: staff!.id, isAdmin: true, department: 'dhhs' },
      {
        audience: { kind: 'ALERTS' },
        subjectEn: 'Clinic hours change',
        subjectEs: 'Cambio de horario de la clínica',
        bodyEn: 'The county clinic opens at 9 from Monday.',
        bodyEs: 'La clínica del condado abre a las 9 desde el lunes.',
        previewedCount: MESSAGES,
      },
      { actorUserId: staff!.id, ip: '127.0.0.1' },
    );
    massId = created.massCommunicationId;
  }, 60_000);

  afterAll(async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const gone = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGKILL');
      await gone;
    }
    await locker?.end().catch(() => {});
    await providers?.close();
    await database?.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`, true);
    clock.reset();
  });

  it('loses no one and queues no one twice; a message sent twice is one that was in flight', async () => {
    // Hold one recipient of the fourth batch: the server's fourth fan-out transaction stops there,
    // its outbox messages written but not committed, and is killed in that state.
    locker = new pg.Client({ connectionString: url.toString() });
    locker.on('error', () => {});
    await locker.connect();
    await locker.query('BEGIN');
    // (Found first, then locked alone: FOR UPDATE with OFFSET would lock every row skipped too.)
    await locker.query(
      `SELECT 1 FROM mass_communication_recipients WHERE (mass_communication_id, user_id, channel) =
         (SELECT mass_communication_id, user_id, channel FROM mass_communication_recipients
          WHERE mass_communication_id = $1 ORDER BY user_id, channel OFFSET $2 LIMIT 1)
       FOR UPDATE`,
      [massId, 3 * FANOUT_BATCH + FANOUT_BATCH / 2],
    );
    // Node itself with tsx as its loader: the tsx command would run the server in a second
    // process, and SIGKILL would reach only the first.
    server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORTAL_SEED: '0',
        PORT: '0',
        DATABASE_URL: url.toString(),
        PGAPPNAME: APP,
        LOG_LEVEL: 'warn',
        PORTAL_WEB_DIST: '/nonexistent',
        SMTP_URL: providers.smtpUrl,
        SMS_GATEWAY_URL: providers.smsUrl,
        OUTBOX_POLL_MS: '100',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const exited = new Promise<void>((resolve) => server!.once('exit', () => resolve()));

    // Until the fan-out waits on the held row and the first hundred messages have arrived; then
    // killed the moment the next message arrives, before it is answered: that one was sent, and
    // the server can no longer mark it SENT.
    const waiting = sql`SELECT count(*)::int AS n FROM pg_stat_activity
                        WHERE application_name = ${APP} AND wait_event_type = 'Lock'`;
    for (const until = Date.now() + 25_000; ; await sleep(20)) {
      if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
      if (Date.now() > until) throw new Error('the server did not reach the held row in time');
      if ((await count(waiting)) > 0 && providers.total() >= 100) break;
    }
    providers.onArrival = () => {
      providers.onArrival = undefined;
      server!.kill('SIGKILL');
    };
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no message arrived to kill the server on')), 20_000);
    });
    await Promise.race([exited, late]).finally(() => clearTimeout(timer));
    const arrivedAtKill = providers.total();
    await locker.query('ROLLBACK');
    await locker.end();
    locker = undefined;
    // Its sessions end once PostgreSQL sees the connections gone (the held one, after the lock).
    const sessions = sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = ${APP}`;
    for (let i = 0; (await count(sessions)) > 0; i++) {
      if (i > 250) throw new Error('the killed server’s sessions did not end');
      await sleep(20);
    }

    // Whole batches queued, nothing of the one cut off: each QUEUED mark has its message.
    const after = await one<{ queued: number; pending: number; messages: number; sent: number }>(sql`
      SELECT count(*) FILTER (WHERE r.status = 'QUEUED')::int AS queued,
             count(*) FILTER (WHERE r.status = 'PENDING' AND r.outbox_message_id IS NULL)::int AS pending,
             (SELECT count(*)::int FROM outbox_messages WHERE template_key = ${MASS_TEMPLATE.ALERTS}) AS messages,
             (SELECT count(*)::int FROM outbox_messages WHERE status = 'SENT') AS sent
      FROM mass_communication_recipients r WHERE r.mass_communication_id = ${massId}`);
    expect(after.queued).toBeGreaterThan(0);
    expect(after.queued % FANOUT_BATCH).toBe(0);
    expect(after.queued).toBeLessThan(MESSAGES);
    expect(after.messages).toBe(after.queued);
    expect(after.pending).toBe(MESSAGES - after.queued);
    // The kill came while it was sending: some sent, some not.
    expect(after.sent).toBeGreaterThan(0);
    expect(after.sent).toBeLessThan(after.queued);
    expect(arrivedAtKill).toBeLessThan(after.queued);

    // Arrived but not marked SENT: the messages in flight at the kill (at most as many as it sends at once).
    const sentIds = new Set(
      (await rowsOf<{ id: string }>(database.db, sql`SELECT id FROM outbox_messages WHERE status = 'SENT'`)).map(
        (r) => r.id,
      ),
    );
    const inFlight = [...providers.received.keys()].filter((key) => !sentIds.has(key));
    expect(inFlight.length).toBeGreaterThanOrEqual(1);
    expect(inFlight.length).toBeLessThanOrEqual(SEND_CONCURRENCY);

    // Another process finishes: the rest of the fan-out, and the sending. What the dead server
    // had claimed waits out its claim (five minutes) and is not touched before.
    const claimed = sql`SELECT id FROM outbox_messages WHERE status = 'QUEUED' AND next_attempt_at > now()`;
    const deadClaims = (await rowsOf<{ id: string }>(database.db, claimed)).map((r) => r.id);
    expect(deadClaims.length).toBeGreaterThanOrEqual(inFlight.length);
    expect(inFlight.every((key) => deadClaims.includes(key))).toBe(true);
    while ((await queueDueMassComms(database.db)) > 0);
    const transports = buildTransports({
      smtpUrl: providers.smtpUrl,
      mailFrom: 'Benefits Portal <no-reply@portal.example>',
      smsGatewayUrl: providers.smsUrl,
      smsGatewayToken: undefined,
      smsInboundToken: undefined,
      maxAttempts: 3,
      pollMs: 100,
    });
    const drain = async () => {
      for (let i = 0; (await drainDue(database.db, transports, { maxAttempts: 3 })).more; i++) {
        if (i > 50) throw new Error('the outbox did not drain');
      }
    };
    await drain();
    const queued = await rowsOf<{ id: string }>(
      database.db,
      sql`SELECT id FROM outbox_messages WHERE status = 'QUEUED'`,
    );
    expect(queued.map((r) => r.id).sort()).toEqual([...deadClaims].sort());
    expect(providers.total()).toBe(MESSAGES - deadClaims.length + inFlight.length);
    clock.advance(5 * 60_000 + 1_000);
    await drain();

    const final = await one<{ status: string; recipients: number; queued: number; linked: number }>(sql`
      SELECT m.status, m.recipient_count AS recipients,
             (SELECT count(*)::int FROM mass_communication_recipients r
              WHERE r.mass_communication_id = m.id AND r.status = 'QUEUED') AS queued,
             (SELECT count(*)::int FROM mass_communication_recipients r JOIN outbox_messages o ON o.id = r.outbox_message_id
              WHERE r.mass_communication_id = m.id AND o.status = 'SENT') AS linked
      FROM mass_communications m WHERE m.id = ${massId}`);
    expect(final).toEqual({ status: 'SENT', recipients: MESSAGES, queued: MESSAGES, linked: MESSAGES });
    // One outbox message per person and channel, and no other.
    const twice = await count(sql`SELECT count(*)::int AS n FROM (
        SELECT user_id, channel FROM outbox_messages WHERE template_key = ${MASS_TEMPLATE.ALERTS}
        GROUP BY user_id, channel HAVING count(*) > 1) d`);
    expect(twice).toBe(0);
    const ids = (
      await rowsOf<{ id: string }>(
        database.db,
        sql`SELECT id FROM outbox_messages WHERE template_key = ${MASS_TEMPLATE.ALERTS} AND status = 'SENT'`,
      )
    ).map((r) => r.id);
    expect(ids).toHaveLength(MESSAGES);

    // Every message arrived; by its key, each once. Only messages in flight at the kill came twice.
    expect([...providers.received.keys()].sort()).toEqual([...ids].sort());
    const repeated = [...providers.received].filter(([, times]) => times > 1).map(([key]) => key);
    expect(repeated.sort()).toEqual(inFlight.sort());
    expect(providers.total()).toBe(MESSAGES + repeated.length);
  }, 60_000);
});
