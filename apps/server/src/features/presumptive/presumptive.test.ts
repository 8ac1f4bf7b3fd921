import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coverageEndFor,
  monthlyLimitDollars,
  urlOf,
  yearlyGuideline,
  type PresumptiveAnswers,
} from '@portal/contracts';
import { clock } from '../../platform/clock';
import { auditLog, presumptiveFilings, providerFacilities, users } from '../../platform/db/schema';
import { dayIn } from '../../platform/dates';
import { DEMO_USERS } from '../../seed/demo';
import { createTestWorld } from '../../seed/test-world';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const hospitalId = async () =>
  (
    await t.db
      .select({ id: providerFacilities.id })
      .from(providerFacilities)
      .where(eq(providerFacilities.name, 'Riverside General Hospital'))
  )[0]!.id;
const today = () => dayIn(clock.now(), t.app.ctx.config.timeZone);
const start = async (b: TestBrowser) => (await b.get(urlOf('presumptive'))).json().iegExecutionID as string;
const answers = async (over: Partial<PresumptiveAnswers> = {}): Promise<PresumptiveAnswers> => ({
  facilityId: await hospitalId(),
  firstName: 'Ana',
  lastName: 'Rivera',
  birthDate: '03/14/1990',
  // Ana's SSN: the linked resident sees the coverage on her dashboard.
  ssn: '123-45-6789',
  addressLine1: '25 Oak Avenue',
  city: 'Springfield',
  zip: '27601',
  householdSize: '3',
  monthlyIncome: '2500',
  category: 'PREGNANT',
  ...over,
});
const decidedCount = async () =>
  (await t.db.select().from(presumptiveFilings).where(eq(presumptiveFilings.status, 'DECIDED'))).length;

