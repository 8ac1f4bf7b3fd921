import { randomUUID } from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_SCHEDULE, type ReminderSchedule } from '@portal/contracts/reminders';
import { clock } from '../../platform/clock';
import { addDays, atTimeIn, dayIn, isoDay } from '../../platform/dates';
import { holidaysOf, lastDayToAppeal } from '../appeals/decisions';
import {
  appeals,
  applicationDrafts,
  applicationPrograms,
  applications,
  caseChanges,
  cases,
  communications,
  outboxMessages,
  reminders,
  textSubscriptions,
  users,
  verificationItems,
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

/** The reminders sent to an account (of one task, or all). */
const sentTo = (userId: string, task = '%') =>
  t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.userId, userId), like(outboxMessages.templateKey, `reminder.${task}`)))
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

/** How many statements wrote to `reminders` (claims, taken or not) while `fn` ran. */
async function writesToReminders(fn: () => Promise<unknown>): Promise<number> {
  let writes = 0;
  const before = t.database.statements.observer;
  t.database.statements.observer = (text, params) => {
    if (/^insert into "reminders"/i.test(text)) writes++;
    return before?.(text, params);
  };
  try {
    await fn();
  } finally {
    t.database.statements.observer = before;
  }
  return writes;
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
      while (r.now().getTime() < stop) {
        await r.run();
        r.at(new Date(r.now().getTime() + 3 * 60 * 60_000));
      }
      // (Ana's denied Medicaid has its own appeal-window reminders in this time: not counted here.)
      const texts = await sentTo(r.userId, 'RENEWAL');
      expect(texts.map((m) => dayIn(m.createdAt, TZ))).toEqual([
        '2027-02-01',
        '2027-02-14',
        '2027-02-25',
        '2027-02-28',
      ]);
      expect(texts.every((m) => m.channel === 'SMS' && m.recipient === '9195550142')).toBe(true);
      // At the first run from its time (runs at 6 and 9 a.m.: 9 a.m. steps, and the due date's 8 a.m.).
      expect(texts.map((m) => stateHour(m.createdAt))).toEqual([9, 9, 9, 9]);
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
      const rows = await t.db
        .select()
        .from(reminders)
        .where(and(eq(reminders.userId, r.userId), eq(reminders.task, 'RENEWAL')));
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

  it('a run after a step went leaves it alone: it is not claimed again on later runs', async () => {
    const r = await world('2027-09-30');
    await textsOn(r.userId);
    r.at(atTimeIn('2027-09-01', 9, 5, TZ));
    expect(await r.run()).toBe(1);
    for (const at of [atTimeIn('2027-09-01', 9, 10, TZ), atTimeIn('2027-09-02', 9, 5, TZ)]) {
      r.at(at);
      expect(await writesToReminders(() => r.run())).toBe(0);
    }
    // The next step is claimed (once) at its time.
    r.at(atTimeIn('2027-09-16', 9, 5, TZ));
    expect(await writesToReminders(() => r.run())).toBe(1);
    expect((await sentTo(r.userId, 'RENEWAL')).length).toBe(2);
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

describe('documents, appeal windows, hearings and drafts', () => {
  /** Ana's denied Medicaid decided long ago (its window closed), or on `iso`. */
  async function deniedOn(w: TestWorld, iso: string) {
    const [app] = await t.db.select().from(applications).where(eq(applications.reference, w.applications.anaDenied));
    const [program] = await t.db
      .update(applicationPrograms)
      .set({ decidedAt: new Date(iso) })
      .where(and(eq(applicationPrograms.applicationId, app!.id), eq(applicationPrograms.status, 'DENIED')))
      .returning();
    return program!;
  }
  const at930 = (day: string) => atTimeIn(day, 9, 30, TZ);

  it('documents asked for: 10 and 3 days before their due date, until they are verified', async () => {
    const r = await world('2027-12-31');
    await textsOn(r.userId);
    await deniedOn(r.w, '2025-01-01T15:00:00Z');
    const open = and(eq(verificationItems.caseId, r.caseId), eq(verificationItems.status, 'OUTSTANDING'));
    expect((await t.db.update(verificationItems).set({ dueOn: '2027-03-15' }).where(open).returning()).length).toBe(
      (await t.db.select().from(verificationItems).where(open)).length,
    );
    r.at(at930('2027-03-05'));
    expect(await r.run()).toBe(1);
    const [text] = await sentTo(r.userId, 'DOCUMENTS');
    expect(text!.bodyEn).toBe(
      'Reminder from the benefits portal: Send the documents we asked for by March 15, 2027. Sign in to do it here: https://benefits.example.gov/docUpload',
    );
    expect(await clock.inWorld(r.w.number, () => dashboardTasks(t.db, r.userId, 'en-US', TZ))).toContainEqual({
      task: 'DOCUMENTS',
      title: 'Send the documents we asked for by March 15, 2027',
      dueDate: '2027-03-15',
      path: '/docUpload',
    });
    // Verified before the second reminder: it never goes, and the dashboard drops the task.
    await t.db.update(verificationItems).set({ status: 'VERIFIED' }).where(eq(verificationItems.caseId, r.caseId));
    r.at(at930('2027-03-12'));
    expect(await r.run()).toBe(0);
    expect(await clock.inWorld(r.w.number, () => dashboardTasks(t.db, r.userId, 'en-US', TZ))).toEqual([]);
  });

  it('a denial: 30 and 7 days before the appeal window closes, until a hearing is asked for; then the hearing', async () => {
    const r = await world('2027-12-31');
    await textsOn(r.userId);
    const program = await deniedOn(r.w, '2027-02-01T15:00:00Z');
    const last = lastDayToAppeal('2027-02-01', await holidaysOf(t.db));
    const before = (n: number) => isoDay(addDays(new Date(`${last}T00:00:00Z`), -n));
    r.at(at930(before(30)));
    expect(await r.run()).toBe(1);
    expect((await sentTo(r.userId, 'APPEAL_WINDOW'))[0]!.bodyEn).toContain('Ask for a hearing by');
    // She asks for a hearing: the window's last reminder never goes; the hearing's do.
    const hearingDay = before(5);
    await t.db.insert(appeals).values({
      track: 'MA',
      userId: r.userId,
      applicationProgramId: program.id,
      programCode: program.programCode,
      decisionDate: '2027-02-01',
      submissionKey: randomUUID(),
      status: 'SCHEDULED',
      submittedAt: r.now(),
      hearingDate: hearingDay,
      createdAt: r.now(),
    });
    const sent: string[] = [];
    for (let n = 9; n >= 5; n--) {
      r.at(at930(before(n)));
      if ((await r.run()) > 0) sent.push(before(n));
    }
    expect(sent).toEqual([before(8), before(6)]); // hearing-3 and hearing-1; not the window's last-7
    expect((await sentTo(r.userId)).map((m) => m.templateKey)).toEqual([
      'reminder.APPEAL_WINDOW',
      'reminder.HEARING',
      'reminder.HEARING',
    ]);
  });

  it('drafts: an application after 1 and 7 days until it is sent; a change report on the 5th', async () => {
    const r = await world('2027-12-31');
    await textsOn(r.userId);
    await deniedOn(r.w, '2025-01-01T15:00:00Z');
    r.at(atTimeIn('2027-05-20', 12, 0, TZ));
    const draft = (caseId: string | null) => ({
      userId: r.userId,
      formId: caseId ? 'FNS_COC' : 'FNS',
      formVersion: 1,
      answersEnc: t.app.ctx.cipher.encrypt('{}'),
      createdAt: r.now(),
      updatedAt: r.now(),
      caseId,
    });
    const [application] = await t.db.insert(applicationDrafts).values(draft(null)).returning();
    await t.db.insert(applicationDrafts).values(draft(r.caseId));
    r.at(at930('2027-05-21'));
    expect(await r.run()).toBe(1);
    expect((await sentTo(r.userId, 'APPLICATION_DRAFT'))[0]!.bodyEn).toContain(
      'Finish your application by June 19, 2027',
    );
    // Sent (the draft is gone): its later reminders never go.
    await t.db.delete(applicationDrafts).where(eq(applicationDrafts.id, application!.id));
    r.at(at930('2027-05-27'));
    expect(await r.run()).toBe(0);
    r.at(at930('2027-06-05'));
    expect(await r.run()).toBe(1);
    expect((await sentTo(r.userId, 'CHANGE_REPORT'))[0]!.bodyEn).toContain(
      'Finish reporting your change by June 10, 2027',
    );
  });
});
