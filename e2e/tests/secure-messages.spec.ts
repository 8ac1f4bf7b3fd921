import type { Page } from '@playwright/test';
import { ROUTES, urlOf, type MailboxMessage } from '@portal/contracts';
import {
  expect,
  expectAccessible,
  postAsPage,
  signInAgain,
  signInAs,
  switchToSpanish,
  test,
  type TestWorld,
  searchQueue,
} from './fixtures';

/*
 * Secure messages and text messages (issue 12): Ana Rivera signs up for texts on the number on
 * file; her caseworker writes to her from the staff console; a text (without the message) tells
 * her; she reads the message, exactly as written, and replies; the caseworker reads the reply.
 * Ana, her case and Maria Lopez's office are the test's own world's (fixtures.ts).
 */
test.describe.configure({ timeout: 180_000 });

const MESSAGE = 'Please bring <b>two</b> pay stubs to your interview on Monday.';

/** A phone number of ten digits as the pages show it: ###-###-####. */
const dashed = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;

async function mailboxOf(page: Page, world: TestWorld, templateKey: string): Promise<MailboxMessage[]> {
  const { messages } = (await (await page.request.get(urlOf('devMailbox'))).json()) as { messages: MailboxMessage[] };
  return messages.filter((m) => m.userName === world.users.linked && m.templateKey === templateKey);
}

