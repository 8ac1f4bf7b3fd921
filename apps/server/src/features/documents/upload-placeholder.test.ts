import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { urlOf, type OutstandingVerifications } from '@portal/contracts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';

/**
 * The file field's key written with a JSON escape (`attachment_base_6\u0034_data`) is still the
 * file field: its file is stored, and a value that names another file's placeholder cannot make
 * one file count twice (that gave a server error).
 */
const pdf = Buffer.from(
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
let t: TestApp;
let ana: TestBrowser;
let item: string;

beforeAll(async () => {
  t = await startTestApp();
  ana = t.browser();
  await ana.login(DEMO_USERS.linked, DEMO_PASSWORD);
  item = (await ana.get(urlOf('outstandingVerifications'))).json<OutstandingVerifications>().dtls[0]!.dtls.vDIEDLinkID;
}, 60_000);
afterAll(async () => t?.close());

const one = (name: string, data: string, key = 'attachment_base_64_data') =>
  `{"attachment_name":"${name}","attachment_id":"${randomUUID()}","${key}":"${data}","vdied_link_id":"${item}"}`;
const send = (json: string) =>
  ana.request({
    method: 'POST',
    url: urlOf('uploadMultipleVerificationDocuments'),
    payload: json,
    headers: { 'content-type': 'application/json' },
  });

it('stores a file whose key is spelled with an escape', async () => {
  const res = await send(`{"dtls":[${one('escaped.pdf', pdf.toString('base64'), 'attachment_base_6\\u0034_data')}]}`);
  expect(res.statusCode).toBe(200);
  expect(res.json().dtls).toEqual([expect.objectContaining({ attachment_name: 'escaped.pdf', isSuccess: true })]);
});

it('answers a placeholder written by the client per file, never with a server error', async () => {
  const res = await send(
    `{"dtls":[${one('real.pdf', pdf.toString('base64'))},${one('copy.pdf', 'staged-file:0', 'attachment_base_6\\u0034_data')}]}`,
  );
  expect(res.statusCode).toBe(200);
  expect(res.json().dtls).toEqual([
    expect.objectContaining({ attachment_name: 'real.pdf', isSuccess: true }),
    expect.objectContaining({ attachment_name: 'copy.pdf', isSuccess: false }),
  ]);
});
