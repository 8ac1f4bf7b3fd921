import type { Answers } from './types';

/**
 * A complete food application for one person, page by page as the form player sends it. For
 * tests (API and browser) that need a submitted application without walking its screens; a test
 * beside this file keeps it valid as the definition changes. Not used by the product.
 */
export function onePersonFoodPages(person: { firstName: string; lastName: string; ssn?: string }): [string, Answers][] {
  return [
    ['householdSize', { householdSize: '1' }],
    [
      'person.0',
      {
        'firstName.0': person.firstName,
        'lastName.0': person.lastName,
        'birthDate.0': '03/04/1990',
        ...(person.ssn ? { 'ssn.0': person.ssn } : {}),
        'citizen.0': 'yes',
      },
    ],
    ['address', { homeAddress: { line1: '5 Elm St', city: 'Durham', state: 'NC', zip: '27701' } }],
    ['expedited', { monthIncome: '100', cashOnHand: '20', migrant: 'no' }],
    [
      'income.0',
      { 'hasJob.0': 'no', 'hasOtherIncome.0': 'yes', 'otherType.0': 'UNEMPLOYMENT', 'otherAmount.0': '400' },
    ],
    ['housing', { rent: '650', utilities: ['ELECTRIC'] }],
    ['otherExpenses', { careCosts: 'no', medicalExpenses: 'no' }],
    ['resources', { hasVehicle: 'no', otherProperty: 'no' }],
  ];
}
