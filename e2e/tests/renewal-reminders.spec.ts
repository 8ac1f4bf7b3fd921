import type { Page } from '@playwright/test';
import { urlOf, type MailboxMessage } from '@portal/contracts';
import { fillPage, pdfText } from './applications-helpers';
import {
  comeBackLater,
  advanceWorldClock,
  expect,
  expectAccessible,
  signInAgain,
  signInAs,
  switchToSpanish,
  test,
  useWorldClock,
  type TestWorld,
} from './fixtures';
import { returnAsUndeliverable } from './mail-server';
import { SMS_GATEWAY_TOKEN } from './sms-gateway';

/**
 * Issue 32's journey, in Spanish: Omar Haddad's food renewal opens (his world's clock moves to
 * the first day of the month his period ends), the reminder reaches him by text in his language
 * and links to the renewal, which he sends in four screens with nothing changed; once it is in,
 * the later reminders of the schedule do not go. The text's delivery receipt says it failed, so
 * the same reminder goes again by the next way he can be reached (he gets notices on paper): a
 * letter in his office's print queue, which a caseworker prints and marks mailed. His number,
 * failing twice, is unreachable: his dashboard asks him to update it. Then Ana Rivera, who gets
 * her notices by e-mail: her reminder to ask for a hearing bounces (her mail server returns it to
 * the portal's bounce listener), and it comes again as a letter in the print queue.
 */
test.use({ viewport: { width: 375, height: 740 } });
test.describe.configure({ timeout: 150_000 });

/** An account's messages as the development mailbox shows them, newest first (in the reader's language: Spanish here). */
async function mailbox(page: Page, username: string): Promise<MailboxMessage[]> {
  const res = await page.request.get(`${urlOf('devMailbox')}?userName=${encodeURIComponent(username)}`);
  const { messages } = (await res.json()) as { messages: MailboxMessage[] };
  return messages.filter((m) => m.userName === username);
}

const renewalReminders = async (page: Page, username: string) =>
  (await mailbox(page, username)).filter((m) => m.templateKey === 'reminder.RENEWAL');

/** The reminder job and the channel fallback job, run now on the world's clock for one account. */
async function runReminderJobs(page: Page, world: TestWorld, username: string) {
  const res = await page.request.post('/api/test/reminders', { data: { world: world.number, username } });
  expect(res.ok(), 'the reminder jobs ran').toBe(true);
  return (await res.json()) as { reminders: number; fallbacks: number };
}

/**
 * The caseworker's side, in English (the browser kept the resident's Spanish): the reminder's
 * letter waits in the office's print queue; its PDF is in the resident's language; it is marked mailed.
 */
