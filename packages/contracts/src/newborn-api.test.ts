import { describe, expect, it } from 'vitest';
import { newbornBirthProblem, normalizeMotherId, referralSearchProblem } from './newborn-api';

describe('newborn referral rules', () => {
  it('checks a search value by what it searches', () => {
    expect(referralSearchProblem('MOTHER_NAME', '  ')).toBe('required');
    expect(referralSearchProblem('MOTHER_NAME', ' a ')).toBe('nameTooShort');
    expect(referralSearchProblem('NEWBORN_NAME', 'Lu')).toBeNull();
    expect(referralSearchProblem('NEWBORN_DOB', '02/30/2026')).toBe('badDate');
    expect(referralSearchProblem('NEWBORN_DOB', '2026-02-03')).toBe('badDate');
    expect(referralSearchProblem('NEWBORN_DOB', '02/03/2026')).toBeNull();
    expect(referralSearchProblem('MOTHER_ID', 'Ana')).toBe('badMotherId');
    expect(referralSearchProblem('MOTHER_ID', 'c100234')).toBeNull();
  });

  it('takes a newborn born today up to a year ago, not in the future', () => {
    expect(newbornBirthProblem('11/26/2026', '2026-11-26')).toBeNull();
    expect(newbornBirthProblem('11/27/2026', '2026-11-26')).toBe('future');
    expect(newbornBirthProblem('11/26/2025', '2026-11-26')).toBeNull();
    expect(newbornBirthProblem('11/25/2025', '2026-11-26')).toBe('tooOld');
    expect(newbornBirthProblem('13/01/2026', '2026-11-26')).toBe('badDate');
  });

  it('keeps a case number one way', () => {
    expect(normalizeMotherId(' c100234 ')).toBe('C-100234');
    expect(normalizeMotherId('C-100234')).toBe('C-100234');
  });
});
