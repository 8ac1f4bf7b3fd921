import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ROUTES } from '@portal/contracts';
import { expect, expectAccessible, signInAs, switchToSpanish, test } from './fixtures';

/*
 * Presumptive eligibility (issue 13): Dana Brooks, a qualified provider at Riverside General
 * Hospital, files for a patient under the income limit (eligible: the temporary coverage period
 * and the notice, printed in both languages) and, in Spanish, for one over it (not eligible, the
 * reason with the figures). On the narrowest phone; axe on every page state. The patients are
 * made up (no person's SSN of the demo or of a test world), so no resident's dashboard changes.
 * Dana is the test's own world's (fixtures.ts), so the tests run alone, in any order, beside others.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 320, height: 640 } });

const noSidewaysScroll = async (page: Page, where: string) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(320);

async function startFiling(page: Page, action: string, title: string) {
  await page.goto(ROUTES.account);
  await expectAccessible(page, `dashboard with "${action}"`);
  await page.getByRole('link', { name: action }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveURL(/\/nf-presumptive\/form\/[0-9a-f-]{36}$/);
}

/** The last day of next month in the state (its time zone, as the server decides), as the decision words it. */
function endOfNextMonth(locale: string): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month + 1, 0, 12)),
  );
}

test('a provider files for a patient under the limit: eligible, with the notice to print', async ({ page, world }) => {
  await signInAs(page, world.users.presumptiveprovider);
  await startFiling(page, 'File presumptive eligibility', 'File presumptive eligibility');
  await expectAccessible(page, 'presumptive form');
  await noSidewaysScroll(page, 'presumptive form');
  // Dana may not file breast and cervical cancer Medicaid: it is not offered.
  await expect(page.getByRole('radio', { name: /Breast and cervical cancer/ })).toHaveCount(0);

  // Bad answers: a summary and a message at each field; nothing is filed.
  await page.getByLabel(/Number of people in the household/).fill('30');
  await page.getByLabel(/Date of birth/).fill('02/30/2020');
  await page.getByRole('button', { name: 'File and get the decision' }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('There are one or more errors on this page');
  await expect(page.locator('#householdSize-error')).toHaveText(
    'Enter the number of people in the household, from 1 to 20.',
  );
  await expect(page.locator('#birthDate-error')).toHaveText('Enter a real date in the format MM/DD/YYYY.');
  await expect(page.locator('#firstName-error')).toHaveText('This field is required.');
  await expectAccessible(page, 'presumptive form, errors');
  await noSidewaysScroll(page, 'presumptive form, errors');

  // By keyboard where it matters: the category is a radio group.
  await page.getByLabel(/First name/).fill('Maya');
  await page.getByLabel(/Last name/).fill('Lopez');
  await page.getByLabel(/Date of birth/).fill('05/02/1996');
  await page.getByLabel(/Social Security number/).fill('');
  await page.getByLabel(/Street address/).fill('12 River Road');
  await page.getByLabel(/City/).fill('Springfield');
  await page.getByLabel(/ZIP code/).fill('27601');
  await page.getByLabel(/Number of people in the household/).fill('3');
  await page.getByLabel(/Monthly household income/).fill('2500');
  await page.getByRole('radio', { name: /Pregnant women/ }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: /Pregnant women/ })).toBeChecked();
  const formUrl = page.url();
  await page.getByRole('button', { name: 'File and get the decision' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Presumptive eligibility decision');
  await expect(page).toHaveURL(/\/nf-presumptive\/confirmation\//);
  const end = endOfNextMonth('en-US');
  await expect(page.getByRole('heading', { name: 'Eligible for temporary coverage' })).toBeVisible();
  await expect(page.getByText(`Maya Lopez has temporary Medicaid coverage (Pregnant women)`)).toContainText(
    `through ${end}`,
  );
  await expect(page.getByText(`The full Medicaid application is due by ${end}.`)).toBeVisible();
  await expect(page.getByText('$4,353.00')).toBeVisible();
  await expectAccessible(page, 'presumptive decision, eligible');
  await noSidewaysScroll(page, 'presumptive decision, eligible');

  // The notice, printed in each language: a PDF download.
  for (const name of ['Notice in English (PDF)', 'Notice in Spanish (PDF)']) {
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^presumptive-notice-(en|es)\.pdf$/);
    expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  }

  // The form of a decided filing shows its decision: it cannot be filed twice.
  await page.goto(formUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Presumptive eligibility decision');

  // Later, from the dashboard: the provider finds the filing again and can print its notice.
  await page.goto(ROUTES.account);
  await page.getByRole('link', { name: 'Your presumptive eligibility filings' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your presumptive eligibility filings');
  await expect(page.getByText('Filings 1 to 1 of 1, newest first.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Maya Lopez' })).toContainText(`Covered through ${end}.`);
  await expectAccessible(page, 'presumptive filings');
  await noSidewaysScroll(page, 'presumptive filings');
  await page.getByRole('link', { name: 'Maya Lopez' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Presumptive eligibility decision');
  await expect(page.getByRole('link', { name: 'Notice in English (PDF)' })).toBeVisible();
});

test('in Spanish, a patient over the limit is not eligible and the reason names the figures', async ({
  page,
  world,
}) => {
  await signInAs(page, world.users.presumptiveprovider);
  await page.goto(ROUTES.account);
  await switchToSpanish(page);
  await startFiling(page, 'Presentar elegibilidad presunta', 'Presentar elegibilidad presunta');
  await expectAccessible(page, 'formulario de elegibilidad presunta');
  await page.getByLabel(/Nombre/).fill('Luis');
  await page.getByLabel(/Apellido/).fill('Ortega');
  await page.getByLabel(/Fecha de nacimiento/).fill('11/20/1988');
  await page.getByLabel(/Número de Seguro Social/).fill('401-23-4567');
  await page.getByLabel(/Dirección/).fill('8 Elm Street');
  await page.getByLabel(/Ciudad/).fill('Springfield');
  await page.getByLabel(/Código postal/).fill('27601');
  await page.getByLabel(/Número de personas en el hogar/).fill('1');
  await page.getByLabel(/Ingreso mensual del hogar/).fill('-50');
  await page.getByText('Planificación familiar').click();
  await expect(page.getByRole('radio', { name: /Planificación familiar/ })).toBeChecked();
  await page.getByRole('button', { name: 'Presentar y obtener la decisión' }).click();
  await expect(page.locator('#monthlyIncome-error')).toHaveText('Ingrese una cantidad en dólares, como 250 o 250.50.');
  await expectAccessible(page, 'formulario con errores');
  await page.getByLabel(/Ingreso mensual del hogar/).fill('2800');
  await page.getByRole('button', { name: 'Presentar y obtener la decisión' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Decisión de elegibilidad presunta');
  await expect(page.getByRole('heading', { name: 'No es elegible para cobertura temporal' })).toBeVisible();
  // 15,650 × 195 % ÷ 12 = 2,543.13, rounded up to $2,544.
  await expect(page.getByText(/supera el límite de/)).toContainText('$2,800.00');
  await expect(page.getByText(/supera el límite de/)).toContainText('$2,544.00');
  await expect(page.getByText(/supera el límite de/)).toContainText('guía federal de pobreza de 2025');
  await expectAccessible(page, 'decisión, no elegible');
  await noSidewaysScroll(page, 'decisión, no elegible');
});
