import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import {
  leaveAndForget,
  expect,
  expectOnlyConsoleErrors,
  expectAccessible,
  postAsPage,
  signInAs,
  signUpFresh,
  switchToSpanish,
  test,
  signInAgain,
  searchQueue,
} from './fixtures';
import { submitFoodApplication } from './applications-helpers';
import {
  urlOf,
  type ExistingApplicationsAndCases,
  type WorkerCaseDocuments,
  type WorkerDocumentQueue,
} from '@portal/contracts';

const pdf = Buffer.from(
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
/** A small JPEG whose EXIF segment (removed on upload) names a place. */
function jpeg(): Buffer {
  const segment = (marker: number, body: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(body.length + 2, 2);
    return Buffer.concat([head, body]);
  };
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe1, Buffer.from('Exif\0\0GPS 35.77 N 78.63 W', 'latin1')),
    segment(0xdb, Buffer.alloc(65, 1)),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0x34, 0xff, 0xd9]),
  ]);
}
const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(500, 1)]);

const documentsTable = (page: Page) => page.getByRole('table', { name: 'Your documents' });

/** The first case the signed-in resident can give documents for, read as the page reads it. */
function firstCaseId(page: Page): Promise<string> {
  return page.evaluate(
    async (url) => ((await (await fetch(url)).json()) as ExistingApplicationsAndCases).caseDtls[0]!.caseID,
    urlOf('listNfExistingApplicationAndCases'),
  );
}

/**
 * The signed-in resident sends one energy assistance document for their first case, through the
 * call the energy upload page makes: a submitted document on the case for a caseworker to review.
 */
async function sendEnergyDocument(page: Page, name: string): Promise<void> {
  const sent = await postAsPage(page, urlOf('uploadMultipleEnergyDocuments'), {
    submissionID: randomUUID(),
    dtls: [
      {
        attachment_name: name,
        attachment_id: randomUUID(),
        attachment_base_64_data: pdf.toString('base64'),
        nfApplicationIDList: [{ applicationID: await firstCaseId(page) }],
        householdConfirmed: true,
      },
    ],
  });
  expect(sent.status(), await sent.text()).toBe(200);
}

