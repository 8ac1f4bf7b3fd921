import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from './clock';
import { outboxMessages, rateLimits, scheduledJobs, sessions } from './db/schema';
import { platformJobs } from './housekeeping';
import { runDueJobs } from './jobs';
import { enqueueMessage } from './outbox';
import { hit } from './rate-limit';
import { sha256 } from './crypto';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ demo: false });
});
afterAll(async () => {
  await t?.close();
});

const sessionCount = async (token: string) =>
  (
    await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(token)))
  ).length;

describe('housekeeping jobs', () => {
  it('remove sessions past their idle or absolute limit and keep live ones', async () => {
    const { sessions: store, config } = t.app.ctx;
    const idle = await store.create(null, 'FULL');
    const old = await store.create(null, 'FULL');
    clock.advance(config.session.idleMs - 60_000);
    const live = await store.create(null, 'FULL');
    // `old` stays active until just before its absolute limit; `idle` is left alone.
    for (
      let passed = config.session.idleMs - 60_000;
      passed < config.session.absoluteMs;
      passed += config.session.idleMs / 2
    ) {
      await t.db
        .update(sessions)
        .set({ lastSeenAt: clock.now() })
        .where(eq(sessions.idHash, sha256(old.token)));
      await t.db
        .update(sessions)
        .set({ lastSeenAt: clock.now() })
        .where(eq(sessions.idHash, sha256(live.token)));
      clock.advance(config.session.idleMs / 2);
    }
    const ran = await runDueJobs(t.app.ctx, platformJobs);
    expect(ran['purge-expired-sessions']).toBe(2);
    expect(await sessionCount(idle.token)).toBe(0);
    expect(await sessionCount(old.token)).toBe(0);
    expect(await sessionCount(live.token)).toBe(1);
  });

  it('remove rate-limit counters whose window has passed and keep counting ones', async () => {
    await hit(t.db, 'test:short', 60_000);
    await hit(t.db, 'test:long', 3_600_000);
    clock.advance({ hours: 2 });
    await hit(t.db, 'test:fresh', 3_600_000);
    clock.advance({ minutes: 20 });
    expect((await runDueJobs(t.app.ctx, platformJobs))['purge-expired-rate-limits']).toBe(2);
    const keys = async () => (await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(await keys()).toEqual(['test:fresh']);
    clock.advance({ hours: 1 });
    expect((await runDueJobs(t.app.ctx, platformJobs))['purge-expired-rate-limits']).toBe(1);
    expect(await keys()).toEqual([]);
  });
});

describe('the background runner', () => {
  it('runs the scheduled jobs and the outbox worker from ready until close, only when asked', async () => {
    const received: string[] = [];
    const gateway = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push(body);
        res.end('{}');
      });
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
    const env = { PORTAL_JOBS: '1', OUTBOX_POLL_MS: '100', SMS_GATEWAY_URL: url };
    const running = await startTestApp({ demo: false, env });
    try {
      const id = await enqueueMessage(running.db, {
        channel: 'SMS',
        recipient: '5555550142',
        templateKey: 'test.notice',
        subject: { en: 'S', es: 'S' },
        body: { en: 'Hello from the worker', es: 'Hola' },
      });
      const status = async () =>
        (await running.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]?.status;
      const deadline = Date.now() + 20_000;
      while ((await status()) !== 'SENT' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await status()).toBe('SENT');
      expect(received.join()).toContain('Hello from the worker');
      const jobsRun = async () =>
        (await running.db.select().from(scheduledJobs).where(isNotNull(scheduledJobs.lastRunAt))).map((j) => j.name);
      while ((await jobsRun()).length < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const ran = await jobsRun();
      expect(ran).toEqual(
        expect.arrayContaining([
          'purge-expired-sessions',
          'purge-expired-rate-limits',
          'purge-old-drafts',
          'sweep-orphan-blobs',
        ]),
      );
    } finally {
      await running.close();
    }
    // This app (PORTAL_JOBS unset in tests) runs nothing by itself.
    await enqueueMessage(t.db, {
      channel: 'SMS',
      recipient: '5555550143',
      templateKey: 'test.notice',
      subject: { en: 'S', es: 'S' },
      body: { en: 'Not sent', es: 'No' },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(received.join()).not.toContain('Not sent');
    await new Promise<void>((r) => gateway.close(() => r()));
  }, 90_000);
});
