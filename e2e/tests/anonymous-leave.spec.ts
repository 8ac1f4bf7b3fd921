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

  let asked = 0;
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') asked += 1;
    void dialog.dismiss();
  });
  await fillPage(page, { householdSize: '1' });
  const formUrl = page.url();
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toBe(1);
  // Staying keeps the page and its answers.
  expect(page.isClosed()).toBe(false);
  expect(page.url()).toBe(formUrl);
});
