import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAccessible, signInAs, signUpFresh, switchToSpanish, test } from './fixtures';

// Long journeys with axe on every page: slower than the default minute on a shared machine.
test.describe.configure({ timeout: 180_000 });
import { ADDRESS, T, fillPage, job, pdfText, person, sign, type Lang } from './applications-helpers';
import { pagePhoto } from './photo-samples';

async function startAnonymousFood(page: Page, lang: Lang) {
  await page.goto('/nf-apply-for-assistance-anonymous');
  if (lang === 'es') await switchToSpanish(page);
  await expectAccessible(page, 'anonymous start');
  await page.getByRole('button', { name: T.noAccount[lang] }).click();
  await expect(page).toHaveURL(/\/nf-apply-for-assistance-anonymous\/form\//);
}

for (const lang of ['en', 'es'] as const) {
  test(`anonymous food application for a household of three with income (${lang}): reference number and a PDF with the answers`, async ({
    page,
  }) => {
    await startAnonymousFood(page, lang);
    // The count is of parts, so it does not grow as people and jobs add pages.
    const part = lang === 'en' ? /Part (\d+) of (\d+)/ : /Parte (\d+) de (\d+)/;
    const partOf = async () =>
      part
        .exec((await page.getByText(part).textContent()) ?? '')!
        .slice(1)
        .map(Number);
    const [, parts] = await partOf();
    expect((await partOf())[0]).toBe(1);
    await fillPage(page, { householdSize: '3' });
    // The applicant's own name and birth date can be filled in by the browser (WCAG 1.3.5).
    await expect(page.locator('#q-firstName-0')).toHaveAttribute('autocomplete', 'given-name');
    await expect(page.locator('#q-birthDate-0')).toHaveAttribute('autocomplete', 'bday');
    await fillPage(page, person(0, 'Rosa', 'Diaz', '02/14/1985', { 'ssn.0': '987-65-4321' }));
    // The exit warning says the application cannot be saved; "return" goes back.
    await page.getByRole('link', { name: lang === 'en' ? 'Exit application' : 'Salir de la solicitud' }).click();
    await expect(page.getByText(lang === 'en' ? 'cannot be saved' : 'no se puede guardar')).toBeVisible();
    await expectAccessible(page, 'exit warning');
    await page
      .getByRole('link', { name: lang === 'en' ? 'Return to your application' : 'Volver a su solicitud' })
      .click();
    // Back on the page the person left from (the second person's), not the first page.
    await expect(page.locator('#q-firstName-1')).toBeVisible();
    // Person 2: leaving with a required answer missing warns that the screen's answers are lost.
    await page.locator('#q-firstName-1').fill('Mateo');
    await page.getByRole('button', { name: lang === 'en' ? 'Back' : 'Atrás' }).click();
    await expect(page.getByRole('dialog')).toContainText(lang === 'en' ? 'will be lost' : 'se perderá');
    await expectAccessible(page, 'leave warning');
    await page.getByRole('button', { name: lang === 'en' ? 'Stay and finish' : 'Quedarse y terminar' }).click();
    // A wrong answer is refused at the field and in the summary.
    await page.locator('#q-lastName-1').fill('Diaz');
    await page.locator('#q-birthDate-1').fill('13/45/2015');
    await page.locator('form button[type=submit]').click();
    const dateError = lang === 'en' ? 'Enter a real date as MM/DD/YYYY.' : 'Escriba una fecha real como MM/DD/AAAA.';
    await expect(page.locator('#q-birthDate-1-error')).toHaveText(dateError);
    // The summary names the field, and it is the one alert: the field's own message is not announced again.
    const birthLabel = lang === 'en' ? 'Date of birth' : 'Fecha de nacimiento';
    await expect(
      page.locator('.usa-alert--error').getByRole('link', { name: `${birthLabel}: ${dateError}` }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(1);
    // Another person's details are not the applicant's: the browser is not asked to fill them.
    await expect(page.locator('#q-birthDate-1')).toHaveAttribute('autocomplete', 'off');
    await fillPage(page, person(1, 'Mateo', 'Diaz', '07/01/2015'));
    await fillPage(page, person(2, 'Lucia', 'Diaz', '11/20/2018'));
    // The State is chosen from a list, in the reader's language, so "North Carolina" is not cut to "No".
    await expect(page.locator('select#q-homeAddress-state option[value="NC"]')).toHaveText(
      lang === 'en' ? 'North Carolina' : 'Carolina del Norte',
    );
    await fillPage(page, ADDRESS);
    await fillPage(page, { monthIncome: '1800', cashOnHand: '120', migrant: 'no' });
    // Rosa has two jobs: the first, then "add another job" for the second.
    await fillPage(page, { 'hasJob.0': 'yes', 'hasOtherIncome.0': 'no' });
    // Rosa is the applicant: her own pages speak to her.
    await expect(page.locator('h1')).toHaveText(lang === 'en' ? 'Your job 1' : 'Su empleo 1');
    expect((await partOf())[1]).toBe(parts);
    // Money fields show the dollar sign before the amount.
    await expect(page.locator('.usa-input-group', { has: page.locator('#q-jobPay-0-0') })).toContainText('$');
    await fillPage(page, job(0, 0, 'Triad Foods', '820', 'BIWEEKLY', '32', 'yes'));
    await expect(page.locator('h1')).toHaveText(lang === 'en' ? 'Your job 2' : 'Su empleo 2');
    await fillPage(page, job(0, 1, 'Gate City Cafe', '140', 'WEEKLY', '10', 'no'));
    await fillPage(page, {
      'hasJob.1': 'no',
      'hasOtherIncome.1': 'yes',
      'otherType.1': 'CHILD_SUPPORT',
      'otherAmount.1': '250',
    });
    await fillPage(page, { 'hasJob.2': 'no', 'hasOtherIncome.2': 'no' });
    await fillPage(page, { rent: '950', utilities: ['HEAT_COOL', 'ELECTRIC'] });
    await fillPage(page, { careCosts: 'yes', careAmount: '300', medicalExpenses: 'no' });
    await fillPage(page, { hasVehicle: 'yes', otherProperty: 'no' });
    await expect(page.locator('h1')).toHaveText(T.checkAnswers[lang]);
    await expect(page.getByText('***-**-4321')).toBeVisible();
    // Both jobs, each under Rosa's income, titled as their pages were ("Your job 1").
    for (const [n, employer] of [
      [1, 'Triad Foods'],
      [2, 'Gate City Cafe'],
    ] as const) {
      const block = page.locator('section', {
        has: page.getByRole('heading', {
          level: 3,
          name: lang === 'en' ? `Your job ${n}` : `Su empleo ${n}`,
        }),
      });
      await expect(block.getByText(employer)).toBeVisible();
    }
    await expectAccessible(page, 'check your answers');
    await page.getByRole('link', { name: T.continueSign[lang] }).click();
    await sign(page, lang, 'Rosa', 'Diaz');
    const reference = (await page.getByTestId('reference').textContent())!;
    expect(reference).toMatch(/^A\d{6}-\d{6}$/);
    // The decision day is the programme's own time limit, the same the information pages give.
    await expect(
      page.getByText(
        lang === 'en'
          ? /Food and Nutrition Services \(SNAP\): we will tell you our decision by .+\. If your household qualifies for expedited food benefits, we decide within 7 days\./
          : /: le daremos nuestra decisión a más tardar el .+ decidimos en un plazo de 7 días\./,
      ),
    ).toBeVisible();
    // "Up to three weeks" (the information pages' words) is said with the dates, not against them.
    await expect(
      page.getByText(
        lang === 'en' ? 'It is never later than the dates above.' : 'Nunca llega después de las fechas de arriba.',
      ),
    ).toBeVisible();
    // Told to call about it, with the number to call.
    await expect(
      page.getByText(lang === 'en' ? /call us about your application at 1-800-555-0199/ : /al 1-800-555-0199/),
    ).toBeVisible();
    await expect(page.getByText(lang === 'en' ? 'within 30 days' : 'envíelos en un plazo de 30 días')).toBeVisible();
    // What the answers call for, with how to send it without an account (no upload here).
    const needed = page.getByRole('region', {
      name: lang === 'en' ? 'Documents we still need' : 'Documentos que todavía necesitamos',
    });
    await expect(needed).toContainText(
      lang === 'en' ? 'Proof of income: Rosa Diaz, Triad Foods' : 'Comprobante de ingresos: Rosa Diaz, Triad Foods',
    );
    await expect(needed).toContainText(lang === 'en' ? 'Mail them or bring them' : 'Envíelos por correo');
    await expect(needed.locator('input[type=file]')).toHaveCount(0);
    await expectAccessible(page, 'confirmation');
    const text = await pdfText(page, (await page.getByRole('link', { name: T.pdf[lang] }).getAttribute('href'))!);
    expect(text).toContain(reference);
    for (const shown of [
      'Rosa Diaz',
      'Mateo Diaz',
      'Lucia Diaz',
      'Triad Foods',
      '$820',
      'Gate City Cafe',
      '$140',
      '$250',
      '$950',
      '77 Pine St, Greensboro, NC 27401',
      '***-**-4321',
    ])
      expect(text).toContain(shown);
    expect(text).toContain(lang === 'en' ? 'Every two weeks' : 'Cada dos semanas');
    expect(text).not.toContain('987-65-4321');
    // Back does not return to the submitted form.
    const url = page.url();
    await page.goBack();
    await expect(page).toHaveURL(url);
  });
}

test('the shortest anonymous food application for one person: screens and inputs', async ({ page, world }) => {
  let screens = 1; // the start page
  let inputs = 1; // "apply without an account"
  await startAnonymousFood(page, 'en');
  const pages: Record<string, string | string[]>[] = [
    { householdSize: '1' },
    person(0, 'Sam', 'Lee', '05/05/1970'),
    {
      'homeAddress.line1': '1 Main St',
      'homeAddress.city': 'Raleigh',
      'homeAddress.state': 'NC',
      'homeAddress.zip': '27601',
    },
    { monthIncome: '0', cashOnHand: '0', migrant: 'no' },
    { 'hasJob.0': 'no', 'hasOtherIncome.0': 'no' },
    { rent: '0' },
    { careCosts: 'no', medicalExpenses: 'no' },
    { hasVehicle: 'no', otherProperty: 'no' },
  ];
  for (const answers of pages) {
    screens += 1;
    inputs += (await fillPage(page, answers)) + 1; // the answers and "Continue"
  }
  screens += 1; // check your answers
  await page.getByRole('link', { name: T.continueSign.en }).click();
  inputs += 1;
  screens += 1; // sign and submit
  inputs += (await sign(page, 'en', 'Sam', 'Lee')) + 1;
  screens += 1; // confirmation
  console.log(
    `Shortest anonymous food application for one person: ${screens} screens, ${inputs} inputs (every answer, box and name typed or chosen, and every Continue, link and Submit press)`,
  );
  expect(screens).toBeLessThanOrEqual(20);

  // Staff see how long it took, without any name: the median of these scripted runs is well under 10 minutes.
  await signInAs(page, world.users.caseworker);
  await page.goto('/worker');
  await page.getByRole('link', { name: 'Time to complete' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Time to complete');
  const row = page.getByRole('row', { name: /Food and Nutrition Services/ });
  await expect(row).toBeVisible();
  const cells = await row.getByRole('cell').allTextContents();
  const anonymousMedian = Number(/([\d.]+) min/.exec(cells[2] ?? '')?.[1]);
  expect(anonymousMedian).toBeLessThan(10);
  await expect(page.getByText('Sam')).toHaveCount(0);
  await expectAccessible(page, 'time to complete');
});

test('energy assistance and the public apply pages (both languages)', async ({ page }) => {
  for (const lang of ['en', 'es'] as const) {
    await page.goto('/apply');
    if (lang === 'es') await switchToSpanish(page);
    await expectAccessible(page, `/apply ${lang}`);
    await page.goto('/nf-apply-for-medicaid-expansion/overview');
    await expect(
      page.getByText(lang === 'en' ? '138% of the federal poverty level' : '138% del nivel federal de pobreza'),
    ).toBeVisible();
    await expectAccessible(page, `expansion ${lang}`);
    await page.goto('/nf-apply-for-disaster');
    await expect(page.getByText('New Hanover')).toBeVisible();
    await expectAccessible(page, `disaster ${lang}`);
    await page.goto('/nflieap');
    await expectAccessible(page, `/nflieap ${lang}`);
    await page.getByRole('button', { name: T.noAccount[lang] }).click();
    await expect(page).toHaveURL(/\/nflieap\/anonymous-form\/LIEAP\?form=/);
    await fillPage(page, { householdSize: '1' });
    await expect(page.locator('#q-firstName-0')).toBeVisible();
  }
});

test('the food application works at 320 px wide, a few questions at a time, by keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await startAnonymousFood(page, 'en');
  const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  const step = page.getByText(/^Step \d of \d on this page$/);
  expect(await noSideScroll()).toBe(true);
  // Keyboard: the number field, then Enter submits the page (a one-question page: no steps).
  await page.locator('#q-householdSize').focus();
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await expect(page.locator('h1')).toHaveText('About you');
  // The new page's heading takes the focus (then Tab starts from the page).
  await expect(page.locator('h1')).toBeFocused();
  // A phone asks a long page a few questions at a time: the name (first and last together) and
  // the date of birth first, then the rest.
  await expect(step).toHaveText('Step 1 of 2 on this page');
  await expect(page.locator('#q-ssn-0')).toHaveCount(0);
  expect(await noSideScroll()).toBe(true);
  await page.keyboard.press('Tab');
  await expect(page.locator('#q-firstName-0')).toBeFocused();
  await page.keyboard.type('Kim');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Park');
  await expect(page.locator('#q-lastName-0')).toHaveValue('Park');
  await page.keyboard.press('Enter');
  // A missing answer keeps the step, and the summary names it.
  await expect(page.getByRole('link', { name: /Date of birth/ })).toBeVisible();
  await expect(step).toHaveText('Step 1 of 2 on this page');
  await expectAccessible(page, 'first step with an error at 320 px');
  await page.locator('#q-birthDate-0').fill('01/02/1990');
  await page.keyboard.press('Enter');
  // Each step puts the focus on its first question, so a screen reader reads it.
  await expect(step).toHaveText('Step 2 of 2 on this page');
  await expect(page.locator('#q-ssn-0')).toBeFocused();
  // Back returns to the step before, with its answers kept.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(step).toHaveText('Step 1 of 2 on this page');
  await expect(page.locator('#q-firstName-0')).toBeFocused(); // not left on the Back button
  await expect(page.locator('#q-birthDate-0')).toHaveValue('01/02/1990');
  await page.keyboard.press('Enter');
  await expect(step).toHaveText('Step 2 of 2 on this page');
  await page.locator('#q-citizen-0').focus();
  await page.keyboard.press('Space');
  await expect(page.locator('#q-citizen-0')).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page.locator('h1')).toHaveText('Where you live');
  expect(await noSideScroll()).toBe(true);
  await expectAccessible(page, 'address at 320 px');
});

test('anonymous energy application, submitted with a reference number', async ({ page }) => {
  await page.goto('/nflieap');
  await page.getByRole('button', { name: T.noAccount.en }).click();
  await fillPage(page, { householdSize: '1' });
  await fillPage(page, person(0, 'Omar', 'Haddad', '12/01/1950'));
  await fillPage(page, ADDRESS);
  await fillPage(page, {
    'hasJob.0': 'no',
    'hasOtherIncome.0': 'yes',
    'otherType.0': 'SOCIAL_SECURITY',
    'otherAmount.0': '1100',
  });
  await fillPage(page, {
    heatSource: 'PROPANE',
    vendor: 'Blue Flame Gas',
    vendorAccount: 'BF-20931',
    shutoff: 'yes',
    shutoffDate: '12/15/2026',
  });
  await expect(page.locator('h1')).toHaveText(T.checkAnswers.en);
  await expect(page.getByText('Blue Flame Gas')).toBeVisible();
  await page.getByRole('link', { name: T.continueSign.en }).click();
  await expect(page).toHaveURL(/\/nflieap\/sign-and-submit\//);
  expect(await sign(page, 'en', 'Omar', 'Haddad')).toBe(5 + 2); // the five boxes every application asks + two names
  await expect(page).toHaveURL(/\/nflieap\/confirmation\//);
  const text = await pdfText(page, (await page.getByRole('link', { name: T.pdf.en }).getAttribute('href'))!);
  expect(text).toContain('Apply for energy assistance (LIEAP)');
  expect(text).toContain('Blue Flame Gas');
  expect(text).toContain('Propane');
});

test('signing in part way through an anonymous application moves the answers into the account', async ({
  page,
  world,
}) => {
  await startAnonymousFood(page, 'en');
  await fillPage(page, { householdSize: '1' });
  await fillPage(page, person(0, 'Jordan', 'Smith', '08/09/1979'));
  await expect(page.locator('h1')).toHaveText('Where you live');
  await page.getByRole('link', { name: 'Log in to save your answers' }).click();
  await page.locator('#username').fill(world.users.resident);
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/nf-apply-for-assistance\/form\/[0-9a-f-]{36}\?page=address/);
  await expect(page.locator('h1')).toHaveText('Where you live');
  // Saved on the server: a reload keeps them.
  await page.reload();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.locator('#q-firstName-0')).toHaveValue('Jordan');
  const draftUrl = page.url().replace(/\?.*$/, '');
  // Starting the same application again offers this one first, instead of a second draft.
  await page.goto('/nf-apply-for-assistance/overview?type=FNS');
  await expect(page.getByText(/You already started this application on/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start a new one instead' })).toBeVisible();
  await expectAccessible(page, 'overview with a draft');
  await page.getByRole('link', { name: 'Continue your application' }).click();
  await expect(page).toHaveURL(new RegExp(`^${draftUrl}\\?page=`));
  await page.goto('/your-applications');
  await expect(page.getByRole('link', { name: /^Resume Apply for Food and Nutrition Services/ })).toBeVisible();
  // Deleting asks first; "Keep it" keeps it.
  await page.getByRole('button', { name: /^Delete Apply for Food and Nutrition Services/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this application?' });
  await expect(dialog).toContainText('This cannot be undone.');
  await expectAccessible(page, 'delete draft dialog');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(page.getByRole('link', { name: /^Resume Apply for Food and Nutrition Services/ })).toBeVisible();
  await page.getByRole('button', { name: /^Delete Apply for Food and Nutrition Services/ }).click();
  await dialog.getByRole('button', { name: 'Delete the application' }).click();
  await expect(page.getByText('You have no applications in progress.')).toBeVisible();
});

test('a signed-in application lists the documents it still needs; one sent from the confirmation is ticked off', async ({
  page,
}) => {
  await signUpFresh(page, 'needed');
  await page.goto('/nf-apply-for-assistance/overview?type=FNS');
  await page.getByRole('button', { name: 'Start application' }).click();
  await expect(page).toHaveURL(/\/nf-apply-for-assistance\/form\//);
  for (const answers of [
    { householdSize: '1' },
    person(0, 'Kim', 'Park', '05/05/1980'),
    ADDRESS,
    { monthIncome: '0', cashOnHand: '0', migrant: 'no' },
    { 'hasJob.0': 'no', 'hasOtherIncome.0': 'no' },
    { rent: '700' },
    { careCosts: 'no', medicalExpenses: 'no' },
    { hasVehicle: 'no', otherProperty: 'no' },
  ])
    await fillPage(page, answers);
  await page.getByRole('link', { name: T.continueSign.en }).click();
  await sign(page, 'en', 'Kim', 'Park');

  // Her answers call for proof of who she is and of the rent she pays.
  const needed = page.getByRole('region', { name: 'Documents we still need' });
  await expect(needed.getByRole('listitem')).toHaveCount(2);
  const identity = needed.getByRole('listitem').filter({ hasText: 'Proof of identity: Kim Park' });
  const rent = needed.getByRole('listitem').filter({ hasText: 'Proof of rent or mortgage' });
  await expect(identity).toContainText('Not sent yet');
  await expect(rent).toContainText('A lease, rent receipt or mortgage statement');
  await expectAccessible(page, 'confirmation with documents still needed');

  // A file the rules refuse is not sent and says why; a PDF is sent and ticked off.
  const chooseRent = rent.getByLabel(/^Upload files for this document/);
  await chooseRent.setInputFiles({ name: 'lease.txt', mimeType: 'text/plain', buffer: Buffer.from('my lease') });
  await expect(rent.getByRole('alert')).toHaveText(/The file name must end in \.pdf/);
  await expectAccessible(page, 'needed document refused');
  // A photo that looks blurred is held back with a warning; "Take it again" drops it.
  const blurred = await pagePhoto(page, 1600, 1200, true);
  await chooseRent.setInputFiles({ name: 'lease-photo.jpg', mimeType: 'image/jpeg', buffer: blurred });
  const warning = rent.getByTestId('photo-warning');
  await expect(warning.getByRole('heading', { name: 'This photo may be hard to read' })).toBeFocused();
  await expect(warning).toContainText('It looks blurred. Hold the phone still.');
  await expectAccessible(page, 'needed document photo warning');
  await warning.getByRole('button', { name: 'Take it again' }).click();
  await expect(warning).toHaveCount(0);
  await expect(chooseRent).toBeFocused();
  await expect(rent).toContainText('Not sent yet');
  await chooseRent.setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: LEASE_PDF });
  await expect(rent).toContainText('Sent');
  await expect(rent.getByRole('alert')).toHaveCount(0);
  await expect(needed.getByRole('status')).toHaveText('lease.pdf was sent for: Proof of rent or mortgage.');
  await expect(identity).toContainText('Not sent yet');
  // Still there after a reload: the server keeps which document it was.
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'Proof of rent or mortgage' })).toContainText('Sent');

  // The dashboard names what is still missing and leads back here.
  await page.goto('/account');
  await expect(page.getByText('Documents we still need:')).toBeVisible();
  await expect(page.getByText('Proof of identity (Kim Park)')).toBeVisible();
  await expect(page.getByText('Proof of rent or mortgage')).toHaveCount(0);
  await page.getByRole('link', { name: 'Send these documents' }).click();
  const later = page.getByRole('region', { name: 'Documents we still need' });
  // Both sides of her ID card, chosen together, go in one request and tick the last one off.
  const laterIdentity = later.getByRole('listitem').filter({ hasText: 'Proof of identity: Kim Park' });
  await laterIdentity.getByLabel(/^Upload files for this document/).setInputFiles([
    { name: 'id-front.pdf', mimeType: 'application/pdf', buffer: LEASE_PDF },
    { name: 'id-back.pdf', mimeType: 'application/pdf', buffer: LEASE_PDF },
  ]);
  await expect(later.getByRole('status')).toHaveText(
    'You sent every document we asked for. We will tell you if we need anything else.',
  );
  await expect(laterIdentity).toContainText('Sent');
  await expectAccessible(page, 'every needed document sent');
  // Opened later, the confirmation lets Back work (only right after submitting does it hold).
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your dashboard');
});

/** A small PDF of one empty catalogue: enough for the server's PDF check. */
const LEASE_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');
