import type { Page } from '@playwright/test';
import { ROUTES } from '@portal/contracts';
import {
  expect,
  expectAccessible,
  signInAgain,
  signInAs,
  switchToSpanish,
  test,
  type TestWorld,
  searchQueue,
} from './fixtures';
import { fillPage, job } from './applications-helpers';

/*
 * Keeping benefits (issue 10): reporting a change and renewing, from the resident's dashboard to
 * the caseworker's review. Each test changes its own world's Ana Rivera (a new address, a second
 * job, a renewed period), so no other test sees it.
 */
test.describe.configure({ timeout: 120_000 });

/** Ticks every statement, types the name and submits. */
async function signAs(page: Page, first: string, last: string) {
  await expect(page.locator('h1')).toHaveText('Sign and submit');
  const boxes = page.locator('form input[type=checkbox]');
  for (let i = 0; i < (await boxes.count()); i++)
    await page.locator(`label[for="${await boxes.nth(i).getAttribute('id')}"]`).click();
  await page.locator('#sign-firstName').fill(first);
  await page.locator('#sign-lastName').fill(last);
  await page.locator('form button[type=submit]').click();
}

/**
 * The world's caseworker finds the report in the office's queue (ADR 0415: search, assign to
 * themselves), opens it and accepts it (a renewal with a benefit).
 */
async function caseworkerAccepts(page: Page, world: TestWorld, reference: string, accept: string, benefit?: string) {
  await signInAgain(page, world.users.caseworker);
  await page.goto('/worker/changes');
  await expect(page.locator('h1')).toHaveText('Change reports and renewals to review');
  await searchQueue(page, reference);
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText('Showing 1–1 of 1');
  const row = page.getByRole('table').getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(/\d+ days?/);
  // A renewal is due on the last day of the period it renews; a change report has no due date.
  if (benefit) await expect(row).toContainText(/Renewal \(Food.*[A-Z][a-z]{2} \d{1,2}, \d{4}/);
  else await expect(row).toContainText('No due date');
  await expect(row).toContainText('Nobody');
  await row.getByRole('button', { name: `Assign to me, report ${reference}` }).click();
  await expect(page.getByText(`Report ${reference} is assigned to you.`)).toBeVisible();
  await expect(row).toContainText('You (Maria Lopez)');
  await expectAccessible(page, 'staff: change reports and renewals');
  await row.getByRole('link', { name: reference }).click();
  await expect(page.locator('h1')).toContainText(reference);
  if (benefit) await page.getByLabel(/Monthly benefit for the next period/).fill(benefit);
  await page.getByRole('button', { name: accept }).click();
  await expect(page.getByText('Accepted. The case records are updated and the resident has been told.')).toBeVisible();
  await expectAccessible(page, `staff: ${accept}`);
}

/** Ana's notice with this subject, opened from her inbox. */
async function readNotice(page: Page, subject: string) {
  await page.goto(ROUTES.secureInbox);
  await page.getByRole('link', { name: subject }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
}

async function fromDashboard(page: Page, action: string) {
  await page.goto(ROUTES.account);
  await page.getByRole('region', { name: 'What you can do' }).getByRole('link', { name: action }).click();
}

test('a resident without a linked case is told why and what to do instead', async ({ page, world }) => {
  await signInAs(page, world.users.resident);
  await page.goto(ROUTES.coc);
  await expect(page.locator('h1')).toHaveText('Report a change');
  await expect(page.getByRole('main').getByRole('status')).toContainText('need an account linked to your case');
  await expect(page.getByRole('link', { name: 'Upgrade your account' })).toHaveAttribute('href', ROUTES.upgradeAccount);
  await expectAccessible(page, 'report a change, not linked');
  // Life events too: no list of events that cannot be reported, but why and how to link.
  await page.goto(ROUTES.lifeEvents);
  await expect(page.locator('h1')).toHaveText('Report a life event');
  await expect(page.getByRole('main').getByRole('status')).toContainText('linked to your case');
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Upgrade your account' })).toHaveAttribute('href', ROUTES.upgradeAccount);
  await expectAccessible(page, 'life events, not linked');
});

test('a late renewal shows the reapply message, for SNAP and FNS, in both languages', async ({ page, world }) => {
  await signInAs(page, world.users.latelinked);
  await page.goto(ROUTES.fnsOrSnapBenefits);
  const late = page.getByRole('main').getByRole('status');
  await expect(late).toContainText('Your Food and Nutrition Services renewal was due before 4:59 p.m. on');
  await expect(late.getByRole('link', { name: 'Apply for benefits' })).toHaveAttribute(
    'href',
    ROUTES.applyForAssistance,
  );
  await expect(page.getByRole('button', { name: 'Start your renewal' })).toHaveCount(0);
  await expectAccessible(page, 'late renewal (FNS)');
  await page.goto('/nf-renew-fns-or-snap-recert/SNAP');
  await expect(page.locator('h1')).toHaveText('Renew your SNAP benefits');
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Your SNAP renewal was due before 4:59 p.m. on',
  );
  await switchToSpanish(page);
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Su renovación de SNAP vencía antes de las 4:59 p. m. del',
  );
  await expectAccessible(page, 'late renewal (SNAP, es)');
});

