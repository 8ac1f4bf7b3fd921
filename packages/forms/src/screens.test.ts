import { describe, expect, it } from 'vitest';
import { foodApplication } from './definitions';
import { phoneScreens } from './screens';
import { visiblePages } from './engine';
import type { Answers } from './types';

/** A two-person food application: the applicant with a job, and a child. */
const TWO_PEOPLE: Answers = {
  householdSize: '2',
  'firstName.0': 'Dana',
  'lastName.0': 'Whitfield',
  'birthDate.0': '01/01/1990',
  'citizen.0': 'yes',
  'firstName.1': 'Leo',
  'lastName.1': 'Whitfield',
  'birthDate.1': '01/01/2015',
  'citizen.1': 'yes',
  homeAddress: { line1: '1 Main', city: 'Durham', state: 'NC', zip: '27701' },
  monthIncome: '100',
  cashOnHand: '20',
  migrant: 'no',
  'hasJob.0': 'yes',
  'hasOtherIncome.0': 'no',
  'hasJob.1': 'no',
  'hasOtherIncome.1': 'no',
  rent: '650',
  utilities: ['ELECTRIC'],
  careCosts: 'no',
  medicalExpenses: 'no',
  hasVehicle: 'no',
  otherProperty: 'no',
};

describe('a page on a phone', () => {
  it('asks a two-person food application in at most 16 screens (11 pages on a wider screen)', () => {
    const pages = visiblePages(foodApplication, TWO_PEOPLE);
    expect(pages).toHaveLength(11);
    const screens = pages.flatMap((inst) => phoneScreens(inst, TWO_PEOPLE));
    // 14 today: 30 when each question had a screen of its own.
    expect(screens.length).toBe(14);
    // No screen asks more than a few things.
    for (const s of screens) expect(s.filter((q) => q.type !== 'static').length).toBeLessThanOrEqual(5);
  });

  it('keeps first and last name on one screen, and cuts a long page into screens of about equal size', () => {
    const [applicant] = visiblePages(foodApplication, TWO_PEOPLE).filter((p) => p.key === 'person.0');
    const screens = phoneScreens(applicant!, TWO_PEOPLE).map((s) => s.map((q) => q.id));
    expect(screens).toHaveLength(2);
    expect(screens[0]).toEqual(expect.arrayContaining(['firstName', 'lastName', 'birthDate']));
    expect(screens[1]).toEqual(expect.arrayContaining(['ssn', 'citizen']));
    const household = visiblePages(foodApplication, TWO_PEOPLE).find((p) => p.key === 'householdSize')!;
    expect(phoneScreens(household, TWO_PEOPLE)).toHaveLength(1);
  });
});
