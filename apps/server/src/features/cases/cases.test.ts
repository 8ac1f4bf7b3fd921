import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type MyInfo, type RidpQuiz, urlOf } from '@portal/contracts';
import { onePersonFoodPages } from '@portal/forms/samples';
import { clock } from '../../platform/clock';
import { applicationPrograms, cases, persons } from '../../platform/db/schema';
import { DEMO_PASSWORD } from '../../seed/demo';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';
import { DEMO_RIDP } from '../proofing/seed';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => clock.reset());

const casey = DEMO_RIDP.casey;

/** A new STANDARD account, signed in. */
async function newAccount(username: string, firstName: string, lastName: string): Promise<TestBrowser> {
  const b = await t.browser().start();
  const email = `${username}@example.com`;
  const res = await b.post(urlOf('signUp'), { username, password: DEMO_PASSWORD, firstName, lastName, email });
  expect(res.statusCode, res.body).toBe(200);
  return b;
}

/** Casey's food application: a job and unemployment pay, rent, her SSN and birth date. */
const CASEY_PAGES = onePersonFoodPages({
  firstName: casey.firstName,
  lastName: casey.lastName,
  ssn: '512-34-5678',
}).map(([page, answers]): [string, object] => {
  if (page === 'person.0') return [page, { ...answers, 'birthDate.0': '11/02/1982' }];
  if (page === 'address')
    return [page, { homeAddress: { line1: '9 Mill Road', city: 'Hilltown', state: 'NC', zip: casey.zip } }];
  if (page === 'income.0') return [page, { ...answers, 'hasJob.0': 'yes' }];
  return [page, answers];
});
const CASEY_JOB = {
  'employer.0.0': 'Hill Bakery',
  'jobPay.0.0': '600',
  'jobFrequency.0.0': 'BIWEEKLY',
  'jobHours.0.0': '25',
  'moreJobs.0.0': 'no',
};

/** Fills and signs a food application; returns its id in the caseworkers' queue. */
async function applyForFood(b: TestBrowser, pages: [string, object][]): Promise<string> {
  const id = (await b.post(urlOf('applicationForm'), { applicationTypeId: 'FNS' })).json()
    .application_form_id as string;
  for (const [page, answers] of pages) {
    const res = await b.request({ method: 'PUT', url: urlOf('formDetails', { id }), payload: { page, answers } });
    expect(res.statusCode, `${page}: ${res.body}`).toBe(200);
    if (page === 'income.0' && (answers as Record<string, string>)['hasJob.0'] === 'yes') {
      const job = await b.request({
        method: 'PUT',
        url: urlOf('formDetails', { id }),
        payload: { page: 'job.0.0', answers: CASEY_JOB },
      });
      expect(job.statusCode, job.body).toBe(200);
    }
  }
  const boxes = (await b.get(urlOf('esignature', { id }))).json().agreements as { id: string }[];
  // Signed eight times at once (clicks and retries): one application, the same answer to each.
  const [signed, ...others] = await Promise.all(
    [1, 2, 3, 4, 5, 6, 7, 8].map(() =>
      b.post(urlOf('signAndSubmit'), {
        iegExecutionID: id,
        agreements: Object.fromEntries(boxes.map((a) => [a.id, true])),
        firstName: casey.firstName,
        lastName: casey.lastName,
      }),
    ),
  );
  expect(signed!.statusCode, signed!.body).toBe(200);
  for (const other of others) expect(other.json()).toEqual(signed!.json());
  return signed!.json().intakeapplicationID as string;
}

/** Proves Casey's identity with the simulated bureau's right answers. */
async function proveCasey(b: TestBrowser) {
  const claim = {
    ...casey,
    birthDate: '11/02/1982',
    ssn: '512-34-5678',
    addressLine1: '9 Mill Road',
    city: 'Hilltown',
  };
  const started = await b.post(urlOf('ridpStart'), claim);
  expect(started.json().status, started.body).toBe('QUIZ');
  const quiz = started.json().quiz as RidpQuiz;
  const facts = DEMO_RIDP.caseyFacts as Record<string, string>;
  const answers = Object.fromEntries(
    quiz.questions.map((q) => [q.id, q.choices.find((c) => c.label.en === facts[q.id])!.id]),
  );
  return (await b.post(urlOf('ridpAnswer'), { quizId: quiz.quizId, answers })).json().outcome as string;
}