test('Ana reports a move and a new job, sees each change as before and after, and the caseworker accepts it', async ({
  page,
  world,
}) => {
  await signInAs(page, world.users.linked);
  await fromDashboard(page, 'Report a change');
  await expect(page.locator('h1')).toHaveText('Report a change');
  await expectAccessible(page, 'report a change');
  await page.getByRole('button', { name: 'Start your report' }).click();
  await expect(page.locator('h1')).toHaveText('What changed');
  await fillPage(page, { changed: ['ADDRESS', 'INCOME'], changeDate: '11/02/2026' });
  // Filled in from the case: only what changed is typed.
  await expect(page.locator('#q-homeAddress-line1')).toHaveValue('25 Oak Avenue');
  await fillPage(page, { 'homeAddress.line1': '40 Elm Road', 'homeAddress.zip': '27003' });
  await expect(page.locator('h1')).toHaveText('Your income');
  await fillPage(page, {});
  await expect(page.locator('#q-employer-0-0')).toHaveValue('Oak Street Diner');
  await fillPage(page, { 'moreJobs.0.0': 'yes' });
  await fillPage(page, job(0, 1, 'Hill Bakery', '400', 'BIWEEKLY', '12', 'no'));
  await expect(page.locator('h1')).toHaveText('Income of Leo Rivera');
  await fillPage(page, {});

  await expect(page.locator('h1')).toHaveText('Check your changes');
  const changes = page.getByRole('table', { name: 'On file and now' });
  const address = changes.getByRole('row').filter({ hasText: 'Home address' });
  await expect(address).toContainText('25 Oak Avenue, Springfield, NC 27001');
  await expect(address).toContainText('40 Elm Road, Springfield, NC 27003');
  await expect(changes.getByRole('row').filter({ hasText: 'Employer name' })).toContainText('Hill Bakery');
  // Unchanged answers are not listed.
  await expect(changes.getByRole('row').filter({ hasText: 'First name' })).toHaveCount(0);
  // What changed, and since when, can be changed too; Back leads to the last page.
  await expect(page.getByRole('link', { name: /^Change .*What changed/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toBeVisible();
  await expectAccessible(page, 'check your changes');
  await page.getByRole('link', { name: 'Continue to sign and submit' }).click();
  await signAs(page, 'Ana', 'Rivera');
  await expect(page.locator('h1')).toHaveText('Your change report was submitted');
  await expect(page.getByTestId('reference')).toHaveText(/^CR\d{6}-\d{6}$/);
  const reference = (await page.getByTestId('reference').textContent())!;
  await expectAccessible(page, 'change report submitted');

  await page.goto(ROUTES.yourApplications);
  await expect(page.getByRole('heading', { name: 'Reported changes' })).toBeVisible();
  await expect(
    page.getByText(new RegExp(`Reference CR\\d{6}-\\d{6}, sent .*, case ${world.cases.rivera}`)),
  ).toBeVisible();
  await page.goto(ROUTES.myInformation);
  await expect(page.getByText('We are reviewing a change you reported.')).toBeVisible();

  await caseworkerAccepts(page, world, reference, 'Accept and update the case');
  await signInAgain(page, world.users.linked);
  await page.goto(ROUTES.myInformation);
  await expect(page.getByText('40 Elm Road, Springfield, NC 27003')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Hill Bakery' })).toBeVisible();
  await expect(page.getByText('We are reviewing a change you reported.')).toHaveCount(0);
  await readNotice(page, 'We updated your case with the change you reported');
  await expect(page.getByText(reference)).toBeVisible();
});

test('Ana renews her food benefits; the caseworker accepts and she sees the next certification period', async ({
  page,
  world,
}) => {
  await signInAs(page, world.users.linked);
  await fromDashboard(page, 'Renew your food and nutrition benefits');
  await expect(page.locator('h1')).toHaveText('Renew your food and nutrition benefits');
  await expect(page.getByText(`Renew case ${world.cases.rivera} by 4:59 p.m. on `)).toBeVisible();
  await expectAccessible(page, 'renewal start');
  await page.getByRole('button', { name: 'Start your renewal' }).click();
  // Nothing changed: one question, then straight to check and sign (after the dashboard: the
  // start page, the question, the check and the signature — four screens).
  await expect(page.locator('h1')).toHaveText('Has anything changed?');
  await fillPage(page, { anythingChanged: 'no' });
  await expect(page.locator('h1')).toHaveText('Check your changes');
  // Nothing changed: it says so (no "Use Change" with nothing to change), and Back goes to the last page.
  await expect(page.getByRole('main')).toContainText('You did not change anything we have on file.');
  await expect(page.getByRole('main')).not.toContainText('Use "Change"');
  const summaryUrl = page.url();
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).not.toHaveURL(summaryUrl);
  await fillPage(page, {});
  await expect(page.locator('h1')).toHaveText('Check your changes');
  await page.getByRole('link', { name: 'Continue to sign and submit' }).click();
  await signAs(page, 'Ana', 'Rivera');
  await expect(page.locator('h1')).toHaveText('Your renewal was submitted');
  await expect(page.getByRole('link', { name: 'Register to vote' })).toHaveAttribute('href', 'https://vote.gov/');
  const reference = (await page.getByTestId('reference').textContent())!;
  await expectAccessible(page, 'renewal submitted');
  // One renewal per period: starting again says it was sent.
  await page.goto(ROUTES.fnsOrSnapBenefits);
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'We already have your renewal for this certification period.',
  );

  await caseworkerAccepts(page, world, reference, 'Accept and renew', '320');
  await signInAgain(page, world.users.linked);
  // The demo period ends this month; the next one runs the twelve months after it.
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth() + 1, 0));
  const long = (d: Date) => d.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  await page.goto(ROUTES.myInformation);
  const food = page.getByRole('row').filter({ hasText: 'Food and Nutrition Services (SNAP)' });
  await expect(food).toContainText(`${long(start)} to ${long(end)}`);
  await expect(food).toContainText('$320.00');
  await readNotice(page, 'Your FNS benefits are renewed');
  await expect(page.getByText(reference)).toBeVisible();
});

