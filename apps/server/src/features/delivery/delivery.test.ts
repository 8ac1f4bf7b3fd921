import type { AddressInfo } from 'node:net';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts';
import type { TestWorld } from '@portal/contracts/test-world';
import { clock } from '../../platform/clock';
import { atTimeIn } from '../../platform/dates';
import {
  accountContacts,
  cases,
  communications,
  outboxMessages,
  textSubscriptions,
  users,
} from '../../platform/db/schema';
import { enqueueMessage } from '../../platform/outbox';
import { buildTransports, deliverDue } from '../../platform/outbox-delivery';
import { startTestApp, type TestApp } from '../../test/harness';
import { freePort, startReceiptProviders, type ReceiptProviders } from '../../test/receipt-providers';
import { saveContact } from '../communications/contacts';
import { runReminders } from '../reminders/run';
import { runFallbacks } from './fallback';
import { reminderReport } from './report';
import { unreachableOf } from './unreachable';

const TZ = 'America/New_York';
const TOKEN = 'gateway-secret';
let t: TestApp;
let p: ReceiptProviders;
let transports: ReturnType<typeof buildTransports>;

beforeAll(async () => {
  const port = await freePort();
  t = await startTestApp({
    env: {
      PORTAL_TEST_HOOKS: '1',
      PORTAL_PUBLIC_URL: 'https://benefits.example.gov',
      SMS_INBOUND_TOKEN: TOKEN,
      BOUNCE_SMTP_PORT: String(port),
      MAIL_FROM: 'Benefits Portal <bounces@portal.example.test>',
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const portal = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  p = await startReceiptProviders({
    bounceTo: { host: '127.0.0.1', port },
    statusUrl: `${portal}${urlOf('smsStatus')}`,
    statusToken: TOKEN,
    bounces: (address) => address.startsWith('bounce-'),
    undeliverable: (phone) => phone.startsWith('919555'),
  });
  transports = buildTransports({ ...t.app.ctx.config.delivery, smtpUrl: p.smtpUrl, smsGatewayUrl: p.smsUrl });
}, 60_000);
afterAll(async () => {
  await p?.close();
  await t?.close();
});

/** A world whose Ana has a food case certified to `end`, her language and e-mail, on e-notices. */
async function world(end: string, email: string, locale = 'en-US') {
  const w = (await t.app.inject({ method: 'POST', url: '/api/test/world' })).json() as TestWorld;
  const [ana] = await t.db.select().from(users).where(eq(users.username, w.users.linked));
  const [rivera] = await t.db.select().from(cases).where(eq(cases.reference, w.cases.rivera));
  await t.db.update(cases).set({ certificationEndOn: end }).where(eq(cases.id, rivera!.id));
  await t.db.delete(accountContacts).where(eq(accountContacts.userId, ana!.id));
  await t.db.update(users).set({ locale, email, enoticesSince: new Date() }).where(eq(users.id, ana!.id));
  const inWorld = <T>(fn: () => Promise<T>) => clock.inWorld(w.number, fn);
  const ctx = { db: t.db, config: t.app.ctx.config };
  return {
    w,
    userId: ana!.id,
    caseId: rivera!.id,
    go: (at: Date) => clock.advanceWorld(w.number, at.getTime() - clock.inWorld(w.number, () => clock.now()).getTime()),
    remind: () => inWorld(() => runReminders(ctx, undefined, ana!.id)),
    fallBack: () => inWorld(() => runFallbacks(ctx, undefined, ana!.id)),
    /** The outbox sends what is due; the providers' receipts reach the portal. */
    deliver: async () => {
      await inWorld(() => deliverDue(t.db, transports, { maxAttempts: 3 }, 100));
      await p.settled();
    },
    inWorld,
  };
}

const messagesOf = (userId: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.userId, userId), like(outboxMessages.templateKey, 'reminder.%')))
    .orderBy(outboxMessages.createdAt);

const lettersOf = (userId: string) =>
  t.db
    .select()
    .from(communications)
    .where(and(eq(communications.userId, userId), eq(communications.kind, 'reminder.RENEWAL')));

const staff = async (username: string) => {
  const [u] = await t.db.select().from(users).where(eq(users.username, username));
  return { id: u!.id, staffRole: u!.staffRole };
};

describe('delivery receipts', () => {
  it('a bounced e-mail reminder falls back to a letter in the print queue, once, in Spanish', async () => {
    const r = await world('2027-03-31', `bounce-${Date.now()}@example.test`, 'es');
    r.go(atTimeIn('2027-03-01', 9, 5, TZ));
    expect(await r.remind()).toBe(1);
    await r.deliver();
    const [mail] = await messagesOf(r.userId);
    expect(mail).toMatchObject({ channel: 'EMAIL', status: 'SENT', delivery: 'FAILED' });
    expect(mail!.deliveryDetail).toContain('5.1.1');
    expect(await lettersOf(r.userId)).toHaveLength(0);

    // Two runners at once, then a retry: one letter.
    const [a, b] = await Promise.all([r.fallBack(), r.fallBack()]);
    expect(a + b).toBe(1);
    expect(await r.fallBack()).toBe(0);
    const letters = await lettersOf(r.userId);
    expect(letters).toHaveLength(1);
    expect(letters[0]!.mailRequestedAt).not.toBeNull();
    expect(letters[0]!.body).toContain('Renueve sus beneficios de alimentos antes del 31 de marzo de 2027');

    // The office's figures: reminded by e-mail (failed) and by letter; still open, 30 days left.
    const worker = await staff(r.w.users.caseworker);
    const report = await r.inWorld(() => reminderReport(t.db, worker, TZ));
    expect(report.channels.filter((c) => c.sent > 0).length).toBeGreaterThan(0);
    const mine = report.open.find((o) => o.caseId === r.caseId);
    expect(mine).toMatchObject({ daysLeft: 30, reminded: true, dueOn: '2027-03-31' });
  });

  it('an undeliverable text falls back to e-mail; the provider’s callback is checked and idempotent', async () => {
    const r = await world('2027-04-30', `ana-${Date.now()}@example.test`);
    await t.db
      .insert(textSubscriptions)
      .values({ userId: r.userId, phone: '9195550199', active: true, updatedAt: new Date() });
    r.go(atTimeIn('2027-04-01', 9, 5, TZ));
    expect(await r.remind()).toBe(1);
    await r.deliver();
    expect(p.callbackAnswers.at(-1)).toBe(200);
    const [text] = await messagesOf(r.userId);
    expect(text).toMatchObject({ channel: 'SMS', delivery: 'FAILED', deliveryDetail: 'undeliverable' });

    const call = (body: object, token = TOKEN) =>
      t.app.inject({
        method: 'POST',
        url: urlOf('smsStatus'),
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
    // The same callback again changes nothing; a wrong token or an unknown key is refused.
    expect((await call({ messageId: text!.id, status: 'delivered' })).statusCode).toBe(200);
    expect((await call({ messageId: text!.id, status: 'delivered' }, 'wrong')).statusCode).toBe(401);
    expect((await call({ messageId: crypto.randomUUID(), status: 'failed' })).statusCode).toBe(404);
    expect((await call({ messageId: 'not-a-key', status: 'failed' })).statusCode).toBe(404);
    const [again] = await messagesOf(r.userId);
    expect(again).toMatchObject({ delivery: 'FAILED', deliveryDetail: 'undeliverable' });

    expect(await r.fallBack()).toBe(1);
    await r.deliver();
    const all = await messagesOf(r.userId);
    expect(all.map((m) => [m.channel, m.status, m.delivery])).toEqual([
      ['SMS', 'SENT', 'FAILED'],
      ['EMAIL', 'SENT', null],
    ]);
    expect(await lettersOf(r.userId)).toHaveLength(0);
    expect(await r.fallBack()).toBe(0);
  });

  it('a failed text falls back once: no second fallback by a channel taken up later', async () => {
    const r = await world('2027-08-31', `ana-once-${Date.now()}@example.test`);
    await t.db.update(users).set({ enoticesSince: null }).where(eq(users.id, r.userId));
    await t.db
      .insert(textSubscriptions)
      .values({ userId: r.userId, phone: '9195550177', active: true, updatedAt: new Date() });
    r.go(atTimeIn('2027-08-01', 9, 5, TZ));
    expect(await r.remind()).toBe(1);
    await r.deliver();
    expect(await r.fallBack()).toBe(1);
    expect(await lettersOf(r.userId)).toHaveLength(1);
    // She takes e-notices afterwards: the reminder already went by letter; no e-mail follows it.
    await t.db.update(users).set({ enoticesSince: new Date() }).where(eq(users.id, r.userId));
    r.go(atTimeIn('2027-08-01', 9, 10, TZ));
    expect(await r.fallBack()).toBe(0);
    expect((await messagesOf(r.userId)).map((m) => m.channel)).toEqual(['SMS']);
  });

  it('no fallback once the deadline passed', async () => {
    const r = await world('2027-05-31', `bounce-late-${Date.now()}@example.test`);
    r.go(atTimeIn('2027-05-31', 8, 5, TZ));
    expect(await r.remind()).toBeGreaterThan(0);
    await r.deliver();
    r.go(atTimeIn('2027-06-01', 9, 0, TZ));
    expect(await r.fallBack()).toBe(0);
  });

  it('an address that bounces twice is unreachable: skipped, shown to the person, cleared when changed', async () => {
    const address = `bounce-twice-${Date.now()}@example.test`;
    const r = await world('2027-07-31', address);
    for (const n of [1, 2]) {
      await enqueueMessage(t.db, {
        channel: 'EMAIL',
        recipient: address,
        userId: r.userId,
        templateKey: `test.${n}`,
        subject: { en: 'Hello', es: 'Hola' },
        body: { en: 'Hello', es: 'Hola' },
      });
      await deliverDue(t.db, transports, { maxAttempts: 3 }, 100);
      await p.settled();
      expect((await unreachableOf(t.db, r.userId)).contacts).toHaveLength(n - 1);
    }
    expect((await unreachableOf(t.db, r.userId)).contacts).toEqual([{ method: 'EMAIL', masked: 'b***@example.test' }]);
    const b = t.browser();
    expect((await b.login(r.w.users.linked, r.w.password)).statusCode).toBe(200);
    expect((await b.get(urlOf('myUnreachableContacts'))).json()).toEqual({
      contacts: [{ method: 'EMAIL', masked: 'b***@example.test' }],
    });
    // The next reminder goes by letter, not to the address that bounces.
    r.go(atTimeIn('2027-07-01', 9, 5, TZ));
    expect(await r.remind()).toBe(1);
    expect(await messagesOf(r.userId)).toHaveLength(0);
    expect(await lettersOf(r.userId)).toHaveLength(1);
    // A new address, confirmed: the mark is gone.
    await saveContact(t.db, r.userId, { slot: 'PRIMARY', method: 'EMAIL', value: `ana-${Date.now()}@example.test` });
    expect((await unreachableOf(t.db, r.userId)).contacts).toEqual([]);
  });
});
