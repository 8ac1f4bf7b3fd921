import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures';
import { newestCode } from './sign-in-screens';

/**
 * After a page change a screen reader starts at the new page's heading: focus is on the h1
 * (not left on <body>), and the browser tab names the new page.
 */
async function expectArrivedAt(page: Page, heading: string, previousTitle: string): Promise<string> {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(heading);
  await expect(h1, `focus on the heading of "${heading}"`).toBeFocused();
  await expect(page).not.toHaveTitle(previousTitle);
  await expect(page).toHaveTitle(/ \| Benefits Portal$/);
  return page.title();
}

test('each page change moves focus to the new heading; a failed submit focuses the error summary', async ({
  page,
  world,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The first load leaves focus alone: the first Tab reaches the skip link.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  let title = await page.title();

  await page.getByRole('navigation', { name: 'Sign in and out' }).getByRole('link', { name: 'Log in' }).click();
  title = await expectArrivedAt(page, 'Log in', title);
  await expectAccessible(page, 'login, heading focused');
  await page.getByLabel('Username').fill(world.users.linked);
  await page.getByLabel('Password', { exact: false }).first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();

  title = await expectArrivedAt(page, 'Get a security code', title);
  await page.locator('label.usa-radio__label').first().click();
  await page.getByRole('button', { name: 'Send code' }).click();
  title = await expectArrivedAt(page, 'Enter your security code', title);

  // A code that is not 6 digits: the error summary takes focus, not the heading.
  await page.getByLabel('Security code').fill('12');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There are one or more errors on this page' })).toBeFocused();

  await page.getByLabel('Security code').fill(await newestCode(page, world.users.linked));
  await page.getByRole('button', { name: 'Continue' }).click();
  title = await expectArrivedAt(page, 'Remember this device?', title);
  await page.getByText('No, ask me for a code every time').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  title = await expectArrivedAt(page, 'You are logged in', title);
  await page.getByRole('link', { name: 'Continue to your account' }).click();
  title = await expectArrivedAt(page, 'Your dashboard', title);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Apply' }).click();
  await expectArrivedAt(page, 'Apply for assistance', title);
  await expectAccessible(page, 'apply, heading focused');
});
