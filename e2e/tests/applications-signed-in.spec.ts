import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, switchToSpanish, test, signInAgain, searchQueue } from './fixtures';

// Long journeys with axe on every page: slower than the default minute on a shared machine.
test.describe.configure({ timeout: 180_000 });
import { ADDRESS, T, fillPage, job, person, sign, type Lang } from './applications-helpers';

const W = {
  approve: { en: /^Approve /, es: /^Aprobar / },
  approved: { en: 'Approved', es: 'Aprobada' },
  confirm: { en: 'Yes, approve', es: 'Sí, aprobar' },
  queue: { en: 'Applications to decide', es: 'Solicitudes por decidir' },
  search: { en: 'Search', es: 'Buscar' },
  yours: { en: 'Your applications', es: 'Sus solicitudes' },
};

/** The caseworker (`caseworker`: their username) opens the application from the queue. */
async function openFromQueue(page: Page, lang: Lang, reference: string, caseworker: string) {
  await signInAgain(page, caseworker);
  await page.goto('/worker');
  await expectAccessible(page, 'worker landing');
  await page.getByRole('link', { name: W.queue[lang] }).first().click();
  await expect(page.locator('h1')).toHaveText(W.queue[lang]);
  await expectAccessible(page, 'worker queue');
  // The queue is paged, oldest first: the caseworker searches for the application.
  await searchQueue(page, reference, W.search[lang]);
  await page.getByRole('link', { name: reference }).click();
  await expect(page.locator('h1')).toContainText(reference);
  await expectAccessible(page, 'worker application');
}

for (const lang of ['en', 'es'] as const) {
  test(`signed-in food + Medicaid application (${lang}): saved midway, resumed after a new sign-in, submitted, approved by a caseworker`, async ({
    page,
    world,
  }) => {
    await signInAs(page, world.users.resident);
    await page.goto('/nf-apply-for-assistance');
    if (lang === 'es') await switchToSpanish(page);
    await expectAccessible(page, 'apply landing');
    await page
      .getByRole('link', {
        name:
          lang === 'en'
            ? /Apply for food, medical and cash assistance/
            : /Solicitar asistencia de alimentos, médica y en efectivo/,
      })
      .click();
    await expectAccessible(page, 'overview');
    await page.getByRole('button', { name: lang === 'en' ? 'Start application' : 'Comenzar la solicitud' }).click();
    await expect(page).toHaveURL(/\/nf-apply-for-assistance\/form\//);
    await fillPage(page, { programs: ['FNS', 'MA'] });
    await fillPage(page, { householdSize: '1' });
    // Medicaid is chosen: Jordan's page asks Jordan's sex, then (of a woman of 47) whether Jordan
    // is pregnant, then babies and due date.
    await fillPage(
      page,
      person(0, 'Jordan', 'Smith', '08/09/1979', {
        'sex.0': 'F',
        'pregnant.0': 'yes',
        'unborn.0': '1',
        'dueDate.0': '04/02/2027',
      }),
    );
    // Midway: save and exit on the address page.
    await expect(page.locator('h1')).toHaveText(lang === 'en' ? 'Where you live' : 'Dónde vive');
    // Half an address typed (not yet valid): save-and-exit keeps it as typed.
    await page.locator('#q-homeAddress-line1').fill('77 Pine St');
    await page.getByRole('button', { name: lang === 'en' ? 'Save and exit' : 'Guardar y salir' }).click();
    await expect(page.getByRole('dialog')).toContainText(
      lang === 'en'
        ? 'We will save your answers so far, including this page. You can come back and finish your application'
        : 'Guardaremos las respuestas que ha dado hasta ahora, también las de esta página. Puede volver y terminar su solicitud',
    );
    await expectAccessible(page, 'save and exit dialog');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: lang === 'en' ? 'Save and exit' : 'Guardar y salir' })
      .click();
    await expect(page.locator('h1')).toHaveText(W.yours[lang]);

    await signInAgain(page, world.users.resident);
    await page.goto('/your-applications');
    await expectAccessible(page, 'your applications with a draft');
    await page
      .getByRole('link', { name: lang === 'en' ? /^Resume / : /^Continuar / })
      .first()
      .click();
    await expect(page.locator('h1')).toHaveText(lang === 'en' ? 'Where you live' : 'Dónde vive');
    await expect(page.locator('#q-homeAddress-line1')).toHaveValue('77 Pine St');
    // The task list: sections done and to do; a section's link goes where to go on.
    await page.getByRole('link', { name: lang === 'en' ? 'See all sections' : 'Ver todas las secciones' }).click();
    const household = page.locator('li', { hasText: lang === 'en' ? 'Your household' : 'Su hogar' });
    await expect(household.locator('.usa-tag')).toHaveText(lang === 'en' ? 'Completed' : 'Completada');
    const contact = page.locator('li', { hasText: lang === 'en' ? 'Contact information' : 'Información de contacto' });
    await expect(contact.locator('.usa-tag')).toHaveText(lang === 'en' ? 'Not started' : 'Sin empezar');
    await expectAccessible(page, 'task list');
    await contact.getByRole('link').click();
    await expect(page.locator('h1')).toHaveText(lang === 'en' ? 'Where you live' : 'Dónde vive');
    await fillPage(page, ADDRESS);
    await fillPage(page, { monthIncome: '2100', cashOnHand: '300', migrant: 'no' });
    await fillPage(page, { 'hasJob.0': 'yes', 'hasOtherIncome.0': 'no' });
    await fillPage(page, job(0, 0, 'City Library', '1050', 'BIWEEKLY', '35', 'no'));
    await fillPage(page, { rent: '800' });
    await fillPage(page, { careCosts: 'no', medicalExpenses: 'no' });
    await fillPage(page, { hasVehicle: 'yes', otherProperty: 'no' });
    await fillPage(page, { hasCoverage: 'no', taxFiler: 'yes' });
    await fillPage(page, { abd: 'no' });
    await fillPage(page, { absentParent: 'no' });
    await expect(page.locator('h1')).toHaveText(T.checkAnswers[lang]);
    const about = page.locator('section', {
      // Titled as the page was when it was filled in ("About you"), not with the person's own name.
      has: page.getByRole('heading', { level: 2, name: lang === 'en' ? 'About you' : 'Sobre usted' }),
    });
    await expect(about.getByText(lang === 'en' ? 'Are you pregnant?' : '¿Usted está embarazada?')).toBeVisible();
    await expect(about.getByText('04/02/2027')).toBeVisible();
    await expect(
      page.getByRole('heading', {
        level: 3,
        name: lang === 'en' ? 'Your job 1' : 'Su empleo 1',
      }),
    ).toBeVisible();
    await expectAccessible(page, 'check your answers');
    await page.getByRole('link', { name: T.continueSign[lang] }).click();
    const boxes = await sign(page, lang, 'Jordan', 'Smith');
    expect(boxes).toBe(8 + 2); // the five boxes every application asks, food penalties, data sources, coverage renewal + two names
    const reference = (await page.getByTestId('reference').textContent())!;
    await expectAccessible(page, 'confirmation');

    await openFromQueue(page, lang, reference, world.users.caseworker);
    for (let left = 2; left > 0; left--) {
      await page.getByRole('button', { name: W.approve[lang] }).first().click();
      // Asked first, naming the programme and the applicant.
      const asked = page.getByRole('dialog', { name: new RegExp(`Jordan Smith\\?$`) });
      if (left === 2) await expectAccessible(page, 'approval asked');
      await asked.getByRole('button', { name: W.confirm[lang] }).click();
      await expect(page.getByRole('button', { name: W.approve[lang] })).toHaveCount(left - 1);
    }
    await expect(page.locator('.usa-tag', { hasText: W.approved[lang] })).toHaveCount(2);

    await signInAgain(page, world.users.resident);
    await page.goto('/your-applications');
    const mine = page.locator('section', { hasText: reference });
    await expect(mine.locator('.usa-tag', { hasText: W.approved[lang] })).toHaveCount(2);
    await expectAccessible(page, 'your applications, approved');
  });
}

