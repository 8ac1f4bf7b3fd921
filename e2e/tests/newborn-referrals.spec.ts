import type { Page } from '@playwright/test';
import { ROUTES } from '@portal/contracts/routes';
import {
  expect,
  expectOnlyConsoleErrors,
  leaveAndForget,
  expectAccessible,
  signInAgain,
  signInAs,
  test,
  searchQueue,
} from './fixtures';

/**
 * Deemed newborn referrals (issue 13): Priya Shah, of a clinic and a hospital, refers a baby of
 * Ana Rivera (on Medicaid); Maria Lopez of Ana's office finds it in the office's queue by the
 * baby's name, takes it, reads it checked against Ana's case and approves it with confirmation; Priya finds it by Ana's name
 * first on page 1 of her referrals (newest first; the older ones for Ana's twins go on to page 2) and archives it; it
 * shows on Archived referrals. Then the same pages in Spanish and on a 320-pixel phone. Priya,
 * Ana, her case and Maria's office are the test's own world's (fixtures.ts); the baby's name is
 * new on each run as well.
 */

const usDay = (daysAgo: number) => {
  const d = new Date(Date.now() - daysAgo * 86_400_000);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
};
/** A first name of letters only, different on each run. */
const BABY = `Nora${Date.now()
  .toString(26)
  .replace(/\d/g, (c) => 'abcdefghij'[Number(c)]!)
  .slice(-5)}`;

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

