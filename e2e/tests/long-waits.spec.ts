import { expect, expectAccessible, signInAs, signUpFresh, switchToSpanish, test } from './fixtures';

/**
 * Issue 16 item 6: a call that gets no answer says so, nothing lost (a page save is sent again
 * by itself when the connection returns);
 * a PDF that takes a while shows that it is coming and how much has arrived.
 */

test('a page saved while the connection is down says so, keeps the answers, and sends them when it is back', async ({
  page,
  consoleErrors,
}) => {
  await signUpFresh(page, 'long.waits');
  await page.goto('/nf-apply-for-assistance/overview?type=FNS');
  await page.getByRole('button', { name: 'Start application' }).click();
  await expect(page).toHaveURL(/\/nf-apply-for-assistance\/form\//);
  const firstPage = page.url();
  await page.locator('#q-householdSize').fill('2');
  await page.route('**/api/v1/ua/form_details/*', (route) =>
    route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.locator('form button[type=submit]').click();
  // Kept on the device and said so (offline-answers.spec goes through it with the browser offline).
  await expect(
    page.getByText('Your answers are kept on this device and will be sent when you are back online.'),
  ).toBeVisible();
  await expect(page).toHaveURL(firstPage);
  await expect(page.locator('#q-householdSize')).toHaveValue('2');
  await expectAccessible(page, 'save failed, no connection');
  // The connection comes back: the kept page is sent again by itself and the form goes on.
  await page.unroute('**/api/v1/ua/form_details/*');
  await expect(page).not.toHaveURL(firstPage, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Who lives with you');
  consoleErrors.length = 0; // the aborted request's own console lines
});

test('a PDF that takes a while shows it is coming, then downloads', async ({ page, world }) => {
  await signInAs(page, world.users.linked);
  await switchToSpanish(page);
  await page.goto('/your-applications');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/ua/applications/*/pdf', async (route) => {
    await held;
    await route.continue();
  });
  const link = page.getByRole('link', {
    name: new RegExp(`^Descargar la solicitud ${world.applications.anaMedicaid}`),
  });
  await link.click();
  await expect(page.getByRole('status').filter({ hasText: 'Obteniendo su PDF' })).toBeVisible();
  await expect(link).toHaveAttribute('aria-disabled', 'true');
  await expectAccessible(page, 'PDF coming (es)');
  const download = page.waitForEvent('download');
  release();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await expect(page.getByRole('status').filter({ hasText: 'Obteniendo su PDF' })).toHaveCount(0);
});
