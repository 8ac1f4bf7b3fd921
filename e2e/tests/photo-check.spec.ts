import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, switchToSpanish, test } from './fixtures';
import { pagePhoto } from './photo-samples';

test.describe.configure({ timeout: 120_000 });

const L = {
  en: {
    choose: 'Choose files',
    upload: 'Upload files',
    table: 'Your documents',
    warning: 'This photo may be hard to read',
    blurred: 'It looks blurred. Hold the phone still.',
    use: 'Use it anyway',
    retake: 'Take it again',
    ready: 'Ready to submit',
    view: (name: string) => `View ${name} (download)`,
  },
  es: {
    choose: 'Elegir archivos',
    upload: 'Subir archivos',
    table: 'Sus documentos',
    warning: 'Puede ser difícil leer esta foto',
    blurred: 'Se ve borrosa. Mantenga el teléfono quieto.',
    use: 'Usarla de todos modos',
    retake: 'Tomarla de nuevo',
    ready: 'Listo para enviar',
    view: (name: string) => `Ver ${name} (descargar)`,
  },
};

async function openUpload(page: Page, lang: 'en' | 'es', user: string) {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAs(page, user);
  await page.goto('/docUpload');
  await page.getByRole('link', { name: 'Upload documents for Proof of identity' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload Proof of identity');
  if (lang === 'es') await switchToSpanish(page);
}

for (const lang of ['en', 'es'] as const) {
  const t = L[lang];

  test(`a blurred photo gets the warning and "use it anyway" uploads it (${lang}, 375 px)`, async ({ page, world }) => {
    await openUpload(page, lang, world.users.linked);
    const blurred = await pagePhoto(page, 1600, 1200, true);
    await page.getByLabel(t.choose).setInputFiles([{ name: 'blurred.jpg', mimeType: 'image/jpeg', buffer: blurred }]);
    const warning = page.getByTestId('photo-warning');
    await expect(warning.getByRole('heading', { name: t.warning })).toBeFocused();
    await expect(warning).toContainText(t.blurred);
    await expectAccessible(page, `photo warning (${lang})`);
    await page.screenshot({ path: `test-results/photo-warning-${lang}.png`, fullPage: true });
    // "Take it again" drops it and offers the camera; chosen again, "Use it anyway" (keyboard) keeps it.
    await warning.getByRole('button', { name: t.retake }).click();
    await expect(warning).toHaveCount(0);
    await expect(page.locator('input[capture]')).toBeFocused();
    await page.getByLabel(t.choose).setInputFiles([{ name: 'blurred.jpg', mimeType: 'image/jpeg', buffer: blurred }]);
    await page.getByRole('button', { name: t.use }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('photo-warning')).toHaveCount(0);
    await page.getByRole('button', { name: t.upload }).click();
    const table = page.getByRole('table', { name: t.table });
    await expect(table.getByRole('row', { name: /blurred\.jpg/ })).toContainText(t.ready);
  });

  test(`a sharp 12-megapixel photo goes straight through, and the server keeps fewer bytes (${lang}, 375 px)`, async ({
    page,
    world,
  }) => {
    await openUpload(page, lang, world.users.linked);
    const sharp = await pagePhoto(page, 4000, 3000, false);
    const sent: number[] = [];
    // The file is sent as a resumable upload (ADR 0303): its creation declares the file's size.
    page.on('request', (r) => {
      const length = r.method() === 'POST' ? r.headers()['upload-length'] : undefined;
      if (length) sent.push(Number(length));
    });
    await page.getByLabel(t.choose).setInputFiles([{ name: 'page-photo.jpg', mimeType: 'image/jpeg', buffer: sharp }]);
    await expect(
      page.getByRole('table', { name: t.table }).getByRole('row', { name: /page-photo\.jpg/ }),
    ).toBeVisible();
    await expect(page.getByTestId('photo-warning')).toHaveCount(0);
    await page.getByRole('button', { name: t.upload }).click();
    const table = page.getByRole('table', { name: t.table });
    await expect(table.getByRole('row', { name: /page-photo\.jpg/ })).toContainText(t.ready);
    await expectAccessible(page, `sharp photo uploaded (${lang})`);
    const href = await table.getByRole('link', { name: t.view('page-photo.jpg') }).getAttribute('href');
    const kept = await (await page.request.get(href!)).body();
    expect([...kept.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(kept.length).toBeLessThan(sharp.length / 2);
    // The upload carried the scaled photo, not the original.
    expect(sent).toHaveLength(1);
    expect(sent[0]!).toBeLessThan(sharp.length / 2);
    test.info().annotations.push({
      type: 'bytes',
      description: `original ${sharp.length} B, sent ${sent[0]} B, kept ${kept.length} B`,
    });
  });
}
