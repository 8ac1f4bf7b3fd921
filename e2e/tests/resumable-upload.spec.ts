import type { CDPSession, Page } from '@playwright/test';
import { RESUMABLE_UPLOAD_PATH } from '@portal/contracts/resumable';
import { expect, expectAccessible, signInAs, switchToSpanish, test } from './fixtures';

/** A valid PDF of about `bytes` bytes (the filler is a comment line, which readers skip). */
const pdfOf = (bytes: number) =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n%'),
    Buffer.alloc(bytes, 0x41),
    Buffer.from('\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
  ]);

/** A slow phone link (1.6 Mbit/s up), or none at all. */
async function network(cdp: CDPSession, offline: boolean) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: 40,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 1_600_000 / 8,
  });
}

const words = {
  en: {
    lost: 'Connection lost — we will continue when it is back',
    done: 'statement.pdf uploaded.',
    sent: /Sent \d+%/,
  },
  es: {
    lost: 'Se perdió la conexión — continuaremos cuando vuelva',
    done: 'statement.pdf se subió.',
    sent: /Enviado \d+ %/,
  },
};

/** The upload's id, from the Location of its creation. */
function uploadIdOf(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.on('response', (res) => {
      const location = res.headers()['location'];
      if (res.request().method() === 'POST' && res.url().endsWith(RESUMABLE_UPLOAD_PATH) && location)
        resolve(location.split('/').pop()!);
    });
  });
}

for (const lang of ['en', 'es'] as const) {
  test(`a photo of a document survives a dropped connection at 50% and each byte is sent once (${lang}, 375 px)`, async ({
    page,
    world,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, world.users.linked);
    await page.goto('/docUpload');
    await page.getByRole('link', { name: 'Upload documents for Proof of income' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload Proof of income');
    if (lang === 'es') await switchToSpanish(page);
    const w = words[lang];

    const file = pdfOf(2_500_000);
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles([{ name: 'statement.pdf', mimeType: 'application/pdf', buffer: file }]);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await network(cdp, false);
    const id = uploadIdOf(page);
    await page
      .locator('form button[type=submit], button')
      .filter({ hasText: lang === 'es' ? 'Subir archivos' : 'Upload files' })
      .click();

    const progress = page.locator('progress');
    await expect
      .poll(async () => Number(await progress.getAttribute('value')), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(50);
    await network(cdp, true);
    await expect(page.getByText(w.lost)).toBeVisible();
    await expect(page.getByText(w.sent)).toBeVisible();
    await expectAccessible(page, `connection lost (${lang})`);
    await page.waitForTimeout(3000);
    await network(cdp, false);

    await expect(page.getByRole('status').filter({ hasText: w.done })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(w.lost)).toHaveCount(0);
    await expectAccessible(page, `upload done (${lang})`);

    // The server received each byte once: no piece was sent again after the connection came back.
    const received = await page.request.get(`/api/test/resumable-uploads/${await id}`);
    const figures = (await received.json()) as { length: number; receivedBytes: number; done: boolean };
    expect(figures).toEqual({ length: file.length, offset: file.length, receivedBytes: file.length, done: true });
    // The browser logs each request the cut failed; nothing else may be logged.
    const logged = consoleErrors.splice(0);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });
}
