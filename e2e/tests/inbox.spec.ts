import { expect, expectAccessible, signInAs, signUpFresh, switchToSpanish, test, signInAgain } from './fixtures';
import { pdfText, submitFoodApplication } from './applications-helpers';

test.describe.configure({ timeout: 120_000 });

test('a decision becomes a notice the resident reads in her inbox: the PDF opens and the unread count falls', async ({
  page,
}) => {
  const username = await signUpFresh(page, 'inbox');
  const reference = await submitFoodApplication(page);
  await page.goto('/account');
  const inboxLink = page
    .getByRole('region', { name: 'What you can do' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('link', { name: 'Read your notices' }),
    });
  await expect(inboxLink).not.toContainText('new');

  await signInAgain(page, 'caseworker');
  await page.goto('/worker/applications');
  await page.getByRole('link', { name: reference }).click();
  await page.getByLabel('Reason for the decision').fill('Income above the limit for a household of one.');
  await page.getByRole('button', { name: /^Deny / }).click();
  await expect(page.locator('.usa-tag', { hasText: 'Denied' })).toBeVisible();

  await signInAgain(page, username);
  await page.goto('/account');
  await expect(inboxLink).toContainText('1 new');
  await inboxLink.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your notices');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('You have 1 unread notice.');
  const subject = `A decision on your application ${reference}`;
  const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: subject }) });
  await expect(item.locator('.usa-tag')).toHaveText('New');
  await expectAccessible(page, 'inbox with an unread notice');

  await item.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
  await expect(page.getByText('was denied. Reason: Income above the limit for a household of one.')).toBeVisible();
  await expectAccessible(page, 'a notice');
  const pdfLink = page.getByRole('link', { name: 'Open the notice to print or save (PDF)' });
  const text = await pdfText(page, (await pdfLink.getAttribute('href'))!);
  expect(text).toContain(subject);
  expect(text).toContain('Income above the limit');

  await page.getByRole('link', { name: 'All your notices' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('You have read every notice.');
  await expect(page.getByRole('main').locator('.usa-tag')).toHaveCount(0);
  await switchToSpanish(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sus avisos');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Ha leído todos sus avisos.');
  await expectAccessible(page, 'inbox (es)');
  await page.goto('/account');
  const acciones = page.getByRole('region', { name: 'Lo que puede hacer' });
  await expect(acciones.getByRole('link', { name: 'Leer sus avisos' })).toBeVisible();
  await expect(acciones.getByText(/nuevos/)).toHaveCount(0);
});

test('a notice that is not the person’s is "page not found"', async ({ page }) => {
  await signInAs(page, 'resident');
  await page.goto('/nf-enotices-comm/7d0f1c2e-4a5b-4c6d-8e9f-0a1b2c3d4e5f');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});
