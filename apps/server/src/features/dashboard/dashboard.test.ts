import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LOCALE_COOKIE, urlOf } from '@portal/contracts';
import { insertSubmittedApplication } from '../../test/applications';
import { startTestApp, type TestApp } from '../../test/harness';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import {
  applications,
  casePrograms,
  cases,
  persons,
  presumptiveFilings,
  users,
  verificationItems,
} from '../../platform/db/schema';
import { createTestWorld } from '../../seed/test-world';
import { clock } from '../../platform/clock';
import { addDays, certificationPeriod, isoDay, subDays } from '../../platform/dates';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => t.close());

async function signedIn(username: string, locale?: string) {
  const browser = t.browser();
  if (locale) browser.cookies.set(LOCALE_COOKIE, locale);
  expect((await browser.login(username, DEMO_PASSWORD)).statusCode).toBe(200);
  return browser;
}

async function dashboardOf(username: string, locale?: string) {
  return (await signedIn(username, locale)).get(urlOf('dashboard'));
}

/** A submitted application of a user with programmes FNS, then MA, in these statuses. */
const submitted = (username: string, reference: string, submittedAt: Date, statuses: string[]) =>
  insertSubmittedApplication(
    t,
    username,
    reference,
    statuses.map((status, i) => ({ code: ['FNS', 'MA'][i]!, status })),
    submittedAt,
  );

