import { describe, expect, it } from 'vitest';
import { foodApplication } from './definitions/applications';
import { visiblePages } from './engine';
import { onePersonFoodPages } from './samples';
import { validateForm } from './validate';

describe('the sample food application the tests file', () => {
  it('answers every page the food application shows, with nothing the rules reject', () => {
    const pages = onePersonFoodPages({ firstName: 'Robin', lastName: 'Park', ssn: '123-45-6789' });
    const answers = Object.assign({}, ...pages.map(([, a]) => a));
    expect(validateForm(foodApplication, answers, new Date('2026-11-23T12:00:00Z'))).toEqual([]);
    expect(pages.map(([key]) => key)).toEqual(visiblePages(foodApplication, answers).map((p) => p.key));
  });
});
