import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts';
import { clock } from '../../platform/clock';
import { outboxMessages, users } from '../../platform/db/schema';
import { enqueueMessage, PURGED_BODY, purgeExpiredSecrets } from '../../platform/outbox';
import { deliverDue, type Transport } from '../../platform/outbox-delivery';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import { PRODUCTION_ENV, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const message = (recipient: string, extra: Partial<Parameters<typeof enqueueMessage>[1]> = {}) => ({
  channel: 'EMAIL' as const,
  recipient,
  templateKey: 'test.notice',
  subject: { en: 'Your notice', es: 'Su aviso' },
  body: { en: 'Hello', es: 'Hola' },
  ...extra,
});

describe('the outbox', () => {
  it('keeps a message only when the transaction that queued it commits', async () => {
    await t.db
      .transaction(async (tx) => {
        await enqueueMessage(tx, message('rolled.back@example.com'));
        throw new Error('the change failed');
      })
      .catch(() => {});
    await t.db.transaction(async (tx) => {
      await enqueueMessage(tx, message('committed@example.com'));
    });
    const rows = await t.db.select().from(outboxMessages);
    expect(rows.map((r) => r.recipient)).toContain('committed@example.com');
    expect(rows.map((r) => r.recipient)).not.toContain('rolled.back@example.com');
  });

  it('sends in the person’s language, and purges a security code’s body once sent', async () => {
    const sent: { recipient: string; subject: string; body: string }[] = [];
    const transport: Transport = async (m) => {
      sent.push(m);
    };
    const id = await enqueueMessage(
      t.db,
      message('code.person@example.com', {
        locale: 'es',
        sensitive: true,
        body: { en: 'Code 123456', es: 'Código 123456' },
      }),
    );
    const result = await deliverDue(t.db, { EMAIL: transport }, { maxAttempts: 3 });
    expect(result.sent).toBeGreaterThanOrEqual(1);
    expect(sent.find((m) => m.recipient === 'code.person@example.com')).toEqual({
      recipient: 'code.person@example.com',
      subject: 'Su aviso',
      body: 'Código 123456',
    });
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row).toMatchObject({ status: 'SENT', bodyEn: PURGED_BODY.en, bodyEs: PURGED_BODY.es });
    expect(JSON.stringify(row)).not.toContain('123456');
  });

  it('retries a failing send with growing waits, then shows it to staff as failed', async () => {
    const id = await enqueueMessage(t.db, message('bounces@example.com', { channel: 'SMS', recipient: '5555550999' }));
    const broken: Transport = async () => {
      throw new Error('gateway down');
    };
    await deliverDue(t.db, { SMS: broken }, { maxAttempts: 3 });
    let [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row).toMatchObject({ status: 'QUEUED', attempts: 1, lastError: 'gateway down' });
    // Not due again until the wait has passed.
    expect((await deliverDue(t.db, { SMS: broken }, { maxAttempts: 3 })).failed).toBe(0);
    clock.advance(61_000);
    await deliverDue(t.db, { SMS: broken }, { maxAttempts: 3 });
    clock.advance(121_000);
    await deliverDue(t.db, { SMS: broken }, { maxAttempts: 3 });
    [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row).toMatchObject({ status: 'FAILED', attempts: 3 });

    const resident = t.browser();
    await resident.login(DEMO_USERS.standard, DEMO_PASSWORD);
    expect((await resident.get(urlOf('workerOutboxFailed'))).statusCode).toBe(403);

    // The delivery queue holds every office's addresses: a caseworker is refused, an administrator reads it.
    const caseworker = t.browser();
    await caseworker.login(DEMO_USERS.caseworker, DEMO_PASSWORD);
    expect((await caseworker.get(urlOf('workerOutboxFailed'))).statusCode).toBe(403);
    expect((await caseworker.post(urlOf('workerOutboxRetry', { id }))).statusCode).toBe(403);

    const worker = t.browser();
    await worker.login(DEMO_USERS.admin, DEMO_PASSWORD);
    const failed = await worker.get(urlOf('workerOutboxFailed'));
    expect(failed.statusCode).toBe(200);
    expect(failed.json().messages).toContainEqual(
      expect.objectContaining({ id, status: 'FAILED', lastError: 'gateway down', attempts: 3 }),
    );
    expect((await worker.post(urlOf('workerOutboxRetry', { id }))).statusCode).toBe(200);
    const sent: string[] = [];
    await deliverDue(t.db, { SMS: async (m) => void sent.push(m.recipient) }, { maxAttempts: 3 });
    expect(sent).toContain('5555550999');
  });

  it('purges an unsent security code once it has expired', async () => {
    const id = await enqueueMessage(
      t.db,
      message('slow@example.com', {
        sensitive: true,
        purgeAfter: new Date(clock.nowMs() + 600_000),
        body: { en: 'Code 654321', es: 'Código 654321' },
      }),
    );
    expect(await purgeExpiredSecrets(t.db)).toBe(0);
    clock.advance(600_001);
    expect(await purgeExpiredSecrets(t.db)).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row!.bodyEn).toBe(PURGED_BODY.en);
  });

  it('shows the development mailbox outside production, and not in production', async () => {
    const dev = await t.browser().start();
    const res = await dev.get(urlOf('devMailbox'));
    expect(res.statusCode).toBe(200);
    expect(res.json().messages.length).toBeGreaterThan(0);

    const prod = await startTestApp({ demo: false, env: PRODUCTION_ENV });
    try {
      const refused = await (await prod.browser().start()).get(urlOf('devMailbox'));
      expect(refused.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
    expect((await t.db.select().from(users)).length).toBeGreaterThan(0);
  });
});
