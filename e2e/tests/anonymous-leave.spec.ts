import { expect, test } from './fixtures';
import { T, fillPage } from './applications-helpers';

/**
 * An anonymous application lives only in the tab. Once it holds an answer, closing or reloading
 * the tab asks the browser's "leave this page?" first; the answers stay if the person stays.
 */
test('closing the tab of an anonymous application with answers asks first', async ({ page }) => {
  await page.goto('/nf-apply-for-assistance-anonymous');
  await page.getByRole('button', { name: T.noAccount.en }).click();
  await expect(page).toHaveURL(/\/nf-apply-for-assistance-anonymous\/form\//);
  await fillPage(page, { householdSize: '1' });
  const formUrl = page.url();
  const question = page.locator('form[data-step]');
  await expect(question).toBeVisible();

  // The browser asks once; the person answers "stay". The dialog is awaited and answered before
  // anything else happens, so no question is left open when the test's browser context closes.
  const [dialog] = await Promise.all([page.waitForEvent('dialog'), page.close({ runBeforeUnload: true })]);
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();

  // Staying keeps the page and its answers: going back shows the household size given.
  await expect(question).toBeVisible();
  expect(page.isClosed()).toBe(false);
  expect(page.url()).toBe(formUrl);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.locator('#q-householdSize')).toHaveValue('1');
});