describe('dashboard', () => {
  it("gives a linked resident's whole dashboard: her case, her draft and her submitted application", async () => {
    const browser = await signedIn(DEMO_USERS.linked);
    const draft = (await browser.post(urlOf('applicationForm'), { applicationTypeId: 'FNS' })).json();
    const [submitted] = await t.db.select().from(applications).where(eq(applications.reference, 'A-DEMO-000101'));
    // Her earlier application, denied: the one she can appeal.
    const [denied] = await t.db.select().from(applications).where(eq(applications.reference, 'A-DEMO-000088'));
    const day = (offset: number) => isoDay(addDays(clock.now(), offset));
    const res = await browser.get(urlOf('dashboard'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.applications[0].date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(body).toEqual({
      displayName: 'Ana Rivera',
      userType: 'LINKED',
      isDelinked: false,
      organisationName: null,
      // Dated tasks (reminders/tasks.ts) depend on the day of the month: tested in reminders.test.ts.
      tasks: expect.any(Array),
      cases: [
        {
          caseReference: 'C-100234',
          badge: 'ACTIVE',
          openedOn: day(-200),
          certificationEndOn: certificationPeriod(day(0), 1).end,
          programs: [
            {
              programCode: 'FNS',
              programName: 'Food and Nutrition Services (SNAP)',
              badge: 'ACTIVE',
              startedOn: day(-200),
            },
            {
              programCode: 'LIEAP',
              programName: 'Low Income Energy Assistance (LIEAP)',
              badge: 'ACTIVE',
              startedOn: day(-60),
            },
            {
              programCode: 'MA',
              programName: 'Medicaid (medical assistance)',
              badge: 'PENDING_DECISION',
              startedOn: day(-5),
            },
          ],
        },
      ],
      applications: [
        {
          kind: 'DRAFT',
          id: draft.application_form_id,
          reference: null,
          title: 'Apply for Food and Nutrition Services',
          badge: 'IN_PROGRESS',
          date: body.applications[0].date,
          programs: [],
          documentsNeeded: [],
        },
        {
          kind: 'SUBMITTED',
          id: submitted!.id,
          reference: 'A-DEMO-000101',
          title: 'Apply for Medicaid',
          badge: 'PENDING_DECISION',
          date: submitted!.submittedAt.toISOString(),
          programs: [{ programCode: 'MA', programName: 'Medicaid (medical assistance)', badge: 'PENDING_DECISION' }],
          // The demo application was filed before the form named its documents.
          documentsNeeded: [],
        },
        {
          kind: 'SUBMITTED',
          id: denied!.id,
          reference: 'A-DEMO-000088',
          title: 'Apply for Medicaid',
          badge: 'DENIED',
          date: denied!.submittedAt.toISOString(),
          programs: [{ programCode: 'MA', programName: 'Medicaid (medical assistance)', badge: 'DENIED' }],
          documentsNeeded: [],
        },
      ],
      // No provider filed presumptive eligibility for Ana (features/presumptive tests that).
      presumptiveCoverage: null,
    });
  });

  it('says the same certification period as Your information: one source for the dates and the amount', async () => {
    const browser = await signedIn(DEMO_USERS.linked);
    const dash = (await browser.get(urlOf('dashboard'))).json();
    const info = (await browser.get(urlOf('readMyInfoTabDetails'))).json();
    const food = info.cases[0].programs.find((p: { programName: string }) => p.programName.startsWith('Food'));
    expect(food.certificationEndOn).toBe(dash.cases[0].certificationEndOn);
    // A 12-month period that ends on the case's last day.
    expect(certificationPeriod(food.certificationStartOn, 12).end).toBe(food.certificationEndOn);
    expect(food.benefitAmount).not.toBeNull();
  });

  it("shows a linked resident her household's case with each programme's badge", async () => {
    const res = await dashboardOf(DEMO_USERS.linked);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ displayName: 'Ana Rivera', userType: 'LINKED', isDelinked: false });
    expect(body.cases).toHaveLength(1);
    expect(body.cases[0]).toMatchObject({ caseReference: 'C-100234', badge: 'ACTIVE' });
    expect(body.cases[0].programs.map((p: { programCode: string; badge: string }) => [p.programCode, p.badge])).toEqual(
      [
        ['FNS', 'ACTIVE'],
        ['LIEAP', 'ACTIVE'],
        ['MA', 'PENDING_DECISION'],
      ],
    );
    expect(body.cases[0].programs[0].programName).toBe('Food and Nutrition Services (SNAP)');
  });

  it('names the programmes in Spanish for a Spanish reader', async () => {
    const body = (await dashboardOf(DEMO_USERS.linked, 'es')).json();
    expect(body.cases[0].programs[2].programName).toBe('Medicaid (asistencia médica)');
  });

  it("never shows someone else's case: the other household's case is not listed", async () => {
    const body = (await dashboardOf(DEMO_USERS.linked)).json();
    expect(JSON.stringify(body)).not.toContain('C-100871');
  });

  it('shows no cases to a standard account or to a delinked one, even though the delinked person has a case', async () => {
    const standard = (await dashboardOf(DEMO_USERS.standard)).json();
    expect(standard).toMatchObject({ userType: 'STANDARD', isDelinked: false, cases: [] });
    const delinked = (await dashboardOf(DEMO_USERS.delinked)).json();
    expect(delinked).toMatchObject({ userType: 'STANDARD', isDelinked: true, cases: [] });
  });

  it('reflects a decision made in the database (pending becomes active)', async () => {
    const [rivera] = await t.db.select().from(cases).where(eq(cases.reference, 'C-100234'));
    await t.db.update(casePrograms).set({ status: 'ACTIVE' }).where(eq(casePrograms.caseId, rivera!.id));
    const body = (await dashboardOf(DEMO_USERS.linked)).json();
    expect(body.cases[0].programs.every((p: { badge: string }) => p.badge === 'ACTIVE')).toBe(true);
  });

  it("lists the applications a person started (in progress) and submitted in the last six months, and no one else's", async () => {
    const browser = await signedIn(DEMO_USERS.standard);
    const started = await browser.post(urlOf('applicationForm'), { applicationTypeId: 'FNS' });
    expect(started.statusCode).toBe(200);
    await submitted(DEMO_USERS.standard, 'A-DASH-1', clock.now(), ['PENDING', 'APPROVED']);
    await submitted(DEMO_USERS.standard, 'A-DASH-OLD', subDays(clock.now(), 200), ['APPROVED']);
    await submitted(DEMO_USERS.newbornProvider, 'A-DASH-OTHER', clock.now(), ['PENDING']);

    const body = (await browser.get(urlOf('dashboard'))).json();
    expect(
      body.applications.map((a: { kind: string; badge: string; reference: string | null }) => [
        a.kind,
        a.badge,
        a.reference,
      ]),
    ).toEqual([
      ['DRAFT', 'IN_PROGRESS', null],
      ['SUBMITTED', 'PENDING_DECISION', 'A-DASH-1'],
    ]);
    expect(body.applications[0].id).toBe(started.json().application_form_id);
    expect(body.applications[1].programs.map((p: { badge: string }) => p.badge)).toEqual([
      'PENDING_DECISION',
      'ACTIVE',
    ]);
    expect(JSON.stringify(body)).not.toContain('A-DASH-OTHER');
  });

  it('refuses a visitor who is not signed in', async () => {
    const browser = await t.browser().start();
    const res = await browser.get(urlOf('dashboard'));
    expect(res.statusCode).toBe(401);
  });
});

