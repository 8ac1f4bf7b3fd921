import { expect, expectAccessible, switchToSpanish, test } from './fixtures';

test('the home page loads with the public session, in both languages, and passes axe', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Get help with food');
  await expectAccessible(page, 'home (en)');
  await switchToSpanish(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Obtenga ayuda');
  await expectAccessible(page, 'home (es)');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('an unknown address shows a translated "page not found"', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expectAccessible(page, 'not found');
});

test('an old route only sends the person home', async ({ page }) => {
  await page.goto('/payments');
  await expect(page).toHaveURL(/\/$/);
});