async function caseworkerMailsTheLetter(page: Page, world: TestWorld, name: string, subject: string) {
  await signInAgain(page, world.users.caseworker);
  await page.goto('/');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('link', { name: 'Staff console' }).first().click();
  await page.getByRole('link', { name: 'Paper copies to mail' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paper copies to mail');
  const letter = page.getByRole('row').filter({ hasText: subject });
  await expect(letter).toContainText(name);
  await expectAccessible(page, 'the print queue with a reminder letter');
  const print = letter.getByRole('link', { name: new RegExp(`^Print the notice for ${name}`) });
  const printed = await pdfText(page, (await print.getAttribute('href'))!);
  expect(printed).toContain(subject.replace(/^Recordatorio: /, ''));
  await letter.getByRole('button', { name: `Mark as mailed for ${name}` }).click();
  await expect(page.getByText(`The paper copy for ${name} is marked mailed.`)).toBeVisible();
}

test('Omar’s renewal reminder comes by text in Spanish and leads to a four-screen renewal; later ones stop; the failed text comes as a letter and he is asked to update his number', async ({
  page,
  world,
}) => {
  const omar = world.users.renewsoon;
  await useWorldClock(page, world);
  await signInAs(page, omar);
  await page.goto('/');
  await switchToSpanish(page);

  // Texts on, from the dashboard, to the number on file.
  await page.getByRole('link', { name: 'Ir a su panel principal' }).click();
  await page.getByRole('link', { name: 'Leer los mensajes de su trabajador social' }).click();
  await page.getByRole('link', { name: 'Inscribirse para recibir mensajes de texto' }).click();
  await expect(page.locator('h1')).toHaveText('Inscríbase para recibir mensajes de texto');
  await page.locator('label.usa-radio__label', { hasText: 'El número registrado' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  // The number was never confirmed: a code first, read on his phone (the development mailbox).
  await expect(page.getByRole('main').getByRole('status')).toContainText('Enviamos un código de 6 dígitos');
  const code = (await mailbox(page, omar)).find((m) => m.channel === 'SMS' && /\b\d{6}\b/.test(m.body));
  await page.getByLabel(/Código del mensaje de texto/).fill(code!.body.match(/\b(\d{6})\b/)![1]!);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Los mensajes de texto están activados');

  // His period ends in three months: the renewal is not open, so nothing reminds him of it.
  await runReminderJobs(page, world, omar);
  expect(await renewalReminders(page, omar)).toEqual([]);

  // The first day of the month it ends, at 10 a.m. in the state (texts wait out the night).
  const now = await advanceWorldClock(page, world, 0);
  const opens = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 1, 15));
  await comeBackLater(page, world, opens.getTime() - now.getTime());
  expect(await runReminderJobs(page, world, omar)).toEqual({ reminders: 1, fallbacks: 0 });
  const [text, ...more] = await renewalReminders(page, omar);
  expect(more).toEqual([]);
  expect(text).toMatchObject({ channel: 'SMS', recipient: code!.recipient, locale: 'es' });
  const link = text!.body.match(/Inicie sesión para hacerlo aquí: (\S+)$/)?.[1];
  expect(text!.body).toMatch(/^Recordatorio del portal de beneficios: Renueve sus beneficios de alimentos antes del /);
  expect(link, 'the text links to the renewal').toMatch(/\/nf-renew-fns-or-snap-recert\/FNS$/);

  // The SMS provider reports the text undeliverable (and the earlier "texts are on" text too: a
  // number failing twice is unreachable). The reminder goes again, by letter.
  const started = (await mailbox(page, omar)).find((m) => m.templateKey === 'texts.started');
  for (const failed of [started!, text!]) {
    const receipt = await page.request.post(urlOf('smsStatus'), {
      data: { messageId: failed.id, status: 'undeliverable' },
      headers: { authorization: `Bearer ${SMS_GATEWAY_TOKEN}` },
    });
    expect(receipt.status()).toBe(200);
  }
  expect(await runReminderJobs(page, world, omar)).toEqual({ reminders: 0, fallbacks: 1 });

  await caseworkerMailsTheLetter(page, world, 'Omar Haddad', 'Recordatorio: Renueve sus beneficios de alimentos');

  // At his next sign-in Omar is asked to update the number that failed.
  await signInAgain(page, omar);
  await page.goto('/');
  await switchToSpanish(page);
  await page.getByRole('link', { name: 'Ir a su panel principal' }).click();
  const update = page.getByRole('region', { name: 'Actualice sus datos de contacto' });
  await expect(update).toContainText('No se pudieron entregar nuestros mensajes de texto al');
  await expect(update.getByRole('link', { name: 'Actualizar sus datos de contacto' })).toBeVisible();
  await expectAccessible(page, 'dashboard asking to update a number (es, 375 px)');

  // He follows the text's link and renews with nothing changed: four screens.
  await page.goto(new URL(link!).pathname);
  await expect(page.locator('h1')).toHaveText('Renovar sus beneficios de alimentos y nutrición');
  await expectAccessible(page, 'renewal start (es, 375 px)');
  await page.getByRole('button', { name: 'Comenzar su renovación' }).click();
  await expect(page.locator('h1')).toHaveText('¿Ha cambiado algo?');
  await fillPage(page, { anythingChanged: 'no' });
  await expect(page.locator('h1')).toHaveText('Revise sus cambios');
  await page.getByRole('link', { name: 'Continuar para firmar y enviar' }).click();
  await expect(page.locator('h1')).toHaveText('Firmar y enviar');
  const boxes = page.locator('form input[type=checkbox]');
  for (let i = 0; i < (await boxes.count()); i++)
    await page.locator(`label[for="${await boxes.nth(i).getAttribute('id')}"]`).click();
  await page.locator('#sign-firstName').fill('Omar');
  await page.locator('#sign-lastName').fill('Haddad');
  await page.locator('form button[type=submit]').click();
  await expect(page.locator('h1')).toHaveText('Su renovación fue enviada');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page, 'renewal sent (es, 375 px)');

  // Three weeks on, the schedule's next reminder (14 days before the end) is due: it does not go.
  await comeBackLater(page, world, 21 * 24 * 3600 * 1000);
  expect(await runReminderJobs(page, world, omar)).toEqual({ reminders: 0, fallbacks: 0 });
  expect(await renewalReminders(page, omar)).toHaveLength(1);
});

test('Ana’s e-mailed reminder to ask for a hearing bounces; it comes again as a letter in Spanish', async ({
  page,
  world,
}) => {
  const ana = world.users.linked;
  await useWorldClock(page, world);
  await signInAs(page, ana);
  await page.goto('/');
  await switchToSpanish(page);

  // Her application denied 18 days ago can be appealed for 90 days: 50 days on, the reminder
  // 30 days before the last day is due. She gets her notices by e-mail, so it comes by e-mail.
  await comeBackLater(page, world, 50 * 24 * 3600 * 1000);
  await runReminderJobs(page, world, ana);
  const appealReminders = (await mailbox(page, ana)).filter((m) => m.templateKey === 'reminder.APPEAL_WINDOW');
  expect(appealReminders).toHaveLength(1);
  const [email] = appealReminders;
  expect(email).toMatchObject({ channel: 'EMAIL', locale: 'es' });
  expect(email!.subject).toMatch(
    /^Recordatorio: Pida una audiencia antes del .+ si no está de acuerdo con una decisión$/,
  );

  // Her mail server cannot deliver it and says so to the portal's bounce listener; the next run
  // sends the reminder again by the next way she can be reached: a letter.
  await returnAsUndeliverable(email!);
  expect(await runReminderJobs(page, world, ana)).toEqual({ reminders: 0, fallbacks: 1 });
  await caseworkerMailsTheLetter(page, world, 'Ana Rivera', 'Recordatorio: Pida una audiencia antes del');
});
