import { randomUUID } from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_SCHEDULE, type ReminderSchedule } from '@portal/contracts/reminders';
import { clock } from '../../platform/clock';
import { atTimeIn, dayIn } from '../../platform/dates';
import {
  caseChanges,
  cases,
  communications,
  outboxMessages,
  reminders,
  textSubscriptions,
  users,
} from '../../platform/db/schema';
import type { TestWorld } from '@portal/contracts/test-world';
import { startTestApp, type TestApp } from '../../test/harness';
import { runReminders } from './run';
import { dashboardTasks } from './tasks';

const TZ = 'America/New_York';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PORTAL_TEST_HOOKS: '1', PORTAL_PUBLIC_URL: 'https://benefits.example.gov' } });
});
afterAll(() => t.close());

/** A world whose Ana has a food case certified to `end`, with her account's id and case. */
async function world(end: string, locale = 'en-US') {
  const w = (await t.app.inject({ method: 'POST', url: '/api/test/world' })).json() as TestWorld;
  const [ana] = await t.db.select().from(users).where(eq(users.username, w.users.linked));
  const [rivera] = await t.db.select().from(cases).where(eq(cases.reference, w.cases.rivera));
  await t.db.update(cases).set({ certificationEndOn: end }).where(eq(cases.id, rivera!.id));
  await t.db.update(users).set({ locale }).where(eq(users.id, ana!.id));
  const now = () => clock.inWorld(w.number, () => clock.now());
  return {
    w,
    userId: ana!.id,
    caseId: rivera!.id,
    /** Puts the world's clock at `iso`. */
    at: (iso: string | Date) => clock.advanceWorld(w.number, new Date(iso).getTime() - now().getTime()),
    now,
    run: (cfg: ReminderSchedule = DEFAULT_REMINDER_SCHEDULE) =>
      clock.inWorld(w.number, () => runReminders({ db: t.db, config: t.app.ctx.config }, cfg, ana!.id)),
  };
}

async function textsOn(userId: string, phone = '9195550142') {
  await t.db
    .insert(textSubscriptions)
    .values({ userId, phone, active: true, updatedAt: new Date() })
    .onConflictDoUpdate({ target: textSubscriptions.userId, set: { phone, active: true } });
}

const sentTo = (userId: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.userId, userId), like(outboxMessages.templateKey, 'reminder.%')))
    .orderBy(asc(outboxMessages.createdAt));

/** Renewal sent for the period: the reminders of the period stop. */
async function renewalSent(caseId: string, userId: string, end: string) {
  await t.db.insert(caseChanges).values({
    reference: `CH-${randomUUID().slice(0, 8)}`,
    kind: 'RECERT',
    programCode: 'FNS',
    naming: 'FNS',
    caseId,
    userId,
    draftId: randomUUID(),
    formId: 'renewal',
    formVersion: 1,
    beforeEnc: t.app.ctx.cipher.encrypt('{}'),
    memberIds: [],
    answersEnc: t.app.ctx.cipher.encrypt('{}'),
    applicantName: 'Ana Rivera',
    locale: 'en-US',
    signature: {},
    certificationEndOn: end,
    submittedAt: clock.now(),
  });
}

const stateHour = (d: Date) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone: TZ, hour: 'numeric', hourCycle: 'h23' }).format(d));

