import { DEMO_PASSWORD, expect, expectAccessible, signInAs, switchToSpanish, test } from './fixtures';
import { answerQuiz, fillIdentity, jordanOf } from './proofing-helpers';

test('a wrong quiz answer keeps the account STANDARD; right answers link it and the linked tabs appear', async ({
  page,
  world,
}) => {
  // The world's STANDARD resident: Jordan Smith, whom the agency and the bureau know.
  const username = world.users.resident;
  const jordan = jordanOf(world);
  await signInAs(page, username);
  await page.goto('/account');
  await expect(page.getByRole('link', { name: 'Account Settings' })).toHaveCount(0);

  await page.goto('/nfUpgradeAccount');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upgrade your account');
  await expectAccessible(page, 'upgrade');
  await page.getByRole('button', { name: 'Continue to questions' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There are one or more errors on this page' })).toContainText(
    'This field is required.',
  );
  await expectAccessible(page, 'upgrade with errors');

  await fillIdentity(page, jordan);
  await expect(page.getByText('simulated credit bureau')).toBeVisible();
  await expectAccessible(page, 'quiz');
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There are one or more errors on this page' })).toContainText(
    'Answer every question.',
  );
  await answerQuiz(page, jordan, false);
  await expect(page.getByText('We could not verify your identity')).toBeVisible();
  await expect(page.getByText('visit your county social services office')).toBeVisible();
  await expectAccessible(page, 'not verified');
  await page.goto('/account');
  await expect(page.getByRole('link', { name: 'Account Settings' })).toHaveCount(0);

  await page.goto('/nfUpgradeAccount');
  await fillIdentity(page, jordan);
  await answerQuiz(page, jordan, true);
  await expect(page.getByText('your account is now linked to your case')).toBeVisible();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your dashboard');
  await expect(page.getByRole('link', { name: 'Account Settings' })).toBeVisible();

  // Now enhanced, the account signs in with a code. Someone who can use none of the contact
  // methods may go on without the enhanced features for this visit only: the account stays
  // linked, and the next sign-in asks for a code again.
  const signIn = async () => {
    await page.goto('/nfLogout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have logged out');
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: false }).first().fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get a security code');
  };
  await signIn();
  await page.getByRole('link', { name: 'I cannot use any of these' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unable to log in');
  await expect(page.getByText('your account stays linked to your case')).toBeVisible();
  await expectAccessible(page, 'unable to log in');
  await page.getByRole('button', { name: 'Continue without my enhanced account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your dashboard');
  await expect(page.getByRole('link', { name: 'Account Settings' })).toHaveCount(0);
  await signIn();
});

test('the upgrade and quiz pages pass axe in Spanish', async ({ page, world }) => {
  await signInAs(page, world.users.delinked);
  await page.goto('/nfUpgradeAccount');
  await switchToSpanish(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mejore su cuenta');
  await expectAccessible(page, 'upgrade (es)');
  for (const path of ['/nfridp/qa', '/nf-apply-ridp/qa']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirme su identidad');
    await expect(page.getByText('No hay preguntas pendientes para usted.')).toBeVisible();
    await expectAccessible(page, `${path} (es)`);
  }
});
