import type { Page } from '@playwright/test';
import { urlOf } from '@portal/contracts/calls';
import {
  DEMO_PASSWORD,
  expect,
  expectOnlyConsoleErrors,
  expectAccessible,
  openWithSession,
  postAsPage,
  signUpFresh,
  switchToSpanish,
  test,
} from './fixtures';

/**
 * Account recovery (ADR 0112), end to end through the development mailbox: a resident with a
 * confirmed e-mail address gets the forgotten username, resets the password and signs in with it.
 * The resident is a fresh account (the demo `resident` keeps its password for the other journeys).
 */

interface Message {
  userName: string | null;
  recipient: string;
  templateKey: string;
  body: string;
}

async function mailbox(page: Page): Promise<Message[]> {
  const res = await page.request.get(urlOf('devMailbox'));
  return ((await res.json()) as { messages: Message[] }).messages;
}

/** The newest message of a kind to an address (the mailbox lists the newest first). */
async function newest(page: Page, templateKey: string, recipient: string): Promise<Message> {
  let found: Message | undefined;
  await expect
    .poll(
      async () =>
        (found = (await mailbox(page)).find((m) => m.templateKey === templateKey && m.recipient === recipient)),
    )
    .toBeTruthy();
  return found!;
}

const codeIn = (m: Message) => m.body.match(/\b(\d{6})\b/)![1]!;

/** A new resident whose e-mail address is confirmed by its code (Account Settings' own calls), then signed out. */
async function residentWithConfirmedEmail(page: Page): Promise<{ username: string; email: string }> {
  const username = await signUpFresh(page, 'recover');
  const email = `${username}@example.org`;
  const started = await postAsPage(page, urlOf('updatePriContact'), { contactMethod: 'EMAIL', emailAddress: email });
  expect(started.status()).toBe(200);
  const code = codeIn(await newest(page, 'contact.code', email));
  expect((await postAsPage(page, urlOf('updateConfirmationNumber'), { confirmationCode: code })).status()).toBe(200);
  expect((await postAsPage(page, '/api/v1/auth/logout')).status()).toBe(200);
  return { username, email };
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const summary = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'There are one or more errors on this page' });

test('a resident gets the forgotten username, resets the password and signs in with it', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const { username, email } = await residentWithConfirmedEmail(page);
  const newPassword = 'copper kettle on the windowsill';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your username?' }).click();
  await expect(heading(page)).toHaveText('Forgot your username?');
  await expect(heading(page)).toBeFocused();
  await expectAccessible(page, 'forgot username');
  await page.getByRole('button', { name: 'Send my username' }).click();
  await expect(summary(page)).toContainText('This field is required.');
  await page.getByLabel('Email address or mobile phone number').fill('not an address');
  await page.getByRole('button', { name: 'Send my username' }).click();
  await expect(summary(page)).toContainText('Enter an email address (name@example.com)');
  await expectAccessible(page, 'forgot username, with an error');
  await page.getByLabel('Email address or mobile phone number').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Send my username' }).click();
  await expect(heading(page)).toHaveText('Check your messages');
  await expect(heading(page)).toBeFocused();
  await expectAccessible(page, 'username sent');
  expect((await newest(page, 'recovery.username', email)).body).toContain(username);

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(heading(page)).toHaveText('Reset your password');
  await expectAccessible(page, 'forgot password');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email address or mobile phone number').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(heading(page)).toHaveText('Enter your code');
  await expect(heading(page)).toBeFocused();
  await expect(page.getByText(`If the username ${username} and ${email} belong to the same account`)).toBeVisible();
  await expectAccessible(page, 'recovery code');

  const code = codeIn(await newest(page, 'recovery.code', email));
  await page.getByLabel(/^Code/).fill(code === '000000' ? '000001' : '000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(summary(page)).toContainText('The code you entered does not match. You have 4 tries left.');
  await expectAccessible(page, 'recovery code, wrong');
  await page.getByLabel(/^Code/).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(heading(page)).toHaveText('Choose a new password');
  await expectAccessible(page, 'new password');
  await page.getByLabel('New password').fill(`${username}-2026`);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(summary(page)).toContainText('Your password cannot be or contain your username.');
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(heading(page)).toHaveText('Your password was changed');
  await expect(heading(page)).toBeFocused();
  await expectAccessible(page, 'password changed');
  await expect(newest(page, 'account.passwordReset', email)).resolves.toBeTruthy();

  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Username').fill(username);
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(summary(page)).toContainText('The username or password is not correct.');
  await page.locator('#password').fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(heading(page)).toHaveText('Your dashboard');
  // The wrong code (a 200 with the outcome) logs nothing; the old password's 401 is the browser's own note.
  expectOnlyConsoleErrors(consoleErrors, 'status of 401');
});

test('the recovery pages in Spanish, by keyboard, on a 320-pixel phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openWithSession(page);
  await page.goto('/nfForgotPassword');
  await switchToSpanish(page);
  await expect(heading(page)).toHaveText('Restablezca su contraseña');
  await page.getByRole('button', { name: 'Enviarme un código' }).focus();
  await page.keyboard.press('Enter');
  const resumen = page.getByRole('alert').filter({ hasText: 'Hay uno o más errores en esta página' });
  await expect(resumen).toBeFocused();
  await expect(resumen).toContainText('Este campo es obligatorio.');
  await expectAccessible(page, 'forgot password (es), with errors');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await page.getByLabel('Nombre de usuario').focus();
  await page.keyboard.type('no.such.person');
  await page.keyboard.press('Tab');
  await page.keyboard.type('555-555-0199');
  await page.keyboard.press('Enter');
  // The same answer as for a real account: the code page, which never says whether one matched.
  await expect(heading(page)).toHaveText('Ingrese su código');
  await expect(heading(page)).toBeFocused();
  await expectAccessible(page, 'recovery code (es)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await page.goto('/nfForgotUsername');
  await expect(heading(page)).toHaveText('¿Olvidó su nombre de usuario?');
  await expectAccessible(page, 'forgot username (es)');
});
