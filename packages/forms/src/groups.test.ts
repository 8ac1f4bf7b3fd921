import { describe, expect, it } from 'vitest';
import { combinedApplication, foodApplication, medicaidApplication } from './definitions';
import { findPage, questionGroups } from './engine';
import { setFormClock } from './dates';
import type { Answers, FormDefinition } from './types';

setFormClock(() => new Date(Date.UTC(2026, 10, 26)));

const groups = (def: FormDefinition, key: string, a: Answers) =>
  questionGroups(findPage(def, a, key)!, a).map((g) => g.map((q) => q.id));

describe('one question at a time on a phone', () => {
  const one = { householdSize: '2', 'firstName.1': 'Leo', 'lastName.1': 'Rivera' };

  it("asks the applicant's name together (with the opening line), then each other question alone", () => {
    expect(groups(foodApplication, 'person.0', one)).toEqual([
      ['youFirst', 'firstName', 'lastName'],
      ['birthDate'],
      ['ssn'],
      ['citizen'],
    ]);
    expect(groups(foodApplication, 'person.1', one)).toEqual([
      ['firstName', 'lastName'],
      ['birthDate'],
      ['relationship'],
      ['ssn'],
      ['citizen'],
    ]);
  });

  it('keeps a pregnancy with its babies and due date after the sex it depends on, as they appear', () => {
    const a = { ...one, 'birthDate.0': '04/12/1990', 'sex.0': 'F' };
    expect(groups(medicaidApplication, 'person.0', a).slice(-1)).toEqual([['sex', 'pregnant']]);
    expect(groups(medicaidApplication, 'person.0', { ...a, 'pregnant.0': 'yes' }).slice(-1)).toEqual([
      ['sex', 'pregnant', 'unborn', 'dueDate'],
    ]);
    expect(groups(medicaidApplication, 'person.0', { ...a, 'sex.0': 'M' }).slice(-1)).toEqual([['sex']]);
  });

  it('asks the phone and e-mail together, and a question shown because of an earlier page alone', () => {
    expect(groups(foodApplication, 'address', one)).toEqual([['homeAddress'], ['phone', 'email']]);
    // The sex question depends on the programmes chosen on another page: a step of its own.
    const combined = { ...one, programs: ['MA'], 'birthDate.0': '04/12/1990' };
    expect(groups(combinedApplication, 'person.0', combined).slice(-2)).toEqual([['citizen'], ['sex']]);
  });
});
