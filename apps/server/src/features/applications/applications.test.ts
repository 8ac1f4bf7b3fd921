import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  urlOf,
  type ApplicationFormResult,
  type DraftApplication,
  type OnlineCategory,
  type SubmittedApplication,
  type SubmittedProgram,
} from '@portal/contracts';
import { clock } from '../../platform/clock';
import { addDays, addMonths, certificationPeriod, isoDay } from '../../platform/dates';
import { applicationDrafts, applications, cases, outboxMessages, users } from '../../platform/db/schema';
import { runDueJobs } from '../../platform/jobs';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import { DEMO_RIDP } from '../proofing/seed';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';
import { keptNotices } from '../../test/notices';
import { purgeDraftsJob } from './service';
import { inSeason } from './windows';
import { onePersonFoodPages } from '@portal/forms/samples';
import { foodApplication } from '@portal/forms';

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
  b.request({
    method: 'PUT',
    url: urlOf('formDetails', { id }),
    payload: { page, answers },
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });

/** Every page of a one-person food application, as the player sends them. */
const FOOD_PAGES = onePersonFoodPages({ firstName: 'Jordan', lastName: 'Smith', ssn: '123-45-6789' });
/** The spec's boxes, asked on every application (part 2 §3), then the food penalties box. */
const SPEC_BOXES = ['reportChanges', 'releaseInfo', 'verification', 'rights', 'accuracy'];
const SIGN = {
  agreements: Object.fromEntries([...SPEC_BOXES, 'fnsPenalties'].map((id) => [id, true])),
  firstName: 'Jordan',
  lastName: 'Smith',
};

/** Ticks every box the server asks for on this draft and signs. */
async function signAll(b: TestBrowser, id: string, firstName: string, lastName: string) {
  const boxes = (await b.get(urlOf('esignature', { id }))).json().agreements as { id: string }[];
  return b.post(urlOf('signAndSubmit'), {
    iegExecutionID: id,
    agreements: Object.fromEntries(boxes.map((a) => [a.id, true])),
    firstName,
    lastName,
  });
}

/** A 400 in the API's error shape, naming `field`. */
function expectFieldError(
  res: {
    statusCode: number;
    json: () => { errors: { code: string; message: string; level: string; field?: string }[] };
  },
  field: string,
) {
  expect(res.statusCode).toBe(400);
  expect(res.json().errors).toContainEqual(
    expect.objectContaining({ field, level: 'error', code: expect.any(String), message: expect.any(String) }),
  );
}

async function startFood(b: TestBrowser): Promise<string> {
  const res = await b.post(urlOf('applicationForm'), { applicationTypeId: 'FNS' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ application_form_id: expect.any(String), isPartialApplication: true });
  return res.json<ApplicationFormResult>().application_form_id;
}

