import { startTestProvider, type TestProvider } from '../../apps/server/src/test/oidc-provider';
import { IDP_CLIENT_ID, IDP_CLIENT_SECRET, IDP_PORT, IDP_REDIRECT_URL } from '../identity-provider';
import { expect, expectAccessible, switchToSpanish, test } from './fixtures';

let idp: TestProvider;
test.beforeAll(async () => {
  idp = await startTestProvider({
    redirectUrl: IDP_REDIRECT_URL,
    port: IDP_PORT,
    clientId: IDP_CLIENT_ID,
    clientSecret: IDP_CLIENT_SECRET,
  });
  idp.addPerson({
    sub: 'e2e-lena',
    given_name: 'Lena',
    family_name: 'Marsh',
    email: 'lena@example.com',
    email_verified: true,
  });
});
test.afterAll(async () => {
  await idp?.close();
});

test('at 320 px and by keyboard, a resident signs in with the state account and reaches the dashboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/login');
  const button = page.getByRole('link', { name: 'Sign in with StateID' });
  await expect(button).toBeVisible();
  await expectAccessible(page, 'login with provider sign-in');
  const box = await button.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);

  idp.signInAs('e2e-lena');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your dashboard');
  await expectAccessible(page, 'dashboard after provider sign-in');
});

test('a sign-in cancelled at the provider is explained in Spanish, with the way back to log in', async ({ page }) => {
  await page.goto('/login');
  await switchToSpanish(page);
  idp.refuseNext();
  await page.getByRole('link', { name: 'Iniciar sesión con StateID' }).click();
  await expect(page).toHaveURL(/\/nfSSOReturn\?error=REFUSED$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No pudimos iniciar su sesión');
  await expect(page.getByRole('alert')).toContainText('StateID no inició su sesión');
  await expectAccessible(page, 'provider sign-in refused');
  await page.getByRole('link', { name: 'Volver a iniciar sesión' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
});
