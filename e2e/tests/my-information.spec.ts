import { onePersonFoodPages } from '@portal/forms/samples';
import { expect, expectAccessible, signInAs, signUpFresh, switchToSpanish, test, signInAgain } from './fixtures';
import { submitFoodApplication } from './applications-helpers';
import { answerQuiz, caseyOf, fillIdentity, type BureauPerson } from './proofing-helpers';

test.describe.configure({ timeout: 120_000 });

/** Casey's food application: her SSN and birth date, a job, rent. */
function caseyPages(who: BureauPerson): [string, object][] {
  const casey = { firstName: who.firstName, lastName: who.lastName };
  const pages: [string, object][] = [];
  for (const [page, answers] of onePersonFoodPages({ ...casey, ssn: who.ssn })) {
    if (page === 'person.0') pages.push([page, { ...answers, 'birthDate.0': who.birthDate }]);
    else if (page === 'address')
      pages.push([page, { homeAddress: { line1: who.street, city: who.city, state: 'NC', zip: who.zip } }]);
    else if (page === 'income.0') {
      pages.push([page, { ...answers, 'hasJob.0': 'yes' }]);
      pages.push([
        'job.0.0',
        {
          'employer.0.0': 'Hill Bakery',
          'jobPay.0.0': '600',
          'jobFrequency.0.0': 'BIWEEKLY',
          'jobHours.0.0': '25',
          'moreJobs.0.0': 'no',
        },
      ]);
    } else pages.push([page, answers]);
  }
  return pages;
}

test('a new applicant is approved, proves her identity, links her account and reads Your information', async ({
  page,
  world,
}) => {
  const casey = caseyOf(world);
  const username = await signUpFresh(page, 'casey');
  const reference = await submitFoodApplication(
    page,
    { firstName: casey.firstName, lastName: casey.lastName },
    caseyPages(casey),
  );

  // The caseworker approves food with a monthly benefit; a benefit that is not an amount is refused at its field.
  await signInAgain(page, world.users.caseworker);
  await page.goto(`/worker/applications?q=${encodeURIComponent(reference)}`);
  await page.getByRole('link', { name: reference }).click();
  await expect(page.locator('h1')).toContainText(reference);
  const benefit = page.getByLabel('Monthly benefit to approve');
  await benefit.fill('two hundred');
  await page.getByRole('button', { name: /^Approve / }).click();
  await expect(page.getByText('Enter an amount in dollars, such as 250 or 250.50.')).toBeVisible();
  await expect(benefit).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'approval with a bad amount');
  await benefit.fill('291.50');
  await page.getByRole('button', { name: /^Approve / }).click();
  // Asked first, with the amount; then the page says who approved it and when.
  const asked = page.getByRole('dialog', { name: /^Approve .+\?$/ });
  await expect(asked).toContainText('Monthly benefit: $291.50.');
  await expectAccessible(page, 'approval asked');
  await asked.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(page.getByText(/^Approved by .+ on \w+ \d+, \d{4}\.$/)).toBeVisible();
  const approved = page.getByRole('status').filter({ hasText: 'is approved and on case' });
  await expect(approved).toContainText(/on case C-\d{7}\./);
  const caseReference = (await approved.textContent())!.match(/C-\d{7}/)![0];
  await expectAccessible(page, 'approved');

  // Casey proves who she is: the agency now knows her, so her account is linked to the new case.
  await signInAgain(page, username);
  await page.goto('/nfUpgradeAccount');
  await fillIdentity(page, casey);
  await answerQuiz(page, casey, true);
  await expect(page.getByText('your account is now linked to your case')).toBeVisible();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await page
    .getByRole('navigation', { name: 'Your account pages' })
    .getByRole('link', { name: 'Your information' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your information');
  const theCase = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: `Case ${caseReference}` }),
  });
  await expect(theCase.getByRole('row', { name: /Food and Nutrition Services/ })).toContainText('$291.50');
  const member = theCase.getByRole('row', { name: /Casey Nguyen/ }).first();
  await expect(member).toContainText(`***-**-${casey.ssn.slice(-4)}`);
  await expect(member).toContainText('November 2, 1982');
  await expect(theCase.getByRole('row', { name: /Hill Bakery/ })).toContainText('$600.00');
  await expect(theCase.getByText('9 Mill Road, Hilltown, NC 27502')).toBeVisible();
  await expect(theCase.getByRole('row', { name: /Rent or mortgage/ })).toContainText('$650.00');
  // The whole number is never on the page.
  await expect(page.getByText(casey.ssn)).toHaveCount(0);
  await expectAccessible(page, 'your information');

  // On the narrowest phone the tables stack and nothing scrolls sideways; in Spanish too.
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await switchToSpanish(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Su información');
  await expect(page.getByRole('heading', { level: 2, name: `Caso ${caseReference}` })).toBeVisible();
  await expect(page.getByRole('row', { name: /Alquiler o hipoteca/ })).toContainText('$650.00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page, 'your information (es, 320 px)');
});

test('an account that is not linked is told how to link it, not shown an error', async ({ page, world }) => {
  await signInAs(page, world.users.resident);
  await page.goto('/nf-my-information');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your information');
  await expect(page.getByText('you need an enhanced account that is linked to your case')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade your account' })).toBeVisible();
  await expectAccessible(page, 'your information, not linked');
});
