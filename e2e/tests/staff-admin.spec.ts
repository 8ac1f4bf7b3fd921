import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { urlOf, type OutstandingVerifications } from '@portal/contracts';
import { expect, expectAccessible, postAsPage, signInAgain, signInAs, switchToSpanish, test } from './fixtures';
import { logInFromHome } from './sign-in-screens';

/**
 * The staff workplace's administration (issue "The staff workplace", items 4 and 5): a caseworker
 * sees a PDF and a picture inside the review page; an administrator corrects and removes holidays.
 */

/** A one-page PDF that draws a blue box (with its cross-reference table, as a scanner writes one). */
function boxPdf(): Buffer {
  const content = '0 0 1 rg 40 40 200 120 re f';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A 40×30 picture, all orange, as an uncompressed BMP (a scan the browser draws itself). */
function orangeBmp(): Buffer {
  const [w, h] = [40, 30];
  const row = Math.ceil((w * 3) / 4) * 4;
  const head = Buffer.alloc(54);
  head.write('BM', 0, 'latin1');
  head.writeUInt32LE(54 + row * h, 2);
  head.writeUInt32LE(54, 10);
  head.writeUInt32LE(40, 14);
  head.writeInt32LE(w, 18);
  head.writeInt32LE(h, 22);
  head.writeUInt16LE(1, 26);
  head.writeUInt16LE(24, 28);
  head.writeUInt32LE(row * h, 34);
  const pixels = Buffer.alloc(row * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) pixels.set([0x00, 0x80, 0xff], y * row + x * 3);
  return Buffer.concat([head, pixels]);
}

/** The signed-in resident sends a PDF and a picture for their proof of income, as the upload page does. */
async function sendIncomeProof(page: Page) {
  const items = (await (await page.request.get(urlOf('outstandingVerifications'))).json()) as OutstandingVerifications;
  const income = items.dtls.find((i) => i.documentType === 'INCOME')!.dtls.vDIEDLinkID;
  for (const [name, bytes] of [
    ['pay-stub.pdf', boxPdf()],
    ['pay-stub-photo.bmp', orangeBmp()],
  ] as const) {
    const res = await postAsPage(page, urlOf('uploadVerificationDocument'), {
      attachment_name: name,
      attachment_id: randomUUID(),
      attachment_base_64_data: bytes.toString('base64'),
      vdied_link_id: income,
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  expect((await postAsPage(page, urlOf('submitVerificationDocuments'))).status()).toBe(200);
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('a caseworker sees a PDF and a picture inside the review page, with the request each answers', async ({
  page,
  world,
}) => {
  await signInAs(page, world.users.linked);
  await sendIncomeProof(page);
  await signInAgain(page, world.users.caseworker);
  await page.goto(`/worker/documents?q=${world.cases.rivera}`);
  await page
    .getByRole('link', { name: `Case ${world.cases.rivera}` })
    .first()
    .click();
  const stub = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'pay-stub.pdf' }) });
  await expect(stub).toContainText(/Asked for Food and Nutrition Services \(SNAP\) on .+; due .+\./);
  await stub.getByRole('button', { name: 'Show pay-stub.pdf here' }).click();
  const drawn = stub.getByRole('img', { name: 'Page 1 of 1 of pay-stub.pdf' });
  await expect(drawn).toBeVisible();
  // The box is drawn: the canvas holds blue pixels, not an empty page.
  expect(
    await drawn.evaluate((c: HTMLCanvasElement) => {
      const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      for (let i = 0; i < d.length; i += 4) if (d[i + 2]! > 200 && d[i]! < 60) return true;
      return false;
    }),
  ).toBe(true);
  await expect(stub.getByRole('button', { name: 'Hide pay-stub.pdf' })).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page, 'PDF shown in the page');

  const photo = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'pay-stub-photo.bmp' }) });
  await photo.getByRole('button', { name: 'Show pay-stub-photo.bmp here' }).click();
  const picture = photo.getByRole('img', { name: 'The picture pay-stub-photo.bmp, as sent' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(40);
  await expectAccessible(page, 'picture shown in the page');

  await page.setViewportSize({ width: 320, height: 800 });
  expect(await noSideScroll(page)).toBe(true);
  await switchToSpanish(page);
  // The page reads the case again in Spanish; the caseworker opens the PDF again.
  await stub.getByRole('button', { name: 'Mostrar pay-stub.pdf aquí' }).click();
  await expect(stub.getByRole('img', { name: 'Página 1 de 1 de pay-stub.pdf' })).toBeVisible();
  expect(await noSideScroll(page)).toBe(true);
  await expectAccessible(page, 'Spanish, 320 px');
});

/** A day in a far year no other file uses, so the list can hold other files' holidays beside it. */
function farDay(): { year: number; day: (month: number, d: number) => string } {
  const year = 2300 + Math.floor(Math.random() * 600);
  return { year, day: (m, d) => `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` };
}

test('an administrator corrects one holiday and removes another, each confirmed', async ({ page, world }) => {
  const { day } = farDay();
  const tag = randomUUID().slice(0, 6);
  // From the home page's sign-in screens to the console, then the holidays, with no address typed.
  await logInFromHome(page, world.users.admin);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff console');
  await page.getByRole('main').getByRole('link', { name: 'State holidays', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('State holidays');
  await expect(page.getByText(/Holidays on or before today have already counted/)).toBeVisible();
  for (const [date, name] of [
    [day(3, 2), `Fonders Day ${tag}`],
    [day(5, 9), `Spring Day ${tag}`],
  ]) {
    await page.getByLabel('Date', { exact: true }).fill(date!);
    await page.getByLabel('Holiday', { exact: true }).fill(name!);
    await page.getByRole('button', { name: 'Add a holiday' }).click();
    await expect(page.getByRole('row', { name: new RegExp(name!) })).toBeVisible();
  }

  await page.getByRole('button', { name: `Correct Fonders Day ${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: `Correct Fonders Day ${tag}` });
  await dialog.getByLabel('Holiday').fill('');
  await dialog.getByRole('button', { name: 'Save the correction' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Holiday: Fill in this field.');
  await expectAccessible(page, 'correcting a holiday, with an error');
  await dialog.getByLabel('Date').fill(day(3, 3));
  await dialog.getByLabel('Holiday').fill(`Founders Day ${tag}`);
  await dialog.getByRole('button', { name: 'Save the correction' }).click();
  await expect(page.getByText(`The holiday is now Founders Day ${tag} on`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Founders Day ${tag}`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Fonders Day ${tag}`) })).toHaveCount(0);

  await page.getByRole('button', { name: `Remove Spring Day ${tag}` }).click();
  const confirm = page.getByRole('dialog', { name: `Remove Spring Day ${tag}?` });
  await expect(confirm).toContainText('will no longer be skipped');
  await expectAccessible(page, 'removing a holiday');
  await confirm.getByRole('button', { name: 'Remove the holiday' }).click();
  await expect(page.getByText(new RegExp(`Spring Day ${tag} on .+ was removed\\.`))).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Spring Day ${tag}`) })).toHaveCount(0);
  await expectAccessible(page, 'after removing');

  await page.setViewportSize({ width: 320, height: 800 });
  await page.getByRole('button', { name: `Correct Founders Day ${tag}` }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
