import { describe, expect, it } from 'vitest';
import { foodApplication } from './definitions';
import { documentsCalledFor } from './documents';
import { onePersonFoodPages } from './samples';
import type { Answers } from './types';

const sample = (): Answers =>
  Object.assign({}, ...onePersonFoodPages({ firstName: 'Ana', lastName: 'Rivera' }).map(([, a]) => a));

describe('documents the answers call for', () => {
  it('asks the applicant for identity and proof of rent when rent is paid', () => {
    expect(documentsCalledFor(foodApplication, sample())).toEqual([
      { key: 'IDENTITY.person.0', evidence: 'IDENTITY', person: 'Ana Rivera', about: null },
      { key: 'SHELTER_COST.housing', evidence: 'SHELTER_COST', person: null, about: null },
    ]);
  });

  it('asks for no proof of rent when none is paid', () => {
    const keys = documentsCalledFor(foodApplication, { ...sample(), rent: '0' }).map((d) => d.key);
    expect(keys).toEqual(['IDENTITY.person.0']);
  });

  it('asks for pay stubs for every job of every person, named by employer', () => {
    const answers: Answers = {
      ...sample(),
      householdSize: '2',
      'firstName.1': 'Luis',
      'lastName.1': 'Rivera',
      'birthDate.1': '01/02/1985',
      'citizen.1': 'yes',
      'hasJob.0': 'yes',
      'employer.0.0': 'Corner Bakery',
      'moreJobs.0.0': 'yes',
      'employer.0.1': 'City Library',
      'moreJobs.0.1': 'no',
      'hasJob.1': 'yes',
      'employer.1.0': 'Hardware Store',
      'moreJobs.1.0': 'no',
      'hasOtherIncome.1': 'no',
    };
    const income = documentsCalledFor(foodApplication, answers).filter((d) => d.evidence === 'INCOME');
    expect(income.map((d) => [d.key, d.person, d.about])).toEqual([
      ['INCOME.job.0.0', 'Ana Rivera', 'Corner Bakery'],
      ['INCOME.job.0.1', 'Ana Rivera', 'City Library'],
      ['INCOME.job.1.0', 'Luis Rivera', 'Hardware Store'],
    ]);
  });
});
