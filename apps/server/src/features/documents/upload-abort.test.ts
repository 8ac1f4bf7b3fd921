import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf, type OutstandingVerifications } from '@portal/contracts';
import { documents } from '../../platform/db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp } from '../../test/harness';

/**
 * A sender that goes away in the middle of a file, over a real socket: nothing is kept (no row,
 * no file, no temp file), and the upload slot it held is given back — with one slot only, the
 * next upload still goes through.
 */
const blobDir = mkdtempSync(path.join(os.tmpdir(), 'upload-abort-test-'));
let t: TestApp;
let base: string;
let cookie: string;
let csrf: string;
let itemId: string;

beforeAll(async () => {
  t = await startTestApp({ env: { PORTAL_BLOB_DIR: blobDir, PORTAL_UPLOAD_CONCURRENCY: '1' } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const browser = t.browser();
  await browser.login(DEMO_USERS.linked, DEMO_PASSWORD);
  cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  csrf = browser.cookies.get('portal_csrf')!;
  itemId = (await browser.get(urlOf('outstandingVerifications'))).json<OutstandingVerifications>().dtls[0]!.dtls.vDIEDLinkID;
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(blobDir, { recursive: true, force: true });
});

function post(body: string, declaredLength: number, abortAfter?: number): Promise<{ status: number; text: string } | 'aborted'> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${urlOf('uploadVerificationDocument')}`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json', 'content-length': String(declaredLength) },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', (err) => (abortAfter !== undefined ? resolve('aborted') : reject(err)));
    if (abortAfter === undefined) {
      req.end(body);
      return;
    }
    req.write(body.slice(0, abortAfter));
    setTimeout(() => req.destroy(), 300);
  });
}

describe('a sender that disconnects mid-file', () => {
  it('leaves nothing behind and frees its upload slot', async () => {
    const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3_000_000, 0x41)]);
    const body = JSON.stringify({ attachment_name: 'half.pdf', attachment_id: randomUUID(), vdied_link_id: itemId, attachment_base_64_data: file.toString('base64') });
    expect(await post(body, Buffer.byteLength(body), 1_000_000)).toBe('aborted');
    // Give the server a moment to notice the closed socket and clean up.
    await new Promise((r) => setTimeout(r, 500));
    expect(readdirSync(path.join(blobDir, 'tmp'))).toEqual([]);
    expect(readdirSync(path.join(blobDir, 'objects'))).toEqual([]);
    expect(await t.db.select().from(documents)).toEqual([]);

    const small = JSON.stringify({ attachment_name: 'whole.pdf', attachment_id: randomUUID(), vdied_link_id: itemId, attachment_base_64_data: Buffer.from('%PDF-1.7\nx').toString('base64') });
    const res = await post(small, Buffer.byteLength(small));
    expect(res).toMatchObject({ status: 200 });
    expect(JSON.parse((res as { text: string }).text)).toMatchObject({ isSuccess: true });
    expect(readdirSync(path.join(blobDir, 'tmp'))).toEqual([]);
    expect(await t.db.select().from(documents)).toHaveLength(1);
  }, 30_000);
});
