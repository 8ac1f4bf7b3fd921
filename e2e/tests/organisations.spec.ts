import type { Page } from '@playwright/test';
import { urlOf } from '@portal/contracts/calls';
import { pathTo, ROUTES } from '@portal/contracts/routes';
import { onePersonFoodPages } from '@portal/forms/samples';
import { sign } from './applications-helpers';
import {
  expect,
  expectOnlyConsoleErrors,
  expectAccessible,
  signInAgain,
  signUpFresh,
  switchToSpanish,
  test,
} from './fixtures';

test.describe.configure({ timeout: 180_000 });

/** Starts a food application for a household from the dashboard; returns the draft's id. */
async function startFor(page: Page, household: string): Promise<string> {
  await page.goto(ROUTES.account);
  await page.getByRole('link', { name: 'Start an application for a household' }).click();
  await expect(page.locator('h1')).toHaveText('Start an application for a household');
  await page.getByLabel('Household').fill(household);
  await page.getByText('Food and Nutrition Services (food assistance)').click();
  await expectAccessible(page, 'start for a household');
  await page.getByRole('button', { name: 'Start the application' }).click();
  await expect(page).toHaveURL(/\/nf-apply-for-assistance\/form\//);
  return page.url().split('/form/')[1]!.split(/[?#]/)[0]!;
}

/** Saves every page of a one-person food application, as the form player does. */
async function answerAll(page: Page, formId: string, firstName: string, lastName: string) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'portal_csrf')?.value ?? '';
  for (const [name, answers] of onePersonFoodPages({ firstName, lastName })) {
    const saved = await page.request.put(urlOf('saveFormDetails', { id: formId }), {
      data: { page: name, answers },
      headers: { 'x-csrf-token': csrf },
    });
    expect(saved.status(), name).toBe(200);
  }
}

test('an administrator provisions an organisation; its account applies for two households and lists them', async ({
  page,
  consoleErrors,
  world,
}) => {
  const username = await signUpFresh(page, 'orguser');
  await signInAgain(page, world.users.admin);
  await page.goto('/worker');
  await page.getByRole('link', { name: 'Organisations' }).click();
  await expect(page.locator('h1')).toHaveText('Organisations');
  await expectAccessible(page, 'organisations');

  const name = `Harbor Food Bank ${Date.now().toString(36)}`;
  const create = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Provision an organisation' }) });
  await create.getByLabel('Name').fill('x'.repeat(121));
  await create.getByRole('button', { name: 'Provision an organisation' }).click();
  await expect(create.locator('#organisation-name-error')).toContainText('Use at most 120 characters for the name.');
  await expectAccessible(page, 'organisation name too long');
  // The browser notes the refused call itself; the page showed why.
  expectOnlyConsoleErrors(consoleErrors, 'status of 400');
  await create.getByLabel('Name').fill(name);
  await create.getByRole('button', { name: 'Provision an organisation' }).click();
  await expect(page.getByText(`${name} was provisioned.`)).toBeVisible();
  const org = page.getByRole('region', { name });
  await org.getByLabel('Username').fill(username);
  await org.getByRole('button', { name: 'Add account' }).click();
  await expect(page.getByText('Robin Park now acts for the organisation.')).toBeVisible();
  await expect(org.getByRole('listitem').filter({ hasText: username })).toBeVisible();
  await expectAccessible(page, 'organisation account added');

  await signInAgain(page, username);
  const first = await startFor(page, 'Okafor household');
  await answerAll(page, first, 'Grace', 'Okafor');
  const second = await startFor(page, 'Nguyen household');
  await answerAll(page, second, 'Linh', 'Nguyen');
  // Two food drafts at once, told apart by the household.
  await page.goto(ROUTES.account);
  await expect(page.getByRole('heading', { name: /\(Okafor household\)/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /\(Nguyen household\)/ })).toBeVisible();
  await expectAccessible(page, 'dashboard with two households');

  await page.goto(pathTo(ROUTES.applySignAndSubmit, { formId: first }));
  await sign(page, 'en', 'Robin', 'Park');
  await page.goto(pathTo(ROUTES.applySignAndSubmit, { formId: second }));
  await sign(page, 'en', 'Robin', 'Park');

  await page.goto(ROUTES.account);
  await page.getByRole('link', { name: 'Applications you submitted' }).click();
  await expect(page.locator('h1')).toHaveText('Applications you submitted');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Nguyen household');
  await expect(rows.nth(0)).toContainText('Linh Nguyen');
  await expect(rows.nth(1)).toContainText('Okafor household');
  await expect(rows.nth(1)).toContainText('Grace Okafor');
  await expect(rows.nth(1)).toContainText('Pending decision');
  await expectAccessible(page, 'applications submitted');

  await page.setViewportSize({ width: 320, height: 640 });
  await switchToSpanish(page);
  await expect(page.locator('h1')).toHaveText('Solicitudes que usted envió');
  await expect(page.locator('tbody tr').nth(0)).toContainText('Decisión pendiente');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page, 'applications submitted in Spanish at 320 px');
  await page.getByRole('link', { name: 'Empezar una solicitud para un hogar' }).click();
  await page.getByRole('button', { name: 'Empezar la solicitud' }).click();
  await expect(page.locator('#household-label-error')).toContainText('Este campo es obligatorio.');
  await expect(page.locator('#type-error')).toContainText('Elija lo que solicita el hogar.');
  await expectAccessible(page, 'start with errors in Spanish');

  // The administrator removes the account: its pages say at once they are not for it.
  await signInAgain(page, world.users.admin);
  await page.goto('/worker/organisations');
  // (still on the phone, in the language chosen above)
  await page
    .getByRole('region', { name })
    .getByRole('button', { name: /^(Remove|Quitar a) Robin Park$/ })
    .click();
  await expect(
    page.getByText(/^Robin Park (no longer acts for the organisation|ya no actúa en nombre de la organización)\.$/),
  ).toBeVisible();
  await expectAccessible(page, 'organisation account removed');
});

test('an account that acts for no organisation is told the pages are not for it', async ({ page, consoleErrors }) => {
  await signUpFresh(page, 'notorg');
  await page.goto(ROUTES.organisationApplications);
  await expect(page.locator('h1')).toHaveText('Applications you submitted');
  await expect(page.getByText('This page is for accounts that apply for households')).toBeVisible();
  await expectAccessible(page, 'not an organisation account');
  // The browser notes the refused call (403) itself; the page handled it.
  expectOnlyConsoleErrors(consoleErrors, 'status of 403');
});
