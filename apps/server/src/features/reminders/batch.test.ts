import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestWorld } from '@portal/contracts/test-world';
import { clock } from '../../platform/clock';
import { outboxMessages, reminders, textSubscriptions, users } from '../../platform/db/schema';
import { startTestApp, type TestApp } from '../../test/harness';
import { channelsOf } from './deliver';
import { claimAndSendMany } from './run';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PORTAL_TEST_HOOKS: '1', PORTAL_PUBLIC_URL: 'https://benefits.example.gov' } });
});
afterAll(() => t.close());

/** A new resident's account id, taking texts, e-notices or neither (paper). */
async function resident(by: 'TEXT' | 'EMAIL' | 'PAPER'): Promise<string> {
  const w = (await t.app.inject({ method: 'POST', url: '/api/test/world' })).json() as TestWorld;
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, w.users.linked));
  const id = user!.id;
  await t.db
    .update(users)
    .set({ enoticesSince: by === 'EMAIL' ? new Date() : null })
    .where(eq(users.id, id));
  if (by === 'TEXT') {
    await t.db
      .insert(textSubscriptions)
      .values({ userId: id, phone: '9195550142', active: true, updatedAt: new Date() });
  }
  return id;
}

/** The renewal reminders of these accounts, claimed and sent as one batch; the statements it took. */
async function sendBatch(userIds: string[]) {
  const channels = await channelsOf(t.db, userIds);
  const now = clock.now();
  const claims = userIds.map((userId) => ({
    step: {
      userId,
      task: 'RENEWAL' as const,
      subjectId: `case:${userId}`,
      step: 'opens',
      dueDay: '2027-03-31',
      dueAt: now,
    },
    via: channels.get(userId)!,
    locale: 'en-US',
  }));
  let statements = 0;
  const before = t.database.statements.observer;
  t.database.statements.observer = (text, params) => {
    statements++;
    return before?.(text, params);
  };
  try {
    const sent = await claimAndSendMany(t.db, claims, { publicUrl: 'https://benefits.example.gov', now });
    return { channels, sent, statements };
  } finally {
    t.database.statements.observer = before;
  }
}

it('a batch sends each person their reminder by their own channel, in as many statements for four as for two', async () => {
  const texts = await resident('TEXT');
  const email = await resident('EMAIL');
  const paper = await resident('PAPER');
  const two = await sendBatch([texts, email]);
  const four = await sendBatch([
    await resident('TEXT'),
    await resident('EMAIL'),
    await resident('TEXT'),
    await resident('EMAIL'),
  ]);
  expect(two.sent).toBe(2);
  expect(four.sent).toBe(4);
  expect(four.statements).toBe(two.statements);

  expect(two.channels.get(texts)).toEqual({ channel: 'TEXT', to: '9195550142' });
  expect(two.channels.get(email)?.channel).toBe('EMAIL');
  // Each reminder keeps the id of the message it went out as (for its delivery receipt).
  const rows = await t.db
    .select({
      userId: reminders.userId,
      channel: reminders.channel,
      sentTo: outboxMessages.recipient,
      by: outboxMessages.channel,
    })
    .from(reminders)
    .innerJoin(outboxMessages, eq(outboxMessages.id, reminders.messageId))
    .where(inArray(reminders.userId, [texts, email]));
  expect(rows.map((r) => [r.userId, r.channel, r.by]).sort()).toEqual(
    [
      [texts, 'TEXT', 'SMS'],
      [email, 'EMAIL', 'EMAIL'],
    ].sort(),
  );

  // A step claimed once is not sent again, and a letter goes to the print queue's inbox.
  const again = await sendBatch([texts, email, paper]);
  expect(again.sent).toBe(1);
  expect(again.channels.get(paper)).toEqual({ channel: 'PAPER', to: null });
  const [letter] = await t.db.select().from(reminders).where(eq(reminders.userId, paper));
  expect(letter).toMatchObject({ channel: 'PAPER', status: 'SENT', messageId: null });
});