test('a caseworker writes, Ana gets a text, reads the message and replies', async ({ page, world }) => {
  const phone = world.people.ana.phone!;
  await signInAs(page, world.users.linked);
  await page.goto(ROUTES.account);
  await page.getByRole('link', { name: 'Read messages from your caseworker' }).click();
  await expect(page.locator('h1')).toHaveText('Secure messages');
  await page.getByRole('link', { name: 'Sign up for text messages' }).click();
  await expect(page.locator('h1')).toHaveText('Sign up for text messages');
  await expectAccessible(page, 'text messages opt-in');

  // Nothing chosen, then a number that is not one: each says what to fix, nothing changes.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Choose a number');
  await page.locator('label.usa-radio__label', { hasText: 'Another number' }).click();
  await page.getByLabel(/Mobile phone number/).fill('555-12');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('#phoneNumber-error')).toHaveText(
    'Enter a 10-digit phone number in the format ###-###-####.',
  );
  await expectAccessible(page, 'text messages opt-in, errors');
  await page.locator('label.usa-radio__label', { hasText: `The number on file: ${dashed(phone)}` }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `Text messages are on. We will text ${dashed(phone)} when you have a new secure message.`,
  );
  expect((await mailboxOf(page, world, 'texts.started')).at(0)).toMatchObject({ channel: 'SMS', recipient: phone });

  await signInAgain(page, world.users.caseworker);
  await page.goto(ROUTES.worker);
  await page.getByRole('link', { name: 'Secure messages' }).click();
  await expect(page.locator('h1')).toHaveText('Secure messages');
  await page.getByRole('button', { name: 'Send the message' }).click();
  await expect(page.locator('#caseId-error')).toHaveText('This field is required.');
  // The summary says which field each error is about, not "This field is required." three times.
  await expect(page.getByRole('alert').first().getByRole('link')).toHaveText([
    /^Case and person.*: This field is required\.$/,
    /^Subject: This field is required\.$/,
    /^Message: This field is required\.$/,
  ]);
  await page.getByLabel(/Case and person/).selectOption({ label: `${world.cases.rivera} - Ana Rivera` });
  await page.getByLabel(/Subject/).fill('Your interview');
  await page.getByRole('textbox', { name: /^Message/ }).fill(MESSAGE);
  await page.getByRole('button', { name: 'Send the message' }).click();
  await expect(page.getByText('Your message to Ana Rivera was sent.')).toBeVisible();
  // The queue holds residents' messages waiting for an answer (ADR 0418): the office's own is not work.
  await expect(page.getByText('No message from a resident is waiting for an answer.')).toBeVisible();
  await expectAccessible(page, 'staff secure messages');

  const texts = (await mailboxOf(page, world, 'secure.message')).filter((m) => m.channel === 'SMS');
  expect(texts.at(0)?.recipient).toBe(phone);
  expect(texts.at(0)?.body).not.toContain('pay stubs');

  await signInAgain(page, world.users.linked);
  await page.goto(ROUTES.secureInbox);
  const link = page.getByRole('paragraph').filter({
    has: page.getByRole('link', { name: 'Secure messages from your caseworker' }),
  });
  await expect(link).toContainText('1 new');
  await link.getByRole('link').click();
  const main = page.getByRole('main');
  await expect(main).toContainText('You have 1 unread message.');
  await expect(main).not.toContainText('pay stubs');
  await expectAccessible(page, 'secure messages, unread');
  await page.getByRole('button', { name: 'Read the message' }).click();
  // Shown as written: the markup is text, not bold.
  await expect(main.getByText(MESSAGE)).toBeFocused();
  await expect(main).toContainText('You have read every message.');
  await page.getByRole('button', { name: 'Reply' }).click();
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('alert').first().getByRole('link')).toHaveText(
    /^Your reply.*: This field is required\.$/,
  );
  await page.getByLabel(/Your reply/).fill('I will bring them. Thank you!');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(main).toContainText('Your reply was sent to your caseworker.');
  await expect(main.getByText('I will bring them. Thank you!')).toBeVisible();
  await expectAccessible(page, 'secure messages, replied');

  // The opt-out: texts stop, the messages stay.
  await page.getByRole('button', { name: 'Stop text messages' }).click();
  await expect(main).toContainText('Text messages are off. You can still read your messages here.');
  expect((await mailboxOf(page, world, 'texts.stopped')).at(0)?.recipient).toBe(phone);

  // The console counts the reply as new to the office.
  await signInAgain(page, world.users.caseworker);
  await page.goto(ROUTES.worker);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Secure messages' }) });
  await expect(card).toContainText('1 new reply from a resident to read.');
  await card.getByRole('link', { name: 'Secure messages' }).click();
  // The reply waits for an answer in the office's queue, oldest first, with its age.
  const reply = page.getByRole('table').getByRole('row').filter({ hasText: 'I will bring them. Thank you!' });
  await expect(reply).toContainText('Re: Your interview');
  await expect(reply).toContainText('Ana Rivera');
  await expect(reply).toContainText(world.cases.rivera);
  await expect(reply).toContainText(/\d+ days?/);
  // The reply is new to the office until a caseworker marks it read.
  await expect(reply).toContainText('New reply');
  await expectAccessible(page, 'office messages with a new reply');
  await reply.getByRole('button', { name: /^Mark as read/ }).click();
  await expect(reply).toContainText('Read by the office');
  await expect(reply.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);
  // Reply: the case and subject are filled in and the message box has the focus.
  await reply.getByRole('button', { name: 'Reply to Ana Rivera: Re: Your interview' }).click();
  await expect(page.getByRole('textbox', { name: /^Message/ })).toBeFocused();
  await expect(page.getByLabel(/Case and person/).locator('option:checked')).toHaveText(
    `${world.cases.rivera} - Ana Rivera`,
  );
  await expect(page.getByLabel(/Subject/)).toHaveValue('Re: Your interview');
  await expect(page.getByText('Replying to Ana Rivera: the case and subject are filled in.')).toBeVisible();
  await page.keyboard.type('See you on Tuesday.');
  await page.getByRole('button', { name: 'Send the message' }).click();
  await expect(page.getByText('Your message to Ana Rivera was sent.')).toBeVisible();
  // Answered, the reply leaves the queue.
  await expect(reply).toHaveCount(0);
  await expect(page.getByText('No message from a resident is waiting for an answer.')).toBeVisible();
  await expectAccessible(page, 'office messages after a reply');
  // Answered, it is no longer counted.
  await page.getByRole('link', { name: 'Staff console' }).first().click();
  await expect(card).toContainText('No new replies.');
});

