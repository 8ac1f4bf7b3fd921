import { expect, expectAccessible, signInAs, signUpFresh, switchToSpanish, test, signInAgain } from './fixtures';
import { caseworkerDenies, pdfText, submitFoodApplication } from './applications-helpers';

test.describe.configure({ timeout: 120_000 });

test('a decision becomes a notice the resident reads in her inbox: the PDF opens and the unread count falls', async ({
  page,
  world,
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

  await caseworkerDenies(page, reference, 'Income above the limit for a household of one.', world.users.caseworker);

  await signInAgain(page, username);
  await page.goto('/account');
  await expect(inboxLink).toContainText('1 new');
  // The header counts it on every page.
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await expect(mainNav.getByRole('link', { name: 'Notices 1 unread' })).toBeVisible();
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
  // Her account has no linked record, but her application gave a home address, and she gets her
  // notices on paper: this one goes there (not "we do not have a mailing address for you").
  await expect(page.getByRole('region', { name: 'A paper copy' })).toContainText(
    'You get your notices on paper, so this one will be mailed to you soon.',
  );
  await expect(page.getByText('We do not have a mailing address for you')).toHaveCount(0);
  await expectAccessible(page, 'a notice');
  const pdfLink = page.getByRole('link', { name: 'Open the notice to print or save (PDF)' });
  const text = await pdfText(page, (await pdfLink.getAttribute('href'))!);
  expect(text).toContain(subject);
  expect(text).toContain('Income above the limit');

  await page.getByRole('link', { name: 'All your notices' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your notices');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('You have read every notice.');
  await expect(page.getByRole('main').locator('.usa-tag')).toHaveCount(0);
  await expect(mainNav.getByRole('link', { name: 'Notices', exact: true })).toBeVisible();
  await switchToSpanish(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sus avisos');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Ha leído todos sus avisos.');
  await expectAccessible(page, 'inbox (es)');
  await page.goto('/account');
  const acciones = page.getByRole('region', { name: 'Lo que puede hacer' });
  await expect(acciones.getByRole('link', { name: 'Leer sus avisos' })).toBeVisible();
  await expect(acciones.getByText(/nuevos/)).toHaveCount(0);
});

test('Ana asks for a paper copy of a notice; a caseworker of her office prints it and marks it mailed', async ({
  page,
  world,
}) => {
  await signInAs(page, world.users.linked);
  const reference = await submitFoodApplication(page, { firstName: 'Ana', lastName: 'Rivera' });
  await caseworkerDenies(page, reference, 'Income above the limit.', world.users.caseworker);

  await signInAgain(page, world.users.linked);
  await page.goto('/nfSecureInbox');
  const subject = `A decision on your application ${reference}`;
  await page.getByRole('link', { name: subject }).click();
  const paper = page.getByRole('region', { name: 'A paper copy' });
  await expect(paper).toContainText('We can mail this notice to: 25 Oak Avenue, Springfield, NC 27001');
  await paper.getByRole('button', { name: 'Mail me a paper copy' }).click();
  await expect(paper.getByRole('status')).toHaveText(
    'A paper copy will be mailed to 25 Oak Avenue, Springfield, NC 27001.',
  );
  await expect(paper).toContainText(/You asked for a paper copy on .+\. We will mail it soon\./);
  await expect(paper.getByRole('button')).toHaveCount(0);
  await expectAccessible(page, 'a notice with a paper copy asked for');

  // Maria Lopez of Ana's office (her world's): the queue holds her office's paper copies.
  await signInAgain(page, world.users.caseworker);
  await page.goto('/worker');
  await page.getByRole('link', { name: 'Paper copies to mail' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paper copies to mail');
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('25 Oak Avenue, Springfield, NC 27001');
  await expectAccessible(page, 'the print queue');
  const text = await pdfText(
    page,
    (await row.getByRole('link', { name: /^Print the notice for Ana Rivera/ }).getAttribute('href'))!,
  );
  expect(text).toContain(subject);
  await row.getByRole('button', { name: 'Mark as mailed for Ana Rivera' }).click();
  await expect(page.getByText('The paper copy for Ana Rivera is marked mailed.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: subject })).toHaveCount(0);

  await signInAgain(page, world.users.linked);
  await page.goto('/nfSecureInbox');
  await page.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('region', { name: 'A paper copy' })).toContainText(
    /A paper copy was mailed to you on .+\./,
  );
  await switchToSpanish(page);
  await expect(page.getByRole('region', { name: 'Una copia en papel' })).toContainText(
    /Se le envió una copia en papel el/,
  );
  await expectAccessible(page, 'a notice mailed (es)');
});

test('a notice that is not the person’s is "page not found"', async ({ page, world }) => {
  await signInAs(page, world.users.resident);
  await page.goto('/nf-enotices-comm/7d0f1c2e-4a5b-4c6d-8e9f-0a1b2c3d4e5f');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});
