import type { Page } from '@playwright/test';
import { ROUTES, urlOf, type MailboxMessage } from '@portal/contracts';
import { expect, expectAccessible, postAsPage, signInAgain, signInAs, switchToSpanish, test } from './fixtures';

/*
 * Mass communications (issue 12): Ana Rivera has texts on; her office's caseworker writes one
 * message to the people on the office's active food cases, sees who gets it (Ana by text, Grace
 * Lee and Omar Haddad by e-mail), sends it and watches it go into the outbox; then schedules
 * another for tomorrow, changes it and cancels it. The people, their cases and Maria Lopez's
 * office are the test's own world's (fixtures.ts): a caseworker reaches her office's cases only.
 */
test.describe.configure({ timeout: 180_000 });

/** A phone number of ten digits as the pages show it: ###-###-####. */
const dashed = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;

async function outbox(page: Page, templateKey: string, subject: string): Promise<MailboxMessage[]> {
  const { messages } = (await (await page.request.get(urlOf('devMailbox'))).json()) as { messages: MailboxMessage[] };
  return messages.filter((m) => m.templateKey === templateKey && m.subject === subject);
}

test('a caseworker sends one message to three people on food cases, one of them by text', async ({ page, world }) => {
  const subject = `Office closed on Friday (world ${world.number})`;
  await signInAs(page, world.users.linked);
  expect((await postAsPage(page, urlOf('createTextMessageSubscription'), { useNumberOnFile: true })).status()).toBe(
    200,
  );
  await signInAgain(page, world.users.caseworker);
  await page.goto(ROUTES.worker);
  await page.getByRole('link', { name: 'Mass communications' }).click();
  await expect(page.locator('h1')).toHaveText('Mass communications');
  await expectAccessible(page, 'mass communications');

  const chooseActiveFoodCases = async () => {
    await page.getByLabel('Program on the case').selectOption({ label: 'Food and Nutrition Services (SNAP)' });
    await page.getByLabel('Case status').selectOption({ label: 'Active' });
    await expect(page.getByText('See who gets it before sending.')).toBeVisible();
    await page.getByRole('button', { name: 'See who gets it' }).click();
  };
  await chooseActiveFoodCases();
  await expect(page.getByText('3 people found: 2 by e-mail, 1 by text.')).toBeVisible();
  const ana = page.getByRole('row').filter({ hasText: 'Ana Rivera' });
  await expect(ana).toContainText('Text message');
  await expect(ana).not.toContainText(dashed(world.people.ana.phone!));
  await expect(page.getByRole('row').filter({ hasText: 'Grace Lee' })).toContainText('E-mail');

  // Words missing: each field says so, nothing is sent.
  await page.getByRole('button', { name: 'Send to 3 people' }).click();
  await expect(page.locator('#subjectEn-error')).toHaveText('This field is required.');
  await expectAccessible(page, 'mass communications, errors');
  await page.getByLabel(/Subject in English/).fill(subject);
  await page.getByLabel(/Subject in Spanish/).fill('Oficina cerrada el viernes');
  await page.getByRole('textbox', { name: /Message in English/ }).fill('Upload documents online any day.');
  await page.getByRole('textbox', { name: /Message in Spanish/ }).fill('Suba documentos en línea cualquier día.');
  // A reload keeps what was written and chosen; who gets it is looked up again.
  await page.reload();
  await expect(page.getByLabel(/Subject in English/)).toHaveValue(subject);
  await expect(page.getByRole('textbox', { name: /Message in Spanish/ })).toHaveValue(
    'Suba documentos en línea cualquier día.',
  );
  await expect(page.getByLabel('Case status')).toHaveValue('ACTIVE');
  await page.getByRole('button', { name: 'See who gets it' }).click();
  await page.getByRole('button', { name: 'Send to 3 people' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your message is scheduled. Its progress shows in the list.',
  );
  // The job queues it within seconds; the list follows without a reload.
  const item = page.getByRole('listitem').filter({ hasText: subject });
  await expect(item).toContainText('All queued', { timeout: 30_000 });
  await expect(item).toContainText('In the outbox: 3.');
  // Each once, by their preferred method (the e-mail is whichever each has on file by then).
  const sent = await outbox(page, 'mass.communication', subject);
  expect(sent.map((m) => `${m.userName} ${m.channel}`).sort()).toEqual(
    [`${world.users.latelinked} EMAIL`, `${world.users.linked} SMS`, `${world.users.renewsoon} EMAIL`].sort(),
  );
  expect(sent.find((m) => m.channel === 'SMS')?.recipient).toBe(world.people.ana.phone);

  // Scheduled for tomorrow: it can be changed, then cancelled before anything goes.
  await chooseActiveFoodCases();
  await page.getByLabel(/Subject in English/).fill('Holiday hours');
  await page.getByLabel(/Subject in Spanish/).fill('Horario de días festivos');
  await page.getByRole('textbox', { name: /Message in English/ }).fill('We close at noon.');
  await page.getByRole('textbox', { name: /Message in Spanish/ }).fill('Cerramos al mediodía.');
  await page.locator('label', { hasText: 'At a time I choose' }).click();
  const tomorrow = new Date(Date.now() + 86_400_000);
  const p = (n: number) => String(n).padStart(2, '0');
  await page
    .getByLabel('Date and time')
    .fill(`${tomorrow.getFullYear()}-${p(tomorrow.getMonth() + 1)}-${p(tomorrow.getDate())}T09:00`);
  await page.getByRole('button', { name: 'Send to 3 people' }).click();
  const later = page.getByRole('listitem').filter({ hasText: 'Holiday hours' });
  await expect(later).toContainText('Scheduled');
  await later.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByRole('heading', { name: 'Change the mass communication' })).toBeVisible();
  await page.getByLabel(/Subject in English/).fill('Holiday hours: closed at noon');
  await page.getByRole('button', { name: 'Save the changes' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your changes were saved.');
  const changed = page.getByRole('listitem').filter({ hasText: 'Holiday hours: closed at noon' });
  await changed.getByRole('button', { name: 'Cancel sending' }).click();
  await expect(changed).toContainText('Cancelled');
  await expect(changed).toContainText('Cancelled: 3.');

  await switchToSpanish(page);
  await expect(page.locator('h1')).toHaveText('Comunicaciones masivas');
  await expect(page.getByRole('listitem').filter({ hasText: 'Oficina cerrada el viernes' })).toContainText(
    'Toda en cola',
  );
  await expectAccessible(page, 'mass communications, Spanish');
});

test('an administrator sends a health-department alert to the people who asked for that kind', async ({
  page,
  world,
}) => {
  const subject = `Flu shots at the clinic (world ${world.number})`;
  const email = world.people.jordan.email!;
  // Alerts go to every account of the department that asked for the kind, whatever its world:
  // no other test asks for appointment alerts, and this one stops them again when it ends.
  await signInAs(page, world.users.resident);
  const optIn = await postAsPage(page, urlOf('saveAlertPreferences'), {
    byEmail: true,
    bySms: false,
    emailAddress: email,
    topics: ['APPOINTMENTS'],
  });
  expect(optIn.status()).toBe(200);
  try {
    await signInAgain(page, world.users.admin);
    await page.goto(ROUTES.worker);
    await page.getByRole('link', { name: 'Mass communications' }).click();
    await page.locator('label', { hasText: 'A health-department alert' }).click();
    await page.getByLabel('Kind of alert').selectOption({ label: 'Appointments and interviews' });
    await page.getByRole('button', { name: 'See who gets it' }).click();
    await expect(page.getByText('1 person found: 1 by e-mail, 0 by text.')).toBeVisible();
    await expectAccessible(page, 'mass communications, alert');
    await page.getByLabel(/Subject in English/).fill(subject);
    await page.getByLabel(/Subject in Spanish/).fill('Vacunas contra la gripe en la clínica');
    await page.getByRole('textbox', { name: /Message in English/ }).fill('Free flu shots this week.');
    await page.getByRole('textbox', { name: /Message in Spanish/ }).fill('Vacunas gratis esta semana.');
    await page.getByRole('button', { name: 'Send to 1 person' }).click();
    // An administrator's list is every office's: this one is found by its subject.
    const item = page.getByRole('listitem').filter({ hasText: subject });
    await expect(item).toContainText('Alert: Appointments and interviews');
    await expect(item).toContainText('All queued', { timeout: 30_000 });
    const alerts = await outbox(page, 'mass.alert', subject);
    expect(alerts.map((m) => `${m.channel} ${m.recipient}`)).toEqual([`EMAIL ${email}`]);
  } finally {
    await signInAgain(page, world.users.resident);
    await postAsPage(page, urlOf('saveAlertPreferences'), { byEmail: false, bySms: false, topics: [] });
  }
});