test('in Spanish on a 320-pixel phone, a new number waits for its code', async ({ page, world }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signInAs(page, world.users.linked);
  await page.goto(ROUTES.secureMessageOptIn);
  await switchToSpanish(page);
  await expect(page.locator('h1')).toHaveText('Inscríbase para recibir mensajes de texto');
  // A new number of her own: her world's, not on file (the last two digits of the world's numbers count up from 00).
  const newNumber = dashed(`${world.people.ana.phone!.slice(0, 8)}99`);
  await page.locator('label.usa-radio__label', { hasText: 'Otro número' }).click();
  await page.getByLabel(/Número de teléfono celular/).fill(newNumber);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('main').getByRole('status').first()).toContainText(
    `Enviamos un código de 6 dígitos al ${newNumber}`,
  );
  await page.getByLabel(/Código del mensaje de texto/).fill('12345');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.locator('#confirmationCode-error')).toBeVisible();
  await expectAccessible(page, 'text messages code (es)');
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(sideways).toBe(false);
  // Until the code is entered nothing is on.
  await page.goto(ROUTES.secureMessages);
  await expect(page.getByRole('main')).toContainText('Reciba un texto cuando llegue un mensaje nuevo.');
  await expectAccessible(page, 'secure messages (es)');
});

test('in Spanish on a 320-pixel phone, a caseworker finds a resident’s message, takes it and answers it', async ({
  page,
  world,
}) => {
  // Maria Lopez writes to Ana; Ana answers (through the calls their pages make).
  await signInAs(page, world.users.caseworker);
  const { cases } = (await (await page.request.get(urlOf('workerSecureMessageCases'))).json()) as {
    cases: { caseId: string; caseReference: string }[];
  };
  const caseId = cases.find((c) => c.caseReference === world.cases.rivera)!.caseId;
  const sent = await postAsPage(page, urlOf('workerSendSecureMessage'), {
    caseId,
    subjectText: 'Documentos',
    communicationText: 'Por favor traiga sus talones de pago.',
  });
  expect(sent.status()).toBe(200);
  await signInAgain(page, world.users.linked);
  const asked = await postAsPage(page, urlOf('replySecureMessage'), {
    communicationID: ((await sent.json()) as { communicationID: string }).communicationID,
    communicationText: '¿Puedo enviarlos por correo?',
  });
  expect(asked.status()).toBe(200);

  await signInAgain(page, world.users.caseworker);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/worker/messages');
  await switchToSpanish(page);
  await expect(page.locator('h1')).toHaveText('Mensajes seguros');
  // Searched by the case number (ADR 0418).
  await searchQueue(page, world.cases.rivera, 'Buscar');
  await expect(page.getByRole('status').filter({ hasText: 'Mostrando' })).toHaveText('Mostrando 1–1 de 1');
  const row = page.getByRole('table').getByRole('row').filter({ hasText: '¿Puedo enviarlos por correo?' });
  await expect(row).toContainText('Re: Documentos');
  await expect(row).toContainText('0 días');
  await expect(row).toContainText('Respuesta nueva');
  await expect(row).toContainText('Nadie');
  await row.getByRole('button', { name: 'Asignármelo, mensaje Re: Documentos de Ana Rivera' }).click();
  await expect(page.getByText('El mensaje “Re: Documentos” está asignado a usted.')).toBeVisible();
  await expect(row).toContainText('Usted (Maria Lopez)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page, 'office messages (es, 320 px)');
  // Reply fills the form below; sent, the message is answered and leaves the queue.
  await row.getByRole('button', { name: 'Responder a Ana Rivera: Re: Documentos' }).click();
  await expect(page.getByRole('textbox', { name: /^Mensaje/ })).toBeFocused();
  await expect(page.getByLabel(/Asunto/)).toHaveValue('Re: Documentos');
  await page.keyboard.type('Sí, por correo está bien.');
  await page.getByRole('button', { name: 'Enviar el mensaje' }).click();
  await expect(page.getByText('Su mensaje para Ana Rivera se envió.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(
    page.getByText('Ningún mensaje pendiente de respuesta coincide con la búsqueda y los filtros.'),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page, 'office messages answered (es, 320 px)');
  // Answered, it is no longer hers to do.
  await page.getByRole('link', { name: 'Borrar búsqueda y filtros' }).click();
  await page.getByRole('link', { name: 'Míos' }).click();
  await expect(page.getByText('No tiene asignado ningún mensaje pendiente de respuesta.')).toBeVisible();
});
