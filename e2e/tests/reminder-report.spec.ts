import { expect, expectAccessible, signInAs, switchToSpanish, test } from './fixtures';

/**
 * Issue 32, item 5: a caseworker sees, from the console, the office's renewals due this month:
 * how many were reminded (by channel, delivered, failed), renewed and still open with the days
 * left, each open one linking to its case (ADR 0912). Both languages, axe, a 320-pixel screen.
 */
test('a caseworker reads the renewal reminders of the office from the console, in both languages', async ({
  page,
  world,
}) => {
  await signInAs(page, world.users.caseworker);
  await page.goto('/');
  await page.getByRole('link', { name: 'Staff console' }).first().click();
  await page.getByRole('link', { name: 'Renewal reminders' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Renewal reminders this month');
  const summary = page.getByTestId('reminder-summary');
  for (const figure of ['Renewals due', 'Reminded', 'Renewed', 'Still open']) {
    await expect(summary.getByText(figure, { exact: true })).toBeVisible();
  }
  // Each figure is a count.
  for (const value of await summary.locator('dd').allTextContents()) expect(value).toMatch(/^\d+$/);
  await expect(page.getByRole('heading', { name: 'Renewals still open' })).toBeVisible();
  await expectAccessible(page, 'renewal reminders');

  await switchToSpanish(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recordatorios de renovación de este mes');
  await expect(summary.getByText('Renovaciones que vencen', { exact: true })).toBeVisible();
  await expectAccessible(page, 'renewal reminders in Spanish');

  await page.setViewportSize({ width: 320, height: 640 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page, 'renewal reminders on a 320-pixel phone');
});