describe('presumptive eligibility', () => {
  it('the flags come from the account and its facilities; others are refused at start and submit', async () => {
    const dana = await t.signedIn(DEMO_USERS.presumptiveProvider);
    // Dana's account may file presumptive eligibility, not BCCM (her hospital allows both).
    expect((await dana.get(urlOf('presumptiveUser'))).json()).toEqual({
      nfPresumptiveAllowed: true,
      nfBCCMAllowed: false,
    });
    const ana = await t.signedIn(DEMO_USERS.linked);
    expect((await ana.get(urlOf('presumptiveUser'))).json()).toEqual({
      nfPresumptiveAllowed: false,
      nfBCCMAllowed: false,
    });
    expect((await ana.get(urlOf('presumptive'))).statusCode).toBe(403);
    const id = await start(dana);
    expect((await ana.post(urlOf('submitPresumptive', { formId: id }), await answers())).statusCode).toBe(403);
    // Priya has no presumptive flag: her hospital's permission is not enough.
    const priya = await t.signedIn(DEMO_USERS.newbornProvider);
    expect((await priya.get(urlOf('presumptiveUser'))).json().nfPresumptiveAllowed).toBe(false);
    expect((await priya.get(urlOf('presumptive'))).statusCode).toBe(403);
    // Starting again gives the same open filing, not a new row.
    expect(await start(dana)).toBe(id);
  });

  it('under the limit: eligible to the end of next month, stored encrypted, audited, shown to the linked patient', async () => {
    const dana = await t.signedIn(DEMO_USERS.presumptiveProvider);
    const id = await start(dana);
    const draft = (await dana.get(urlOf('presumptiveFiling', { formId: id }))).json();
    expect(draft).toMatchObject({
      status: 'DRAFT',
      decision: null,
      facilities: [{ name: 'Riverside General Hospital' }],
    });
    const res = await dana.post(urlOf('submitPresumptive', { formId: id }), await answers());
    expect(res.statusCode).toBe(200);
    // 3 people: 26,650 a year × 196% ÷ 12 = 4,352.83, rounded up to 4,353 dollars a month.
    expect(yearlyGuideline(3)).toBe(26_650);
    expect(monthlyLimitDollars(3, 'PREGNANT')).toBe(4353);
    expect(res.json().decision).toMatchObject({
      eligible: true,
      reason: null,
      monthlyLimitCents: 435_300,
      percent: 196,
      guidelineYear: 2025,
      patientName: 'Ana Rivera',
      birthDate: '1990-03-14',
      ssnLast4: '6789',
      filedBy: 'Dana Brooks',
      facilityName: 'Riverside General Hospital',
      coverageStart: today(),
      coverageEnd: coverageEndFor(today()),
    });
    const [row] = await t.db.select().from(presumptiveFilings).where(eq(presumptiveFilings.id, id));
    expect(row!.ssnEnc).not.toContain('123456789');
    expect(row!.birthDateEnc).not.toContain('1990');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({ action: 'presumptive.filed', actorUserId: row!.filedBy });
    // Filed once: a second submit is refused.
    expect((await dana.post(urlOf('submitPresumptive', { formId: id }), await answers())).statusCode).toBe(409);
    // The notice in both languages.
    for (const lang of ['en', 'es'] as const) {
      const pdf = await dana.get(urlOf('presumptiveNotice', { formId: id }, { lang }));
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // Ana signs in later: her dashboard shows the temporary coverage and when the full application is due.
    const ana = await t.signedIn(DEMO_USERS.linked);
    // Her Medicaid application is already in: the dashboard says so instead of asking her to apply.
    expect((await ana.get(urlOf('dashboard'))).json().presumptiveCoverage).toEqual({
      coverageStart: today(),
      coverageEnd: coverageEndFor(today()),
      medicaidApplied: true,
    });
    // Jordan's account is not linked to Ana: nothing for him.
    const jordan = await t.signedIn(DEMO_USERS.standard);
    expect((await jordan.get(urlOf('dashboard'))).json().presumptiveCoverage).toBeNull();
  });

  it('over the limit: not eligible, with the reason and the figures', async () => {
    const dana = await t.signedIn(DEMO_USERS.presumptiveProvider);
    const id = await start(dana);
    const res = await dana.post(
      urlOf('submitPresumptive', { formId: id }),
      await answers({ ssn: '', householdSize: '1', monthlyIncome: '$2800.50', category: 'FAMILY_PLANNING' }),
    );
    // 15,650 × 195% ÷ 12 = 2,543.13 → 2,544 dollars.
    expect(res.json().decision).toMatchObject({
      eligible: false,
      reason: 'INCOME_OVER_LIMIT',
      monthlyIncomeCents: 280_050,
      monthlyLimitCents: 254_400,
      householdSize: 1,
      ssnLast4: null,
      coverageStart: null,
      coverageEnd: null,
    });
  });

  it('BCCM is refused unless both the account and the facility allow it', async () => {
    const dana = await t.signedIn(DEMO_USERS.presumptiveProvider);
    const id = await start(dana);
    const before = await decidedCount();
    const refused = await dana.post(urlOf('submitPresumptive', { formId: id }), await answers({ category: 'BCCM' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ field: 'category', code: 'validation.presumptive.bccm' }),
    ]);
    expect(await decidedCount()).toBe(before);
    // With the account's BCCM flag (the hospital allows it), the same filing goes through.
    await t.db.update(users).set({ providerBccm: true }).where(eq(users.username, DEMO_USERS.presumptiveProvider));
    const allowed = await t.signedIn(DEMO_USERS.presumptiveProvider);
    expect((await allowed.get(urlOf('presumptiveUser'))).json().nfBCCMAllowed).toBe(true);
    const ok = await allowed.post(urlOf('submitPresumptive', { formId: id }), await answers({ category: 'BCCM' }));
    expect(ok.json().decision).toMatchObject({ eligible: true, percent: 250 });
    await t.db.update(users).set({ providerBccm: false }).where(eq(users.username, DEMO_USERS.presumptiveProvider));
  });

  it('another provider cannot read, print or submit someone else’s filing', async () => {
    const dana = await t.signedIn(DEMO_USERS.presumptiveProvider);
    const id = await start(dana);
    await dana.post(urlOf('submitPresumptive', { formId: id }), await answers());
    // Priya gets the presumptive flag: she works at the hospital too, but the filing is Dana's.
    await t.db.update(users).set({ providerPresumptive: true }).where(eq(users.username, DEMO_USERS.newbornProvider));
    const priya = await t.signedIn(DEMO_USERS.newbornProvider);
    expect((await priya.get(urlOf('presumptiveFiling', { formId: id }))).statusCode).toBe(404);
    expect((await priya.get(urlOf('presumptiveNotice', { formId: id }, { lang: 'en' }))).statusCode).toBe(404);
    expect((await priya.post(urlOf('submitPresumptive', { formId: id }), await answers())).statusCode).toBe(404);
    const ana = await t.signedIn(DEMO_USERS.linked);
    expect((await ana.get(urlOf('presumptiveFiling', { formId: id }))).statusCode).toBe(404);
    await t.db.update(users).set({ providerPresumptive: false }).where(eq(users.username, DEMO_USERS.newbornProvider));
  });

  it('refuses bad input with a message at each field and stores nothing', async () => {
    const dana = await t.signedIn(DEMO_USERS.presumptiveProvider);
    const id = await start(dana);
    const before = await decidedCount();
    const cases: [Partial<PresumptiveAnswers>, string, string][] = [
      [{ householdSize: '0' }, 'householdSize', 'from 1 to 20'],
      [{ householdSize: '30' }, 'householdSize', 'from 1 to 20'],
      [{ householdSize: '2.5' }, 'householdSize', 'from 1 to 20'],
      [{ monthlyIncome: '-100' }, 'monthlyIncome', 'amount in dollars'],
      [{ birthDate: '02/30/1990' }, 'birthDate', 'real date'],
      [{ birthDate: '1990-03-14' }, 'birthDate', 'real date'],
      [{ birthDate: '01/01/2999' }, 'birthDate', 'not in the future'],
      [{ firstName: 'An\u0000a' }, 'firstName', 'characters that cannot be used'],
      [{ city: 'Spring\nfield' }, 'city', 'characters that cannot be used'],
      [{ lastName: '' }, 'lastName', 'required'],
      [{ ssn: '000-12-3456' }, 'ssn', 'Social Security'],
      [{ category: 'ADULTS' }, 'category', 'coverage category'],
      [{ category: 'CHILDREN' }, 'category', 'under 19'],
      [{ facilityId: '00000000-0000-4000-8000-000000000000' }, 'facilityId', 'Choose a facility'],
    ];
    for (const [over, field, text] of cases) {
      const res = await dana.post(urlOf('submitPresumptive', { formId: id }), await answers(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      const error = res.json().errors.find((e: { field: string }) => e.field === field);
      expect(error?.message, JSON.stringify(over)).toContain(text);
    }
    // In Spanish too.
    const es = await dana.request({
      method: 'POST',
      url: urlOf('submitPresumptive', { formId: id }),
      payload: await answers({ householdSize: '30' }),
      headers: { 'accept-language': 'es' },
    });
    expect(es.json().errors[0].message).toContain('de 1 a 20');
    expect(await decidedCount()).toBe(before);
    const [row] = await t.db.select().from(presumptiveFilings).where(eq(presumptiveFilings.id, id));
    expect(row).toMatchObject({ status: 'DRAFT', firstName: null, ssnEnc: null });
  });
});

describe('the provider’s past filings', () => {
  it('lists their own decided filings, newest first, ten a page, without SSN or birth date', async () => {
    const world = await createTestWorld(t.app.ctx);
    const provider = await t.signedIn(world.users.presumptiveprovider);
    const [hospital] = await t.db
      .select({ id: providerFacilities.id })
      .from(providerFacilities)
      .where(eq(providerFacilities.name, world.facilities.hospital));
    const facilityId = hospital!.id;
    const file = async (firstName: string, monthlyIncome = '2500') => {
      const id = await start(provider);
      const res = await provider.post(
        urlOf('submitPresumptive', { formId: id }),
        await answers({ facilityId, firstName, lastName: 'Listed', ssn: '', monthlyIncome }),
      );
      expect(res.statusCode, res.body).toBe(200);
      return id;
    };
    const names: string[] = [];
    for (let i = 0; i < 11; i++) names.push(`Patient${i}`);
    const ids: string[] = [];
    for (const [i, name] of names.entries()) ids.push(await file(name, i === 10 ? '99000' : '2500'));

    const first = (await provider.get(urlOf('presumptiveFilings'))).json();
    expect(first).toMatchObject({ total: 11, page: 1, pageSize: 10 });
    expect(first.filings).toHaveLength(10);
    expect(first.filings[0]).toEqual({
      formId: ids[10],
      patientName: 'Patient10 Listed',
      facilityName: world.facilities.hospital,
      filedOn: today(),
      eligible: false,
      coverageEnd: null,
    });
    expect(first.filings[1]).toMatchObject({
      patientName: 'Patient9 Listed',
      eligible: true,
      coverageEnd: coverageEndFor(today()),
    });
    expect(JSON.stringify(first)).not.toMatch(/1990|birth|ssn/i);
    const second = (await provider.get(urlOf('presumptiveFilings', {}, { page: 2 }))).json();
    expect(second.filings.map((f: { formId: string }) => f.formId)).toEqual([ids[0]]);

    // Another provider sees none of them; a page that is not one is refused.
    const other = await t.signedIn(DEMO_USERS.presumptiveProvider);
    const theirs = (await other.get(urlOf('presumptiveFilings')))
      .json()
      .filings.map((f: { formId: string }) => f.formId);
    expect(theirs.some((id: string) => ids.includes(id))).toBe(false);
    expect((await provider.get(urlOf('presumptiveFilings', {}, { page: 0 }))).statusCode).toBe(400);
    expect((await provider.get(urlOf('presumptiveFilings', {}, { page: 'x' as unknown as number }))).statusCode).toBe(
      400,
    );
  });
});