test('a provider refers a newborn, the office approves it, the provider finds it first on page 1 and archives it', async ({
  page,
  consoleErrors,
  world,
}) => {
  test.setTimeout(180_000);
  const ana = world.people.ana;
  // Ana's birthday a year early (MM/DD/YYYY): not her date of birth.
  const [month, day, year] = ana.birthDate.split('/');
  const notHerBirthDate = `${month}/${day}/${Number(year) - 1}`;

  await test.step('the referral form: facility, mother on Medicaid, newborn; mistakes are explained', async () => {
    await signInAs(page, world.users.newbornprovider);
    await page.goto(ROUTES.account);
    const tabs = page.getByRole('navigation', { name: /account/i });
    await expect(tabs.getByRole('link', { name: 'Archived referrals' })).toBeVisible();
    await tabs.getByRole('link', { name: 'Your referrals' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your referrals');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Refer a newborn' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deemed newborn referral');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Continue to sign and submit' }).click();
    const summary = page.getByRole('alert');
    await expect(summary).toContainText('Facility: This field is required.');
    await expect(summary).toContainText('Newborn’s sex: This field is required.');
    await expectAccessible(page, 'referral form with errors');

    await page.getByLabel('Facility').selectOption({ label: world.facilities.clinic });
    await page.getByLabel('Mother’s Medicaid case number').fill(world.cases.rivera);
    await page.getByLabel('Mother’s first name').fill('Ana');
    await page.getByLabel('Mother’s last name').fill('Rivera');
    await page.getByLabel('Mother’s date of birth').fill(notHerBirthDate);
    await page.getByLabel('Newborn’s first name').fill(BABY);
    await page.getByLabel('Newborn’s last name').fill('Rivera');
    await page.getByLabel('Newborn’s date of birth').fill(usDay(-3));
    await page.getByText('Female', { exact: true }).click();
    await page.getByRole('button', { name: 'Continue to sign and submit' }).click();
    await expect(page.getByRole('alert')).toContainText('The date of birth cannot be in the future.');
    await page.getByLabel('Newborn’s date of birth').fill(usDay(3));
    // A birth date that is not Ana's: the server finds no mother and says only that.
    await page.getByRole('button', { name: 'Continue to sign and submit' }).click();
    await expect(page.getByRole('alert')).toContainText('We could not find a mother on Medicaid');
    await expectAccessible(page, 'mother not found');
    // The browser notes the refusal (422) in the console: that one is expected.
    expectOnlyConsoleErrors(consoleErrors, 'status of 422');
    await page.getByLabel('Mother’s date of birth').fill(ana.birthDate);
    await page.getByRole('button', { name: 'Continue to sign and submit' }).click();
  });

  await test.step('sign and submit, confirmation', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign and submit the referral');
    await expect(page.getByText(`${BABY} Rivera`)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sign and submit' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'I confirm that this information is true and that this baby was born to this mother at our facility.: Select the required box below.',
    );
    await expectAccessible(page, 'sign and submit with errors');
    await page.getByLabel('Your first name').fill('Priya');
    await page.getByLabel('Your last name').fill('Shah');
    await page.locator('label[for="agree"]').click();
    await page.getByRole('button', { name: 'Sign and submit' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Referral submitted');
    await expect(page.getByRole('main').getByRole('status').first()).toContainText(`${BABY} Rivera`);
    await expect(page.getByText('Status: Submitted')).toBeVisible();
    await expectAccessible(page);
  });

  await test.step("Maria, of Ana's office, approves it", async () => {
    await signInAgain(page, world.users.caseworker);
    await page.goto(ROUTES.worker);
    // The staff home counts the office's referrals that wait; Priya's is one of them.
    const waitingText = page.getByText(/^\d+ newborn referrals? waits? for a decision\.$/);
    const waiting = Number((await waitingText.textContent())?.match(/\d+/)?.[0]);
    expect(waiting).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Newborn referrals' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newborn referrals');
    await expectAccessible(page);
    // The queue: found by the baby's name, checked against the mother's case, taken.
    await searchQueue(page, BABY);
    const row = page.getByRole('row', { name: new RegExp(BABY) });
    await expect(row).toContainText(world.cases.rivera);
    await expect(row).toContainText('Matches');
    await row.getByRole('button', { name: `Assign to me, referral of ${BABY} Rivera` }).click();
    await expect(page.getByRole('main').getByRole('status').first()).toHaveText(
      `The referral of ${BABY} Rivera is assigned to you.`,
    );
    await expect(row).toContainText('You (Maria Lopez)');
    await expectAccessible(page, 'referrals queue searched');
    await row.getByRole('link', { name: `${BABY} Rivera` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Newborn referral: ${BABY} Rivera`);
    await expect(page.getByText('The mother is in the household of case')).toBeVisible();
    // The mother's date of birth as her case holds it: what the facility's form was matched on.
    const motherBorn = new Date(`${year}-${month}-${day}T12:00:00Z`).toLocaleDateString('en-US', {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
    await expect(page.getByRole('definition').filter({ hasText: motherBorn })).toBeVisible();
    await expectAccessible(page, 'one referral');
    // The decision comes after the evidence, and asks before it adds the baby.
    await page.getByRole('button', { name: 'Record the decision' }).click();
    await expect(page.getByRole('alert')).toContainText('Decision: Choose a decision.');
    await page.getByText('Approve: add the baby to the case').click();
    await page.getByRole('button', { name: 'Record the decision' }).click();
    const dialog = page.getByRole('dialog', { name: `Add ${BABY} Rivera to case ${world.cases.rivera}?` });
    await expectAccessible(page, 'approve confirmation');
    await dialog.getByRole('button', { name: 'Yes, add the baby' }).click();
    await expect(page.getByRole('main').getByRole('status').first()).toHaveText('Decision recorded: Approved.');
    await expect(page.getByText(/^Approved by Maria Lopez on /)).toBeVisible();
    await expectAccessible(page, 'referral approved');
    await page.goto(ROUTES.worker);
    await expect(waitingText).toHaveText(
      waiting === 2
        ? '1 newborn referral waits for a decision.'
        : `${waiting - 1} newborn referrals wait for a decision.`,
    );
  });

  await test.step('Priya searches by the mother’s name, finds it first on page 1 and archives it', async () => {
    await signInAgain(page, world.users.newbornprovider);
    await page.goto(ROUTES.yourReferrals);
    await page.getByLabel('Search by').selectOption({ label: 'Newborn’s date of birth' });
    await page.getByLabel('Search for').fill('13/45/2026');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Enter the date of birth as MM/DD/YYYY');
    await expectAccessible(page, 'bad date search');
    await page.getByLabel('Search by').selectOption({ label: 'Mother’s name' });
    await page.getByLabel('Search for').fill('A');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Enter at least 2 letters of the name.');

    await page.getByLabel('Search for').fill('ana rivera');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText(/Page 1 of 2\./)).toBeVisible();
    // Newest first: the referral just made heads page 1; the older ones go on to page 2.
    const pages = page.getByRole('navigation', { name: 'Pages of referrals' });
    const row = page.getByRole('row', { name: new RegExp(BABY) });
    await expect(page.getByRole('row').nth(1)).toContainText(BABY);
    await expect(row).toContainText('Approved');
    await expect(row).toContainText(world.facilities.clinic);
    await expectAccessible(page, 'search results page 1');
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(page.getByText(/Page 2 of 2\./)).toBeVisible();
    await expect(row).toHaveCount(0);
    await expectAccessible(page, 'search results page 2');
    await pages.getByRole('button', { name: 'Page 1' }).click();
    await expect(page.getByText(/Page 1 of 2\./)).toBeVisible();
    await row.getByRole('button', { name: `Archive the referral of ${BABY} Rivera` }).click();
    await expect(page.getByRole('main').getByRole('status').first()).toContainText(
      `The referral of ${BABY} Rivera was archived.`,
    );
    await expect(page.getByRole('row', { name: new RegExp(BABY) })).toHaveCount(0);
    await expectAccessible(page, 'archived one');

    await page
      .getByRole('navigation', { name: /account/i })
      .getByRole('link', { name: 'Archived referrals' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Archived referrals');
    await expect(page.getByRole('row', { name: new RegExp(BABY) })).toContainText('Approved');
    await expectAccessible(page);
  });

  await test.step('in Spanish, on a 320-pixel phone', async () => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.evaluate(() => localStorage.setItem('portal.locale', 'es'));
    await page.goto(ROUTES.yourReferrals);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sus referidos');
    await page.getByLabel('Buscar por').selectOption({ label: 'Nombre del recién nacido' });
    await page.getByLabel('Texto a buscar').fill('x');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Ingrese al menos 2 letras del nombre.');
    await noSidewaysScroll(page);
    await expectAccessible(page, 'referrals in Spanish at 320 px');
    await page.getByLabel('Texto a buscar').fill('lucia');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByText(/2 referidos\. Página 1 de 1\./)).toBeVisible();
    await noSidewaysScroll(page);
    await expectAccessible(page, 'results in Spanish at 320 px');
    await page.getByRole('link', { name: 'Referir a un recién nacido' }).click();
    await page.getByRole('button', { name: 'Continuar para firmar y enviar' }).click();
    await expect(page.getByRole('alert')).toContainText('Este campo es obligatorio.');
    await noSidewaysScroll(page);
    await expectAccessible(page, 'form in Spanish at 320 px');

    // Signed out, sign-and-submit is not guarded as a route: it offers the sign-in.
    const formPath = new URL(page.url()).pathname.replace('/form/', '/sign-and-submit/');
    await leaveAndForget(page);
    await page.goto(formPath);
    await expect(page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await noSidewaysScroll(page);
    await expectAccessible(page, 'sign and submit signed out');
    await page.evaluate(() => localStorage.setItem('portal.locale', 'en-US'));
  });

  await test.step('the office’s queue and the decided referral in Spanish, on a 320-pixel phone', async () => {
    await signInAgain(page, world.users.caseworker);
    await page.evaluate(() => localStorage.setItem('portal.locale', 'es'));
    await page.goto(ROUTES.worker);
    await page.getByRole('link', { name: 'Referidos de recién nacidos' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Referidos de recién nacidos');
    await noSidewaysScroll(page);
    await expectAccessible(page, 'office referrals in Spanish at 320 px');
    await page.getByRole('link', { name: new RegExp(`^${BABY} Rivera, nació el`) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Referido de recién nacido: ${BABY} Rivera`);
    await expect(page.getByText(/^Aprobado por Maria Lopez el /)).toBeVisible();
    await noSidewaysScroll(page);
    await expectAccessible(page, 'decided referral in Spanish at 320 px');
    await page.evaluate(() => localStorage.setItem('portal.locale', 'en-US'));
  });
});