describe('applying while signed in', () => {
  it('save and exit keeps what was typed on that page, valid or not, and shows it again until the page is saved', async () => {
    const b = await signedIn('resident');
    const id = await startFood(b);
    expect((await put(b, id, 'householdSize', { householdSize: '1' })).statusCode).toBe(200);
    const saveExit = (who: TestBrowser, pageName: string, answers?: object) =>
      who.post(urlOf('storeSaveAndExitPageName'), { iegExecutionID: id, pageName, ...(answers && { answers }) });
    // A birth date that is not one and a key of another page: kept as typed, the other key dropped.
    const typed = { 'firstName.0': 'Dana', 'birthDate.0': '13/45/19', householdSize: '7' };
    expect((await saveExit(b, 'person.0', typed)).statusCode).toBe(200);
    const resumed = (await (await signedIn('resident')).get(urlOf('formDetails', { id }))).json();
    expect(resumed).toMatchObject({
      saveExitPage: 'person.0',
      answers: { householdSize: '1' },
      saveExitAnswers: { 'firstName.0': 'Dana', 'birthDate.0': '13/45/19' },
    });
    expect(resumed.saveExitAnswers).not.toHaveProperty('householdSize');
    // Stored encrypted, like the answers.
    const [row] = await t.app.ctx.db.select().from(applicationDrafts).where(eq(applicationDrafts.id, id));
    expect(row!.saveExitAnswersEnc).not.toContain('Dana');

    // Someone else's draft is not found; a page the form does not have is refused; neither changes it.
    expect((await saveExit(await signedIn('linked'), 'person.0', { 'firstName.0': 'X' })).statusCode).toBe(404);
    expect((await saveExit(b, 'noSuchPage', { 'firstName.0': 'X' })).statusCode).toBe(400);
    expect((await b.get(urlOf('formDetails', { id }))).json().saveExitAnswers).toEqual(resumed.saveExitAnswers);

    // Saving the page (now valid) replaces what was typed.
    const [, person] = onePersonFoodPages({ firstName: 'Dana', lastName: 'Whitfield' })[1]!;
    expect((await put(b, id, 'person.0', person)).statusCode).toBe(200);
    const saved = (await b.get(urlOf('formDetails', { id }))).json();
    expect(saved).toMatchObject({ saveExitPage: null, answers: { 'firstName.0': 'Dana', 'lastName.0': 'Whitfield' } });
    expect(saved).not.toHaveProperty('saveExitAnswers');
  });

  it('saves page by page, rejects what the page rules reject with the same message, and resumes at the saved page', async () => {
    const b = await signedIn('resident');
    const id = await startFood(b);
    const bad = await put(b, id, 'householdSize', { householdSize: '0' }, 'es');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      expect.objectContaining({ field: 'householdSize', message: 'Escriba un valor de 1 o más.' }),
    ]);
    const notAWholeNumber = await put(b, id, 'householdSize', { householdSize: '2.5' });
    expect(notAWholeNumber.json().errors[0].message).toBe('Enter a whole number.');

    const ok = await put(b, id, 'householdSize', { householdSize: '1' });
    expect(ok.json()).toEqual({ nextPage: 'person.0' });
    // A page the answers do not show (there is no second person) is refused.
    expect((await put(b, id, 'person.1', { 'firstName.1': 'X' })).statusCode).toBe(400);
    expect(
      (await b.post(urlOf('storeSaveAndExitPageName'), { iegExecutionID: id, pageName: 'person.0' })).statusCode,
    ).toBe(200);

    const again = await signedIn('resident');
    const details = (await again.get(urlOf('formDetails', { id }))).json();
    expect(details).toMatchObject({
      applicationTypeId: 'FNS',
      saveExitPage: 'person.0',
      answers: { householdSize: '1' },
    });
    const drafts = (await again.get(urlOf('draftApplications'))).json().applications;
    const draft = drafts.find((d: DraftApplication) => d.draft_application_id === id);
    expect(draft).toMatchObject({
      motivationID: id,
      isSubmissionForm: true,
      isMotivation: true,
      currentPage: 'person.0',
      programs: [{ programId: 'FNS', name: 'Food and Nutrition Services (SNAP)' }],
    });
    expect(Date.parse(draft.lastUpdatedOn)).toBeGreaterThanOrEqual(Date.parse(draft.createdOn));
    expect(draft).not.toHaveProperty('formId');
  });

  it('stores the answers encrypted, refuses a submission with a missing page, and submits once however often it is sent', async () => {
    const b = await signedIn('resident');
    const id = await startFood(b);
    for (const [page, answers] of FOOD_PAGES.slice(0, -1))
      expect((await put(b, id, page, answers)).statusCode).toBe(200);
    const [row] = await t.db.select().from(applicationDrafts).where(eq(applicationDrafts.id, id));
    expect(row!.answersEnc).not.toContain('123-45-6789');

    const missing = await b.post(urlOf('signAndSubmit'), { iegExecutionID: id, ...SIGN });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ field: 'hasVehicle', message_id: 'resources' });

    const [last, lastAnswers] = FOOD_PAGES.at(-1)!;
    expect((await put(b, id, last, lastAnswers)).json()).toEqual({ nextPage: null });
    const esig = (await b.get(urlOf('esignature', { id }))).json();
    expect(esig.agreements.map((a: { id: string }) => a.id)).toEqual([...SPEC_BOXES, 'fnsPenalties']);

    const unsigned = await b.post(urlOf('signAndSubmit'), {
      iegExecutionID: id,
      agreements: { accuracy: true },
      firstName: '',
      lastName: 'Smith',
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().errors.map((e: { field: string; message: string }) => [e.field, e.message])).toEqual([
      ...['reportChanges', 'releaseInfo', 'verification', 'rights', 'fnsPenalties'].map((id) => [
        `agreement.${id}`,
        'Select the required box below.',
      ]),
      ['firstName', 'This field is required.'],
    ]);
    // A box the server does not ask for does not stand in for one it does.
    const wrongBoxes = await b.post(urlOf('signAndSubmit'), {
      iegExecutionID: id,
      ...SIGN,
      agreements: { ...SIGN.agreements, rights: false, other: true },
    });
    expect(wrongBoxes.json().errors.map((e: { field: string }) => e.field)).toEqual(['agreement.rights']);

    const first = await b.post(urlOf('signAndSubmit'), { iegExecutionID: id, ...SIGN });
    expect(first.statusCode).toBe(200);
    const second = await b.post(urlOf('signAndSubmit'), { iegExecutionID: id, ...SIGN });
    expect(second.json().signAndSubmitResponse.reference).toBe(first.json().signAndSubmitResponse.reference);
    expect(await t.db.select().from(applications).where(eq(applications.submissionKey, id))).toHaveLength(1);

    const appId = first.json().intakeapplicationID;
    const confirmation = (await b.get(urlOf('confirmationDetails', { id: appId }))).json();
    // Each programme's decision day is its processing standard from the day it was submitted (food: 30 days).
    const submittedOn = new Date(confirmation.submittedOn);
    const foodDay = isoDay(addDays(submittedOn, 30));
    expect(confirmation.programs).toEqual([
      { code: 'FNS', name: 'Food and Nutrition Services (SNAP)', decisionDueOn: foodDay },
    ]);
    expect(confirmation.decisionDueOn).toBe(foodDay);
    // The answers (one person, rent paid) call for proof of identity and of rent.
    expect(confirmation.documentsNeeded).toEqual([
      {
        key: 'IDENTITY.person.0',
        name: 'Proof of identity',
        text: 'A birth certificate, passport, school record or photo ID.',
        about: 'Jordan Smith',
        sent: false,
      },
      {
        key: 'SHELTER_COST.housing',
        name: 'Proof of rent or mortgage',
        text: 'A lease, rent receipt or mortgage statement showing what you pay.',
        about: null,
        sent: false,
      },
    ]);
    const lease = (neededKey: string, applicationID = appId) => ({
      attachment_name: 'lease.pdf',
      attachment_id: randomUUID(),
      attachment_base_64_data: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n').toString(
        'base64',
      ),
      applicationID,
      neededKey,
    });
    // A document the application did not ask for is refused, and nothing is kept.
    const foreign = await b.post(urlOf('uploadOnlineDocument'), lease('INCOME.job.0.0'));
    expectFieldError(foreign, 'neededKey');
    expect((await b.post(urlOf('uploadOnlineDocument'), lease('not a key'))).statusCode).toBe(400);
    expect((await b.get(urlOf('confirmationDetails', { id: appId }))).json().documentsNeeded[1].sent).toBe(false);
    const sent = await b.post(urlOf('uploadOnlineDocument'), lease('SHELTER_COST.housing'));
    expect(sent.json()).toMatchObject({ isSuccess: true });
    expect(
      (await b.get(urlOf('confirmationDetails', { id: appId })))
        .json()
        .documentsNeeded.map((d: { key: string; sent: boolean }) => [d.key, d.sent]),
    ).toEqual([
      ['IDENTITY.person.0', false],
      ['SHELTER_COST.housing', true],
    ]);
    // The caseworker reads the same list, its due day and the file sent, before deciding.
    const reader = await signedIn('caseworker');
    const seen = (await reader.get(urlOf('workerApplication', { id: appId }))).json();
    expect(seen.documentsDueOn).toBe(confirmation.documentsDueOn);
    expect(seen.documentsNeeded).toEqual(
      (await b.get(urlOf('confirmationDetails', { id: appId }))).json().documentsNeeded,
    );
    expect(seen.documents).toEqual([
      expect.objectContaining({
        attachmentName: 'lease.pdf',
        itemDescription: 'Proof of rent or mortgage',
        status: expect.objectContaining({ value: 'SUBMITTED' }),
      }),
    ]);
    // Its review page names the file the same way.
    const review = (await reader.get(urlOf('workerCaseDocuments', { caseId: appId }))).json();
    expect(review.documents.map((d: { itemDescription: string }) => d.itemDescription)).toEqual([
      'Proof of rent or mortgage',
    ]);
    // A pending food application blocks a new one.
    expect((await b.post(urlOf('applicationForm'), { applicationTypeId: 'FNS' })).json().errors[0].code).toBe(
      'APPLICATION_PENDING',
    );

    // Someone else's application and draft are not found.
    const other = await signedIn('linked');
    expect((await other.get(urlOf('confirmationDetails', { id: appId }))).statusCode).toBe(404);
    expect((await other.get(urlOf('applicationPdf', { id: appId }))).statusCode).toBe(404);
    expect((await other.post(urlOf('uploadOnlineDocument'), lease('IDENTITY.person.0'))).statusCode).toBe(404);
    const otherDraft = await startFood(other);
    expect((await b.get(urlOf('formDetails', { id: otherDraft }))).statusCode).toBe(404);
    expect((await put(b, otherDraft, 'householdSize', { householdSize: '2' })).statusCode).toBe(404);
  });

  it("saves each job of a person and each person's pregnancy; the staff view and the PDF show them all", async () => {
    const b = await signedIn('resident');
    const id = (await b.post(urlOf('applicationForm'), { applicationTypeId: 'MA' })).json()
      .application_form_id as string;
    const job = (n: number, employer: string, more: 'yes' | 'no') => ({
      [`employer.0.${n}`]: employer,
      [`jobPay.0.${n}`]: '300',
      [`jobFrequency.0.${n}`]: 'WEEKLY',
      [`jobHours.0.${n}`]: '20',
      [`moreJobs.0.${n}`]: more,
    });
    const pages: [string, object, string | null][] = [
      ['householdSize', { householdSize: '1' }, 'person.0'],
      [
        'person.0',
        {
          'firstName.0': 'Jordan',
          'lastName.0': 'Smith',
          'birthDate.0': '03/04/1990',
          'citizen.0': 'yes',
          'sex.0': 'F',
          'pregnant.0': 'yes',
          'unborn.0': '2',
          'dueDate.0': '05/20/2027',
        },
        'address',
      ],
      ['address', { homeAddress: { line1: '5 Elm St', city: 'Durham', state: 'NC', zip: '27701' } }, 'income.0'],
      ['income.0', { 'hasJob.0': 'yes', 'hasOtherIncome.0': 'no' }, 'job.0.0'],
      ['job.0.0', job(0, 'Harbor Diner', 'yes'), 'job.0.1'],
      ['job.0.1', job(1, 'Maple Daycare', 'no'), 'coverage'],
      ['coverage', { hasCoverage: 'no', taxFiler: 'yes' }, 'abd'],
      ['abd', { abd: 'no' }, 'family'],
      ['family', { absentParent: 'no' }, null],
    ];
    for (const [page, answers, next] of pages) {
      const r = await put(b, id, page, answers);
      expect(r.json(), `${page}: ${r.body}`).toEqual({ nextPage: next });
    }
    // A job's answers are checked under its own key; a page index that is not a number is refused.
    const bad = await put(b, id, 'job.0.1', { ...job(1, 'Maple Daycare', 'no'), 'jobHours.0.1': '200' });
    expect(bad.json().errors).toEqual([
      expect.objectContaining({ field: 'jobHours.0.1', message: 'Enter a value of 168 or less.' }),
    ]);
    expect((await put(b, id, 'job.0.x', {})).statusCode).toBe(400);
    expect((await put(b, id, 'job.0.2', job(2, 'Third', 'no'))).statusCode).toBe(400);

    const sub = await signAll(b, id, 'Jordan', 'Smith');
    expect(sub.statusCode).toBe(200);
    const appId = sub.json().intakeapplicationID;
    const worker = await signedIn('caseworker');
    const summary = (await worker.get(urlOf('workerApplication', { id: appId }))).json().summary as {
      heading: string;
      rows: { label: string; value: string }[];
    }[];
    const headings = summary.map((s) => s.heading);
    expect(
      headings.slice(headings.indexOf('Income of Jordan Smith'), headings.indexOf('Income of Jordan Smith') + 3),
    ).toEqual(['Income of Jordan Smith', 'Job 1 of Jordan Smith', 'Job 2 of Jordan Smith']);
    expect(summary.find((s) => s.heading === 'Job 2 of Jordan Smith')!.rows).toContainEqual({
      label: 'Employer name',
      value: 'Maple Daycare',
    });
    expect(summary.find((s) => s.heading === 'About Jordan Smith')!.rows).toEqual(
      expect.arrayContaining([
        { label: 'Is Jordan Smith pregnant?', value: 'Yes' },
        { label: 'How many babies are expected?', value: '2' },
        { label: 'Due date', value: '05/20/2027' },
      ]),
    );
    const pdf = await b.get(urlOf('applicationPdf', { id: appId }));
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const dir = mkdtempSync(path.join(tmpdir(), 'app-pdf-'));
    writeFileSync(path.join(dir, 'jobs.pdf'), pdf.rawPayload);
    const text = execFileSync('pdftotext', [path.join(dir, 'jobs.pdf'), '-']).toString();
    for (const words of [
      'Job 1 of Jordan Smith',
      'Harbor Diner',
      'Job 2 of Jordan Smith',
      'Maple Daycare',
      'Is Jordan Smith pregnant?',
      '05/20/2027',
    ])
      expect(text).toContain(words);
  });

  it('refuses a second energy application while one is in progress', async () => {
    const b = await signedIn('resident');
    const first = await b.post(urlOf('startLieap'));
    expect(first.json()).toEqual({
      application_form_id: expect.any(String),
      isSuccess: true,
      message: 'Your energy assistance application has started.',
    });
    const second = await b.post(urlOf('startLieap'));
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0].message).toContain('Complete or delete it first');
    expect((await b.get(urlOf('applyLieap'))).json().hasEnergyAppInProgress).toBe(true);
  });

  it('deletes drafts not submitted within 30 days, once, by the scheduled job', async () => {
    const b = await signedIn('resident');
    const id = (await b.post(urlOf('applicationForm'), { applicationTypeId: 'WF' })).json().application_form_id;
    clock.advance({ days: 29 });
    await runDueJobs(t.app.ctx, [purgeDraftsJob]);
    const b1 = await signedIn('resident');
    expect((await b1.get(urlOf('formDetails', { id }))).statusCode).toBe(200);
    clock.advance({ days: 2 });
    const b2 = await signedIn('resident');
    const ran = await runDueJobs(t.app.ctx, [purgeDraftsJob]);
    expect(ran['purge-old-drafts']).toBeGreaterThanOrEqual(1);
    expect((await b2.get(urlOf('formDetails', { id }))).statusCode).toBe(404);
    // Not due again for an hour.
    expect(await runDueJobs(t.app.ctx, [purgeDraftsJob])).toEqual({});
  });
});