/** Moves the server clock to a moment. */
const moveClockTo = (iso: string) => clock.advance(new Date(iso).getTime() - clock.nowMs());

describe('cases come from decisions', () => {
  it("a linked resident's approved application joins her household's case", async () => {
    const worker = await t.signedIn('caseworker');
    const demoApp = (await worker.get(urlOf('workerApplicationQueue')))
      .json()
      .applications.find((a: { reference: string }) => a.reference === 'A-DEMO-000101');
    const res = await worker.post(
      urlOf('workerApplicationDecision', { id: demoApp.applicationId, programId: demoApp.programs[0].id }),
      { decision: 'APPROVED' },
    );
    expect(res.json()).toEqual({ status: 'APPROVED', caseReference: 'C-100234' });
    const info = (await (await t.signedIn('linked')).get(urlOf('readMyInfoTabDetails'))).json() as MyInfo;
    expect(info.cases[0]!.programs).toContainEqual(
      expect.objectContaining({ programName: 'Medicaid (medical assistance)', status: 'ACTIVE', benefitAmount: null }),
    );
    // A second decision on the same programme is refused; the case keeps one Medicaid programme.
    const again = await worker.post(
      urlOf('workerApplicationDecision', { id: demoApp.applicationId, programId: demoApp.programs[0].id }),
      { decision: 'APPROVED' },
    );
    expect(again.statusCode).toBe(409);
  });

  it('two applications of one person approved at the same time make one person and one case', async () => {
    const first = await newAccount('same.person.one', casey.firstName, casey.lastName);
    const second = await newAccount('same.person.two', casey.firstName, casey.lastName);
    const pages = CASEY_PAGES.map(([page, answers]): [string, object] =>
      page === 'person.0' ? [page, { ...answers, 'ssn.0': '611-22-3333' }] : [page, answers],
    );
    const ids = [await applyForFood(first, pages), await applyForFood(second, pages)];
    const worker = await t.signedIn('caseworker');
    const decided = await Promise.all(
      ids.map(async (id) => {
        const [program] = await t.db
          .select()
          .from(applicationPrograms)
          .where(eq(applicationPrograms.applicationId, id));
        return worker.post(urlOf('workerApplicationDecision', { id, programId: program!.id }), {
          decision: 'APPROVED',
          benefitAmount: '100',
        });
      }),
    );
    expect(decided.map((r) => r.statusCode)).toEqual([200, 200]);
    const refs = decided.map((r) => r.json().caseReference as string);
    expect(refs[0]).toBe(refs[1]);
    const people = await t.db
      .select()
      .from(persons)
      .where(eq(persons.ssnIndex, t.app.ctx.cipher.blindIndex('611223333')));
    expect(people).toHaveLength(1);
  });

  // Last: it moves the server clock, and codes sent "later" would be read first by the next sign-in.
  it('approving a new applicant opens a case with her household as records; she proves identity, links and reads Your information', async () => {
    // 11:30 p.m. in the state on 30 November is already 1 December in UTC: the period follows the state's calendar.
    moveClockTo('2026-12-01T04:30:00Z');
    const b = await newAccount('casey.nguyen', casey.firstName, casey.lastName);
    const appId = await applyForFood(b, CASEY_PAGES);
    // The bureau knows her but the agency does not yet: no case to link to.
    expect(await proveCasey(b)).toBe('VERIFIED_NO_RECORD');

    const worker = await t.signedIn('caseworker');
    const [program] = await t.db.select().from(applicationPrograms).where(eq(applicationPrograms.applicationId, appId));
    const decision = urlOf('workerApplicationDecision', { id: appId, programId: program!.id });
    // A benefit that is not an amount is refused at its field, in the worker's language, and nothing changes.
    const bad = await worker.request({
      method: 'POST',
      url: decision,
      payload: { decision: 'APPROVED', benefitAmount: '29l.50' },
      headers: { 'accept-language': 'es' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      field: 'benefitAmount',
      message: 'Ingrese una cantidad en dólares, como 250 o 250.50.',
    });
    const [still] = await t.db.select().from(applicationPrograms).where(eq(applicationPrograms.id, program!.id));
    expect(still!.status).toBe('PENDING');

    const approved = await worker.post(decision, { decision: 'APPROVED', benefitAmount: '$291.50' });
    expect(approved.statusCode, approved.body).toBe(200);
    const { caseReference } = approved.json() as { caseReference: string };
    expect(caseReference).toMatch(/^C-\d{7}$/);
    const [opened] = await t.db.select().from(cases).where(eq(cases.reference, caseReference));
    expect(opened).toMatchObject({ status: 'ACTIVE', openedOn: '2026-11-01', certificationEndOn: '2027-10-31' });
    // Her SSN and birth date are kept encrypted, as every person's are.
    const [person] = await t.db.select().from(persons).where(eq(persons.id, opened!.primaryPersonId));
    expect(person!.ssnEnc).not.toContain('512345678');

    expect(await proveCasey(b)).toBe('LINKED');
    const info = (await b.get(urlOf('readMyInfoTabDetails'))).json() as MyInfo;
    expect(info).toEqual({
      isSuccess: true,
      isClosedPDC: false,
      accountSummary: {
        pendingLifeEventInd: false,
        pendingAnnualRenewalInd: false,
        pendingChangeOfCircumstanceEventInd: false,
      },
      cases: [
        {
          caseReference,
          caseStatus: 'ACTIVE',
          programs: [
            {
              programName: 'Food and Nutrition Services (SNAP)',
              status: 'ACTIVE',
              certificationStartOn: '2026-11-01',
              certificationEndOn: '2027-10-31',
              benefitAmount: 291.5,
            },
          ],
          householdMembers: [
            {
              name: 'Casey Nguyen',
              ssn: '***-**-5678',
              dateOfBirth: '1982-11-02',
              relationship: 'Self',
              citizenshipStatus: 'U.S. citizen or national',
            },
          ],
          incomes: expect.arrayContaining([
            {
              memberName: 'Casey Nguyen',
              type: 'Pay from a job',
              employerName: 'Hill Bakery',
              amount: 600,
              frequency: 'Every two weeks',
            },
            {
              memberName: 'Casey Nguyen',
              type: 'Unemployment',
              employerName: null,
              amount: 400,
              frequency: 'Every month',
            },
          ]),
          nfPregnancyList: [],
          livingArrangement: { address: '9 Mill Road, Hilltown, NC 27502', addressOccupants: ['Casey Nguyen'] },
          expenses: [{ kind: 'Rent or mortgage', amount: 650 }],
          authorizedRepresentatives: [],
        },
      ],
    });
    expect(JSON.stringify(info)).not.toContain('512345678');

    const spanish = await b.request({
      method: 'GET',
      url: urlOf('readMyInfoTabDetails'),
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json().cases[0]).toMatchObject({
      programs: [{ programName: 'Servicios de Alimentos y Nutrición (SNAP)' }],
      householdMembers: [{ relationship: 'Usted', citizenshipStatus: 'Ciudadano o nacional de los EE. UU.' }],
      expenses: [{ kind: 'Alquiler o hipoteca' }],
    });

    // Nobody else reads her household: Ana sees only her own case, a STANDARD account is refused.
    const ana = (await (await t.signedIn('linked')).get(urlOf('readMyInfoTabDetails'))).json() as MyInfo;
    expect(ana.cases.map((c) => c.caseReference)).toEqual(['C-100234']);
    expect(JSON.stringify(ana)).not.toContain('Casey');
    expect((await (await t.signedIn('resident')).get(urlOf('readMyInfoTabDetails'))).statusCode).toBe(403);
    expect((await t.browser().get(urlOf('readMyInfoTabDetails'))).statusCode).toBe(401);
  });
});
