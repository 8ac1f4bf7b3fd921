import { describe, expect, it } from 'vitest';
import { foodChangeReport, foodRenewal } from './definitions';
import { nextPage, prune } from './engine';
import { answersOfRecords, changesBetween } from './prefill';
import { householdRecords, type HouseholdRecords } from './records';
import { validateForm } from './validate';

const onFile: HouseholdRecords = {
  members: [
    {
      firstName: 'Ana',
      lastName: 'Rivera',
      birthDate: '1988-04-12',
      ssn: '123456789',
      relationship: 'SELF',
      citizen: true,
      sex: null,
      pregnancy: null,
    },
    {
      firstName: 'Luis',
      lastName: 'Rivera',
      birthDate: '2016-09-01',
      ssn: null,
      relationship: 'CHILD',
      citizen: true,
      sex: null,
      pregnancy: null,
    },
  ],
  address: { line1: '12 Oak Street', line2: null, city: 'Raleigh', state: 'NC', zip: '27601' },
  incomes: [
    { member: 0, type: 'WAGES', employer: 'Oak Diner', amount: 1450.5, frequency: 'MONTHLY', hoursPerWeek: 30 },
    { member: 1, type: 'CHILD_SUPPORT', employer: null, amount: 200, frequency: 'MONTHLY', hoursPerWeek: null },
  ],
  expenses: [
    { kind: 'SHELTER', amount: 850 },
    { kind: 'CARE', amount: 120 },
  ],
};
const today = new Date('2026-11-20T12:00:00Z');

describe('keeping-benefits forms start from the case records', () => {
  it('the records read back the same from the prefilled answers', () => {
    expect(householdRecords(answersOfRecords(onFile))).toEqual(onFile);
  });

  it('a renewal filled in from the records asks only whether anything changed: "No" goes straight to the summary', () => {
    const filled = answersOfRecords(onFile);
    expect(validateForm(foodRenewal, prune(foodRenewal, filled), today)).toEqual([
      expect.objectContaining({ page: 'change' }),
    ]);
    const nothing = { ...filled, anythingChanged: 'no' };
    expect(nextPage(foodRenewal, nothing, 'change')).toBeUndefined();
    expect(validateForm(foodRenewal, prune(foodRenewal, nothing), today)).toEqual([]);
    // The records still count: the household on file is renewed as it is.
    expect(prune(foodRenewal, nothing)['firstName.0']).toBe(filled['firstName.0']);
    // "Yes": every part is walked, as before.
    expect(nextPage(foodRenewal, { ...filled, anythingChanged: 'yes' }, 'change')?.key).toBe('householdSize');
  });

  it('a change report walks only the parts the person said changed', () => {
    const answers = { ...answersOfRecords(onFile), changed: ['INCOME'], changeDate: '11/02/2026' };
    expect(nextPage(foodChangeReport, answers, 'change')?.key).toBe('income.0');
    expect(nextPage(foodChangeReport, answers, 'income.1')).toBeUndefined();
    // The household pages are not walked, but their answers still count (two people's income).
    expect(validateForm(foodChangeReport, prune(foodChangeReport, answers), today)).toEqual([]);
  });

  it('shows each change as before → after, and what is no longer there', () => {
    const before = answersOfRecords(onFile);
    const after = {
      ...before,
      changed: ['ADDRESS', 'INCOME'],
      changeDate: '11/02/2026',
      homeAddress: { line1: '40 Elm Road', city: 'Durham', state: 'NC', zip: '27701' },
      'jobPay.0.0': '1600',
      'hasOtherIncome.1': 'no',
    };
    delete (after as Record<string, unknown>)['otherType.1'];
    delete (after as Record<string, unknown>)['otherAmount.1'];
    const rows = changesBetween(foodChangeReport, before, prune(foodChangeReport, after), 'en');
    expect(rows).toContainEqual(
      expect.objectContaining({
        label: 'Home address',
        before: '12 Oak Street, Raleigh, NC 27601',
        after: '40 Elm Road, Durham, NC 27701',
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ heading: 'Job 1 of Ana Rivera', before: '$1450.50', after: '$1600' }),
    );
    expect(rows).toContainEqual(expect.objectContaining({ label: 'Kind of income', after: 'Not answered' }));
    // Nothing about the report itself (what changed, when) and nothing unchanged.
    expect(rows.find((r) => r.label.startsWith('What changed'))).toBeUndefined();
    expect(rows.find((r) => r.label === 'First name')).toBeUndefined();
  });
});