describe('anonymous food application', () => {
  it('is submitted once, and its PDF (in Spanish) shows the answers to the holder of the key only', async () => {
    const b = await t.browser().start();
    const answers = Object.assign({}, ...FOOD_PAGES.map(([, a]) => a));
    const body = { applicationTypeId: 'FNS', submissionKey: 'k'.repeat(24), answers, signature: SIGN };
    const res = await b.request({
      method: 'POST',
      url: urlOf('applications'),
      payload: body,
      headers: { 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['applicationReference', 'application_id', 'confirmation']);
    expect(res.json().confirmation).toMatchObject({
      reference: res.json().applicationReference,
      programs: [{ code: 'FNS', name: 'Servicios de Alimentos y Nutrición (SNAP)' }],
    });
    const again = await b.post(urlOf('applications'), body);
    expect(again.json()).toMatchObject({
      application_id: res.json().application_id,
      applicationReference: res.json().applicationReference,
    });
    const appId = res.json().application_id;
    expect((await b.get(urlOf('applicationPdf', { id: appId }))).statusCode).toBe(404);
    const pdf = await b.get(`${urlOf('applicationPdf', { id: appId })}?key=${'k'.repeat(24)}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(path.join(tmpdir(), 'app-pdf-'));
    writeFileSync(path.join(dir, 'a.pdf'), pdf.rawPayload);
    const text = execFileSync('pdftotext', [path.join(dir, 'a.pdf'), '-']).toString();
    expect(text).toContain('Solicitar Servicios de Alimentos y Nutrición');
    expect(text).toContain('Jordan Smith');
    expect(text).toContain('5 Elm St, Durham, NC 27701');
    expect(text).toContain('***-**-6789');
    expect(text).not.toContain('123-45-6789');

    const medicaid = await b.post(urlOf('applications'), {
      ...body,
      applicationTypeId: 'MA',
      submissionKey: 'm'.repeat(24),
    });
    expect(medicaid.statusCode).toBe(401);
    const incomplete = await b.post(urlOf('applications'), {
      ...body,
      submissionKey: 'n'.repeat(24),
      answers: { ...answers, rent: undefined },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().errors[0]).toMatchObject({ field: 'rent', message: 'This field is required.' });
  });
});

describe('withdrawal and the caseworker', () => {
  it('a resident asks to withdraw, the caseworker accepts; another programme is approved and the resident gets a notice', async () => {
    const b = await signedIn('linked');
    const start = async () =>
      (await b.post(urlOf('applicationForm'), { applicationTypeId: 'COMBINED' })).json().application_form_id as string;
    const id = await start();
    // Ana's demo Medicaid application is pending: choosing Medicaid again is refused at once, at the field.
    const chosen = await put(b, id, 'programs', { programs: ['MA'] });
    expect(chosen.statusCode).toBe(409);
    expect(chosen.json().errors[0]).toMatchObject({ code: 'APPLICATION_PENDING', field: 'programs' });
    const worker = await signedIn('caseworker');
    const demoApp = (await worker.get(urlOf('workerApplicationQueue')))
      .json()
      .applications.find((a: { reference: string }) => a.reference === 'A-DEMO-000101');
    expect(
      (
        await worker.post(
          urlOf('workerApplicationDecision', { id: demoApp.applicationId, programId: demoApp.programs[0].id }),
          { decision: 'APPROVED' },
        )
      ).statusCode,
    ).toBe(200);

    const pages: [string, object][] = [
      ['programs', { programs: ['FNS', 'MA'] }],
      // Medicaid is chosen: each person's page also asks whether they are pregnant.
      ...FOOD_PAGES.slice(0, 8).map(([page, answers]): [string, object] => [
        page,
        page === 'person.0' ? { ...answers, 'sex.0': 'F', 'pregnant.0': 'no' } : answers,
      ]),
      ['coverage', { hasCoverage: 'no', taxFiler: 'yes' }],
      ['abd', { abd: 'no' }],
      ['family', { absentParent: 'no' }],
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
    const boxes = (await b.get(urlOf('esignature', { id }))).json();
    expect(boxes.eSignatureDetails.isEligibleForMA).toBe(true);
    const agreements = Object.fromEntries(boxes.agreements.map((a: { id: string }) => [a.id, true]));
    const signed = { agreements, firstName: 'Ana', lastName: 'Rivera' };
    const sub = await b.post(urlOf('signAndSubmit'), { iegExecutionID: id, ...signed });
    expect(sub.statusCode).toBe(200);
    const blocked = await b.post(urlOf('signAndSubmit'), { iegExecutionID: twin, ...signed });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().errors[0].code).toBe('APPLICATION_PENDING');
    const appId = sub.json().intakeapplicationID;

    const list = (await b.get(urlOf('submittedApplications'))).json().applications;
    const mine = list.find((a: SubmittedApplication) => a.application_id === appId);
    expect(Object.keys(mine).sort()).toEqual([
      'applicationPrograms',
      'applicationReference',
      'application_id',
      'name',
      'status',
      'submittedOn',
    ]);
    expect(mine).toMatchObject({
      applicationReference: sub.json().signAndSubmitResponse.reference,
      status: 'PENDING',
      name: expect.any(String),
    });
    const food = mine.applicationPrograms.find((p: SubmittedProgram) => p.programId === 'FNS');
    const med = mine.applicationPrograms.find((p: SubmittedProgram) => p.programId === 'MA');
    expect(food).toMatchObject({ name: 'Food and Nutrition Services (SNAP)', case_id: null });
    expect(food.programStatusDetails).toMatchObject({ status: 'PENDING', canBeWithdrawn: true });

    const url = urlOf('withdrawalRequest', { appId, programId: food.application_program_id });
    const noReason = await b.post(url, {
      withdrawalReason: 'OTHER',
      otherReason: ' ',
      firstName: 'Ana',
      lastName: 'Rivera',
      acknowledged: false,
    });
    expect(noReason.json().errors.map((e: { field: string }) => e.field)).toEqual(['otherReason', 'acknowledged']);
    expect(
      (await b.post(url, { withdrawalReason: 'MOVED', firstName: 'Ana', lastName: 'Rivera', acknowledged: true }))
        .statusCode,
    ).toBe(200);
    const someoneElse = await signedIn('resident');
    expect(
      (await someoneElse.post(url, { withdrawalReason: 'MOVED', firstName: 'J', lastName: 'S', acknowledged: true }))
        .statusCode,
    ).toBe(404);

    expect((await b.get(urlOf('workerApplicationQueue'))).statusCode).toBe(403);
    const queue = (await worker.get(urlOf('workerApplicationQueue'))).json().applications;
    expect(queue.map((a: { applicationId: string }) => a.applicationId)).toContain(appId);
    const detail = (await worker.get(urlOf('workerApplication', { id: appId }))).json();
    expect(detail.withdrawals).toEqual([
      expect.objectContaining({ programId: food.application_program_id, reason: 'I moved out of the state' }),
    ]);
    expect(detail.summary.find((s: { heading: string }) => s.heading === 'About Jordan Smith').rows).toContainEqual({
      label: 'Social Security number (optional)',
      value: '***-**-6789',
    });

    const staffPdf = await worker.get(urlOf('workerApplicationPdf', { id: appId }));
    expect(staffPdf.headers['content-type']).toBe('application/pdf');
    expect((await b.get(urlOf('workerApplicationPdf', { id: appId }))).statusCode).toBe(403);
    expect(
      (
        await worker.post(urlOf('workerWithdrawalDecision', { id: appId, programId: food.application_program_id }), {
          accept: true,
        })
      ).json(),
    ).toEqual({ status: 'WITHDRAWN' });
    const denyNoReason = await worker.post(
      urlOf('workerApplicationDecision', { id: appId, programId: med.application_program_id }),
      { decision: 'DENIED' },
    );
    expect(denyNoReason.statusCode).toBe(400);
    // Medicaid is coverage: an approval with a monthly amount is refused at the amount, and nothing moves.
    const medicaidAmount = await worker.post(
      urlOf('workerApplicationDecision', { id: appId, programId: med.application_program_id }),
      { decision: 'APPROVED', benefitAmount: '120' },
    );
    expect(medicaidAmount.statusCode).toBe(400);
    expect(medicaidAmount.json().errors[0]).toMatchObject({ code: 'validation.amount.none', field: 'benefitAmount' });
    expect((await worker.get(urlOf('workerApplication', { id: appId }))).json().decisions).toEqual([
      expect.objectContaining({ programId: food.application_program_id }),
    ]);
    expect(
      (
        await worker.post(urlOf('workerApplicationDecision', { id: appId, programId: med.application_program_id }), {
          decision: 'APPROVED',
        })
      ).json(),
      // Ana is linked: the approval puts Medicaid on her household's case.
    ).toEqual({ status: 'APPROVED', caseReference: 'C-100234' });
    expect(
      (
        await worker.post(urlOf('workerApplicationDecision', { id: appId, programId: med.application_program_id }), {
          decision: 'DENIED',
          reason: 'x',
        })
      ).statusCode,
    ).toBe(409);
    // The application says who decided Medicaid, and when.
    const decided = (await worker.get(urlOf('workerApplication', { id: appId }))).json().decisions;
    expect(decided).toContainEqual({
      programId: med.application_program_id,
      decidedBy: expect.stringMatching(/\S+ \S+/),
      decidedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      reason: null,
    });

    const after = (await b.get(urlOf('submittedApplications')))
      .json()
      .applications.find((a: SubmittedApplication) => a.application_id === appId);
    expect(
      Object.fromEntries(
        after.applicationPrograms.map((p: SubmittedProgram) => [p.programId, p.programStatusDetails.status]),
      ),
    ).toEqual({ FNS: 'WITHDRAWN', MA: 'APPROVED' });
    expect(after.status).toBe('DECIDED');
    const [ana] = await t.db.select().from(users).where(eq(users.username, DEMO_USERS.linked));
    const reference = sub.json().signAndSubmitResponse.reference as string;
    const read = (await keptNotices(t.db, ana!.id, 'application.decision')).filter((n) => n.body.includes(reference));
    expect(read.map((n) => n.body)).toEqual([
      expect.stringContaining('was withdrawn'),
      expect.stringContaining('Medicaid (medical assistance)'),
    ]);
    expect(read[0]!.body).toContain('You cannot ask for a hearing on a withdrawn program.');
    // Ana has an e-mail address and a phone on file: each decision (of this and earlier
    // applications) is announced on both.
    const sent = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.templateKey, 'application.decision'), eq(outboxMessages.userId, ana!.id)));
    const decisionsOfAna = await keptNotices(t.db, ana!.id, 'application.decision');
    expect(sent.map((n) => `${n.channel} ${n.recipient}`).sort()).toEqual(
      decisionsOfAna.flatMap(() => ['EMAIL ana.rivera@example.com', 'SMS 5555550111']).sort(),
    );
  });

  it('a resident with only a phone on file gets the decision by text message, in their language', async () => {
    const [resident] = await t.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.username, 'resident'));
    const [person] = await t.db
      .insert(users)
      .values({
        username: 'phoneonly',
        passwordHash: resident!.passwordHash,
        firstName: 'Rosa',
        lastName: 'Diaz',
        phone: '5555550177',
        email: null,
        locale: 'es',
      })
      .returning({ id: users.id });
    const b = await signedIn('phoneonly');
    const id = await startFood(b);
    for (const [page, answers] of FOOD_PAGES) expect((await put(b, id, page, answers)).statusCode).toBe(200);
    const sub = await signAll(b, id, 'Rosa', 'Diaz');
    const appId = sub.json().intakeapplicationID as string;
    const worker = await signedIn('caseworker');
    const program = (await worker.get(urlOf('workerApplication', { id: appId }))).json().programs[0];
    expect(
      (
        await worker.post(urlOf('workerApplicationDecision', { id: appId, programId: program.id }), {
          decision: 'DENIED',
          reason: 'Ingresos por encima del límite',
        })
      ).statusCode,
    ).toBe(200);
    const notices = await t.db.select().from(outboxMessages).where(eq(outboxMessages.userId, person!.id));
    const decisions = notices.filter((n) => n.templateKey === 'application.decision');
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatchObject({ channel: 'SMS', recipient: '5555550177', locale: 'es' });
    // The text says there is a notice; the notice, in Spanish, is read in the portal.
    expect(decisions[0]!.bodyEs).not.toContain('Ingresos');
    const [read] = await keptNotices(t.db, person!.id, 'application.decision');
    expect(read!.locale).toBe('es');
    expect(read!.body).toContain('fue denegada. Motivo: Ingresos por encima del límite');
    expect(read!.body).toContain('Puede pedir una audiencia dentro de los 90 días');
  });
});

describe('provider staff', () => {
  it('may apply but may not withdraw an application', async () => {
    const b = await signedIn('newbornprovider');
    const id = await startFood(b);
    for (const [page, answers] of FOOD_PAGES) expect((await put(b, id, page, answers)).statusCode).toBe(200);
    const appId = (await b.post(urlOf('signAndSubmit'), { iegExecutionID: id, ...SIGN })).json().intakeapplicationID;
    const mine = (await b.get(urlOf('submittedApplications')))
      .json()
      .applications.find((a: SubmittedApplication) => a.application_id === appId);
    const program = mine.applicationPrograms[0];
    expect(program.programStatusDetails).toMatchObject({ status: 'PENDING', canBeWithdrawn: false });
    const refused = await b.post(urlOf('withdrawalRequest', { appId, programId: program.application_program_id }), {
      withdrawalReason: 'MOVED',
      firstName: 'P',
      lastName: 'Q',
      acknowledged: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('WITHDRAWAL_NOT_ALLOWED');
  });
});

describe('motivations, seasons and disasters', () => {
  it("finish checks every page with the server's engine; apply_for_unified names the combined application", async () => {
    const b = await signedIn('delinked');
    expect((await b.get(urlOf('applyForUnified'))).json()).toMatchObject({
      motivationTypeId: 'COMBINED',
      requiresLogin: true,
    });
    expect((await b.get(urlOf('applyForCovidTesting'))).json()).toMatchObject({ motivationTypeId: 'COVID' });
    const id = (await b.post(urlOf('setupStartMotivation'), { motivationTypeId: 'COVID' })).json().iegExecutionID;
    const early = await b.post(urlOf('finishCovidTesting'), { iegExecutionID: id });
    expect(early.json().errors[0]).toMatchObject({ field: 'householdSize', message_id: 'householdSize' });
    for (const [page, answers] of FOOD_PAGES.slice(0, 3))
      expect((await put(b, id, page, answers)).statusCode).toBe(200);
    expect(
      (await put(b, id, 'covidCoverage', { otherCoverage: 'no', tested: 'yes', testDate: '01/05/2099' })).json()
        .errors[0],
    ).toMatchObject({ field: 'testDate', message: 'The date cannot be in the future.' });
    expect((await put(b, id, 'covidCoverage', { otherCoverage: 'no', tested: 'no' })).json()).toEqual({
      nextPage: null,
    });
    expect((await b.post(urlOf('finishCovidTesting'), { iegExecutionID: id })).json()).toMatchObject({
      isSuccess: true,
      motivationID: id,
    });
    expect(
      (await b.get(urlOf('esignatureByMotivation', { id }))).json().agreements.map((a: { id: string }) => a.id),
    ).toEqual(SPEC_BOXES);
  });

  it("online_categories answers with the spec's fields, to anyone", async () => {
    const res = await t.browser().get(urlOf('onlineCategories'));
    expect(res.statusCode).toBe(200);
    const [first, energy] = res.json().categories as OnlineCategory[];
    expect(Object.keys(first!).sort()).toEqual([
      'description',
      'displayOrder',
      'intakeApplicationTypes',
      'name',
      'online_category_id',
      'url',
    ]);
    expect(first).toMatchObject({ online_category_id: 'FOOD_MEDICAL_CASH', displayOrder: 1 });
    expect(first!.intakeApplicationTypes[0]).toMatchObject({
      application_type_id: 'COMBINED',
      displayOrder: 1,
      individualProgramSelectionAllowed: true,
      canApplyFor: false,
      requiresLogin: true,
      associatedDraftApplicationId: null,
      programs: [
        { programId: 'FNS', name: expect.any(String) },
        { programId: 'MA', name: expect.any(String) },
        { programId: 'WF', name: expect.any(String) },
      ],
    });
    expect(first!.intakeApplicationTypes[0]).not.toHaveProperty('applicationTypeId');
    expect(energy!.intakeApplicationTypes[0]).toMatchObject({
      application_type_id: 'LIEAP',
      canApplyFor: true,
      requiresLogin: false,
      individualProgramSelectionAllowed: false,
    });
  });

  it("is_energy_active answers with the spec's flag, isSuccess and a message in the caller's language", async () => {
    const inside = inSeason({ from: '11-01', to: '03-31' }, clock.now());
    const res = await t
      .browser()
      .request({ method: 'GET', url: urlOf('isEnergyActive'), headers: { 'accept-language': 'es' } });
    expect(res.json()).toEqual({
      isEnergyActiveInd: inside,
      isSuccess: true,
      message: inside
        ? 'Ahora se aceptan solicitudes de asistencia de energía.'
        : 'La temporada de asistencia de energía está cerrada.',
    });
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
    const open = (await b.get(urlOf('isDisasterActive'))).json();
    expect(open).toMatchObject({
      isDisasterActiveInd: true,
      isSuccess: true,
      counties: ['Brunswick', 'New Hanover', 'Pender'],
    });
    expect(open.message).toContain(open.disasterName);
    expect(open).not.toHaveProperty('isDisasterActive');
    const types = (await b.get(urlOf('onlineCategories')))
      .json()
      .categories.flatMap((c: OnlineCategory) => c.intakeApplicationTypes.map((x) => x.application_type_id));
    expect(types).toContain('DSNAP');
    const started = await b.post(urlOf('applicationForm'), { applicationTypeId: 'DSNAP' });
    expect(started.statusCode).toBe(200);
    // The category lists the user's draft of the type.
    const disaster = (await b.get(urlOf('onlineCategories')))
      .json()
      .categories.find((c: OnlineCategory) => c.online_category_id === 'DISASTER');
    expect(disaster.intakeApplicationTypes[0]).toMatchObject({
      application_type_id: 'DSNAP',
      associatedDraftApplicationId: started.json().application_form_id,
      canApplyFor: true,
    });
    clock.advance({ days: 61 });
    const later = await signedIn('delinked');
    expect((await later.get(urlOf('isDisasterActive'))).json()).toMatchObject({
      isDisasterActiveInd: false,
      isSuccess: true,
      message: 'Disaster food assistance pre-registration is not open now.',
      disasterName: null,
    });
    const refused = await later.post(urlOf('applicationForm'), { applicationTypeId: 'DSNAP' });
    expect(refused.json().errors[0].code).toBe('DISASTER_NOT_ACTIVE');
  });
});

describe('standalone identity proofing', () => {
  const ID_PAGES: [string, object][] = [
    [
      'identityName',
      { firstName: DEMO_RIDP.jordan.firstName, lastName: DEMO_RIDP.jordan.lastName, birthDate: '06/15/1990' },
    ],
    [
      'identityNumbers',
      {
        ssn: '400-12-3456',
        homeAddress: {
          line1: DEMO_RIDP.jordan.addressLine1,
          city: DEMO_RIDP.jordan.city,
          state: 'NC',
          zip: DEMO_RIDP.jordan.zip,
        },
      },
    ],
  ];

  it('names its motivation type, checks every page, sends the answers to the identity service and keeps no copy', async () => {
    const b = await signedIn('resident');
    expect((await b.get(urlOf('applyForStandaloneRidp'))).json()).toMatchObject({
      motivationTypeId: 'RIDP',
      requiresLogin: true,
      motivationName: 'Prove your identity',
    });
    const es = await b.request({
      method: 'GET',
      url: urlOf('applyForStandaloneRidp'),
      headers: { 'accept-language': 'es' },
    });
    expect(es.json().name).toBe('Compruebe su identidad');
    const id = (await b.post(urlOf('setupStartMotivation'), { motivationTypeId: 'RIDP' })).json()
      .iegExecutionID as string;

    expectFieldError(await b.post(urlOf('finishStandaloneRidp'), { iegExecutionID: 'not-an-id' }), 'iegExecutionID');
    const early = await b.post(urlOf('finishStandaloneRidp'), { iegExecutionID: id });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors[0]).toMatchObject({
      field: 'firstName',
      message_id: 'identityName',
      message: 'This field is required.',
    });
    expect((await put(b, id, 'identityNumbers', { ssn: '12', homeAddress: {} })).json().errors[0]).toMatchObject({
      field: 'ssn',
    });
    for (const [page, answers] of ID_PAGES) expect((await put(b, id, page, answers)).statusCode).toBe(200);

    // It is finished, not signed, and not by the application calls.
    expect(
      (await b.post(urlOf('signAndSubmit'), { iegExecutionID: id, agreements: {}, firstName: 'J', lastName: 'S' }))
        .statusCode,
    ).toBe(400);
    expect((await b.post(urlOf('finishUnified'), { iegExecutionID: id })).statusCode).toBe(404);
    // Someone else's execution is not found.
    const other = await signedIn('delinked');
    expect((await other.post(urlOf('finishStandaloneRidp'), { iegExecutionID: id })).statusCode).toBe(404);
    // An application's execution is not a standalone identity proofing.
    const cash = (await b.post(urlOf('applicationForm'), { applicationTypeId: 'WF' })).json()
      .application_form_id as string;
    expect((await b.post(urlOf('finishStandaloneRidp'), { iegExecutionID: cash })).statusCode).toBe(404);

    const done = await b.post(urlOf('finishStandaloneRidp'), { iegExecutionID: id });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      isSuccess: true,
      motivationID: id,
      application_id: null,
      isARCOC: false,
      hasAuthRep: false,
      status: 'QUIZ',
    });
    expect((await b.get(urlOf('ridpQuiz'))).json().quiz.quizId).toBe(done.json().quizId);
    expect(await t.db.select().from(applicationDrafts).where(eq(applicationDrafts.id, id))).toHaveLength(0);
    expect((await b.post(urlOf('finishStandaloneRidp'), { iegExecutionID: id })).statusCode).toBe(404);
  });

  it('tells a person the identity service does not know that they were not verified, and refuses a linked account', async () => {
    const b = await signedIn('delinked');
    const id = (await b.post(urlOf('setupAndStart'), { motivationTypeId: 'RIDP' })).json().iegExecutionID as string;
    await put(b, id, 'identityName', { firstName: 'Nobody', lastName: 'Known', birthDate: '01/02/1980' });
    await put(b, id, 'identityNumbers', {
      ssn: '501-23-4567',
      homeAddress: { line1: '1 Nowhere Rd', city: 'Springfield', state: 'NC', zip: '27501-1234' },
    });
    expect((await b.post(urlOf('finishStandaloneRidp'), { iegExecutionID: id })).json()).toMatchObject({
      isSuccess: true,
      status: 'NOT_VERIFIED',
      quizId: null,
    });
    const linked = await signedIn('linked');
    expect((await linked.post(urlOf('setupAndStart'), { motivationTypeId: 'RIDP' })).statusCode).toBe(409);
  });
});

describe('activities of an outcome plan', () => {
  it("lists the documents asked for on the person's case and the renewal, in their language; another case is not found", async () => {
    // Earlier tests moved the clock on: the period ends six months from the test's "now".
    const sixMonthsOn = certificationPeriod(isoDay(addMonths(clock.now(), 6)), 1).end;
    await t.db.update(cases).set({ certificationEndOn: sixMonthsOn }).where(eq(cases.reference, 'C-100234'));
    const [rivera] = await t.db.select().from(cases).where(eq(cases.reference, 'C-100234'));
    const [okafor] = await t.db.select().from(cases).where(eq(cases.reference, 'C-100871'));
    const b = await signedIn('linked');
    const res = await b.request({
      method: 'GET',
      url: `${urlOf('activities')}?outcome_plan_id=${rivera!.id}`,
      headers: { 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ outcome_plan_id: rivera!.id, caseReference: 'C-100234' });
    const docs = body.activities.filter((a: { type: string }) => a.type === 'VERIFICATION');
    expect(docs.map((a: { name: string }) => a.name)).toEqual([
      'Comprobante de domicilio',
      'Comprobante de identidad',
      'Comprobante de ingresos',
    ]);
    expect(docs[0]).toMatchObject({ status: 'OUTSTANDING', programCode: 'MA', personName: 'Ana Rivera' });
    const renewal = body.activities.find((a: { type: string }) => a.type === 'RENEWAL');
    expect(renewal).toMatchObject({
      programCode: 'FNS',
      end_date: rivera!.certificationEndOn,
      start_date: `${rivera!.certificationEndOn!.slice(0, 8)}01`,
      status: 'UPCOMING',
    });
    expect(renewal.description).toContain('4:59 p. m.');
    const ends = body.activities.map((a: { end_date: string }) => a.end_date);
    expect([...ends].sort()).toEqual(ends);

    expect((await b.get(`${urlOf('activities')}?outcome_plan_id=${okafor!.id}`)).statusCode).toBe(404);
    expectFieldError(await b.get(`${urlOf('activities')}?outcome_plan_id=C-100234`), 'outcome_plan_id');
    expect((await b.get(urlOf('activities'))).statusCode).toBe(400);
    // Only a linked account has a case (Sam's account is delinked).
    expect(
      (await (await signedIn('delinked')).get(`${urlOf('activities')}?outcome_plan_id=${okafor!.id}`)).statusCode,
    ).toBe(403);
  });

  it('opens the renewal on the first day of the month the certification period ends', async () => {
    const [rivera] = await t.db.select().from(cases).where(eq(cases.reference, 'C-100234'));
    const end = rivera!.certificationEndOn!;
    const renewalAt = async (iso: string) => {
      clock.advance(Date.parse(iso) - clock.nowMs());
      const b = await signedIn('linked');
      const body = (await b.get(`${urlOf('activities')}?outcome_plan_id=${rivera!.id}`)).json();
      return body.activities.find((a: { type: string }) => a.type === 'RENEWAL');
    };
    const first = Date.parse(`${end.slice(0, 8)}01T15:00:00Z`);
    expect(await renewalAt(new Date(first - 86_400_000).toISOString())).toMatchObject({ status: 'UPCOMING' });
    expect(await renewalAt(new Date(first).toISOString())).toMatchObject({
      status: 'OPEN',
      name: 'Renew your food assistance',
      end_date: end,
    });
  });
});

describe('withdrawal reported as a change', () => {
  it("withdraws a programme named in the body, checking the case it is on; bad input and other people's ids are refused", async () => {
    const b = await signedIn('linked');
    const id = await startFood(b);
    for (const [page, answers] of FOOD_PAGES) expect((await put(b, id, page, answers)).statusCode).toBe(200);
    const sub = await signAll(b, id, 'Ana', 'Rivera');
    expect(sub.statusCode).toBe(200);
    const appId = sub.json().intakeapplicationID as string;
    const mine = (await b.get(urlOf('submittedApplications')))
      .json()
      .applications.find((a: SubmittedApplication) => a.application_id === appId);
    const programId = mine.applicationPrograms[0].application_program_id as string;
    const [rivera] = await t.db.select().from(cases).where(eq(cases.reference, 'C-100234'));
    const [okafor] = await t.db.select().from(cases).where(eq(cases.reference, 'C-100871'));
    const body = {
      application_id: appId,
      application_program_id: programId,
      case_id: rivera!.id,
      withdrawalReason: 'INCOME_CHANGED',
      firstName: 'Ana',
      lastName: 'Rivera',
      acknowledged: true,
    };

    expectFieldError(
      await b.post(urlOf('withdrawalCocRequest'), { ...body, application_id: undefined }),
      'application_id',
    );
    expectFieldError(await b.post(urlOf('withdrawalCocRequest'), { ...body, case_id: 'C-100234' }), 'case_id');
    const unsigned = await b.post(urlOf('withdrawalCocRequest'), { ...body, lastName: ' ', acknowledged: false });
    expect(unsigned.json().errors.map((e: { field: string; message_id: string }) => [e.field, e.message_id])).toEqual([
      ['lastName', 'withdrawal'],
      ['acknowledged', 'withdrawal'],
    ]);
    // The food programme is not on the Okafors' case, which is not Ana's either.
    expect((await b.post(urlOf('withdrawalCocRequest'), { ...body, case_id: okafor!.id })).statusCode).toBe(404);
    expect(
      (await (await signedIn('resident')).post(urlOf('withdrawalCocRequest'), { ...body, case_id: null })).statusCode,
    ).toBe(404);

    expect((await b.post(urlOf('withdrawalCocRequest'), body)).json()).toEqual({ isSuccess: true });
    const after = (await b.get(urlOf('submittedApplications')))
      .json()
      .applications.find((a: SubmittedApplication) => a.application_id === appId);
    expect(after.applicationPrograms[0].programStatusDetails).toMatchObject({
      status: 'WITHDRAWAL_REQUESTED',
      hasPendingWithdrawalRequest: true,
      canBeWithdrawn: false,
    });
    // Only a pending programme can be withdrawn.
    expect((await b.post(urlOf('withdrawalCocRequest'), body)).statusCode).toBe(409);
    const worker = await signedIn('caseworker');
    const detail = (await worker.get(urlOf('workerApplication', { id: appId }))).json();
    expect(detail.withdrawals).toEqual([expect.objectContaining({ programId, reason: 'My income went up' })]);
  });
});

describe('a draft started on an older version of its form', () => {
  it('goes on with the current version: answers kept by key, retired ones dropped, resumed at the first gap', async () => {
    // A new account: the demo resident may already have a food application waiting for a decision.
    const b = await t.browser().start();
    const signUp = {
      username: 'older.draft',
      password: 'a long enough passphrase',
      firstName: 'Robin',
      lastName: 'Park',
    };
    expect((await b.post(urlOf('signUp'), { ...signUp, email: 'older.draft@example.org' })).statusCode).toBe(200);
    const id = await startFood(b);
    const [first, firstAnswers] = FOOD_PAGES[0]!;
    const [second, secondAnswers] = FOOD_PAGES[1]!;
    expect((await put(b, id, first, firstAnswers)).statusCode).toBe(200);
    expect((await put(b, id, second, secondAnswers)).statusCode).toBe(200);
    // As if the draft had been saved under version 0, with a question that version no longer asks.
    const cipher = t.app.ctx.cipher;
    const [row] = await t.db.select().from(applicationDrafts).where(eq(applicationDrafts.id, id));
    const old = { ...JSON.parse(cipher.decrypt(row!.answersEnc)), retiredQuestion: 'yes', 'birthDate.0': '13/45/1980' };
    await t.db
      .update(applicationDrafts)
      .set({ formVersion: 0, answersEnc: cipher.encrypt(JSON.stringify(old)), currentPage: 'resources' })
      .where(eq(applicationDrafts.id, id));

    const details = (await b.get(urlOf('formDetails', { id }))).json();
    expect(details.version).toBe(foodApplication.version);
    expect(details.answers).not.toHaveProperty('retiredQuestion');
    // Kept where they still fit; the page whose answer no longer does is asked again first.
    expect(details.answers.householdSize).toBe(firstAnswers.householdSize);
    expect(details.answers['firstName.0']).toBe(secondAnswers['firstName.0']);
    expect(details.currentPage).toBe(second);
    const [after] = await t.db.select().from(applicationDrafts).where(eq(applicationDrafts.id, id));
    expect(after!.formVersion).toBe(foodApplication.version);
  });
});
