import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_API } from '@portal/contracts';
import { clock } from '../../platform/clock';
import { applicationDrafts, applications, outboxMessages } from '../../platform/db/schema';
import { runDueJobs } from '../../platform/jobs';
import { DEMO_PASSWORD } from '../../seed/demo';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';
import { purgeDraftsJob } from './service';
import { inSeason } from './windows';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signedIn(username: string): Promise<TestBrowser> {
  const b = t.browser();
  const res = await b.login(username, DEMO_PASSWORD);
  expect(res.statusCode).toBe(200);
  return b;
}

const put = (b: TestBrowser, id: string, page: string, answers: object, lang?: string) =>
  b.request({ method: 'PUT', url: APP_API.formDetails(id), payload: { page, answers }, ...(lang ? { headers: { 'accept-language': lang } } : {}) });

/** Every page of a one-person food application, as the player sends them. */
const FOOD_PAGES: [string, object][] = [
  ['householdSize', { householdSize: '1' }],
  ['person.0', { 'firstName.0': 'Jordan', 'lastName.0': 'Smith', 'birthDate.0': '03/04/1990', 'ssn.0': '123-45-6789', 'citizen.0': 'yes' }],
  ['address', { homeAddress: { line1: '5 Elm St', city: 'Durham', state: 'NC', zip: '27701' } }],
  ['expedited', { monthIncome: '100', cashOnHand: '20', migrant: 'no' }],
  ['income.0', { 'hasJob.0': 'no', 'hasOtherIncome.0': 'yes', 'otherType.0': 'UNEMPLOYMENT', 'otherAmount.0': '400' }],
  ['housing', { rent: '650', utilities: ['ELECTRIC'] }],
  ['otherExpenses', { careCosts: 'no', medicalExpenses: 'no' }],
  ['resources', { hasVehicle: 'no', otherProperty: 'no' }],
];
const SIGN = { agreements: { accuracy: true, fnsPenalties: true }, firstName: 'Jordan', lastName: 'Smith' };

async function startFood(b: TestBrowser): Promise<string> {
  const res = await b.post(APP_API.applicationForm, { applicationTypeId: 'FNS' });
  expect(res.statusCode).toBe(200);
  return res.json<{ formId: string }>().formId;
}

