import { describe, expect, it } from 'vitest';
import {
  coverageEndFor,
  decidePresumptive,
  monthlyLimitDollars,
  presumptiveProblems,
  yearlyGuideline,
  type PresumptiveAnswers,
} from './presumptive-api';

const good: PresumptiveAnswers = {
  facilityId: 'f',
  firstName: 'Maya',
  lastName: 'Lopez',
  birthDate: '05/02/2012',
  ssn: '',
  addressLine1: '12 River Road',
  city: 'Springfield',
  zip: '27601',
  householdSize: '4',
  monthlyIncome: '100.50',
  category: 'CHILDREN',
};

describe('presumptive eligibility rules', () => {
  it('the guideline grows by the same amount for each further person', () => {
    expect([1, 2, 8].map(yearlyGuideline)).toEqual([15_650, 21_150, 54_150]);
  });

  it('the monthly limit is rounded up to a whole dollar, and income at the limit is eligible', () => {
    // 4 people: 32,150 × 211% ÷ 12 = 5,653.04… → 5,654.
    expect(monthlyLimitDollars(4, 'CHILDREN')).toBe(5654);
    expect(decidePresumptive(4, 565_400, 'CHILDREN', '2026-11-26')).toMatchObject({
      eligible: true,
      coverageStart: '2026-11-26',
      coverageEnd: '2026-12-31',
    });
    expect(decidePresumptive(4, 565_401, 'CHILDREN', '2026-11-26')).toMatchObject({
      eligible: false,
      coverageStart: null,
      coverageEnd: null,
      monthlyLimitCents: 565_400,
    });
  });

  it('coverage ends on the last day of the month after filing, across years and in leap years', () => {
    expect(coverageEndFor('2026-12-15')).toBe('2027-01-31');
    expect(coverageEndFor('2027-01-31')).toBe('2027-02-28');
    expect(coverageEndFor('2028-01-01')).toBe('2028-02-29');
  });

  it('finds each problem at its field', () => {
    const today = '2026-11-26';
    expect(presumptiveProblems(good, today)).toEqual({});
    expect(
      presumptiveProblems(
        { ...good, householdSize: '0', monthlyIncome: '-1', birthDate: '13/01/2000', firstName: ' ', zip: '123' },
        today,
      ),
    ).toEqual({
      householdSize: 'validation.presumptive.householdSize',
      monthlyIncome: 'validation.amount.invalid',
      birthDate: 'validation.date.invalid',
      firstName: 'validation.required',
      zip: 'validation.zip.invalid',
    });
    expect(presumptiveProblems({ ...good, birthDate: '11/27/2026' }, today)).toEqual({
      birthDate: 'validation.presumptive.birthDate',
    });
    // 19 on the filing date: no longer in the children's category.
    expect(presumptiveProblems({ ...good, birthDate: '11/26/2007' }, today)).toEqual({
      category: 'validation.presumptive.childAge',
    });
    expect(presumptiveProblems({ ...good, birthDate: '11/27/2007' }, today)).toEqual({});
    expect(presumptiveProblems({ ...good, lastName: 'Lo\u0007pez', householdSize: '21' }, today)).toEqual({
      lastName: 'validation.text.control',
      householdSize: 'validation.presumptive.householdSize',
    });
  });
});