test('Ana names an authorized representative as a life event; once accepted, Your information lists her', async ({
  page,
  world,
}) => {
  await signInAs(page, world.users.linked);
  await page.goto(ROUTES.myInformation);
  await page.getByRole('link', { name: 'Name someone to act for you' }).first().click();
  await expect(page.locator('h1')).toHaveText('Report a life event');
  await expectAccessible(page, 'life events');
  await page.getByRole('button', { name: 'I want someone to act for me (an authorized representative)' }).click();
  await expect(page.locator('h1')).toHaveText('Who will act for you');
  await fillPage(page, {
    repFirstName: 'Rosa',
    repLastName: 'Diaz',
    repRelationship: 'SIBLING',
    repPhone: '555-555-0188',
    'repAddress.line1': '5 Cedar Street',
    'repAddress.city': 'Springfield',
    'repAddress.state': 'NC',
    'repAddress.zip': '27001',
    repPowers: ['REPORT_CHANGES', 'NOTICES'],
  });
  await expect(page.locator('h1')).toHaveText('Check your changes');
  await expect(page.getByRole('table', { name: 'On file and now' })).toContainText('Rosa');
  await page.getByRole('link', { name: 'Continue to sign and submit' }).click();
  await signAs(page, 'Ana', 'Rivera');
  await expect(page.locator('h1')).toHaveText('Your change report was submitted');
  const reference = (await page.getByTestId('reference').textContent())!;
  await page.goto(ROUTES.lifeEventsHistory);
  await expect(
    page.getByRole('heading', { name: 'I want someone to act for me (an authorized representative)' }),
  ).toBeVisible();
  await expect(page.getByText(`Reference ${reference}`)).toBeVisible();
  await expectAccessible(page, 'life events history');

  await caseworkerAccepts(page, world, reference, 'Accept and update the case');
  await signInAgain(page, world.users.linked);
  await page.goto(ROUTES.myInformation);
  const representatives = page.getByRole('region', { name: 'Authorized representatives' });
  await expect(representatives.getByRole('row').filter({ hasText: 'Rosa Diaz' })).toContainText(
    'Report changes and give information; Get copies of notices',
  );
});

