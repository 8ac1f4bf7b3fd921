import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures';

/** Cumulative layout shift of the page's load, as Chromium reports it (shifts after input excluded). */
async function layoutShiftOf(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await expect(page.locator('[data-banner]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

// "Good" cumulative layout shift is under 0.1; the announcement banners used to push pages down by 0.23–0.30.
test('the announcement banners do not push the home page down as they arrive', async ({ page }) => {
  expect(await layoutShiftOf(page, '/')).toBeLessThan(0.1);
});

test('nor the dashboard of a signed-in resident', async ({ page, world }) => {
  await signInAs(page, world.users.linked);
  expect(await layoutShiftOf(page, '/account')).toBeLessThan(0.1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('the dashboard does not move when the account tabs arrive', async ({ page, world }) => {
    await signInAs(page, world.users.linked);
    // The account's own reads answer late, as on a slow network: the tabs they decide come last.
    await page.route('**/api/v1/**', async (route) => {
      if (/linked_user|presumptive|epass_display|anb_loggedin/.test(route.request().url()))
        await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    expect(await layoutShiftOf(page, '/account')).toBeLessThan(0.1);
  });
});
