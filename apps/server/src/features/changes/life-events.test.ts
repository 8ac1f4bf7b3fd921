import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf, type MyInfo } from '@portal/contracts';
import { applicationDrafts } from '../../platform/db/schema';
import { DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signed(b: TestBrowser, id: string) {
  const boxes = (await b.get(urlOf('esignatureByMotivation', { id }))).json().agreements as { id: string }[];
  const agreements = Object.fromEntries(boxes.map((a) => [a.id, true]));
  await b.post(urlOf('finishCoc'), { iegExecutionID: id });
  return b.post(urlOf('signAndSubmitCoc'), { iegExecutionID: id, agreements, firstName: 'Ana', lastName: 'Rivera' });
}

describe('life events', () => {
  it('a move opens the change report at the address, remembers the event and lists it once sent', async () => {
    const ana = await t.signedIn(DEMO_USERS.linked);
    const options = (await ana.get(urlOf('applyForLifeEventCoc'))).json();
    expect(options.unsupportedScenarioCode).toBeNull();
    expect(options.lifeEvents.map((e: { lifeEventContextId: string }) => e.lifeEventContextId)).toEqual([
      'MOVED',
      'JOB_STARTED',
      'JOB_ENDED',
      'SOMEONE_JOINED',
      'SOMEONE_LEFT',
    ]);
    const { formId } = (await ana.post(urlOf('lifeEventsForm'), { lifeEventContextId: 'MOVED' })).json();
    // Starting the same event again resumes it.
    expect((await ana.post(urlOf('lifeEventsForm'), { lifeEventContextId: 'MOVED' })).json().formId).toBe(formId);
    const details = (await ana.get(urlOf('formDetails', { id: formId }))).json();
    expect(details).toMatchObject({ applicationTypeId: 'FNS_COC', answers: { changed: ['ADDRESS'] } });
    expect(details.before.changed).toBeUndefined();
    const save = (page: string, answers: object) =>
      ana.request({ method: 'PUT', url: urlOf('saveFormDetails', { id: formId }), payload: { page, answers } });
    expect((await save('change', { changed: ['ADDRESS'], changeDate: '11/01/2026' })).json().nextPage).toBe('address');
    await save('address', { homeAddress: { line1: '9 Lake Drive', city: 'Springfield', state: 'NC', zip: '27005' } });
    const sent = await signed(ana, formId);
    expect(sent.statusCode).toBe(200);
    const history = (await ana.get(urlOf('listSubmittedLifeevents'))).json();
    expect(history.applications).toEqual([
      expect.objectContaining({
        intakeApplicationID: sent.json().cocInstanceID,
        referenceNumber: sent.json().referenceNumber,
        details: expect.objectContaining({ lifeEventID: 'MOVED', lifeEventName: 'I moved' }),
        statusDescription: 'Submitted',
      }),
    ]);
    expect((await ana.get(history.applications[0].applicationUrl)).headers['content-type']).toBe('application/pdf');
  });

  it('naming an authorized representative: the caseworker accepts and Your information lists them', async () => {
    const ana = await t.signedIn(DEMO_USERS.linked);
    expect((await ana.get(urlOf('applyForAr'))).json()).toMatchObject({
      lifeEventContextId: 'AUTH_REP',
      schema: 'AUTH_REP',
      unsupportedScenarioCode: null,
    });
    const { formId } = (await ana.post(urlOf('lifeEventsForm'), { lifeEventContextId: 'AUTH_REP' })).json();
    const page = {
      repFirstName: 'Rosa',
      repLastName: 'Diaz',
      repRelationship: 'SIBLING',
      repPhone: '555-555-0177',
      repAddress: { line1: '5 Cedar Street', city: 'Springfield', state: 'NC', zip: '27001' },
      repPowers: ['REPORT_CHANGES', 'NOTICES'],
    };
    const bad = await ana.request({
      method: 'PUT',
      url: urlOf('saveFormDetails', { id: formId }),
      payload: { page: 'representative', answers: { ...page, repPhone: 'call me' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'repPhone' });
    const ok = await ana.request({
      method: 'PUT',
      url: urlOf('saveFormDetails', { id: formId }),
      payload: { page: 'representative', answers: page },
    });
    expect(ok.json()).toEqual({ nextPage: null });
    const sent = await signed(ana, formId);
    const id = sent.json().cocInstanceID as string;

    const worker = await t.signedIn(DEMO_USERS.caseworker);
    const detail = (await worker.get(urlOf('workerCaseChange', { id }))).json();
    expect(detail.changes).toContainEqual(expect.objectContaining({ label: 'First name', after: 'Rosa' }));
    expect((await worker.post(urlOf('workerAcceptCaseChange', { id }), {})).statusCode).toBe(200);
    const info = (await ana.get(urlOf('readMyInfoTabDetails'))).json() as MyInfo;
    expect(info.cases[0]!.authorizedRepresentatives).toEqual([
      {
        name: 'Rosa Diaz',
        relationship: 'Brother or sister',
        phone: '555-555-0177',
        powers: ['Report changes and give information', 'Get copies of notices'],
      },
    ]);
    // The household's records were not touched by naming a representative.
    expect(info.cases[0]!.householdMembers.map((m) => m.name)).toEqual(['Ana Rivera', 'Leo Rivera']);
  });

  it('without a linked food case, nothing starts and the reason is given', async () => {
    const resident = await t.signedIn(DEMO_USERS.standard);
    expect((await resident.get(urlOf('applyForLifeEventCoc'))).json().unsupportedScenarioCode).toBe('NOT_LINKED');
    expect((await resident.post(urlOf('lifeEventsForm'), { lifeEventContextId: 'MOVED' })).statusCode).toBe(403);
    const ana = await t.signedIn(DEMO_USERS.linked);
    expect((await ana.post(urlOf('lifeEventsForm'), { lifeEventContextId: 'WON_LOTTERY' })).statusCode).toBe(400);
    // A representative draft is never signed as an application.
    const { formId } = (await ana.post(urlOf('lifeEventsForm'), { lifeEventContextId: 'AUTH_REP' })).json();
    const asApplication = await ana.post(urlOf('signAndSubmit'), {
      iegExecutionID: formId,
      agreements: {},
      firstName: 'Ana',
      lastName: 'Rivera',
    });
    expect(asApplication.statusCode).toBe(404);
    const [draft] = await t.db.select().from(applicationDrafts).where(eq(applicationDrafts.id, formId));
    expect(draft).toMatchObject({ formId: 'AUTH_REP', lifeEvent: 'AUTH_REP' });
  });
});
