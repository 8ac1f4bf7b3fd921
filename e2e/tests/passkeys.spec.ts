import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectOnlyConsoleErrors,
  expectAccessible,
  signInAs,
  signUpFresh,
  switchToSpanish,
  test,
  virtualAuthenticator,
} from './fixtures';

/*
 * Passkeys (ADR 0131) in real Chromium: the DevTools protocol's virtual authenticator stands in
 * for the phone's or laptop's own (face, fingerprint or screen lock), so the browser runs the
 * whole WebAuthn ceremony against the server. Everything is done from the keyboard.
 */

/** Moves the focus with Tab until it reaches `target` (a person using the keyboard only). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const summary = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'There are one or more errors on this page' });
const passkeyButton = (page: Page) => page.getByRole('button', { name: 'Sign in with a passkey' });

async function signOut(page: Page) {
  await page.goto('/nfLogout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have logged out');
}

/** Only refusals the test provokes (401s of a refused passkey) may reach the console. */
function expectOnlyRefusals(consoleErrors: string[]) {
  expectOnlyConsoleErrors(consoleErrors, 'status of 401');
}

test('a resident adds a passkey, logs in with it and no code, renames and removes it; a removed passkey is refused', async ({
  page,
  consoleErrors,
}) => {
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  const username = await signUpFresh(page, 'passkey');
  await page.goto('/NFAccountSettings');
  await expect(page.getByRole('heading', { level: 2, name: 'Passkeys' })).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await expectAccessible(page, 'settings, no passkey');

  // A name is required.
  const add = page.getByRole('button', { name: 'Add a passkey' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(summary(page)).toContainText('Name of the passkey');
  await expect(summary(page)).toContainText('This field is required.');
  await expectAccessible(page, 'add passkey, no name');

  await tabTo(page, page.getByLabel('Name of the passkey'));
  await page.keyboard.type('My laptop');
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'The passkey "My laptop" was added.' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('heading', { name: 'My laptop' })).toBeVisible();
  await expect(list).toContainText('Not used yet');
  await expectAccessible(page, 'settings, one passkey');
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);

  // Signed out, then in with the passkey: no password, no code.
  await signOut(page);
  await page.goto('/login');
  await expectAccessible(page, 'login with the passkey button');
  await tabTo(page, passkeyButton(page));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account/);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  const session = await (await page.request.get('/api/v1/ua/user_account_login')).json();
  expect(session.userName).toBe(username);

  await page.goto('/NFAccountSettings');
  await expect(list).toContainText('Last used');

  // Renamed.
  await tabTo(page, page.getByRole('button', { name: 'Rename My laptop' }));
  await page.keyboard.press('Enter');
  const newName = page.getByLabel('New name for My laptop');
  await expect(newName).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Work laptop');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'The passkey is now called "Work laptop".' })).toBeVisible();
  await expect(list.getByRole('heading', { name: 'Work laptop' })).toBeVisible();

  // Removed, after confirming.
  await tabTo(page, page.getByRole('button', { name: 'Remove Work laptop' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
  await expect(dialog).toContainText('After you remove "Work laptop"');
  await expectAccessible(page, 'remove passkey dialog');
  await tabTo(page, dialog.getByRole('button', { name: 'Remove passkey' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'The passkey "Work laptop" was removed.' })).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();

  // The device still holds it, but the portal no longer takes it.
  await signOut(page);
  await page.goto('/login');
  await tabTo(page, passkeyButton(page));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'This passkey was not accepted.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  await expectAccessible(page, 'login, passkey refused');
  expectOnlyRefusals(consoleErrors);
});

test('a passkey is refused on another origin, and the typed username must be its account', async ({
  page,
  world,
  consoleErrors,
}) => {
  await virtualAuthenticator(page);
  await signInAs(page, world.users.resident);
  await page.goto('/NFAccountSettings');
  await page.getByLabel('Name of the passkey').fill('Phone');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'was added' })).toBeVisible();
  await signOut(page);

  // The same server reached by another address is another origin: the passkey is not offered there.
  const port = new URL(page.url()).port;
  await page.goto(`http://127.0.0.1:${port}/login`);
  await passkeyButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your device could not use a passkey.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);

  // Another account's username typed first: refused.
  await page.goto('/login');
  await page.getByLabel('Username').fill(world.users.linked);
  await passkeyButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This passkey was not accepted.' })).toBeVisible();
  // Its own username: signed in.
  await page.getByLabel('Username').fill(world.users.resident);
  await passkeyButton(page).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  expectOnlyRefusals(consoleErrors);
});

test('in Spanish: a cancelled passkey changes nothing, and a browser without passkeys is told so', async ({
  page,
  world,
}) => {
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await signInAs(page, world.users.latelinked);
  await page.goto('/NFAccountSettings');
  await switchToSpanish(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Llaves de acceso' })).toBeVisible();
  await expect(page.getByText('Todavía no tiene llaves de acceso.')).toBeVisible();
  await expectAccessible(page, 'settings (es)');

  // The person does not confirm on the device (no face, fingerprint or screen lock given).
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
  await tabTo(page, page.getByLabel('Nombre de la llave de acceso'));
  await page.keyboard.type('Mi teléfono');
  await tabTo(page, page.getByRole('button', { name: 'Agregar una llave de acceso' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'La solicitud de la llave de acceso se canceló' }),
  ).toBeVisible();
  await expect(page.getByText('Todavía no tiene llaves de acceso.')).toBeVisible();
  await expectAccessible(page, 'settings, cancelled (es)');

  // A browser with no WebAuthn at all.
  await page.addInitScript(() => {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  });
  await page.goto('/nfLogout');
  // Signed out before the next page: leaving while the logout is on its way would race it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cerró sesión');
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
  await tabTo(page, page.getByRole('button', { name: 'Entrar con una llave de acceso' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Este navegador no puede usar llaves de acceso.' }),
  ).toBeVisible();
  await expectAccessible(page, 'login, no passkey support (es)');
});