describe('renewal reminders', () => {
  it(
    'sends each step once, at its time, by text, naming only the task, the date and the link',
    { timeout: 180_000 },
    async () => {
      const end = '2027-02-28';
      const r = await world(end);
      await textsOn(r.userId);
      // From the day before renewal opens to the due date's evening, three hours at a time.
      r.at('2027-01-31T17:00:00Z');
      const stop = atTimeIn(end, 20, 0, TZ).getTime();
      const sentAt: Date[] = [];
      while (r.now().getTime() < stop) {
        if ((await r.run()) > 0) sentAt.push(r.now());
        r.at(new Date(r.now().getTime() + 3 * 60 * 60_000));
      }
      const texts = await sentTo(r.userId);
      expect(texts.map((m) => dayIn(m.createdAt, TZ))).toEqual([
        '2027-02-01',
        '2027-02-14',
        '2027-02-25',
        '2027-02-28',
      ]);
      expect(texts.every((m) => m.channel === 'SMS' && m.recipient === '9195550142')).toBe(true);
      // At the first run from its time (runs at 6 and 9 a.m.: 9 a.m. steps, and the due date's 8 a.m.).
      expect(sentAt.map((d) => stateHour(d))).toEqual([9, 9, 9, 9]);
      expect(texts.every((m) => stateHour(m.createdAt) >= 8 && stateHour(m.createdAt) < 20)).toBe(true);
      expect(texts[0]!.bodyEn).toBe(
        'Reminder from the benefits portal: Renew your food benefits by February 28, 2027. Sign in to do it here: https://benefits.example.gov/nf-renew-fns-or-snap-recert/FNS',
      );
      expect(texts[0]!.locale).toBe('en-US');
      // Nothing private: no SSN, case reference, name or amount.
      for (const m of texts) {
        for (const secret of [
          r.w.people.ana.ssn,
          r.w.people.ana.ssn.replaceAll('-', ''),
          r.w.cases.rivera,
          'Ana',
          '$',
        ]) {
          expect(m.bodyEn).not.toContain(secret);
          expect(m.bodyEs).not.toContain(secret);
        }
      }
      // Running again sends nothing more.
      expect(await r.run()).toBe(0);
      const rows = await t.db.select().from(reminders).where(eq(reminders.userId, r.userId));
      expect(rows.map((x) => x.step).sort()).toEqual(['due-0', 'due-14', 'due-3', 'opens']);
    },
  );

  it('stops at once when the renewal is sent', async () => {
    const end = '2027-04-30';
    const r = await world(end);
    await textsOn(r.userId);
    r.at('2027-04-01T14:30:00Z');
    expect(await r.run()).toBe(1);
    await renewalSent(r.caseId, r.userId, end);
    for (const day of ['2027-04-16', '2027-04-27', '2027-04-30']) {
      r.at(`${day}T15:00:00Z`);
      expect(await r.run()).toBe(0);
    }
    expect((await sentTo(r.userId)).length).toBe(1);
  });

  it('defers a text due in quiet hours to 8 a.m.', async () => {
    const late: ReminderSchedule = {
      ...DEFAULT_REMINDER_SCHEDULE,
      steps: {
        ...DEFAULT_REMINDER_SCHEDULE.steps,
        RENEWAL: [{ key: 'late', anchor: 'RENEWAL_OPENS', days: 0, hour: 21, minute: 0 }],
      },
    };
    const r = await world('2027-05-31');
    await textsOn(r.userId);
    r.at(atTimeIn('2027-05-01', 21, 30, TZ));
    expect(await r.run(late)).toBe(0);
    r.at(atTimeIn('2027-05-02', 7, 55, TZ));
    expect(await r.run(late)).toBe(0);
    r.at(atTimeIn('2027-05-02', 8, 0, TZ));
    expect(await r.run(late)).toBe(1);
  });

  it('in Spanish for a Spanish reader; STOP ends texts (then e-mail with e-notices, else a paper letter)', async () => {
    const r = await world('2027-06-30', 'es');
    await textsOn(r.userId);
    r.at(atTimeIn('2027-06-01', 9, 5, TZ));
    expect(await r.run()).toBe(1);
    const [text] = await sentTo(r.userId);
    expect(text!.locale).toBe('es');
    expect(text!.bodyEs).toBe(
      'Recordatorio del portal de beneficios: Renueve sus beneficios de alimentos antes del 30 de junio de 2027. Inicie sesión para hacerlo aquí: https://benefits.example.gov/nf-renew-fns-or-snap-recert/FNS',
    );
    // STOP: the subscription is off; with e-notices and an e-mail on file, an e-mail goes.
    await t.db.update(textSubscriptions).set({ active: false }).where(eq(textSubscriptions.userId, r.userId));
    await t.db.update(users).set({ enoticesSince: new Date() }).where(eq(users.id, r.userId));
    r.at(atTimeIn('2027-06-16', 9, 5, TZ));
    expect(await r.run()).toBe(1);
    const after = await sentTo(r.userId);
    expect(after.map((m) => m.channel)).toEqual(['SMS', 'EMAIL']);
    // Neither texts nor e-notices: a paper letter in the office's print queue.
    await t.db.update(users).set({ enoticesSince: null }).where(eq(users.id, r.userId));
    r.at(atTimeIn('2027-06-27', 9, 5, TZ));
    expect(await r.run()).toBe(1);
    const letters = await t.db
      .select()
      .from(communications)
      .where(and(eq(communications.userId, r.userId), eq(communications.kind, 'reminder.RENEWAL')));
    expect(letters).toHaveLength(1);
    expect(letters[0]!.mailRequestedAt).not.toBeNull();
    expect(letters[0]!.body).toContain('Renueve sus beneficios de alimentos antes del 30 de junio de 2027');
  });

  it('never sends one step twice, even from two runs at once', async () => {
    const r = await world('2027-07-31');
    await textsOn(r.userId);
    r.at(atTimeIn('2027-07-01', 9, 5, TZ));
    const [a, b] = await Promise.all([r.run(), r.run()]);
    expect(a + b).toBe(1);
    expect((await sentTo(r.userId)).length).toBe(1);
  });

  it('keeps to the daily cap: the rest go the next day', async () => {
    const capped = { ...DEFAULT_REMINDER_SCHEDULE, capPerPersonPerDay: 1 };
    const r = await world('2027-08-31');
    await textsOn(r.userId);
    // Two steps already due (opens, and 14 days before): one today, one tomorrow.
    r.at(atTimeIn('2027-08-17', 10, 0, TZ));
    expect(await r.run(capped)).toBe(1);
    expect(await r.run(capped)).toBe(0);
    r.at(atTimeIn('2027-08-18', 9, 0, TZ));
    expect(await r.run(capped)).toBe(1);
  });

  it('shows the renewal on the dashboard as a dated task with its link while its reminders run', async () => {
    const end = '2027-09-30';
    const r = await world(end);
    // The dashboard's list (dashboard service) on the world's clock: a session would expire across months.
    const tasks = () => clock.inWorld(r.w.number, () => dashboardTasks(t.db, r.userId, 'en-US', TZ));
    r.at(atTimeIn('2027-08-31', 12, 0, TZ));
    expect(await tasks()).toEqual([]);
    r.at(atTimeIn('2027-09-01', 10, 0, TZ));
    expect(await tasks()).toEqual([
      {
        task: 'RENEWAL',
        title: 'Renew your food benefits by September 30, 2027',
        dueDate: end,
        path: '/nf-renew-fns-or-snap-recert/FNS',
      },
    ]);
    await renewalSent(r.caseId, r.userId, end);
    expect(await tasks()).toEqual([]);
  });
});
