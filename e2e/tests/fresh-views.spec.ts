import type { Page } from '@playwright/test';
import { expect, expectAccessible, signUpFresh, test } from './fixtures';
import { ADDRESS, fillPage, sign } from './applications-helpers';

// A whole application with axe on its pages: slower than the default minute on a shared machine.
test.describe.configure({ timeout: 180_000 });

/** What a person sees of a change must be there at once: within a second, in the same tab. */
const AT_ONCE = { timeout: 1_000 };

/** "Your account" in the header: client-side navigation, no reload. */
async function openDashboard(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your account' }).click();
  await expect(page.locator('h1')).toHaveText('Your dashboard');
}

/** The form pages have no header: "Save and exit" leads to "Your applications". */
async function saveAndExit(page: Page) {
  await page.getByRole('button', { name: 'Save and exit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save and exit' }).click();
  await expect(page.locator('h1')).toHaveText('Your applications');
}

async function startFoodApplication(page: Page) {
  // Signed in, "Apply" in the header goes straight to the account's apply page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Apply' }).click();
  await page.getByRole('link', { name: /Apply for food, medical and cash assistance/ }).click();
  await page.getByRole('button', { name: 'Start application' }).click();
  await expect(page).toHaveURL(/\/nf-apply-for-assistance\/form\//);
}

test('the dashboard and lists show each change to an application at once, in the same tab', async ({ page }) => {
  await signUpFresh(page, 'fresh.views');
  await page.goto('/account');
  await expect(page.locator('h1')).toHaveText('Your dashboard');
  await expect(page.getByText('You have no applications in progress')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload documents' })).toHaveCount(0);

  // Started: the dashboard (read before, still in the cache) shows the draft at once.
  await startFoodApplication(page);
  await fillPage(page, { programs: ['FNS'] });
  await saveAndExit(page);
  await openDashboard(page);
  const apps = page.locator('li', { hasText: 'Food' }).filter({ has: page.locator('.usa-tag') });
  await expect(apps.getByText('Application in progress')).toBeVisible(AT_ONCE);
  await expectAccessible(page, 'dashboard with a draft');

  // Continued and submitted: "Continue" is gone and the programme waits for a decision.
  await page.getByRole('link', { name: 'Continue this application' }).click();
  await fillPage(page, { householdSize: '1' });
  await fillPage(page, {
    'firstName.0': 'Robin',
    'lastName.0': 'Park',
    'birthDate.0': '03/04/1990',
    'citizen.0': 'yes',
  });
  await fillPage(page, ADDRESS);
  await fillPage(page, { monthIncome: '100', cashOnHand: '20', migrant: 'no' });
  await fillPage(page, { 'hasJob.0': 'no', 'hasOtherIncome.0': 'no' });
  await fillPage(page, { rent: '650' });
  await fillPage(page, { careCosts: 'no', medicalExpenses: 'no' });
  await fillPage(page, { hasVehicle: 'no', otherProperty: 'no' });
  await expect(page.locator('h1')).toHaveText('Check your answers');
  await page.getByRole('link', { name: 'Continue to sign and submit' }).click();
  await sign(page, 'en', 'Robin', 'Park');
  const reference = (await page.getByTestId('reference').textContent())!;
  await openDashboard(page);
  const submitted = page.locator('li', { hasText: reference });
  await expect(submitted.getByText('Pending decision').first()).toBeVisible(AT_ONCE);
  await expect(page.getByRole('link', { name: 'Continue this application' })).toHaveCount(0, AT_ONCE);
  // A standard account may send documents for what it submitted: the dashboard offers it.
  await expect(page.getByRole('link', { name: 'Upload documents' })).toBeVisible(AT_ONCE);

  // A withdrawal asked for from "Your applications": the list shows it at once.
  await page.getByRole('link', { name: 'Your applications' }).first().click();
  const mine = page.locator('section', { hasText: reference });
  await mine
    .getByRole('button', { name: /^Withdraw / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#wd-reason').selectOption({ index: 1 });
  await dialog.locator('#wd-first').fill('Robin');
  await dialog.locator('#wd-last').fill('Park');
  await dialog.locator('label[for="wd-ack"]').click();
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(mine.locator('.usa-tag')).toHaveText('Withdrawal Request Pending', AT_ONCE);
  // The agency still has to accept it: the dashboard keeps "Pending decision" until staff decide.

  // A second draft, deleted from "Your applications": gone from the dashboard at once.
  await startFoodApplication(page);
  await fillPage(page, { programs: ['MA'] }); // food waits for a decision: it cannot be chosen again
  await saveAndExit(page);
  await openDashboard(page);
  await expect(page.getByRole('link', { name: 'Continue this application' })).toHaveCount(1, AT_ONCE);
  await page.getByRole('link', { name: 'Your applications' }).first().click();
  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete the application' }).click();
  await openDashboard(page);
  await expect(page.getByRole('link', { name: 'Continue this application' })).toHaveCount(0, AT_ONCE);
});
