import { urlOf } from '@portal/contracts/calls';
import {
  expect,
  expectOnlyConsoleErrors,
  expectAccessible,
  signInAgain,
  signInAs,
  signUpFresh,
  switchToSpanish,
  test,
} from './fixtures';

test.describe.configure({ timeout: 180_000 });

/**
 * An administrator enrols a facility, makes a fresh portal account its staff with newborn
 * referrals (never more than the facility allows), then removes it: the account, already
 * signed in elsewhere, loses the provider answer on its very next request.
 */
test('an administrator enrols a facility, adds a staff account with newborn referrals, and removes it', async ({
  page,
  browser,
  consoleErrors,
  world,
}) => {
  const username = await signUpFresh(page, 'staffer');
  // The new staff member stays signed in in a browser of their own.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await signInAs(them, username);
  const newbornAnswer = async () =>
    ((await (await them.request.get(urlOf('newbornLinked'))).json()) as { isANBUserLinked: boolean }).isANBUserLinked;
  expect(await newbornAnswer()).toBe(false);

  await signInAgain(page, world.users.admin);
  await page.goto('/worker');
  await page.getByRole('link', { name: 'Provider facilities' }).click();
  await expect(page.locator('h1')).toHaveText('Provider facilities');
  await expectAccessible(page, 'provider facilities');

  // Enrolling, on its own page: with nothing filled in, the summary and the fields say what is missing.
  await page.getByRole('link', { name: 'Enrol a facility' }).click();
  await expect(page.locator('h1')).toHaveText('Enrol a facility');
  const create = page.locator('form');
  await create.getByRole('button', { name: 'Enrol a facility' }).click();
  await expect(page.getByRole('alert').first()).toContainText('There are one or more errors');
  await expect(create.locator('#facility-name-error')).toContainText('This field is required.');
  await expectAccessible(page, 'enrol with errors');

  const name = `Harbor Birth Center ${Date.now().toString(36)}`;
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('County code').fill('001');
  await create.getByText('Newborn referrals').click();
  await create.getByRole('button', { name: 'Enrol a facility' }).click();
  // The new facility's own page.
  await expect(page.locator('h1')).toHaveText(name);
  await expect(page.getByText(`${name} was enrolled.`)).toBeVisible();
  const facility = page.locator('main');
  await expect(facility.getByText('No staff account yet.')).toBeVisible();
  await expectAccessible(page, 'one facility');
  // The facility refers newborns only: only that is offered for its staff.
  await expect(facility.getByRole('checkbox', { name: 'Presumptive eligibility' })).toHaveCount(1);
  await expect(facility.getByRole('group', { name: 'What this person may do' }).getByRole('checkbox')).toHaveCount(1);

  // The list finds it by a part of its name, and opens it again.
  await page.getByRole('link', { name: 'All provider facilities' }).click();
  await page.getByLabel('Search by name or county code').fill(name.slice(-12));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(`1 facility matches “${name.slice(-12)}”.`)).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Newborn referrals');
  await expectAccessible(page, 'facilities found');
  await page.getByRole('link', { name }).click();
  await expect(page.locator('h1')).toHaveText(name);

  // An unknown username is refused with a message.
  await facility.getByLabel('Username').fill('no-such-account');
  await facility.getByRole('button', { name: 'Add staff account' }).click();
  await expect(facility.getByText('No portal account has that username.').first()).toBeVisible();
  await expectAccessible(page, 'unknown username');
  // The browser notes the refused call itself; the page showed why.
  expectOnlyConsoleErrors(consoleErrors, 'status of 400');

  await facility.getByLabel('Username').fill(username);
  await facility.getByRole('group', { name: 'What this person may do' }).getByText('Newborn referrals').click();
  await facility.getByRole('button', { name: 'Add staff account' }).click();
  await expect(page.getByText('Robin Park was saved as staff.')).toBeVisible();
  const row = facility.getByRole('row', { name: /Robin Park/ });
  await expect(row).toContainText(username);
  await expect(row).toContainText('Newborn referrals');
  await expectAccessible(page, 'staff added');
  // A provider's account now, on its very next request: it may do nothing until it adds a passkey (ADR 0132).
  const account = (await (await them.request.get(urlOf('userAccountLogin'))).json()) as { passkeyRequired: boolean };
  expect(account.passkeyRequired).toBe(true);
  expect((await them.request.get(urlOf('newbornLinked'))).status()).toBe(403);

  // In Spanish, on the narrowest phone.
  await page.setViewportSize({ width: 320, height: 640 });
  await switchToSpanish(page);
  await expect(page.getByRole('heading', { name: `Personal de ${name}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page, 'a provider facility in Spanish at 320 px');
  await facility.getByRole('button', { name: 'Quitar a Robin Park' }).click();
  // Asked first, in an accessible dialog.
  const confirm = page.getByRole('dialog', { name: /^¿Quitar a Robin Park de / });
  await expect(confirm).toContainText('ya no podrá actuar en nombre de');
  await expectAccessible(page, 'removing a staff member, asked');
  await confirm.getByRole('button', { name: 'Sí, quitar' }).click();
  await expect(page.getByText('Robin Park ya no trabaja para el centro.')).toBeVisible();
  await expect(facility.getByText('Todavía no hay cuentas del personal.')).toBeVisible();
  await expectAccessible(page, 'staff removed');

  // Removed: the very next request of the signed-in account no longer gets the provider answer.
  expect(await newbornAnswer()).toBe(false);
  await theirs.close();
});

test('a caseworker has no provider-facility card and is refused the call', async ({ page, world }) => {
  await signInAs(page, world.users.caseworker);
  await page.goto('/worker');
  await expect(page.locator('h1')).toHaveText('Staff console');
  await expect(page.getByRole('link', { name: 'Provider facilities' })).toHaveCount(0);
  expect((await page.request.get(urlOf('workerProviderFacilities'))).status()).toBe(403);
});

test('an administrator provisions a representative and ends it; the account sees it on its next request', async ({
  page,
  browser,
  consoleErrors,
  world,
}) => {
  const username = await signUpFresh(page, 'provrep');
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await signInAs(them, username);
  const provisioned = async () =>
    ((await (await them.request.get(urlOf('authorizedRep'))).json()) as { isProvisionedAuthRep: boolean })
      .isProvisionedAuthRep;
  expect(await provisioned()).toBe(false);

  await signInAgain(page, world.users.admin);
  await page.goto('/worker');
  await page.getByRole('link', { name: 'Provisioned representatives' }).click();
  await expect(page.locator('h1')).toHaveText('Provisioned representatives');
  await expectAccessible(page, 'provisioned representatives');
  // A provider's account cannot be one: the field says why, nothing changes.
  await page.getByLabel('Username').fill(world.users.newbornprovider);
  await page.getByRole('button', { name: 'Provision an account' }).click();
  await expect(page.locator('#rep-username-error')).toBeVisible();
  expectOnlyConsoleErrors(consoleErrors, 'status of 400');
  await expectAccessible(page, 'provisioned representatives, refused');

  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Provision an account' }).click();
  await expect(page.locator('.usa-alert--success')).toContainText('is now a provisioned representative');
  expect(await provisioned()).toBe(true);
  // The list is every administrator's: tests beside this one may have accounts of their own on it
  // (each a Robin Park), so this account is found by its username.
  const listed = page.getByRole('listitem').filter({ hasText: `(${username})` });
  await expect(listed).toHaveCount(1);
  await listed.getByRole('button', { name: 'End for Robin Park' }).click();
  await expect(page.locator('.usa-alert--success')).toContainText('is no longer a provisioned representative');
  await expect(listed).toHaveCount(0);
  // With no other account left on it, the list says it is empty.
  await expect(
    page.getByText('No account is provisioned yet.').or(page.getByRole('button', { name: /^End for / }).first()),
  ).toBeVisible();
  expect(await provisioned()).toBe(false);

  await switchToSpanish(page);
  await expect(page.locator('h1')).toHaveText('Representantes habilitados');
  await expectAccessible(page, 'provisioned representatives (es)');
  await theirs.close();
});
