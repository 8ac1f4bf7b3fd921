import { formatPhone } from '@portal/contracts';
import { expect, expectAccessible, signInAs, switchToSpanish, test } from './fixtures';

test('a resident opts in to text alerts, with the spec’s message for a missing phone, then stops them', async ({
  page,
  world,
}) => {
  await signInAs(page, world.users.resident);
  await page.goto('/nf-dhhs-alerts-opt-in');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign up for alerts');
  await expectAccessible(page, 'alerts opt-in');
  await page.getByRole('button', { name: 'Save my choices' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There are one or more errors on this page' });
  await expect(summary).toContainText('Choose email, text message, or both');
  await page.getByText('By text message').click();
  await page.getByLabel('Mobile phone number').fill('');
  await page.getByRole('button', { name: 'Save my choices' }).click();
  await expect(summary).toContainText('A phone number must be entered');
  await expect(summary).toContainText('Choose at least one kind of alert.');
  await expectAccessible(page, 'alerts with errors');
  // The resident's own phone (this world's Jordan Smith's).
  await page.getByLabel('Mobile phone number').fill(formatPhone(world.people.jordan.phone!));
  await page.getByText('Renewals and recertifications').click();
  await page.getByRole('button', { name: 'Save my choices' }).click();
  await expect(page.getByText('Your alert choices were saved.')).toBeVisible();

  await page.goto('/nf-dhhs-alerts-update');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Update your alerts');
  await expect(page.getByLabel('By text message')).toBeChecked();
  await expect(page.getByLabel('Renewals and recertifications')).toBeChecked();
  await page.getByRole('button', { name: 'Stop all alerts' }).click();
  await expect(page.getByText('You will no longer get alerts.')).toBeVisible();

  await switchToSpanish(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actualice sus alertas');
  await expectAccessible(page, 'alerts update (es)');
  await page.goto('/nf-dhhs-alerts-opt-in');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscríbase para recibir alertas');
  await expectAccessible(page, 'alerts opt-in (es)');
});

test('signed out, the alerts pages ask for sign-in and come back', async ({ page }) => {
  await page.goto('/nf-dhhs-alerts-update');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fnf-dhhs-alerts-update$/);
});