describe('applying while signed in', () => {
  it('saves page by page, rejects what the page rules reject with the same message, and resumes at the saved page', async () => {
    const b = await signedIn('resident');
    const id = await startFood(b);
    const bad = await put(b, id, 'householdSize', { householdSize: '0' }, 'es');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'householdSize', message: 'Escriba un valor de 1 o más.' })]);
    const notAWholeNumber = await put(b, id, 'householdSize', { householdSize: '2.5' });
    expect(notAWholeNumber.json().errors[0].message).toBe('Enter a whole number.');

    const ok = await put(b, id, 'householdSize', { householdSize: '1' });
    expect(ok.json()).toEqual({ nextPage: 'person.0' });
    // A page the answers do not show (there is no second person) is refused.
    expect((await put(b, id, 'person.1', { 'firstName.1': 'X' })).statusCode).toBe(400);
    expect((await b.post(APP_API.storeSaveAndExit, { iegExecutionID: id, pageName: 'person.0' })).statusCode).toBe(200);

    const again = await signedIn('resident');
    const details = (await again.get(APP_API.formDetails(id))).json();
    expect(details).toMatchObject({ applicationTypeId: 'FNS', saveExitPage: 'person.0', answers: { householdSize: '1' } });
    const drafts = (await again.get(APP_API.draftApplications)).json().applications;
    expect(drafts).toContainEqual(expect.objectContaining({ formId: id, currentPage: 'person.0' }));
  });

  it('stores the answers encrypted, refuses a submission with a missing page, and submits once however often it is sent', async () => {
    const b = await signedIn('resident');
    const id = await startFood(b);
    for (const [page, answers] of FOOD_PAGES.slice(0, -1)) expect((await put(b, id, page, answers)).statusCode).toBe(200);
    const [row] = await t.db.select().from(applicationDrafts).where(eq(applicationDrafts.id, id));
    expect(row!.answersEnc).not.toContain('123-45-6789');

    const missing = await b.post(APP_API.signAndSubmit, { iegExecutionID: id, ...SIGN });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ field: 'hasVehicle', message_id: 'resources' });

    const [last, lastAnswers] = FOOD_PAGES.at(-1)!;
    expect((await put(b, id, last, lastAnswers)).json()).toEqual({ nextPage: null });
    const esig = (await b.get(APP_API.esignature(id))).json();
    expect(esig.agreements.map((a: { id: string }) => a.id)).toEqual(['accuracy', 'fnsPenalties']);

    const unsigned = await b.post(APP_API.signAndSubmit, { iegExecutionID: id, agreements: { accuracy: true }, firstName: '', lastName: 'Smith' });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().errors.map((e: { field: string; message: string }) => [e.field, e.message])).toEqual([
      ['agreement.fnsPenalties', 'Select the required box below.'],
      ['firstName', 'This field is required.'],
    ]);

    const first = await b.post(APP_API.signAndSubmit, { iegExecutionID: id, ...SIGN });
    expect(first.statusCode).toBe(200);
    const second = await b.post(APP_API.signAndSubmit, { iegExecutionID: id, ...SIGN });
    expect(second.json().signAndSubmitResponse.reference).toBe(first.json().signAndSubmitResponse.reference);
    expect(await t.db.select().from(applications).where(eq(applications.submissionKey, id))).toHaveLength(1);

    const appId = first.json().intakeapplicationID;
    const confirmation = (await b.get(APP_API.confirmationDetails(appId))).json();
    expect(confirmation.programs).toEqual([{ code: 'FNS', name: 'Food and Nutrition Services (SNAP)' }]);
    // A pending food application blocks a new one.
    expect((await b.post(APP_API.applicationForm, { applicationTypeId: 'FNS' })).json().errors[0].code).toBe('APPLICATION_PENDING');

    // Someone else's application and draft are not found.
    const other = await signedIn('linked');
    expect((await other.get(APP_API.confirmationDetails(appId))).statusCode).toBe(404);
    expect((await other.get(APP_API.pdf(appId))).statusCode).toBe(404);
    const otherDraft = await startFood(other);
    expect((await b.get(APP_API.formDetails(otherDraft))).statusCode).toBe(404);
    expect((await put(b, otherDraft, 'householdSize', { householdSize: '2' })).statusCode).toBe(404);
  });

  it('refuses a second energy application while one is in progress', async () => {
    const b = await signedIn('resident');
    expect((await b.post(APP_API.startLieap)).statusCode).toBe(200);
    const second = await b.post(APP_API.startLieap);
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0].message).toContain('Complete or delete it first');
    expect((await b.get(APP_API.applyLieap)).json().hasEnergyAppInProgress).toBe(true);
  });

  it('deletes drafts not submitted within 30 days, once, by the scheduled job', async () => {
    const b = await signedIn('resident');
    const id = (await b.post(APP_API.applicationForm, { applicationTypeId: 'WF' })).json().formId;
    clock.advance(29 * 86_400_000);
    await runDueJobs(t.db, [purgeDraftsJob]);
    const b1 = await signedIn('resident');
    expect((await b1.get(APP_API.formDetails(id))).statusCode).toBe(200);
    clock.advance(2 * 86_400_000);
    const b2 = await signedIn('resident');
    const ran = await runDueJobs(t.db, [purgeDraftsJob]);
    expect(ran['purge-old-drafts']).toBeGreaterThanOrEqual(1);
    expect((await b2.get(APP_API.formDetails(id))).statusCode).toBe(404);
    // Not due again for an hour.
    expect(await runDueJobs(t.db, [purgeDraftsJob])).toEqual({});
  });
});

