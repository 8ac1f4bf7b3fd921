import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { urlOf, type MyInfo } from '@portal/contracts';
import { clock } from '../../platform/clock';
import { applicationDrafts, cases } from '../../platform/db/schema';
import { DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';

let t: TestApp;
let riveraId: string;
beforeAll(async () => {
  t = await startTestApp();
  const [row] = await t.db.select().from(cases).where(eq(cases.reference, 'C-100234'));
  riveraId = row!.id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  clock.reset();
  await t.db.delete(applicationDrafts).where(eq(applicationDrafts.caseId, riveraId));
});

/** Ana signed in at a moment in New York time (the state's default zone). */
async function anaAt(iso: string): Promise<TestBrowser> {
  clock.advance(Date.parse(iso) - clock.nowMs());
  return t.signedIn(DEMO_USERS.linked);
}

async function sign(b: TestBrowser, id: string, call: 'signAndSubmitCoc' | 'signandsubmitCocRecert') {
  const boxes = (await b.get(urlOf('esignatureByMotivation', { id }))).json().agreements as { id: string }[];
  const agreements = Object.fromEntries(boxes.map((a) => [a.id, true]));
  return b.post(urlOf(call), { iegExecutionID: id, agreements, firstName: 'Ana', lastName: 'Rivera' });
}

const savePage = (b: TestBrowser, id: string, page: string, answers: object) =>
  b.request({ method: 'PUT', url: urlOf('saveFormDetails', { id }), payload: { page, answers } });

describe('reporting a change', () => {
  it('starts filled in from the case, walks only what changed, and is submitted once', async () => {
    const b = await t.signedIn(DEMO_USERS.linked);
    const config = (await b.get(urlOf('applyForFnsCoc'))).json();
    expect(config).toMatchObject({ cocTypeCode: 'FNS_COC', caseID: riveraId, unsupportedScenarioCode: null });
    const id = (await b.post(urlOf('startCocScript'), { cocTypeCode: 'FNS_COC', caseID: riveraId })).json()
      .iegScriptExecutionID as string;
    // Starting again resumes the same report.
    expect((await b.get(urlOf('applyForFnsCoc'))).json().inProgressFormId).toBe(id);
    const details = (await b.get(urlOf('formDetails', { id }))).json();
    expect(details.answers).toMatchObject({ 'firstName.0': 'Ana', 'employer.0.0': 'Oak Street Diner', rent: '850' });
    expect(details.before).toEqual(details.answers);
    // The report is not an application: not listed, not signed as one.
    expect((await b.get(urlOf('draftApplications'))).json().applications).toEqual([]);
    expect((await b.get(urlOf('listExistingCocApp'))).json().drafts).toEqual([
      expect.objectContaining({ formId: id, cocTypeCode: 'FNS_COC', caseReference: 'C-100234' }),
    ]);
    expect((await b.post(urlOf('finishMotivation'), { iegExecutionID: id })).statusCode).toBe(404);

    const first = await savePage(b, id, 'change', { changed: ['ADDRESS'], changeDate: '11/02/2026' });
    expect(first.json()).toEqual({ nextPage: 'address' });
    const moved = { line1: '40 Elm Road', city: 'Springfield', state: 'NC', zip: '27003' };
    expect((await savePage(b, id, 'address', { homeAddress: moved })).json()).toEqual({ nextPage: null });
    expect((await b.post(urlOf('finishCoc'), { iegExecutionID: id })).json()).toMatchObject({
      isSuccess: true,
      motivationID: id,
    });
    // Sent eight times at once (clicks and retries): one report, the same answer to each.
    const [one, ...others] = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(() => sign(b, id, 'signAndSubmitCoc')));
    expect(one!.statusCode).toBe(200);
    for (const other of others) expect(other.json()).toEqual(one!.json());
    const { cocInstanceID, referenceNumber } = one!.json();
    expect(referenceNumber).toMatch(/^CR\d{6}-\d{6}$/);

    const confirmation = (await b.get(urlOf('cocConfirmationDetails', { id: cocInstanceID }))).json();
    expect(confirmation).toMatchObject({
      pdcCaseReference: 'C-100234',
      referenceNumber,
      status: 'SUBMITTED',
      showVoterRegistration: false,
      contact: { name: expect.stringContaining('Example County') },
    });
    const listed = (await b.get(urlOf('listSubmittedRenewals'))).json();
    expect(listed.cocDetails).toEqual([
      expect.objectContaining({ referenceNumber, caseID: 'C-100234', statusDescription: 'Submitted' }),
    ]);
    const pdf = await b.get(urlOf('caseChangePdf', { id: cocInstanceID }));
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Nothing changes on the case until the caseworker accepts the report.
    const info = (await b.get(urlOf('readMyInfoTabDetails'))).json() as MyInfo;
    expect(info.cases[0]!.livingArrangement!.address).toContain('25 Oak Avenue');

    // Someone else's report and PDF answer 404.
    const other = await t.signedIn(DEMO_USERS.standard);
    expect((await other.get(urlOf('cocConfirmationDetails', { id: cocInstanceID }))).statusCode).toBe(404);
    expect((await other.get(urlOf('caseChangePdf', { id: cocInstanceID }))).statusCode).toBe(404);
  });

  it('says why it cannot be done online instead of failing, and refuses another household', async () => {
    const standard = await t.signedIn(DEMO_USERS.standard);
    expect((await standard.get(urlOf('applyForSnapCoc'))).json()).toMatchObject({
      cocTypeCode: 'SNAP_COC',
      unsupportedScenarioCode: 'NOT_LINKED',
      caseID: null,
    });
    expect(
      (await standard.post(urlOf('startCocScript'), { cocTypeCode: 'SNAP_COC', caseID: riveraId })).statusCode,
    ).toBe(403);
    const message = await standard.request({
      method: 'GET',
      url: `${urlOf('unsupportedMessage')}?code=NO_FOOD_CASE`,
      headers: { 'accept-language': 'es' },
    });
    expect(message.json().unsupportedScenarioMessage).toContain('No encontramos un caso activo');
    expect((await standard.get(`${urlOf('unsupportedMessage')}?code=%00`)).statusCode).toBe(400);

    const [okafor] = await t.db.select().from(cases).where(eq(cases.reference, 'C-100871'));
    const ana = await t.signedIn(DEMO_USERS.linked);
    expect((await ana.post(urlOf('startCocScript'), { cocTypeCode: 'FNS_COC', caseID: okafor!.id })).statusCode).toBe(
      404,
    );
    expect((await ana.post(urlOf('startCocScript'), { cocTypeCode: 'FNS_COC', caseID: 'C-100234' })).statusCode).toBe(
      400,
    );
    // Omar's food case ends in three months: not open yet; his Medicaid and closed cases are not food cases.
    const omar = await t.signedIn('renewsoon');
    expect((await omar.get(urlOf('applyForFnsRecert'))).json()).toMatchObject({
      unsupportedScenarioCode: 'RENEWAL_NOT_OPEN',
      caseReference: 'C-100613',
    });
    expect((await omar.get(urlOf('applyForFnsCoc'))).json()).toMatchObject({ caseReference: 'C-100613' });
    const omarInfo = (await omar.get(urlOf('readMyInfoTabDetails'))).json() as MyInfo;
    expect(omarInfo.cases.map((c) => c.caseReference)).toEqual(['C-100613', 'C-100614']);
    // A change report is never started as an application.
    expect((await ana.post(urlOf('setupAndStart'), { motivationTypeId: 'FNS_COC' })).statusCode).toBe(404);
  });
});

