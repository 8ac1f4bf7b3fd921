import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf, type OutstandingVerifications } from '@portal/contracts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';

let t: TestApp;
let ana: TestBrowser;

beforeAll(async () => {
  t = await startTestApp();
  ana = t.browser();
  expect((await ana.login(DEMO_USERS.linked, DEMO_PASSWORD)).statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const getWith = (url: string, acceptEncoding?: string) =>
  ana.request({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('answers on the wire', () => {
  it('sends API answers over 1 KB Brotli- or gzip-compressed, with the security headers kept', async () => {
    const plain = await getWith(urlOf('outstandingVerifications'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await getWith(urlOf('outstandingVerifications'), 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    for (const header of ['x-content-type-options', 'content-security-policy', 'x-frame-options', 'cache-control']) {
      expect(br.headers[header]).toBe(plain.headers[header]);
    }

    const gz = await getWith(urlOf('outstandingVerifications'), 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('leaves small answers as they are', async () => {
    const res = await getWith(urlOf('isUserLinked'), 'br, gzip');
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ nfLinkedInd: true });
  });

  it('sends an uploaded PDF back byte for byte, not compressed again', async () => {
    const items = (await ana.get(urlOf('outstandingVerifications'))).json<OutstandingVerifications>().dtls;
    const text = `BT /F1 12 Tf 72 700 Td (${'Pay period 1 to 15, hours 80, gross 1200. '.repeat(80)}) Tj ET`;
    const body =
      '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
      '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
      '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>\nendobj\n' +
      `4 0 obj\n<< /Length ${text.length} >>\nstream\n${text}\nendstream\nendobj\n`;
    const pdf = Buffer.from(`%PDF-1.7\n${body}trailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');
    const uploaded = await ana.request({
      method: 'POST',
      url: urlOf('uploadVerificationDocument'),
      headers: { 'accept-encoding': 'br, gzip' },
      payload: {
        attachment_name: 'stub.pdf',
        attachment_id: randomUUID(),
        attachment_base_64_data: pdf.toString('base64'),
        vdied_link_id: items[0]!.dtls.vDIEDLinkID,
      },
    });
    expect(uploaded.json()).toMatchObject({ isSuccess: true });
    const id = uploaded.json<{ verificationItemProvidedID: string }>().verificationItemProvidedID;
    const plain = await getWith(urlOf('documentContent', { attachmentId: id }));
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const offered = await getWith(urlOf('documentContent', { attachmentId: id }), 'br, gzip');
    expect(offered.headers['content-encoding']).toBeUndefined();
    expect(offered.headers['content-type']).toBe('application/pdf');
    expect(offered.rawPayload.equals(plain.rawPayload)).toBe(true);
  });
});
