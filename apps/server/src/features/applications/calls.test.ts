import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts';
import { onePersonFoodPages } from '@portal/forms/samples';
import { DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function submittedFood(b: TestBrowser) {
  const id = (await b.post(urlOf('applicationForm'), { applicationTypeId: 'FNS' })).json()
    .application_form_id as string;
  for (const [page, answers] of onePersonFoodPages({ firstName: 'Jordan', lastName: 'Smith' })) {
    expect(
      (await b.request({ method: 'PUT', url: urlOf('saveFormDetails', { id }), payload: { page, answers } }))
        .statusCode,
    ).toBe(200);
  }
  const boxes = (await b.get(urlOf('esignature', { id }))).json().agreements as { id: string }[];
  const agreements = Object.fromEntries(boxes.map((a) => [a.id, true]));
  const signed = await b.post(urlOf('signAndSubmit'), {
    iegExecutionID: id,
    agreements,
    firstName: 'Jordan',
    lastName: 'Smith',
  });
  const appId = signed.json().intakeapplicationID as string;
  const listed = (await b.get(urlOf('submittedApplications'))).json().applications;
  return listed.find((a: { application_id: string }) => a.application_id === appId).applicationPrograms[0] as {
    application_program_id: string;
  };
}

describe('the calls of a draft', () => {
  it('name the draft as a motivation, list it among existing applications, and delete it; another user gets 404', async () => {
    const b = await t.signedIn(DEMO_USERS.standard);
    const id = (await b.post(urlOf('setupAndStart'), { motivationTypeId: 'LIEAP' })).json().iegExecutionID as string;
    expect((await b.get(urlOf('motivationType', { id }))).json()).toMatchObject({
      motivationTypeId: 'LIEAP',
      requiresLogin: false,
    });
    expect((await b.get(urlOf('motivationDetails', { id }))).json()).toMatchObject({
      motivationId: id,
      typeID: 'LIEAP',
      state: 'IN_PROGRESS',
      username: DEMO_USERS.standard,
      isSubmissionFormInd: true,
    });
    expect((await b.get(urlOf('applyLieap'))).json()).toEqual({ hasEnergyAppInProgress: true, formId: id });
    const existing = (await b.get(urlOf('listExistingApp'))).json();
    expect(existing.drafts).toContainEqual({ formId: id, applicationTypeId: 'LIEAP' });
    expect(existing).toHaveProperty('doesPendingFNSAppExist');

    const other = await t.signedIn(DEMO_USERS.linked);
    expect((await other.get(urlOf('motivationDetails', { id }))).statusCode).toBe(404);
    expect((await other.request({ method: 'DELETE', url: urlOf('deleteMotivation', { id }) })).statusCode).toBe(404);

    expect((await b.request({ method: 'DELETE', url: urlOf('deleteMotivation', { id }) })).json()).toEqual({
      isSuccess: true,
    });
    expect((await b.get(urlOf('motivationType', { id }))).statusCode).toBe(404);
  });
});

describe('withdrawal by the nf_ path', () => {
  it('lists the reasons in Spanish, refuses a request without a name at its field, then takes one', async () => {
    const b = await t.signedIn(DEMO_USERS.standard);
    expect((await b.get(urlOf('existsPendingAppForUser'))).json().doesPendingFNSAppExist).toBe(false);
    const program = await submittedFood(b);
    expect((await b.get(urlOf('existsPendingAppForUser'))).json()).toEqual({
      doesPendingMAGIAppExist: false,
      doesPendingFNSAppExist: true,
      doesPendingABDAppExist: false,
      doesPendingSNAPAppExist: true,
    });
    const ids = {
      appId: (await b.get(urlOf('submittedApplications'))).json().applications[0].application_id,
      programId: program.application_program_id,
    };
    const reasons = await b.request({
      method: 'GET',
      url: urlOf('withdrawalRequestReasons', ids),
      headers: { 'accept-language': 'es' },
    });
    expect(reasons.json().withdrawalReason).toContainEqual({ code: 'MOVED', description: expect.any(String) });
    expect(reasons.json().withdrawalReason).toHaveLength(5);

    const body = { withdrawalReason: 'MOVED', firstName: ' ', lastName: 'Smith', acknowledged: true };
    const refused = await b.request({
      method: 'POST',
      url: urlOf('nfWithdrawalRequest', ids),
      payload: body,
      headers: { 'accept-language': 'es' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      errors: [
        {
          code: 'VALIDATION',
          level: 'error',
          field: 'firstName',
          message: 'Este campo es obligatorio.',
          message_id: 'withdrawal',
        },
      ],
    });
    expect((await b.post(urlOf('nfWithdrawalRequest', ids), { ...body, firstName: 'Jordan' })).json()).toEqual({
      isSuccess: true,
    });
    // Only a pending programme can be withdrawn.
    expect((await b.post(urlOf('nfWithdrawalRequest', ids), { ...body, firstName: 'Jordan' })).statusCode).toBe(409);
  });
});
