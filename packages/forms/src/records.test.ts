import { describe, expect, it } from 'vitest';
import { householdRecords } from './records';

describe('household records from an application', () => {
  it('keeps each person, their jobs and other income, the home and the monthly costs', () => {
    const records = householdRecords({
      householdSize: '2',
      'firstName.0': 'Casey',
      'lastName.0': 'Nguyen',
      'birthDate.0': '11/02/1982',
      'ssn.0': '512-34-5678',
      'citizen.0': 'yes',
      'pregnant.0': 'yes',
      'unborn.0': '2',
      'dueDate.0': '03/15/2027',
      'firstName.1': 'Kim',
      'lastName.1': 'Nguyen',
      'birthDate.1': '01/20/2015',
      'relationship.1': 'CHILD',
      'citizen.1': 'no',
      homeAddress: { line1: '9 Mill Road', city: 'Hilltown', state: 'nc', zip: '27502' },
      'hasJob.0': 'yes',
      'employer.0.0': 'Hill Bakery',
      'jobPay.0.0': '$1,200.50',
      'jobFrequency.0.0': 'MONTHLY',
      'jobHours.0.0': '30',
      'moreJobs.0.0': 'yes',
      'employer.0.1': 'Corner Shop',
      'jobPay.0.1': '100',
      'jobFrequency.0.1': 'WEEKLY',
      'jobHours.0.1': '8',
      'moreJobs.0.1': 'no',
      // Not asked any more (no third job): never kept.
      'employer.0.2': 'Stale',
      'jobPay.0.2': '999',
      'hasOtherIncome.0': 'no',
      'hasJob.1': 'no',
      'hasOtherIncome.1': 'yes',
      'otherType.1': 'CHILD_SUPPORT',
      'otherAmount.1': '150',
      rent: '650',
      careCosts: 'no',
      careAmount: '300',
      medicalExpenses: 'yes',
      medicalAmount: '45',
    });
    expect(records.members).toEqual([
      {
        firstName: 'Casey',
        lastName: 'Nguyen',
        birthDate: '1982-11-02',
        ssn: '512345678',
        relationship: 'SELF',
        citizen: true,
        sex: null,
        pregnancy: { dueDate: '2027-03-15', unborn: 2 },
      },
      {
        firstName: 'Kim',
        lastName: 'Nguyen',
        birthDate: '2015-01-20',
        ssn: null,
        relationship: 'CHILD',
        citizen: false,
        sex: null,
        pregnancy: null,
      },
    ]);
    expect(records.address).toEqual({ line1: '9 Mill Road', line2: null, city: 'Hilltown', state: 'NC', zip: '27502' });
    expect(records.incomes).toEqual([
      { member: 0, type: 'WAGES', employer: 'Hill Bakery', amount: 1200.5, frequency: 'MONTHLY', hoursPerWeek: 30 },
      { member: 0, type: 'WAGES', employer: 'Corner Shop', amount: 100, frequency: 'WEEKLY', hoursPerWeek: 8 },
      { member: 1, type: 'CHILD_SUPPORT', employer: null, amount: 150, frequency: 'MONTHLY', hoursPerWeek: null },
    ]);
    // Care was answered "no", so its amount is not a cost.
    expect(records.expenses).toEqual([
      { kind: 'SHELTER', amount: 650 },
      { kind: 'MEDICAL', amount: 45 },
    ]);
  });

  it('an application without a household page still names the applicant when it can, and nothing else', () => {
    expect(householdRecords({})).toEqual({ members: [], address: null, incomes: [], expenses: [] });
    expect(householdRecords({ 'firstName.0': 'Lee', 'lastName.0': 'Park' }).members[0]).toMatchObject({
      firstName: 'Lee',
      relationship: 'SELF',
      birthDate: null,
    });
  });
});