test.describe('on a 320-pixel phone, in Spanish', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('Omar reports a new address by keyboard and reads every step in Spanish', async ({ page, world }) => {
    await signInAs(page, world.users.renewsoon);
    await page.goto(ROUTES.coc);
    await switchToSpanish(page);
    await expect(page.locator('h1')).toHaveText('Informar un cambio');
    await page.getByRole('button', { name: 'Comenzar su informe' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('h1')).toHaveText('Qué cambió');
    await fillPage(page, { changed: ['ADDRESS'], changeDate: '11/02/2026' });
    await expect(page.locator('h1')).toHaveText('Dónde vive');
    await fillPage(page, { 'homeAddress.line1': '30 Aspen Court' });
    await expect(page.locator('h1')).toHaveText('Revise sus cambios');
    const row = page
      .getByRole('table', { name: 'Registrado y ahora' })
      .getByRole('row')
      .filter({ hasText: 'Dirección' });
    await expect(row).toContainText('12 Willow Way');
    await expect(row).toContainText('30 Aspen Court');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectAccessible(page, 'check your changes (es, 320 px)');
    await page.getByRole('link', { name: 'Continuar para firmar y enviar' }).click();
    await expect(page.locator('h1')).toHaveText('Firmar y enviar');
    const boxes = page.locator('form input[type=checkbox]');
    for (let i = 0; i < (await boxes.count()); i++) {
      await boxes.nth(i).focus();
      await page.keyboard.press('Space');
    }
    await page.locator('#sign-firstName').fill('Omar');
    await page.locator('#sign-lastName').fill('Haddad');
    await page.keyboard.press('Enter');
    await expect(page.locator('h1')).toHaveText('Su informe de cambio fue enviado');
    await expect(page.getByText(`Caso ${world.cases.omarFood}`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectAccessible(page, 'change report submitted (es, 320 px)');

    // The caseworker's queue (ADR 0415) reads in Spanish on the phone too: search, assign, open.
    await signInAgain(page, world.users.caseworker);
    // The browser keeps the language chosen above.
    await page.goto('/worker/changes');
    await expect(page.locator('h1')).toHaveText('Informes de cambios y renovaciones por revisar');
    await searchQueue(page, world.cases.omarFood, 'Buscar');
    await expect(page.getByRole('status').filter({ hasText: 'Mostrando' })).toHaveText('Mostrando 1–1 de 1');
    const queued = page.getByRole('table').getByRole('row').filter({ hasText: world.cases.omarFood });
    await expect(queued).toContainText('Informe de cambios');
    await expect(queued).toContainText('Sin fecha límite');
    await queued.getByRole('button', { name: /^Asignármelo, informe / }).click();
    await expect(queued).toContainText('Usted (Maria Lopez)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectAccessible(page, 'staff: change reports and renewals (es, 320 px)');
  });
});
