import type { Page } from '@playwright/test';
import { urlOf } from '@portal/contracts/calls';
import {
  expect,
  expectAccessible,
  makeWorld,
  searchQueue,
  signInAgain,
  signInAs,
  switchToSpanish,
  test,
} from './fixtures';

/**
 * Issue 31, item 1: the caseworker's work queue (ADR 0411). From the staff console she opens the
 * applications queue, searches a name, finds the oldest unassigned application of her office,
 * assigns it to herself and sees it under "Mine"; its state is in the address, so Back and a
 * reload keep it. A caseworker of another office never sees it. Axe on each state, Spanish once,
 * keyboard for the search and the assignment, and the page at 320 px.
 */

test.describe.configure({ timeout: 120_000 });

/** The page is no wider than the window (nothing to scroll sideways at 320 px). */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll, `${where}: no sideways scrolling`).toBeLessThanOrEqual(client);
}

test('a caseworker finds the oldest unassigned application of her office, takes it and sees it under Mine', async ({
  page,
  world,
  request,
}) => {
  const reference = world.applications.anaMedicaid;
  const ana = world.people.ana.name;

  await signInAs(page, world.users.caseworker);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Staff console' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff console');
  await page.getByRole('main').getByRole('link', { name: 'Applications to decide', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Applications to decide');
  await expect(page.getByRole('status').filter({ hasText: /^Showing \d+–\d+ of \d+$/ })).toBeVisible();
  await expectAccessible(page, 'queue: the office, first page');

  // By keyboard: the search box, Enter.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.focus();
  await page.keyboard.type(ana);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]q=Ana(\+|%20)Rivera/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const rows = page.getByRole('table').getByRole('row');
  // Oldest first: her office's oldest application for that name leads, and nobody has it yet.
  const first = rows.nth(1);
  await expect(first).toContainText(reference);
  await expect(first).toContainText(ana);
  await expect(first).toContainText('Nobody');
  await expect(first).toContainText(/\d+ days?/);
  await expect(first).toContainText(/Medicaid .*: Pending, due /);
  await expectAccessible(page, 'queue: searched by name');

  const assign = first.getByRole('button', { name: `Assign to me, application ${reference}` });
  await assign.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `Application ${reference} is assigned to you.` }),
  ).toBeVisible();
  await expect(first).toContainText('You (Maria Lopez)');
  await expect(first.getByRole('button', { name: `Release, application ${reference}` })).toBeVisible();
  await expectAccessible(page, 'queue: assigned to me');

  // Mine: only what she has; the search stays in the address, and Back goes to the office's.
  await page.getByRole('link', { name: 'Mine', exact: true }).click();
  await expect(page).toHaveURL(/[?&]view=mine/);
  await expect(page.getByRole('link', { name: 'Mine', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(rows.nth(1)).toContainText(reference);
  await expect(page.getByRole('status').filter({ hasText: /^Showing 1–1 of 1$/ })).toBeVisible();
  await expectAccessible(page, 'queue: mine');
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(ana);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(reference);
  await page.goBack();
  await expect(page).not.toHaveURL(/view=mine/);
  await expect(page.getByRole('link', { name: 'Office', exact: true })).toHaveAttribute('aria-current', 'page');

  // At 320 px the table stacks and nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(page.getByRole('link', { name: reference })).toBeVisible();
  await expect(page.getByRole('button', { name: `Release, application ${reference}` })).toBeVisible();
  await expectNoSidewaysScroll(page, 'queue at 320 px');
  await expectAccessible(page, 'queue: 320 px');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Spanish once.
  await switchToSpanish(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solicitudes por decidir');
  await page.getByRole('link', { name: 'Mías', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Mostrando 1–1 de 1$/ })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('Usted (Maria Lopez)');
  await expect(page.getByRole('button', { name: `Liberarla, solicitud ${reference}` })).toBeVisible();
  await expectAccessible(page, 'queue: mine (es)');

  // A search too long is refused at its field, named in the error summary.
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('x'.repeat(101));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Search with at most 100 characters');
  await expectAccessible(page, 'queue: a search refused');

  // A caseworker of another office never sees it, searched by name or by its reference.
  const other = await makeWorld(request);
  await signInAgain(page, other.users.caseworker);
  await page.goto(`/worker/applications?q=${encodeURIComponent(reference)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Applications to decide');
  await expect(page.getByText('No application matches the search and filters.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Showing 0 of 0' })).toBeVisible();
  await expectAccessible(page, 'queue: another office, nothing found');
  await searchQueue(page, ana);
  await expect(page.getByRole('table').or(page.getByText('No application matches'))).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: reference })).toHaveCount(0);
});

test('while a search is read, the list before it is marked as updating and its rows cannot be taken', async ({
  page,
  world,
}) => {
  const reference = world.applications.anaMedicaid;
  await signInAs(page, world.users.caseworker);
  await page.goto('/worker/applications');
  await expect(page.getByRole('status').filter({ hasText: /^Showing \d+–\d+ of \d+$/ })).toBeVisible();
  const before = page.getByRole('table').getByRole('row').nth(1);
  const takeFirst = before.getByRole('button', { name: /^(Assign to me|Take over|Release), application / });
  await expect(takeFirst).toBeVisible();

  // The answer to the search is held back until the list has been looked at.
  let answer: () => void = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  const path = new URL(urlOf('workerApplicationQueue'), 'http://x').pathname;
  await page.route(
    (url) => url.pathname === path && url.searchParams.get('q') === reference,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.getByRole('searchbox', { name: 'Search' }).fill(reference);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Updating the list…' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(1);
  // The row still in sight does not take a click: it is about to be replaced.
  await expect(takeFirst.click({ timeout: 1_000 })).rejects.toThrow();
  await expectAccessible(page, 'queue: updating');

  answer();
  await expect(page.getByRole('status').filter({ hasText: /^Showing 1–1 of 1$/ })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(before).toContainText(reference);
  await expect(before).toContainText('Nobody');
});
