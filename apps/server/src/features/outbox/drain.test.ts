import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clock } from '../../platform/clock';
import { outboxMessages } from '../../platform/db/schema';
import { drainDue, type Transport } from '../../platform/outbox-delivery';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ demo: false });
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.delete(outboxMessages);
});

/** Queues `n` e-mails at once, as a mass communication's fan-out does; returns their ids. */
async function queue(n: number, channel: 'EMAIL' | 'SMS' = 'EMAIL'): Promise<string[]> {
  const now = clock.now();
  const rows = await t.db
    .insert(outboxMessages)
    .values(
      Array.from({ length: n }, (_, i) => ({
        channel,
        recipient: channel === 'SMS' ? String(5555500000 + i) : `person${i}@example.com`,
        templateKey: 'test.drain',
        subjectEn: 'Notice',
        subjectEs: 'Aviso',
        bodyEn: `Message ${i}`,
        bodyEs: `Mensaje ${i}`,
        nextAttemptAt: now,
        createdAt: now,
      })),
    )
    .returning({ id: outboxMessages.id });
  return rows.map((r) => r.id);
}

/** A transport that takes `ms` a message and notes each message's key and the most sent at once. */
function slowTransport(ms: number) {
  const keys: string[] = [];
  let inFlight = 0;
  const seen = { keys, most: 0 };
  const send: Transport = async (_m, key) => {
    inFlight++;
    seen.most = Math.max(seen.most, inFlight);
    await new Promise((r) => setTimeout(r, ms));
    keys.push(key);
    inFlight--;
  };
  return { send, seen };
}

const statuses = async () => (await t.db.select().from(outboxMessages)).map((m) => m.status);

describe('draining the outbox', () => {
  it('sends a long queue in one tick, batch after batch, a few at a time, each message once', async () => {
    const ids = await queue(230);
    const { send, seen } = slowTransport(2);
    const result = await drainDue(
      t.db,
      { EMAIL: send },
      { maxAttempts: 3 },
      {
        batch: 50,
        concurrency: 4,
        budgetMs: 60_000,
      },
    );
    expect(result).toEqual({ sent: 230, failed: 0, more: false });
    // The key each send carries is the message's id: unique, and one for every message.
    expect([...seen.keys].sort()).toEqual([...ids].sort());
    expect(seen.most).toBe(4);
    expect(new Set(await statuses())).toEqual(new Set(['SENT']));
  });

  it('stops at its time budget and gives back, due at once, what it claimed but did not start', async () => {
    const ids = await queue(60);
    const { send, seen } = slowTransport(30);
    // 40 claimed, two at a time, 30 ms each: 600 ms of work against a budget of 200 ms.
    const pace = { batch: 40, concurrency: 2, budgetMs: 200 };
    const first = await drainDue(t.db, { EMAIL: send }, { maxAttempts: 3 }, pace);
    expect(first.more).toBe(true);
    expect(first.sent).toBeLessThan(40);
    // Nothing waits out the five-minute claim: every message not sent is due now.
    const left = await t.db.select().from(outboxMessages).where(eq(outboxMessages.status, 'QUEUED'));
    expect(left).toHaveLength(60 - first.sent);
    expect(left.every((m) => m.nextAttemptAt.getTime() <= clock.nowMs() && m.attempts === 0)).toBe(true);

    const rest = await drainDue(t.db, { EMAIL: send }, { maxAttempts: 3 }, { ...pace, budgetMs: 60_000 });
    expect(rest).toEqual({ sent: 60 - first.sent, failed: 0, more: false });
    expect([...seen.keys].sort()).toEqual([...ids].sort());
  });

  it('two processes draining at once never send a message twice', async () => {
    const ids = await queue(200);
    const { send, seen } = slowTransport(1);
    const pace = { batch: 25, concurrency: 4, budgetMs: 60_000 };
    const both = await Promise.all([
      drainDue(t.db, { EMAIL: send }, { maxAttempts: 3 }, pace),
      drainDue(t.db, { EMAIL: send }, { maxAttempts: 3 }, pace),
    ]);
    expect(both[0].sent + both[1].sent).toBe(200);
    expect(seen.keys).toHaveLength(200);
    expect([...seen.keys].sort()).toEqual([...ids].sort());
  });

  it('ends the tick after a batch in which every send failed, leaving the rest for later', async () => {
    await queue(30, 'SMS');
    const down: Transport = async () => {
      throw new Error('gateway down');
    };
    const result = await drainDue(
      t.db,
      { SMS: down },
      { maxAttempts: 3 },
      {
        batch: 10,
        concurrency: 3,
        budgetMs: 60_000,
      },
    );
    expect(result).toEqual({ sent: 0, failed: 10, more: false });
    const rows = await t.db.select().from(outboxMessages);
    expect(rows.filter((m) => m.attempts === 1 && m.lastError === 'gateway down')).toHaveLength(10);
    expect(rows.filter((m) => m.attempts === 0 && m.nextAttemptAt.getTime() <= clock.nowMs())).toHaveLength(20);
  });
});
