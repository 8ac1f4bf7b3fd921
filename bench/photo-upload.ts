/// <reference lib="dom" />
/**
 * Photo upload on a slow phone connection (`npm run build -w @portal/web`, then
 * `npx tsx bench/photo-upload.ts`): a 12-megapixel (4000×3000) photo of a page, generated in
 * Chromium, is chosen in the real uploader of the LINKED demo resident's "Proof of identity" at
 * 1.6 Mbit/s up (Chromium CDP `Network.emulateNetworkConditions`, 150 ms latency). "After": the
 * uploader's own request (the photo scaled to 2,000 px and re-saved as JPEG 0.85 in the browser).
 * "Before": the same request with the original photo's bytes in it, sent from the same page
 * through the same connection. Reports bytes on the wire and the time from send to answer; the
 * last line is the result as JSON, for bench/RESULTS.md.
 */
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pagePhoto } from '../e2e/tests/photo-samples';
import { RESUMABLE_UPLOAD_PATH } from '@portal/contracts/resumable';
import { launchChromium, root, startPortal, Visitor } from './portal';

const PORT = Number(process.env.BENCH_PHOTO_PORT ?? 8397);
const MBPS = Number(process.env.BENCH_PHOTO_MBPS ?? 1.6);
const LATENCY_MS = 150;

async function main() {
  const portal = await startPortal(PORT, { PORTAL_WEB_DIST: path.join(root, 'apps/web/dist') });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    // tsx names functions with a helper the page does not have (the photo is drawn in the page).
    await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    const ana = await new Visitor(portal.base).signIn('linked');
    await context.addCookies(
      [...ana.cookies].map(([name, value]) => ({ name, value, domain: '127.0.0.1', path: '/' })),
    );
    await page.goto(`${portal.base}/docUpload`);
    await page.getByRole('link', { name: 'Upload documents for Proof of identity' }).click();
    const photo = await pagePhoto(page, 4000, 3000, false);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCY_MS,
      downloadThroughput: (MBPS * 1024 * 1024) / 8,
      uploadThroughput: (MBPS * 1024 * 1024) / 8,
    });

    // After: the uploader's own request.
    await page.getByLabel('Choose files').setInputFiles([{ name: 'page.jpg', mimeType: 'image/jpeg', buffer: photo }]);
    await page
      .getByRole('table', { name: 'Your documents' })
      .getByRole('row', { name: /page\.jpg/ })
      .waitFor();
    // The uploader sends with tus (ADR 0303): the call and its body ride in the creation's metadata,
    // the photo's bytes in the PATCH pieces.
    let afterBytes = 0;
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && r.url().includes(RESUMABLE_UPLOAD_PATH))
        afterBytes += r.postDataBuffer()?.length ?? 0;
    });
    const sentAt = Date.now();
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(RESUMABLE_UPLOAD_PATH)),
      page.getByRole('button', { name: 'Upload files' }).click(),
    ]);
    await page.getByRole('status').filter({ hasText: 'page.jpg uploaded.' }).waitFor({ timeout: 180_000 });
    const afterMs = Date.now() - sentAt;
    const meta = new Map(
      (request.headers()['upload-metadata'] ?? '').split(',').map((pair) => {
        const [k, v = ''] = pair.trim().split(' ');
        return [k!, Buffer.from(v, 'base64').toString('utf8')] as const;
      }),
    );
    const afterBody = meta.get('body')!;

    // Before: the same request carrying the original photo.
    const body = JSON.parse(afterBody) as Record<string, unknown>;
    const replace = (o: Record<string, unknown>) => {
      for (const [k, v] of Object.entries(o)) {
        if (k.endsWith('base_64_data')) o[k] = photo.toString('base64');
        else if (k.endsWith('_name')) o[k] = 'page-original.jpg';
        else if (k === 'attachment_id') o[k] = randomUUID();
        else if (v && typeof v === 'object') replace(v as Record<string, unknown>);
      }
    };
    replace(body);
    const beforeBody = JSON.stringify(body);
    const headers = await request.allHeaders();
    const before = await page.evaluate(
      async ({ url, body, headers }) => {
        const t0 = performance.now();
        const res = await fetch(url, { method: 'POST', body, headers, credentials: 'include' });
        await res.text();
        return { ms: performance.now() - t0, status: res.status };
      },
      {
        url: new URL(meta.get('call')!, portal.base).toString(),
        body: beforeBody,
        headers: { 'content-type': 'application/json', ...pick(headers) },
      },
    );
    const result = {
      machine: `${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}`,
      network: `${MBPS} Mbit/s, ${LATENCY_MS} ms`,
      photo: '4000×3000 generated JPEG (quality 0.95)',
      before: {
        fileBytes: photo.length,
        requestBytes: beforeBody.length,
        ms: Math.round(before.ms),
        status: before.status,
      },
      after: { requestBytes: afterBytes, ms: afterMs },
    };
    console.log(
      `before: ${photo.length} B photo, ${beforeBody.length} B request, ${Math.round(before.ms)} ms (${before.status}); ` +
        `after: ${afterBytes} B sent, ${afterMs} ms`,
    );
    console.log(JSON.stringify(result));
  } finally {
    await browser.close();
    await portal.stop();
  }
}

/** The request's CSRF header, whatever its name (the platform's). */
function pick(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([k]) => k.includes('csrf')));
}

await main();
