import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf, type OnlineCategory } from '@portal/contracts';
import { clock } from '../../platform/clock';
import { addDays, isoDay } from '../../platform/dates';
import { DEMO_PASSWORD } from '../../seed/demo';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('Medicaid for the aged, blind or disabled', () => {
  it('is its own application: asks why, the condition only of the blind or disabled, what the person owns; decided within 90 days', async () => {
    const b = t.browser();
    expect((await b.login('resident', DEMO_PASSWORD)).statusCode).toBe(200);
    const offered = (await b.get(urlOf('onlineCategories'))).json().categories as OnlineCategory[];
    const types = offered.flatMap((c) => c.intakeApplicationTypes.map((x) => x.application_type_id));
    expect(types).toContain('MAABD');

    const id = (await b.post(urlOf('applicationForm'), { applicationTypeId: 'MAABD' })).json().application_form_id;
    const put = (page: string, answers: object) =>
      b.request({ method: 'PUT', url: urlOf('formDetails', { id }), payload: { page, answers } });
    const pages: [string, object][] = [
      ['householdSize', { householdSize: '1' }],
      ['person.0', { 'firstName.0': 'Jordan', 'lastName.0': 'Smith', 'birthDate.0': '02/03/1955', 'citizen.0': 'yes' }],
      ['address', { homeAddress: { line1: '5 Elm St', city: 'Durham', state: 'NC', zip: '27701' } }],
    ];
    for (const [page, answers] of pages) expect((await put(page, answers)).statusCode, page).toBe(200);

    // Disabled: the condition is then required; an unknown basis is refused.
    const noCondition = await put('basis', { basis: ['AGED', 'DISABLED'], disabilityBenefits: 'yes' });
    expect(noCondition.statusCode).toBe(400);
    expect(noCondition.json().errors.map((e: { field: string }) => e.field)).toEqual(['condition', 'doctor']);
    expect((await put('basis', { basis: ['RICH'] })).statusCode).toBe(400);
    const rest: [string, object][] = [
      [
        'basis',
        {
          basis: ['AGED', 'DISABLED'],
          condition: 'Arthritis since 2019',
          doctor: 'Elm Clinic',
          disabilityBenefits: 'no',
        },
      ],
      ['living', { livingArrangement: 'HOME', medicare: 'yes', otherInsurance: 'no' }],
      [
        'income.0',
        { 'hasJob.0': 'no', 'hasOtherIncome.0': 'yes', 'otherType.0': 'SOCIAL_SECURITY', 'otherAmount.0': '900' },
      ],
      ['abdResources', { bankTotal: '1200', lifeInsurance: 'no', otherProperty: 'no', transferred: 'no' }],
    ];
    for (const [page, answers] of rest) {
      const r = await put(page, answers);
      expect(r.statusCode, `${page}: ${r.body}`).toBe(200);
    }
    const boxes = (await b.get(urlOf('esignature', { id }))).json();
    const agreements = Object.fromEntries(boxes.agreements.map((a: { id: string }) => [a.id, true]));
    const sub = await b.post(urlOf('signAndSubmit'), {
      iegExecutionID: id,
      agreements,
      firstName: 'Jordan',
      lastName: 'Smith',
    });
    expect(sub.statusCode, sub.body).toBe(200);
    const done = (await b.get(urlOf('confirmationDetails', { id: sub.json().intakeapplicationID }))).json();
    expect(done.programs.map((p: { code: string; decisionDueOn: string }) => [p.code, p.decisionDueOn])).toEqual([
      ['MA', isoDay(addDays(clock.now(), 90))],
    ]);
  });
});
