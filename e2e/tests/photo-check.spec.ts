import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, switchToSpanish, test } from './fixtures';

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

/**
 * A photo of a page drawn in the browser: a grey table, a light page filling 90% of the frame
 * with lines of dark "words", a little sensor noise; `blurred` is the same page out of focus.
 * Returned as JPEG bytes (quality 0.95, as a phone camera saves).
 */
export async function pagePhoto(page: Page, width: number, height: number, blurred: boolean): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, blurred }) => {
      const c = new OffscreenCanvas(width, height);
      const ctx = c.getContext('2d')!;
      ctx.fillStyle = 'rgb(90,90,90)';
      ctx.fillRect(0, 0, width, height);
      const s = width / 480;
      const pw = width * 0.95;
      const ph = height * 0.95;
      const x0 = (width - pw) / 2;
      const y0 = (height - ph) / 2;
      ctx.fillStyle = 'rgb(225,225,225)';
      ctx.fillRect(x0, y0, pw, ph);
      let seed = 7;
      const rnd = () => (seed = (seed * 1664525 + 1013904223) % 2 ** 32) / 2 ** 32;
      ctx.fillStyle = 'rgb(30,30,30)';
      for (let y = y0 + 30 * s; y < y0 + ph - 30 * s; y += 10 * s) {
        let x = x0 + 30 * s;
        while (x < x0 + pw - 30 * s) {
          const word = (6 + Math.floor(rnd() * 20)) * s;
          for (let dx = 0; dx < word; dx += s) if (rnd() < 0.6) ctx.fillRect(x + dx, y, s, 6 * s);
          x += word + 5 * s;
        }
      }
      let out = c;
      if (blurred) {
        out = new OffscreenCanvas(width, height);
        const b = out.getContext('2d')!;
        b.filter = `blur(${Math.round(3 * s)}px)`;
        b.drawImage(c, 0, 0);
      } else {
        const img = ctx.getImageData(0, 0, width, height);
        for (let i = 0; i < img.data.length; i += 4) {
          const n = (rnd() - 0.5) * 16;
          img.data[i] += n;
          img.data[i + 1] += n;
          img.data[i + 2] += n;
        }
        ctx.putImageData(img, 0, 0);
      }
      const blob = await out.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    },
    { width, height, blurred },
  );
  return Buffer.from(base64, 'base64');
}

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
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.postData()?.includes('page-photo.jpg')) sent.push(r.postData()!.length);
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
    // The request carried the scaled photo (base64), not the original.
    expect(sent).toHaveLength(1);
    expect(sent[0]!).toBeLessThan((sharp.length * 4) / 3 / 2);
    test.info().annotations.push({
      type: 'bytes',
      description: `original ${sharp.length} B, request ${sent[0]} B, kept ${kept.length} B`,
    });
  });
}
