import { describe, expect, it } from 'vitest';
import { screensExpedited } from './expedited';
import { errorsOf, FormIssues } from './issues';

describe('expedited food service screening', () => {
  it('is not screened when the money-this-month page was not asked', () => {
    expect(screensExpedited({ rent: '900' })).toBe(false);
  });
  it('screens in a household with under $150 income and at most $100 cash', () => {
    expect(screensExpedited({ monthIncome: '149', cashOnHand: '100', rent: '0' })).toBe(true);
    expect(screensExpedited({ monthIncome: '150', cashOnHand: '100', rent: '0' })).toBe(false);
    expect(screensExpedited({ monthIncome: '100', cashOnHand: '101', rent: '0' })).toBe(false);
  });
  it('screens in a household whose rent is more than its income and cash (amounts as typed)', () => {
    expect(screensExpedited({ monthIncome: '$1,000', cashOnHand: '200', rent: '$1,250' })).toBe(true);
    expect(screensExpedited({ monthIncome: '$1,000', cashOnHand: '250', rent: '$1,250' })).toBe(false);
  });
  it('screens in a migrant or seasonal farm worker household with at most $100 cash', () => {
    expect(screensExpedited({ monthIncome: '2000', cashOnHand: '80', rent: '500', migrant: 'yes' })).toBe(true);
    expect(screensExpedited({ monthIncome: '2000', cashOnHand: '80', rent: '500', migrant: 'no' })).toBe(false);
  });
});

describe('form issues as the API answers them', () => {
  it('names each field, in the reader language, with the page as message_id', () => {
    const err = new FormIssues([{ field: 'rent', code: 'max', limit: 20 }], 'housing');
    expect(errorsOf(err, 'es')).toEqual([
      {
        code: 'VALIDATION',
        level: 'error',
        field: 'rent',
        message: 'Escriba un valor de 20 o menos.',
        message_id: 'housing',
      },
    ]);
    expect(errorsOf(new FormIssues([{ field: 'acknowledged', code: 'selectBox' }]), 'en')[0]).toMatchObject({
      message: 'Select the required box below.',
      message_id: 'selectBox',
    });
  });
});