test('a withdrawal request decided by staff (es)', async ({ page, world }) => {
  const medicaid = world.applications.anaMedicaid;
  await signInAs(page, world.users.linked);
  await page.goto('/your-applications');
  await switchToSpanish(page);
  const mine = page.locator('section', { hasText: medicaid });
  await expect(mine.locator('.usa-tag')).toHaveText('Pendiente');
  await mine.getByRole('button', { name: 'Retirar Medicaid (asistencia médica)' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Retirar', exact: true }).click();
  await expect(dialog.locator('#wd-reason-error')).toHaveText('Este campo es obligatorio.');
  await expect(dialog.locator('#wd-ack-error')).toHaveText('Marque la casilla obligatoria a continuación.');
  await dialog.locator('#wd-reason').selectOption('OTHER');
  await dialog.getByRole('button', { name: 'Retirar', exact: true }).click();
  await expect(dialog.locator('#wd-other-error')).toHaveText('Este campo es obligatorio.');
  await expectAccessible(page, 'withdrawal dialog with errors');
  await dialog.locator('#wd-other').fill('Conseguí seguro médico por mi trabajo');
  await dialog.locator('#wd-first').fill('Ana');
  await dialog.locator('#wd-last').fill('Rivera');
  await dialog.locator('label[for="wd-ack"]').click();
  await dialog.getByRole('button', { name: 'Retirar', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(mine.locator('.usa-tag')).toHaveText('Solicitud de retiro pendiente');

  await openFromQueue(page, 'es', medicaid, world.users.caseworker);
  await expect(page.getByText('Conseguí seguro médico por mi trabajo')).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar el retiro de Medicaid (asistencia médica)' }).click();
  await expect(page.locator('.usa-tag')).toHaveText('Retirada');

  await signInAgain(page, world.users.linked);
  await page.goto('/your-applications');
  await expect(mine.locator('.usa-tag')).toHaveText('Retirada');
  await expect(mine).toContainText('No puede pedir una audiencia');
  await expectAccessible(page, 'your applications, withdrawn');
});

test('an application address that names no application says "page not found" (both languages)', async ({
  page,
  world,
}) => {
  await signInAs(page, world.users.resident);
  for (const lang of ['en', 'es'] as const) {
    await page.goto('/your-applications');
    if (lang === 'es') await switchToSpanish(page);
    for (const path of [
      '/nf-apply-for-assistance/form/1001',
      '/nf-apply-for-assistance/sign-and-submit/1001',
      '/nf-apply-for-assistance/confirmation/1001',
    ]) {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveText(lang === 'en' ? 'Page not found' : 'Página no encontrada');
    }
  }
});
