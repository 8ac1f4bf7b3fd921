/**
 * A resumable upload on a slow phone connection (`npm run build -w @portal/web`, then
 * `npx tsx bench/resumable-upload.ts`): the LINKED demo resident's uploader sends a 3 MB PDF
 * at 1.6 Mbit/s up (Chromium CDP `Network.emulateNetworkConditions`, 150 ms latency) with the
 * tus protocol (ADR 0303), once without a break and once with the network cut (offline) for
 * `BENCH_CUT_MS` (5 s) when the progress passes 50%. Reports, for each, the time from "Upload
 * files" to the upload's announcement and the bytes the server received (its own count, read
 * through the test hook), against the file's size; the last line is the result as JSON, for
 * bench/RESULTS.md.
 */
import os from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { RESUMABLE_UPLOAD_PATH } from '@portal/contracts/resumable';
import { launchChromium, root, startPortal, Visitor } from './portal';

const PORT = Number(process.env.BENCH_RESUMABLE_PORT ?? 8398);
const MBPS = Number(process.env.BENCH_RESUMABLE_MBPS ?? 1.6);
const CUT_MS = Number(process.env.BENCH_CUT_MS ?? 5000);
const LATENCY_MS = 150;
const FILE_BYTES = 3_000_000;

const pdfOf = (bytes: number) =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n%'),
    Buffer.alloc(bytes, 0x41),
    Buffer.from('\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
  ]);

async function network(cdp: CDPSession, offline: boolean) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: LATENCY_MS,
    downloadThroughput: (MBPS * 1_000_000) / 8,
    uploadThroughput: (MBPS * 1_000_000) / 8,
  });
}

/** One upload through the page's uploader; `cut`: the network goes away at 50% for CUT_MS. */
async function once(page: Page, cdp: CDPSession, base: string, name: string, cut: boolean) {
  const file = pdfOf(FILE_BYTES);
  await page.getByLabel('Choose files').setInputFiles([{ name, mimeType: 'application/pdf', buffer: file }]);
  let id = '';
  const created = (res: import('@playwright/test').Response) => {
    const location = res.headers()['location'];
    if (res.request().method() === 'POST' && res.url().endsWith(RESUMABLE_UPLOAD_PATH) && location)
      id = location.split('/').pop()!;
  };
  page.on('response', created);
  await network(cdp, false);
  const started = Date.now();
  await page.getByRole('button', { name: 'Upload files' }).click();
  if (cut) {
    const progress = page.locator('progress');
    while (Number((await progress.getAttribute('value').catch(() => '0')) ?? 0) < 50) await page.waitForTimeout(50);
    await network(cdp, true);
    await page.waitForTimeout(CUT_MS);
    await network(cdp, false);
  }
  await page
    .getByRole('status')
    .filter({ hasText: `${name} uploaded.` })
    .waitFor({ timeout: 180_000 });
  const ms = Date.now() - started;
  page.off('response', created);
  const figures = (await (await fetch(`${base}/api/test/resumable-uploads/${id}`)).json()) as {
    length: number;
    receivedBytes: number;
  };
  return { fileBytes: file.length, receivedBytes: figures.receivedBytes, ms };
}

async function main() {
  const portal = await startPortal(PORT, {
    PORTAL_WEB_DIST: path.join(root, 'apps/web/dist'),
    PORTAL_TEST_HOOKS: '1',
  });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const ana = await new Visitor(portal.base).signIn('linked');
    await context.addCookies(
      [...ana.cookies].map(([name, value]) => ({ name, value, domain: '127.0.0.1', path: '/' })),
    );
    await page.goto(`${portal.base}/docUpload`);
    await page.getByRole('link', { name: 'Upload documents for Proof of income' }).click();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const uncut = await once(page, cdp, portal.base, 'uncut.pdf', false);
    const resumed = await once(page, cdp, portal.base, 'resumed.pdf', true);
    const result = {
      machine: `${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}`,
      network: `${MBPS} Mbit/s, ${LATENCY_MS} ms; cut ${CUT_MS} ms at 50%`,
      uncut,
      resumed,
      resumedMinusUncutMs: resumed.ms - uncut.ms,
    };
    console.log(
      `uncut: ${uncut.receivedBytes}/${uncut.fileBytes} B in ${uncut.ms} ms; ` +
        `cut at 50% for ${CUT_MS} ms: ${resumed.receivedBytes}/${resumed.fileBytes} B in ${resumed.ms} ms`,
    );
    console.log(JSON.stringify(result));
  } finally {
    await browser.close();
    await portal.stop();
  }
}

await main();
