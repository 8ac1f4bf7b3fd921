import { afterAll, describe, expect, it } from 'vitest';
import { ageOn, parseDate, setFormClock } from './dates';
import { combinedApplication, medicaidApplication } from './definitions';
import { findPage, prune, visibleQuestions } from './engine';
import type { Answers } from './types';

const on = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('ages', () => {
  it('counts whole years, a birthday counting from its own day (and 29 February from 1 March)', () => {
    expect(ageOn(parseDate('11/23/2016')!, on('2026-11-22'))).toBe(9);
    expect(ageOn(parseDate('11/23/2016')!, on('2026-11-23'))).toBe(10);
    expect(ageOn(parseDate('02/29/2016')!, on('2026-02-28'))).toBe(9);
    expect(ageOn(parseDate('02/29/2016')!, on('2026-03-01'))).toBe(10);
    expect(ageOn(parseDate('12/31/2025')!, on('2026-01-01'))).toBe(0);
  });
});

describe('pregnancy is asked only of whom it can apply to', () => {
  afterAll(() => setFormClock(() => new Date()));
  setFormClock(() => on('2026-11-26'));
  const person = (sex: string | undefined, birth: string): Answers => ({
    householdSize: '1',
    'firstName.0': 'Sam',
    'lastName.0': 'Lee',
    'birthDate.0': birth,
    ...(sex ? { 'sex.0': sex } : {}),
  });
  const asked = (a: Answers) =>
    visibleQuestions(findPage(medicaidApplication, a, 'person.0')!, a)
      .map((q) => q.id)
      .filter((id) => ['sex', 'pregnant'].includes(id));

  it('asks the sex of everyone on a Medicaid application, and pregnancy of a woman (or another gender) aged 10 to 55', () => {
    expect(asked(person(undefined, '04/12/1988'))).toEqual(['sex']);
    expect(asked(person('F', '04/12/1988'))).toEqual(['sex', 'pregnant']);
    expect(asked(person('X', '04/12/1988'))).toEqual(['sex', 'pregnant']);
    expect(asked(person('M', '04/12/1988'))).toEqual(['sex']);
    // The tenth birthday is today: asked; the day before it: not.
    expect(asked(person('F', '11/26/2016'))).toEqual(['sex', 'pregnant']);
    expect(asked(person('F', '11/27/2016'))).toEqual(['sex']);
    // 55 until the day before the 56th birthday.
    expect(asked(person('F', '11/27/1970'))).toEqual(['sex', 'pregnant']);
    expect(asked(person('F', '11/26/1970'))).toEqual(['sex']);
    // No birth date yet (or not a date): not asked until there is one.
    expect(asked(person('F', '13/45/1990'))).toEqual(['sex']);
  });

  it('drops a pregnancy answered before the sex or birth date changed, with its babies and due date', () => {
    const a = { ...person('F', '04/12/1988'), 'pregnant.0': 'yes', 'unborn.0': '1', 'dueDate.0': '03/01/2027' };
    expect(prune(medicaidApplication, a)['dueDate.0']).toBe('03/01/2027');
    const kept = prune(medicaidApplication, { ...a, 'sex.0': 'M' });
    expect([kept['pregnant.0'], kept['unborn.0'], kept['dueDate.0']]).toEqual([undefined, undefined, undefined]);
    expect(prune(medicaidApplication, { ...a, 'birthDate.0': '04/12/1950' })['pregnant.0']).toBeUndefined();
  });

  it('asks neither on a combined application without Medicaid', () => {
    const a = { ...person('F', '04/12/1988'), programs: ['FNS'] };
    const ids = visibleQuestions(findPage(combinedApplication, a, 'person.0')!, a).map((q) => q.id);
    expect(ids).not.toContain('sex');
    expect(ids).not.toContain('pregnant');
  });
});