describe('renewing food benefits', () => {
  // New York is five hours behind UTC in winter. Each test moves the clock later than the one
  // before (a sign-in reads the newest security code).
  const periodEnds = (day: string) => t.db.update(cases).set({ certificationEndOn: day }).where(eq(cases.id, riveraId));
  const recert = async (b: TestBrowser) => (await b.get(urlOf('applyForFnsRecert'))).json();

  it('opens on the first of the last month in the state time zone, and is on time until 4:59 p.m. of the due date', async () => {
    // The period ends on Sunday 31 January 2027.
    await periodEnds('2027-01-31');
    // 11:30 p.m. on 31 December in New York: already 1 January in UTC, not yet open.
    expect(await recert(await anaAt('2027-01-01T04:30:00Z'))).toMatchObject({
      unsupportedScenarioCode: 'RENEWAL_NOT_OPEN',
      opensOn: '2027-01-01',
      dueDate: '2027-01-31',
    });
    expect(await recert(await anaAt('2027-01-01T05:00:00Z'))).toMatchObject({
      unsupportedScenarioCode: null,
      caseID: riveraId,
    });
    // A Saturday changes nothing.
    expect(await recert(await anaAt('2027-01-09T15:00:00Z'))).toMatchObject({ unsupportedScenarioCode: null });
    // 4:59 p.m. on the due date (a Sunday) is on time; 5:00 p.m. is late.
    expect(await recert(await anaAt('2027-01-31T21:59:00Z'))).toMatchObject({
      unsupportedScenarioCode: null,
      nfDisplayLateRecertMessage: false,
    });
    expect(await recert(await anaAt('2027-01-31T22:00:00Z'))).toMatchObject({
      nfDisplayLateRecertMessage: true,
      nfLateRecertEndDate: '2027-01-31',
    });
  });

  it('keeps one renewal in progress per case, even when started twice at once', async () => {
    await periodEnds('2027-02-28');
    const b = await anaAt('2027-02-10T15:00:00Z');
    const start = () => b.post(urlOf('startCocScript'), { cocTypeCode: 'FNS_RECERT', caseID: riveraId });
    const results = await Promise.all([start(), start()]);
    const ids = results.filter((r) => r.statusCode === 200).map((r) => r.json().iegScriptExecutionID);
    expect(new Set(ids).size).toBe(1);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const drafts = await t.db.select().from(applicationDrafts).where(eq(applicationDrafts.caseId, riveraId));
    expect(drafts).toHaveLength(1);
  });
  it('is prefilled, complete once "nothing changed" is said, refuses a late submission, and allows one renewal per period', async () => {
    await periodEnds('2027-02-28');
    const b = await anaAt('2027-02-28T21:58:30Z');
    const id = (await b.post(urlOf('startCocScript'), { cocTypeCode: 'SNAP_RECERT', caseID: riveraId })).json()
      .iegScriptExecutionID as string;
    // The one question: has anything changed? Unanswered, the renewal cannot be finished.
    expect((await b.post(urlOf('finishCocRecert'), { iegExecutionID: id })).json().isSuccess).not.toBe(true);
    expect((await savePage(b, id, 'change', { anythingChanged: 'no' })).statusCode).toBe(200);
    expect((await b.post(urlOf('finishCocRecert'), { iegExecutionID: id })).json()).toMatchObject({
      isSuccess: true,
      pdcCaseReference: 'C-100234',
      cocInstanceID: id,
    });
    expect((await b.get(urlOf('esignatureByMotivation', { id }))).json().eSignatureDetails).toMatchObject({
      isAnnualRenewalMotivationType: true,
    });
    // Past 4:59 p.m. the renewal cannot be sent: the household must apply again.
    clock.advance({ minutes: 2 });
    expect((await sign(b, id, 'signandsubmitCocRecert')).statusCode).toBe(409);
    clock.advance({ minutes: -2 });
    const sent = await sign(b, id, 'signandsubmitCocRecert');
    expect(sent.json().referenceNumber).toMatch(/^RN/);
    const confirmation = (await b.get(urlOf('cocRecertConfirmationDetails', { id: sent.json().cocInstanceID }))).json();
    expect(confirmation).toMatchObject({
      cocTypeCode: 'SNAP_RECERT',
      showVoterRegistration: true,
      voterRegistrationUrl: 'https://vote.gov/',
    });
    expect(await recert(b)).toMatchObject({ unsupportedScenarioCode: 'RENEWAL_SUBMITTED' });
    expect((await b.get(urlOf('listSubmittedRenewals'))).json().renewalDetails).toHaveLength(1);
  });
});
