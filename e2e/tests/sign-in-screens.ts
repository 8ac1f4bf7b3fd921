import type { Page } from '@playwright/test';
import { urlOf } from '@portal/contracts/calls';
import { DEMO_PASSWORD, expect, virtualAuthenticator } from './fixtures';

/*
 * The sign-in screens as a person uses them, for the journeys that test those screens (the rest
 * sign in through the API with signInAs).
 */

/** The newest code the development mailbox holds for an account (what they would read on their phone). */
export async function newestCode(page: Page, username: string, templateKey = 'mfa.code'): Promise<string> {
  const res = await page.request.get(`${urlOf('devMailbox')}?userName=${encodeURIComponent(username)}`);
  const { messages } = (await res.json()) as {
    messages: { userName: string | null; templateKey: string; body: string }[];
  };
  const code = messages
    .find((m) => m.userName === username && m.templateKey === templateKey)
    ?.body.match(/\b(\d{6})\b/)?.[1];
  expect(code, `a ${templateKey} for ${username}`).toBeTruthy();
  return code!;
}

/** The sign-in page's username and password, sent. */
export async function passwordStep(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: false }).first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** "Get a security code": the first contact method; done once the code is sent (the next page shows). */
export async function sendCodeToFirstContact(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get a security code');
  await page.locator('label.usa-radio__label').first().click();
  await expect(page.getByRole('radio').first()).toBeChecked();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter your security code');
}

export async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Security code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * From the home page: "Log in", the password, a security code, then — a staff or provider account
 * signing in for the first time — "Add a passkey to continue" with the device's own authenticator
 * (ADR 0132), after which they land where their work is.
 */
export async function logInFromHome(page: Page, username: string): Promise<void> {
  await virtualAuthenticator(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: false }).first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await sendCodeToFirstContact(page);
  await enterCode(page, await newestCode(page, username));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a passkey to continue');
  await page.getByLabel('Name of the passkey').fill('Work laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
}

/**
 * From the home page, once this page's authenticator holds the account's passkey (logInFromHome
 * added it): "Log in", the username, "Sign in with a passkey". No password and no code.
 */
export async function passkeyLogInFromHome(page: Page, username: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
}
