import type { Page } from '@playwright/test';
import {
  expect,
  expectOnlyConsoleErrors,
  expectAccessible,
  signInAgain,
  switchToSpanish,
  test,
  virtualAuthenticator,
} from './fixtures';
import { enterCode, newestCode, passwordStep, sendCodeToFirstContact } from './sign-in-screens';

/*
 * ADR 0132 in real Chromium (the DevTools virtual authenticator as the laptop's own): a new
 * caseworker's first sign-in asks for a passkey before any work, from then on the password form
 * sends them to it, and an administrator resets it when the device is lost. Keyboard and clicks
 * only; the page in Spanish too.
 */

async function passwordAndCode(page: Page, username: string) {
  await passwordStep(page, username);
  // The code is sent once its page shows: the mailbox then holds the new one, not an earlier sign-in's.
  await sendCodeToFirstContact(page);
  await enterCode(page, await newestCode(page, username));
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a caseworker adds a passkey before any work, then signs in only with it; an administrator resets it', async ({
  page,
  world,
  consoleErrors,
}) => {
  await virtualAuthenticator(page);
  const caseworker = world.users.caseworker2;

  // First sign-in: password and code, then nothing but "Add a passkey to continue", on any page.
  await passwordAndCode(page, caseworker);
  await expect(heading(page)).toHaveText('Add a passkey to continue');
  await page.goto('/worker');
  await expect(heading(page)).toHaveText('Add a passkey to continue');
  await expectAccessible(page, 'add a passkey to continue');
  await switchToSpanish(page);
  await expect(heading(page)).toHaveText('Agregue una llave de acceso para continuar');
  await expectAccessible(page, 'add a passkey to continue (es)');
  await page.getByRole('button', { name: 'English' }).click();
  // The name is required, and the summary names the field.
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('link', { name: /Name of the passkey/ })).toBeVisible();
  await page.getByLabel('Name of the passkey').fill('Work laptop');
  await page.getByLabel('Name of the passkey').press('Enter');
  await expect(heading(page)).toHaveText('Staff console');

  // Next time the password form sends them to the passkey, which signs them in with no code.
  await page.goto('/nfLogout');
  await expect(heading(page)).toHaveText('You have logged out');
  await passwordStep(page, caseworker);
  const told = page.getByRole('alert').filter({ hasText: 'Staff and provider accounts log in with a passkey' });
  await expect(told).toBeVisible();
  const passkeyButton = page.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(passkeyButton).toBeFocused();
  await expectAccessible(page, 'login, passkey required');
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('Staff console');
  // The only console errors are the password form's refusal (401).
  expectOnlyConsoleErrors(consoleErrors, 'status of 401');

  // The laptop is lost: an administrator checks who calls and resets the passkeys.
  await signInAgain(page, world.users.admin);
  await page.goto('/worker');
  await page.getByRole('main').getByRole('link', { name: 'Accounts to restore', exact: true }).click();
  await page.getByLabel('Username of the account').fill(caseworker);
  await page.getByRole('button', { name: 'Reset passkeys' }).click();
  const dialog = page.getByRole('dialog', { name: `Reset the passkeys of ${caseworker}?` });
  await expectAccessible(page, 'reset passkeys, confirm');
  await dialog.getByRole('button', { name: 'Yes, reset them' }).click();
  await expect(page.getByText(`The passkeys of ${caseworker} were removed.`)).toBeVisible();

  // The caseworker signs in with the password and a code again, and adds a new passkey first.
  await page.goto('/nfLogout');
  await expect(heading(page)).toHaveText('You have logged out');
  await passwordAndCode(page, caseworker);
  await expect(heading(page)).toHaveText('Add a passkey to continue');
});
