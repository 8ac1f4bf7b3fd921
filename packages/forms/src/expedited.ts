import type { Answers } from './types';

/**
 * Expedited food service screening (the questions of definitions/parts.ts expeditedPage and the
 * rent of the housing page): little income and cash, housing costs above income and cash, or a
 * migrant or seasonal farm worker household with little cash. False when the page was not asked.
 */
export function screensExpedited(answers: Answers): boolean {
  const n = (k: string) => Number(String(answers[k] ?? '').replace(/[$,]/g, '')) || 0;
  if (!('monthIncome' in answers)) return false;
  return (
    (n('monthIncome') < 150 && n('cashOnHand') <= 100) ||
    n('rent') > n('monthIncome') + n('cashOnHand') ||
    (answers.migrant === 'yes' && n('cashOnHand') <= 100)
  );
}