describe('documents we still need', () => {
  it('no longer lists a kind of proof the case already has, whichever page it was sent from', async () => {
    const world = await createTestWorld(t.app.ctx);
    const [rivera] = await t.db.select().from(cases).where(eq(cases.reference, world.cases.rivera));
    const app = await insertSubmittedApplication(t, world.users.linked, `A-NEED-${world.number}`, [
      { code: 'FNS', status: 'PENDING' },
    ]);
    await t.db
      .update(applications)
      .set({
        caseId: rivera!.id,
        documentsCalledFor: [
          { key: 'INCOME.job.0.1', evidence: 'INCOME', person: 'Ana Rivera', about: 'Diner' },
          { key: 'SHELTER_COST.housing', evidence: 'SHELTER_COST', person: null, about: null },
        ],
      })
      .where(eq(applications.id, app.id));
    const needed = async () =>
      (
        (await dashboardOf(world.users.linked)).json().applications as {
          id: string;
          documentsNeeded: { key: string; sent: boolean }[];
        }[]
      )
        .find((a) => a.id === app.id)!
        .documentsNeeded.filter((d) => !d.sent)
        .map((d) => d.key);
    expect(await needed()).toEqual(['INCOME.job.0.1', 'SHELTER_COST.housing']);

    // The caseworker asked for proof of income on the case, and accepted the pay stub sent for it.
    const [ana] = await t.db.select().from(persons).where(eq(persons.id, rivera!.primaryPersonId));
    await t.db.insert(verificationItems).values({
      caseId: rivera!.id,
      personId: ana!.id,
      itemCode: 'INCOME',
      programCode: 'FNS',
      dueOn: isoDay(addDays(clock.now(), 30)),
      status: 'VERIFIED',
    });
    expect(await needed()).toEqual(['SHELTER_COST.housing']);
  });
});

describe('temporary Medicaid a provider filed', () => {
  it('says the Medicaid application is in while it waits, and goes once full Medicaid is active', async () => {
    const world = await createTestWorld(t.app.ctx);
    const [rivera] = await t.db.select().from(cases).where(eq(cases.reference, world.cases.rivera));
    const [ana] = await t.db.select().from(persons).where(eq(persons.id, rivera!.primaryPersonId));
    const [provider] = await t.db.select().from(users).where(eq(users.username, world.users.presumptiveprovider));
    const today = isoDay(clock.now());
    const end = isoDay(addDays(clock.now(), 40));
    await t.db.insert(presumptiveFilings).values({
      filedBy: provider!.id,
      status: 'DECIDED',
      createdAt: clock.now(),
      ssnIndex: ana!.ssnIndex,
      eligible: true,
      coverageStart: today,
      coverageEnd: end,
    });
    const coverage = async () => (await dashboardOf(world.users.linked)).json().presumptiveCoverage;
    // Ana's Medicaid application is waiting for a decision: she is not asked to apply again.
    expect(await coverage()).toEqual({ coverageStart: today, coverageEnd: end, medicaidApplied: true });

    // Approved: Medicaid is active on her case, and the temporary coverage is no longer told.
    await t.db
      .update(casePrograms)
      .set({ status: 'ACTIVE' })
      .where(and(eq(casePrograms.caseId, rivera!.id), eq(casePrograms.programCode, 'MA')));
    expect(await coverage()).toBeNull();
  });
});
