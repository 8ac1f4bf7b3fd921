import type { Page } from '@playwright/test';
import {
  leaveAndForget,
  advanceWorldClock,
  DEMO_PASSWORD,
  expect,
  expectOnlyConsoleErrors,
  expectAccessible,
  openWithSession,
  postAsPage,
  signInAs,
  switchToSpanish,
  test,
  useWorldClock,
} from './fixtures';
import { enterCode, newestCode, passwordStep, sendCodeToFirstContact } from './sign-in-screens';

test('a LINKED resident signs in with a code from the outbox; a remembered device skips it until revoke_all', async ({
  page,
  world,
}) => {
  const linked = world.users.linked;
  await passwordStep(page, linked);
  await sendCodeToFirstContact(page);
  await expectAccessible(page, 'enter code');
  // A code that is not 6 digits is stopped at the field and in the summary.
  await enterCode(page, '12');
  await expect(page.getByRole('alert').filter({ hasText: 'There are one or more errors on this page' })).toContainText(
    'Enter a valid confirmation code.',
  );
  await enterCode(page, await newestCode(page, linked));

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Remember this device?');
  await expectAccessible(page, 'remember device');
  await page.getByText('Yes, remember this device').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are logged in');
  await expectAccessible(page, 'success');
  await page.getByRole('link', { name: 'Continue to your account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your dashboard');

  // Next time on this browser: no code.
  await page.goto('/nfLogout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have logged out');
  await passwordStep(page, linked);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your dashboard');

  // Forget every device: the code is asked for again.
  const revoked = await page.evaluate(async () => {
    const csrf =
      document.cookie
        .split('; ')
        .find((c) => c.startsWith('portal_csrf='))
        ?.slice('portal_csrf='.length) ?? '';
    return (await fetch('/api/v1/ua/nf_ridp/revoke_all', { method: 'POST', headers: { 'x-csrf-token': csrf } })).status;
  });
  expect(revoked).toBe(200);
  // Signed out before the next sign-in: leaving while the logout is still on its way would race it.
  await page.goto('/nfLogout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have logged out');
  await passwordStep(page, linked);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get a security code');
});

test('a resent code makes the earlier one fail', async ({ page, world }) => {
  await passwordStep(page, world.users.linked);
  await sendCodeToFirstContact(page);
  const earlier = await newestCode(page, world.users.linked);
  await page.getByRole('link', { name: 'Send me a new code' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send a new security code');
  await expectAccessible(page, 'resend');
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByText('We sent a new code. Only the newest code works.')).toBeVisible();
  const newest = await newestCode(page, world.users.linked);
  if (newest !== earlier) {
    await enterCode(page, earlier);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The code did not match');
    await expect(page.getByRole('alert').first()).toContainText('You have 4 tries left.');
    await expectAccessible(page, 'incorrect code');
  }
  await enterCode(page, newest);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Remember this device?');
});

test('five wrong codes lock the account for 30 minutes, and the lock lifts after', async ({
  page,
  consoleErrors,
  world,
}) => {
  // The half hour passes on this world's clock only.
  await useWorldClock(page, world);
  const caseworker2 = world.users.caseworker2;
  await passwordStep(page, caseworker2);
  await sendCodeToFirstContact(page);
  const right = await newestCode(page, caseworker2);
  const wrong = right === '000000' ? '111111' : '000000';
  for (const left of ['4 tries', '3 tries', '2 tries', '1 try']) {
    await enterCode(page, wrong);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The code did not match');
    await expect(page.getByRole('alert').first()).toContainText(`You have ${left} left.`);
  }
  await enterCode(page, wrong);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account is temporarily locked');
  await expectAccessible(page, 'temporarily locked');

  // While locked, the password alone leads to the locked page.
  await passwordStep(page, caseworker2);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account is locked');
  await expectAccessible(page, 'account locked');
  // The browser notes the refused sign-in (423) in its console; that one is expected.
  expectOnlyConsoleErrors(consoleErrors, 'status of 423');

  await advanceWorldClock(page, world, 30 * 60_000 + 1000);
  await passwordStep(page, caseworker2);
  await sendCodeToFirstContact(page);
  await enterCode(page, await newestCode(page, caseworker2));
  // A caseworker signing in for the first time adds a passkey before anything else (ADR 0132).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a passkey to continue');
});

test('the sign-in and account-entry pages pass axe in English and Spanish', async ({ page }) => {
  // 28 pages, each checked by axe: more than a minute on a host shared with other browser runs.
  test.setTimeout(180_000);
  const pages: [string, string, string][] = [
    ['/login', 'Log in', 'Iniciar sesión'],
    ['/nfLogin', 'Log in', 'Iniciar sesión'],
    ['/signuphomepage', 'Create an account', 'Crear una cuenta'],
    ['/nfCreateStateIDAccount', 'Create your StateID account', 'Cree su cuenta de StateID'],
    ['/nfAccountOptions', 'How do you want to continue?', '¿Cómo desea continuar?'],
    ['/nfLearnMore', 'About two-step verification', 'Acerca de la verificación en dos pasos'],
    ['/nfUnableToLogin', 'Unable to log in', 'No puede iniciar sesión'],
    ['/nfUnableToLogin?attempt=00000000-0000-4000-8000-000000000000', 'Unable to log in', 'No puede iniciar sesión'],
    ['/nfMFAError', 'Something went wrong', 'Algo salió mal'],
    ['/nfMFAError?reason=expired', 'The login process has expired', 'El proceso de inicio de sesión venció'],
    ['/nfMFATemporarilyLocked', 'Your account is temporarily locked', 'Su cuenta está bloqueada temporalmente'],
    ['/nfMFAAccountLocked', 'Your account is locked', 'Su cuenta está bloqueada'],
    [
      '/nfMFAAccountDelinked',
      'Your enhanced account features are turned off',
      'Las funciones mejoradas de su cuenta están desactivadas',
    ],
    ['/nfMFAAutoNewBornLocked', 'Your provider account is locked', 'Su cuenta de proveedor está bloqueada'],
  ];
  for (const lang of ['en', 'es'] as const) {
    if (lang === 'es') {
      await page.goto('/login');
      await switchToSpanish(page);
    }
    for (const [path, en, es] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? en : es);
      await expectAccessible(page, `${path} (${lang})`);
    }
  }
});

test('login errors show at the field and in the summary; returnTo is followed after the code', async ({
  page,
  consoleErrors,
  world,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There are one or more errors on this page' });
  await expect(summary).toContainText('This field is required.');
  await expectAccessible(page, 'login errors');
  await page.getByLabel('Username').fill(world.users.resident);
  await page.getByLabel('Password', { exact: false }).first().fill('not the password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(summary).toContainText('The username or password is not correct.');
  // The browser notes the refused password (401) in its console; that one is expected.
  expectOnlyConsoleErrors(consoleErrors, 'status of 401');

  await page.goto('/login?returnTo=%2FnfCaseworkerInfo');
  await page.getByLabel('Username').fill(world.users.linked);
  await page.getByLabel('Password', { exact: false }).first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await sendCodeToFirstContact(page);
  await enterCode(page, await newestCode(page, world.users.linked));
  await page.getByText('No, ask me for a code every time').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Continue to your account' }).click();
  await expect(page).toHaveURL(/\/nfCaseworkerInfo$/);
});

test('the development mailbox shows the queued code message, in both languages', async ({ page, world }) => {
  const admin = world.users.admin;
  await passwordStep(page, admin);
  await sendCodeToFirstContact(page);
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Development mailbox');
  // The mailbox lists every account's messages: this world's administrator's is the one to read.
  await expect(page.getByText(`Account: ${admin} ·`).first()).toBeVisible();
  const adminsCode = page.getByRole('listitem').filter({ hasText: `: ${admin} ·` });
  await expect(adminsCode.getByText(/Your security code is \d{6}/).first()).toBeVisible();
  await expectAccessible(page, 'mailbox');
  await switchToSpanish(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buzón de desarrollo');
  await expect(adminsCode.getByText(/Su código de seguridad es \d{6}/).first()).toBeVisible();
  await expectAccessible(page, 'mailbox (es)');
});

test('creating an account: the spec’s messages, a taken username at its field, then signed in as STANDARD', async ({
  page,
  consoleErrors,
  world,
}) => {
  await page.goto('/nfAccountOptions');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Choose how you want to continue');
  await page.getByText('Create an account').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your StateID account');
  await page.getByRole('button', { name: 'Create account' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There are one or more errors on this page' });
  await expect(summary).toContainText('This field is required.');
  await expect(summary).toContainText('Select a contact method');
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Park');
  // Taken: this world's resident has it.
  await page.getByLabel('Username').fill(world.users.resident);
  await page.getByLabel('Mobile phone number').fill('555-555-0150');
  // The shared password rules, checked in the browser before anything is sent.
  const password = page.getByLabel('Password', { exact: false }).first();
  await password.fill('Password-2026!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(summary).toContainText('This password is too easy to guess.');
  await password.fill(`${world.users.resident}-2026!!`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(summary).toContainText('Your password cannot be or contain your username.');
  await password.fill('a long enough passphrase');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(summary).toContainText('That username is already in use. Choose another.');
  expectOnlyConsoleErrors(consoleErrors, 'status of 409');
  // A username no other run of this test has taken.
  await page.getByLabel('Username').fill(`robin.park.w${world.number}`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your dashboard');
  await expect(page.getByRole('status').filter({ hasText: 'Your account was created' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  // The message is for the arrival only: the dashboard opened again does not repeat it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your dashboard');
  await expect(page.getByText('Your account was created')).toHaveCount(0);
});

/** Five wrong codes through the sign-in calls, as a person guessing would; returns the last outcome. */
async function lockOnce(page: Page, username: string): Promise<string> {
  await openWithSession(page);
  const login = await postAsPage(page, '/api/v1/auth/login', { username, password: DEMO_PASSWORD });
  const uuid = ((await login.json()) as { loginAttemptId: string }).loginAttemptId;
  await postAsPage(page, '/api/v1/ua/nfmfa/sendMFACode', { uuid, nfValue: 'PRIMARY' });
  const right = await newestCode(page, username);
  let outcome = '';
  for (let i = 0; i < 5; i++) {
    const res = await postAsPage(page, '/api/v1/ua/nfmfa/confirmMFACode', {
      uuid,
      confirmationCode: right === '000000' ? '111111' : '000000',
    });
    outcome = ((await res.json()) as { outcome: string }).outcome;
  }
  return outcome;
}

test('three lockouts in a row turn the extra features off until a caseworker turns them back on', async ({
  page,
  world,
}) => {
  // Each lock's half hour passes on this world's clock only.
  await useWorldClock(page, world);
  const outcomes: string[] = [];
  for (let i = 0; i < 3; i++) {
    outcomes.push(await lockOnce(page, world.users.linked));
    await advanceWorldClock(page, world, 30 * 60_000 + 1000);
  }
  expect(outcomes).toEqual(['LOCKED', 'LOCKED', 'DELINKED']);

  await signInAs(page, world.users.caseworker);
  await page.goto('/worker');
  await page.getByRole('link', { name: 'Accounts to restore' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounts with extra features turned off');
  // The list holds every office's accounts (other tests lock theirs): this world's are found by username
  // (by text: on a phone the stacked table's cells are named with their column too).
  const rowOf = (username: string) => page.getByRole('row').filter({ has: page.getByText(username, { exact: true }) });
  const ana = rowOf(world.users.linked);
  const sam = rowOf(world.users.delinked);
  await expect(ana).toContainText('Ana Rivera');
  await expect(sam).toContainText('Sam Okafor');
  await expectAccessible(page, 'accounts to restore (en)');
  await switchToSpanish(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cuentas con funciones adicionales desactivadas');
  await expectAccessible(page, 'accounts to restore (es)');
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'fits 320 px').toBeLessThanOrEqual(320);
  await ana.getByRole('button', { name: 'Volver a activar las funciones de Ana Rivera' }).click();
  // Asked first, in an accessible dialog: has the caseworker checked who it is?
  const confirm = page.getByRole('dialog', { name: '¿Volver a activar las funciones de Ana Rivera?' });
  await expect(confirm).toContainText('Solo si verificó que es Ana Rivera');
  await expectAccessible(page, 'restoring, asked (es)');
  await confirm.getByRole('button', { name: 'Sí, volver a activarlas' }).click();
  await expect(
    page.getByText('Las funciones adicionales de la cuenta de Ana Rivera están activas otra vez.'),
  ).toBeVisible();
  await expect(ana).toHaveCount(0);
  await expect(sam).toBeVisible();

  // Ana is told, and signs in with a code as a LINKED resident again.
  const mailbox = (await (await page.request.get('/api/v1/dev/mailbox')).json()) as {
    messages: { userName: string | null; templateKey: string }[];
  };
  expect(
    mailbox.messages.some((m) => m.userName === world.users.linked && m.templateKey === 'account.enhancedRestored'),
  ).toBe(true);
  await leaveAndForget(page);
  await signInAs(page, world.users.linked);
  expect(
    ((await (await page.request.get('/api/v1/ua/user_account_login')).json()) as { userType: string }).userType,
  ).toBe('LINKED');
});