test('a resident uploads for an outstanding item, a caseworker rejects one, the resident sees why and sends a new one', async ({
  page,
  world,
}) => {
  // Resident, caseworker (through the queue: search, assign, open) and resident again: longer than the default.
  test.setTimeout(120_000);
  const rivera = world.cases.rivera;
  await signInAs(page, world.users.linked);
  await page.goto('/docUpload');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload documents');
  await expect(page.getByText('Send documents within 30 days of our request.')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Case ${rivera}` })).toBeVisible();
  await expect(page.getByText('For Leo Rivera')).toBeVisible();
  await expectAccessible(page, '/docUpload');

  await page.getByRole('link', { name: 'Upload documents for Proof of income' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload Proof of income');

  const choose = page.getByLabel('Choose files');
  await choose.setInputFiles([
    { name: 'pay-stub.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: jpeg() },
    { name: 'statement.pdf', mimeType: 'application/pdf', buffer: exe },
  ]);
  const table = documentsTable(page);
  await expect(table.getByRole('row', { name: /pay-stub\.pdf/ })).toContainText('In queue');
  await expect(table.getByRole('row', { name: /statement\.pdf/ })).toContainText(
    'This file is not a PDF, TIF, BMP, JPG or HEIC file.',
  );
  // The same name is not added twice.
  await choose.setInputFiles([{ name: 'pay-stub.pdf', mimeType: 'application/pdf', buffer: pdf }]);
  await expect(page.getByRole('status').filter({ hasText: 'already in the list' })).toBeVisible();
  await expectAccessible(page, 'upload with a queue');

  // A file with an error blocks the upload until it is removed.
  await page.getByRole('button', { name: 'Upload files' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There are one or more errors on this page' })).toContainText(
    'Files with an error cannot be saved. Remove them first.',
  );
  await page.getByRole('button', { name: 'Remove statement.pdf' }).click();
  await page.getByRole('button', { name: 'Upload files' }).click();
  await expect(table.getByRole('row', { name: /pay-stub\.pdf/ })).toContainText('Ready to submit');
  await expect(table.getByRole('row', { name: /photo\.jpg/ })).toContainText('Ready to submit');
  await expect(page.getByRole('status').filter({ hasText: 'photo.jpg uploaded.' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'View photo.jpg (download)' })).toBeVisible();
  await expectAccessible(page, 'upload done');

  await page.getByRole('button', { name: 'Submit documents' }).click();
  await expect(page.getByText('2 documents were sent to your caseworker.')).toBeVisible();
  await expect(table.getByRole('row', { name: /photo\.jpg/ })).toContainText('Submitted');
  await expect(table.getByRole('button', { name: 'Delete photo.jpg' })).toHaveCount(0);

  // The caseworker's review.
  await signInAgain(page, world.users.caseworker);
  await page.goto('/worker/documents');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review documents');
  await expect(page.getByRole('status').filter({ hasText: /^Showing \d+–\d+ of \d+$/ })).toBeVisible();
  // The queue (ADR 0413): search the case number, take the photo, open its case's documents.
  await searchQueue(page, rivera);
  const queued = page.getByRole('table').getByRole('row').filter({ hasText: 'photo.jpg' });
  await expect(queued).toContainText(/\d+ days?/);
  await expect(queued).toContainText('Nobody');
  await queued.getByRole('button', { name: 'Assign to me, document photo.jpg' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Document photo.jpg is assigned to you.' })).toBeVisible();
  await expect(queued).toContainText('You (Maria Lopez)');
  await expectAccessible(page, '/worker/documents');
  await queued.getByRole('link', { name: `Case ${rivera}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Documents of case ${rivera}`);
  const photo = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'photo.jpg' }) });
  await photo.getByText('Rejected', { exact: true }).click();
  await photo.getByRole('button', { name: 'Save decision' }).click();
  await expect(photo.getByRole('alert')).toContainText('Choose the reason the document is rejected.');
  await photo.getByLabel('Reason for rejection').selectOption({ label: 'The document cannot be read' });
  await photo.getByLabel('Comment for the resident').fill('The photo is blurred; please take it again in good light.');
  await expectAccessible(page, 'decision form');
  await photo.getByRole('button', { name: 'Save decision' }).click();
  await expect(photo.getByText('Decision saved.')).toBeVisible();
  await expect(photo).toContainText('Status: Rejected');

  // The resident sees the reason and sends a replacement.
  await signInAgain(page, world.users.linked);
  await page.goto('/docUpload');
  const rejected = page.getByRole('listitem').filter({ hasText: 'photo.jpg (Proof of income, Ana Rivera)' });
  await expect(rejected).toContainText('Reason: The document cannot be read');
  await expect(rejected).toContainText('Caseworker comment: The photo is blurred; please take it again in good light.');
  await expectAccessible(page, '/docUpload with a rejection');
  await rejected.getByRole('link', { name: 'Upload a new document for Proof of income' }).click();
  await expect(documentsTable(page).getByRole('row', { name: /photo\.jpg/ })).toContainText('Rejected');
  await page
    .getByLabel('Take a photo')
    .setInputFiles([{ name: 'photo-again.jpg', mimeType: 'image/jpeg', buffer: jpeg() }]);
  await page.getByRole('button', { name: 'Upload files' }).click();
  await expect(documentsTable(page).getByRole('row', { name: /photo-again\.jpg/ })).toContainText('Ready to submit');
  // The upload home offers to send what is ready, too.
  await page.getByRole('link', { name: 'Back to your documents' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'photo-again.jpg' }).first()).toContainText(
    'Ready to submit',
  );
  await page.getByRole('button', { name: 'Submit documents' }).click();
  await expect(page.getByText('1 document was sent to your caseworker.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'photo-again.jpg' }).first()).toContainText('Submitted');
});

test('documents for a case and for energy assistance: choose the case, confirm the household, upload', async ({
  page,
  world,
}) => {
  const rivera = world.cases.rivera;
  await signInAs(page, world.users.linked);
  await page.goto('/nfDocumentToUpload');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What would you like to upload?');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('Choose the type of document you want to upload.');
  await expectAccessible(page, '/nfDocumentToUpload');
  await page.getByText('Energy assistance documents').click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Choose the energy assistance case for your documents',
  );
  const card = page.getByLabel(`Reference number ${rivera}`);
  const cardLabel = page.locator('label', { hasText: `Reference number ${rivera}` });
  await expect(cardLabel).toContainText('Primary person: Ana Rivera');
  await expect(cardLabel).toContainText(/Submitted on: \w+ \d+, \d{4}/);
  await expect(cardLabel).toContainText(/Program status: .*Active/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('Select at least one submitted application or case to continue.');
  await expectAccessible(page, 'select case with error');
  // By keyboard: focus the card, tick it with Space, continue with Enter.
  await card.focus();
  await page.keyboard.press('Space');
  await expect(card).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload energy assistance documents');
  await page
    .getByLabel('Choose files')
    .setInputFiles([{ name: 'power-bill.pdf', mimeType: 'application/pdf', buffer: pdf }]);
  await page.getByRole('button', { name: 'Upload files' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There are one or more errors' })).toContainText(
    'Confirm that the documents are only about people in the household',
  );
  await page
    .locator('label[for="household-confirm"]', {
      hasText: /I confirm these documents are only about people in the household of Ana Rivera/,
    })
    .click();
  await page
    .getByLabel('Choose files')
    .setInputFiles([{ name: 'water-bill.pdf', mimeType: 'application/pdf', buffer: pdf }]);
  // Each file is its own resumable upload for the energy call (ADR 0303); all of one press name
  // the same submission, which the server holds to 20.
  const batches: unknown[] = [];
  page.on('request', (r) => {
    const metadata = r.method() === 'POST' ? r.headers()['upload-metadata'] : undefined;
    if (!metadata) return;
    const fields = Object.fromEntries(
      metadata.split(',').map((pair) => {
        const [key, value = ''] = pair.trim().split(' ');
        return [key, Buffer.from(value, 'base64').toString('utf8')];
      }),
    );
    if (fields.call?.endsWith('/upload_multiple_energy_documents'))
      batches.push((JSON.parse(fields.body ?? '{}') as { submissionID?: string }).submissionID);
  });
  await page.getByRole('button', { name: 'Upload files' }).click();
  await expect(documentsTable(page).getByRole('row', { name: /power-bill\.pdf/ })).toContainText('Submitted');
  await expect(documentsTable(page).getByRole('row', { name: /water-bill\.pdf/ })).toContainText('Submitted');
  await expect.poll(() => batches.length).toBe(2);
  expect(batches[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(batches[1]).toBe(batches[0]);
  await expectAccessible(page, 'energy upload');

  await page.goto('/upload/select-case?for=standalone');
  await page.getByText(`Reference number ${rivera}`).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload documents for your case');
  // Dragged and dropped from the desktop.
  const dataTransfer = await page.evaluateHandle((text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], 'new-job-letter.pdf', { type: 'application/pdf' }));
    return dt;
  }, pdf.toString('latin1'));
  await page.getByTestId('dropzone').dispatchEvent('dragover', { dataTransfer });
  await expect(page.getByText('Drop files here')).toBeVisible();
  await page.getByTestId('dropzone').dispatchEvent('drop', { dataTransfer });
  await expect(documentsTable(page).getByRole('row', { name: /new-job-letter\.pdf/ })).toContainText('In queue');
  await page.getByRole('button', { name: 'Upload files' }).click();
  // Until the list is read again, the finished upload's own row stands beside the stored file's.
  await expect(
    documentsTable(page)
      .getByRole('row', { name: /new-job-letter\.pdf/ })
      .filter({ hasText: 'Ready to submit' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Delete new-job-letter.pdf' }).click();
  await expect(documentsTable(page).getByRole('row', { name: /new-job-letter\.pdf/ })).toHaveCount(0);
  await expectAccessible(page, 'standalone upload');
});

test('an account that is not linked sends documents for its own submitted application from the upload home, and replaces a rejected one', async ({
  page,
  browser,
  world,
}) => {
  await signUpFresh(page, 'docs');
  const reference = await submitFoodApplication(page);
  await page.goto('/docUpload');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload documents');
  await expect(
    page.getByText('The documents we ask for on a case are listed here once your account is linked'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade your account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Documents for an application you sent' })).toBeVisible();
  await expectAccessible(page, '/docUpload not linked');
  await page.getByRole('link', { name: 'Send documents for an application' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose what your documents are for');
  await page.getByText(`Application, reference number ${reference}`).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload documents for your case');
  await expect(page.getByText(`These documents are for: ${reference}.`)).toBeVisible();
  await page
    .getByLabel('Choose files')
    .setInputFiles([{ name: 'unemployment-letter.pdf', mimeType: 'application/pdf', buffer: pdf }]);
  await page.getByRole('button', { name: 'Upload files' }).click();
  await expect(documentsTable(page).getByRole('row', { name: /unemployment-letter\.pdf/ })).toContainText(
    'Ready to submit',
  );
  await page.getByRole('button', { name: 'Submit documents' }).click();
  await expect(page.getByText('1 document was sent to your caseworker.')).toBeVisible();
  await expect(documentsTable(page).getByRole('row', { name: /unemployment-letter\.pdf/ })).toContainText('Submitted');

  // A caseworker rejects it (their own screens are tested above; here through the same calls).
  const staff = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const worker = await staff.newPage();
  await signInAs(worker, world.users.caseworker);
  // The application's own page lists the file before its decisions, and leads to its review.
  await worker.goto(`/worker/applications?q=${encodeURIComponent(reference)}`);
  await worker.getByRole('link', { name: reference }).click();
  const sentFiles = worker.getByRole('region', { name: 'Documents' });
  await expect(sentFiles).toContainText('1 file was sent for this application:');
  await expect(sentFiles).toContainText('unemployment-letter.pdf');
  await expect(sentFiles).toContainText('Submitted');
  await expectAccessible(worker, 'an application with a file sent for it');
  await sentFiles.getByRole('link', { name: `See and review the documents of application ${reference}` }).click();
  await expect(worker.getByRole('heading', { level: 1 })).toContainText(`Documents of application ${reference}`);
  const queue = (await (
    await worker.request.get(urlOf('workerDocumentQueue', undefined, { q: reference }))
  ).json()) as WorkerDocumentQueue;
  const application = queue.documents.find((c) => c.caseReference === reference)!;
  const review = (await (
    await worker.request.get(urlOf('workerCaseDocuments', { caseId: application.caseID }))
  ).json()) as WorkerCaseDocuments;
  const letter = review.documents.find((d) => d.attachmentName === 'unemployment-letter.pdf')!;
  const decided = await postAsPage(worker, urlOf('workerDocumentDecision', { attachmentId: letter.attachmentID }), {
    decision: 'REJECTED',
    reasonCode: 'WRONG_DOCUMENT',
    comments: 'We need the letter that shows your weekly amount.',
  });
  expect(decided.status()).toBe(200);
  await staff.close();

  // The resident, still not linked, sees why on the upload home and sends a replacement for the same application.
  await page.goto('/docUpload');
  const rejected = page.getByRole('listitem').filter({ hasText: 'unemployment-letter.pdf' });
  await expect(rejected).toContainText(`Sent for: ${reference}`);
  await expect(rejected).toContainText('Caseworker comment: We need the letter that shows your weekly amount.');
  await expect(rejected).toContainText('Reason:');
  await expectAccessible(page, '/docUpload not linked with a rejection');
  await rejected.getByRole('link', { name: 'Upload a new document to replace unemployment-letter.pdf' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload documents for your case');
  await expect(page.getByText(`These documents are for: ${reference}.`)).toBeVisible();
  await expect(documentsTable(page).getByRole('row', { name: /unemployment-letter\.pdf/ })).toContainText('Rejected');
  await page
    .getByLabel('Choose files')
    .setInputFiles([{ name: 'weekly-amount.pdf', mimeType: 'application/pdf', buffer: pdf }]);
  await page.getByRole('button', { name: 'Upload files' }).click();
  await expect(documentsTable(page).getByRole('row', { name: /weekly-amount\.pdf/ })).toContainText('Ready to submit');
  await page.getByRole('button', { name: 'Submit documents' }).click();
  await expect(page.getByText('1 document was sent to your caseworker.')).toBeVisible();
});

test('every document screen passes axe in Spanish and fits a 320-pixel screen', async ({ page, world }) => {
  // Nine axe checks and the caseworker's queue since the documents queue (ADR 0413): past 60 s on a busy 2-core machine.
  test.setTimeout(120_000);
  const rivera = world.cases.rivera;
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/nfDocumentUploadQAndA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uploading documents: questions and answers');
  await expectAccessible(page, 'Q&A (en)');
  await switchToSpanish(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cómo subir documentos: preguntas y respuestas');
  await expectAccessible(page, 'Q&A (es)');

  await signInAs(page, world.users.linked);
  const screens: [string, string][] = [
    ['/docUpload', 'Subir documentos'],
    ['/nfDocumentToUpload', '¿Qué le gustaría subir?'],
    ['/upload/select-case?for=standalone', 'Elija para qué son sus documentos'],
    ['/upload/select-case?for=energy', 'Elija el caso de asistencia de energía para sus documentos'],
  ];
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expectAccessible(page, `${path} (es)`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} fits 320 px`).toBeLessThanOrEqual(
      320,
    );
  }
  await page.goto('/docUpload');
  await page.getByRole('link', { name: 'Subir documentos para Comprobante de domicilio' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subir Comprobante de domicilio');
  await page
    .getByLabel('Elegir archivos')
    .setInputFiles([{ name: 'contrato.exe.pdf', mimeType: 'application/pdf', buffer: exe }]);
  await expect(documentsTable(page).or(page.getByRole('table', { name: 'Sus documentos' }))).toContainText(
    'Este archivo no es un archivo PDF',
  );
  await expectAccessible(page, 'upload (es)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'upload fits 320 px').toBeLessThanOrEqual(
    320,
  );
  const caseId = new URL(page.url()).pathname;
  expect(caseId).toMatch(/^\/upload\/ADDRESS\//);
  await page.goto(`/upload/standalone/documents?cases=${await firstCaseId(page)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subir documentos para su caso');
  await expectAccessible(page, 'standalone (es)');
  await page.goto(`/upload/energy/documents?cases=${await firstCaseId(page)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subir documentos de asistencia de energía');
  await expectAccessible(page, 'energy (es)');
  // A document on the case for the caseworker's review below (sent here: no other test's are counted on).
  await sendEnergyDocument(page, 'factura-de-luz.pdf');

  // An account that is not linked is told how to upgrade for requested documents, and may send
  // documents only for its own submitted applications (this one has none).
  await leaveAndForget(page);
  await signUpFresh(page, 'notlinked');
  for (const path of ['/docUpload', '/upload/select-case?for=energy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, `${path} not linked (es)`);
  }
  await expect(
    page.getByText('No encontramos una solicitud ni un caso de asistencia de energía a su nombre.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Enviar documentos para una solicitud' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elija para qué son sus documentos');
  await expect(page.getByText('No encontramos solicitudes enviadas ni casos a su nombre.')).toBeVisible();
  await page.goto('/docUpload');
  await expect(
    page.getByText(
      'Los documentos que le pedimos para un caso aparecen aquí cuando su cuenta está vinculada a su caso.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mejorar su cuenta' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enviar documentos para una solicitud' })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    '/docUpload not linked fits 320 px',
  ).toBeLessThanOrEqual(320);

  await signInAgain(page, world.users.caseworker);
  await page.goto('/worker/documents');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Revisar documentos');
  await expectAccessible(page, '/worker/documents (es)');
  await searchQueue(page, rivera, 'Buscar');
  await page
    .getByRole('link', { name: `Caso ${rivera}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Documentos del caso ${rivera}`);
  await page.getByText('Rechazado parcialmente', { exact: true }).first().click();
  await expect(page.getByLabel('Motivo del rechazo').first()).toBeVisible();
  await expectAccessible(page, 'worker case (es)');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'worker case fits 320 px',
  ).toBeLessThanOrEqual(320);
});

test('an iPhone photo (HEIC) is taken and kept as a JPEG', async ({ page, world }) => {
  const heic = readFileSync(new URL('../../apps/server/src/features/documents/fixtures/photo.heic', import.meta.url));
  await signInAs(page, world.users.linked);
  await page.goto('/docUpload');
  await page.getByRole('link', { name: 'Upload documents for Proof of identity' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload Proof of identity');
  await expect(page.getByText(/iPhone \(HEIC\) files/)).toBeVisible();
  await page
    .getByLabel('Choose files')
    .setInputFiles([{ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: heic }]);
  await page.getByRole('button', { name: 'Upload files' }).click();
  const table = documentsTable(page);
  await expect(table.getByRole('row', { name: /IMG_0042\.HEIC/ })).toContainText('Ready to submit');
  const href = await table.getByRole('link', { name: 'View IMG_0042.HEIC (download)' }).getAttribute('href');
  const file = await page.request.get(href!);
  expect(file.headers()['content-type']).toBe('image/jpeg');
  expect([...(await file.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  await expectAccessible(page, 'HEIC uploaded');
});

test('when the account already has its uploads in flight, a new file waits its turn and then goes, with no error shown', async ({
  page,
  world,
  consoleErrors,
}) => {
  await signInAs(page, world.users.linked);
  await page.goto('/docUpload');
  await page.getByRole('link', { name: 'Upload documents for Proof of identity' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload Proof of identity');
  // The same account sends two slow uploads from another address (another device of the same
  // person), which hold both of its places; other tests' uploads from this address are not held.
  const cookies = await page.context().cookies();
  const csrf = cookies.find((c) => c.name === 'portal_csrf')?.value ?? '';
  const { hostname, port } = new URL(page.url());
  const held = [1, 2].map(() => {
    const socket = connect({
      host: hostname === 'localhost' ? '127.0.0.1' : hostname,
      port: Number(port),
      localAddress: '127.0.0.2',
    });
    socket.on('error', () => undefined);
    socket.write(
      [
        `POST ${urlOf('uploadMultipleEnergyDocuments')} HTTP/1.1`,
        `Host: ${hostname}:${port}`,
        `Cookie: ${cookies.map((c) => `${c.name}=${c.value}`).join('; ')}`,
        `x-csrf-token: ${csrf}`,
        'content-type: application/json',
        'content-length: 500000',
        '',
        `{"submissionID":"${randomUUID()}","dtls":[{"attachmentName":"slow.pdf","attachment":"${'A'.repeat(4096)}`,
      ].join('\r\n'),
    );
    return socket;
  });
  const refused = page.waitForResponse((r) => r.status() === 429);
  await page
    .getByLabel('Choose files')
    .setInputFiles([{ name: 'waited.pdf', mimeType: 'application/pdf', buffer: pdf }]);
  await page.getByRole('button', { name: 'Upload files' }).click();
  expect(((await (await refused).json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('UPLOAD_BUSY');
  const row = documentsTable(page).getByRole('row', { name: /waited\.pdf/ });
  await expect(row).toContainText('Uploading');
  await expect(row).not.toContainText(/error|not uploaded/i);
  for (const socket of held) socket.destroy();
  await expect(row).toContainText('Ready to submit');
  await expect(page.getByRole('status').filter({ hasText: 'waited.pdf uploaded.' })).toBeVisible();
  // The browser logs each refused attempt; nothing else went wrong.
  expectOnlyConsoleErrors(consoleErrors, 'status of 429');
});