describe('anonymous food application', () => {
  it('is submitted once, and its PDF (in Spanish) shows the answers to the holder of the key only', async () => {
    const b = await t.browser().start();
    const answers = Object.assign({}, ...FOOD_PAGES.map(([, a]) => a));
    const body = { applicationTypeId: 'FNS', submissionKey: 'k'.repeat(24), answers, signature: SIGN };
    const res = await b.request({ method: 'POST', url: APP_API.applications, payload: body, headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(200);
    const again = await b.post(APP_API.applications, body);
    expect(again.json().signAndSubmitResponse.reference).toBe(res.json().signAndSubmitResponse.reference);
    const appId = res.json().intakeapplicationID;
    expect((await b.get(APP_API.pdf(appId))).statusCode).toBe(404);
    const pdf = await b.get(`${APP_API.pdf(appId)}?key=${'k'.repeat(24)}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(path.join(tmpdir(), 'app-pdf-'));
    writeFileSync(path.join(dir, 'a.pdf'), pdf.rawPayload);
    const text = execFileSync('pdftotext', [path.join(dir, 'a.pdf'), '-']).toString();
    expect(text).toContain('Solicitar Servicios de Alimentos y Nutrición');
    expect(text).toContain('Jordan Smith');
    expect(text).toContain('5 Elm St, Durham, NC 27701');
    expect(text).toContain('***-**-6789');
    expect(text).not.toContain('123-45-6789');

    const medicaid = await b.post(APP_API.applications, { ...body, applicationTypeId: 'MA', submissionKey: 'm'.repeat(24) });
    expect(medicaid.statusCode).toBe(401);
    const incomplete = await b.post(APP_API.applications, { ...body, submissionKey: 'n'.repeat(24), answers: { ...answers, rent: undefined } });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().errors[0]).toMatchObject({ field: 'rent', message: 'This field is required.' });
  });
});

describe('withdrawal and the caseworker', () => {
  it('a resident asks to withdraw, the caseworker accepts; another programme is approved and the resident gets a notice', async () => {
    const b = await signedIn('linked');
    const start = async () => (await b.post(APP_API.applicationForm, { applicationTypeId: 'COMBINED' })).json().formId as string;
    const id = await start();
    // Ana's demo Medicaid application is pending: choosing Medicaid again is refused at once, at the field.
    const chosen = await put(b, id, 'programs', { programs: ['MA'] });
    expect(chosen.statusCode).toBe(409);
    expect(chosen.json().errors[0]).toMatchObject({ code: 'APPLICATION_PENDING', field: 'programs' });
    const worker = await signedIn('caseworker');
    const demoApp = (await worker.get(APP_API.workerQueue)).json().applications.find((a: { reference: string }) => a.reference === 'A-DEMO-000101');
    expect((await worker.post(APP_API.workerDecision(demoApp.applicationId, demoApp.programs[0].id), { decision: 'APPROVED' })).statusCode).toBe(200);

    const pages: [string, object][] = [
      ['programs', { programs: ['FNS', 'MA'] }],
      ...FOOD_PAGES.slice(0, 8),
      ['coverage', { hasCoverage: 'no', taxFiler: 'yes' }],
      ['abd', { abd: 'no' }],
      ['family', { pregnant: 'no', absentParent: 'no' }],
    ];
    const fill = async (draft: string) => {
      for (const [page, answers] of pages) {
        const r = await put(b, draft, page, answers);
        expect(r.statusCode, `${page}: ${r.body}`).toBe(200);
      }
    };
    // Two drafts for the same programmes: the second one submitted is refused (the first is pending).
    const twin = await start();
    await fill(id);
    await fill(twin);
    const boxes = (await b.get(APP_API.esignature(id))).json();
    expect(boxes.eSignatureDetails.isEligibleForMA).toBe(true);
    const agreements = Object.fromEntries(boxes.agreements.map((a: { id: string }) => [a.id, true]));
    const signed = { agreements, firstName: 'Ana', lastName: 'Rivera' };
    const sub = await b.post(APP_API.signAndSubmit, { iegExecutionID: id, ...signed });
    expect(sub.statusCode).toBe(200);
    const blocked = await b.post(APP_API.signAndSubmit, { iegExecutionID: twin, ...signed });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().errors[0].code).toBe('APPLICATION_PENDING');
    const appId = sub.json().intakeapplicationID;

    const list = (await b.get(APP_API.submittedApplications)).json().applications;
    const mine = list.find((a: { applicationId: string }) => a.applicationId === appId);
    const food = mine.programs.find((p: { programCode: string }) => p.programCode === 'FNS');
    const med = mine.programs.find((p: { programCode: string }) => p.programCode === 'MA');
    expect(food.programStatusDetails).toMatchObject({ status: 'PENDING', canBeWithdrawn: true });

    const url = APP_API.withdrawalRequest(appId, food.application_program_id);
    const noReason = await b.post(url, { withdrawalReason: 'OTHER', otherReason: ' ', firstName: 'Ana', lastName: 'Rivera', acknowledged: false });
    expect(noReason.json().errors.map((e: { field: string }) => e.field)).toEqual(['otherReason', 'acknowledged']);
    expect((await b.post(url, { withdrawalReason: 'MOVED', firstName: 'Ana', lastName: 'Rivera', acknowledged: true })).statusCode).toBe(200);
    const someoneElse = await signedIn('resident');
    expect((await someoneElse.post(url, { withdrawalReason: 'MOVED', firstName: 'J', lastName: 'S', acknowledged: true })).statusCode).toBe(404);

    expect((await b.get(APP_API.workerQueue)).statusCode).toBe(403);
    const queue = (await worker.get(APP_API.workerQueue)).json().applications;
    expect(queue.map((a: { applicationId: string }) => a.applicationId)).toContain(appId);
    const detail = (await worker.get(APP_API.workerApplication(appId))).json();
    expect(detail.withdrawals).toEqual([expect.objectContaining({ programId: food.application_program_id, reason: 'I moved out of the state' })]);
    expect(detail.summary.find((s: { heading: string }) => s.heading === 'About Jordan Smith').rows).toContainEqual({ label: 'Social Security number (optional)', value: '***-**-6789' });

    const staffPdf = await worker.get(APP_API.workerPdf(appId));
    expect(staffPdf.headers['content-type']).toBe('application/pdf');
    expect((await b.get(APP_API.workerPdf(appId))).statusCode).toBe(403);
    expect((await worker.post(APP_API.workerWithdrawalDecision(appId, food.application_program_id), { accept: true })).json()).toEqual({ status: 'WITHDRAWN' });
    const denyNoReason = await worker.post(APP_API.workerDecision(appId, med.application_program_id), { decision: 'DENIED' });
    expect(denyNoReason.statusCode).toBe(400);
    expect((await worker.post(APP_API.workerDecision(appId, med.application_program_id), { decision: 'APPROVED' })).json()).toEqual({ status: 'APPROVED' });
    expect((await worker.post(APP_API.workerDecision(appId, med.application_program_id), { decision: 'DENIED', reason: 'x' })).statusCode).toBe(409);

    const after = (await b.get(APP_API.submittedApplications)).json().applications.find((a: { applicationId: string }) => a.applicationId === appId);
    expect(Object.fromEntries(after.programs.map((p: { programCode: string; programStatusDetails: { status: string } }) => [p.programCode, p.programStatusDetails.status]))).toEqual({ FNS: 'WITHDRAWN', MA: 'APPROVED' });
    const notices = await t.db.select().from(outboxMessages).where(eq(outboxMessages.templateKey, 'application.decision'));
    expect(notices.map((n) => n.bodyEn)).toEqual(expect.arrayContaining([expect.stringContaining('was withdrawn'), expect.stringContaining('Medicaid (medical assistance)')]));
  });
});

describe('provider staff', () => {
  it('may apply but may not withdraw an application', async () => {
    const b = await signedIn('newbornprovider');
    const id = await startFood(b);
    for (const [page, answers] of FOOD_PAGES) expect((await put(b, id, page, answers)).statusCode).toBe(200);
    const appId = (await b.post(APP_API.signAndSubmit, { iegExecutionID: id, ...SIGN })).json().intakeapplicationID;
    const mine = (await b.get(APP_API.submittedApplications)).json().applications.find((a: { applicationId: string }) => a.applicationId === appId);
    const program = mine.programs[0];
    expect(program.programStatusDetails).toMatchObject({ status: 'PENDING', canBeWithdrawn: false });
    const refused = await b.post(APP_API.withdrawalRequest(appId, program.application_program_id), { withdrawalReason: 'MOVED', firstName: 'P', lastName: 'Q', acknowledged: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('WITHDRAWAL_NOT_ALLOWED');
  });
});

describe('motivations, seasons and disasters', () => {
  it('finish checks every page with the server\'s engine; apply_for_unified names the combined application', async () => {
    const b = await signedIn('delinked');
    expect((await b.get(APP_API.applyForUnified)).json()).toMatchObject({ motivationTypeId: 'COMBINED', requiresLogin: true });
    expect((await b.get(APP_API.applyForCovidTesting)).json()).toMatchObject({ motivationTypeId: 'COVID' });
    const id = (await b.post(APP_API.setupStartMotivation, { motivationTypeId: 'COVID' })).json().iegExecutionID;
    const early = await b.post(APP_API.finishCovidTesting, { iegExecutionID: id });
    expect(early.json().errors[0]).toMatchObject({ field: 'householdSize', message_id: 'householdSize' });
    for (const [page, answers] of FOOD_PAGES.slice(0, 3)) expect((await put(b, id, page, answers)).statusCode).toBe(200);
    expect((await put(b, id, 'covidCoverage', { otherCoverage: 'no', tested: 'yes', testDate: '01/05/2099' })).json().errors[0]).toMatchObject({ field: 'testDate', message: 'The date cannot be in the future.' });
    expect((await put(b, id, 'covidCoverage', { otherCoverage: 'no', tested: 'no' })).json()).toEqual({ nextPage: null });
    expect((await b.post(APP_API.finishCovidTesting, { iegExecutionID: id })).json()).toMatchObject({ isSuccess: true, motivationID: id });
    expect((await b.get(APP_API.esignatureByMotivation(id))).json().agreements.map((a: { id: string }) => a.id)).toEqual(['accuracy']);
  });

  it('the energy season can run over the new year', () => {
    const season = { from: '11-01', to: '03-31' };
    expect(inSeason(season, new Date('2026-11-22T12:00:00Z'))).toBe(true);
    expect(inSeason(season, new Date('2027-02-10T12:00:00Z'))).toBe(true);
    expect(inSeason(season, new Date('2027-06-10T12:00:00Z'))).toBe(false);
    expect(inSeason({ from: '01-01', to: '03-31' }, new Date('2027-04-01T00:00:00Z'))).toBe(false);
  });

  it('disaster pre-registration is offered while the disaster window is open, then refused', async () => {
    const b = await signedIn('delinked');
    expect((await b.get(APP_API.isDisasterActive)).json()).toMatchObject({ isDisasterActive: true, counties: ['Brunswick', 'New Hanover', 'Pender'] });
    const types = (await b.get(APP_API.onlineCategories)).json().categories.flatMap((c: { applicationTypes: { applicationTypeId: string }[] }) => c.applicationTypes.map((x) => x.applicationTypeId));
    expect(types).toContain('DSNAP');
    expect((await b.post(APP_API.applicationForm, { applicationTypeId: 'DSNAP' })).statusCode).toBe(200);
    clock.advance(61 * 86_400_000);
    const later = await signedIn('delinked');
    expect((await later.get(APP_API.isDisasterActive)).json().isDisasterActive).toBe(false);
    const refused = await later.post(APP_API.applicationForm, { applicationTypeId: 'DSNAP' });
    expect(refused.json().errors[0].code).toBe('DISASTER_NOT_ACTIVE');
  });
});
