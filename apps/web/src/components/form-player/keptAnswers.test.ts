import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/client';
import {
  KEEP_FOR_MS,
  dropKeptAnswers,
  forgetAllKeptAnswers,
  isUnreached,
  keepAnswers,
  keptAnswers,
} from './keptAnswers';

describe('answers kept while offline', () => {
  it('keeps the last page of a draft until it is sent, and forgets it after 30 minutes', () => {
    keepAnswers('d1', 'about', { firstName: 'Ana' }, 1_000);
    keepAnswers('d1', 'contact', { phone: '5551234567' }, 2_000);
    expect(keptAnswers('d1', 2_000 + KEEP_FOR_MS)).toEqual({
      page: 'contact',
      answers: { phone: '5551234567' },
      at: 2_000,
    });
    expect(keptAnswers('d1', 2_001 + KEEP_FOR_MS)).toBeUndefined();
    expect(keptAnswers('d1', 2_000)).toBeUndefined();
    keepAnswers('d2', 'about', { firstName: 'Bo' });
    dropKeptAnswers('d2');
    expect(keptAnswers('d2')).toBeUndefined();
  });

  it('forgets everything on sign-out', () => {
    keepAnswers('d3', 'about', { firstName: 'Cy' });
    keepAnswers('d4', 'about', { firstName: 'Di' });
    forgetAllKeptAnswers();
    expect(keptAnswers('d3')).toBeUndefined();
    expect(keptAnswers('d4')).toBeUndefined();
  });

  it('keeps only saves that got no answer, not refusals', () => {
    expect(isUnreached(new ApiRequestError(0, [], 'network'))).toBe(true);
    expect(isUnreached(new ApiRequestError(0, [], 'timeout'))).toBe(true);
    expect(
      isUnreached(new ApiRequestError(400, [{ code: 'REQUIRED', message: 'x', level: 'error', field: 'a' }])),
    ).toBe(false);
    expect(isUnreached(new ApiRequestError(500, []))).toBe(false);
    expect(isUnreached(new Error('x'))).toBe(false);
  });
});
