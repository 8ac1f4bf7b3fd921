import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_API, type OutstandingVerifications } from '@portal/contracts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp } from '../../test/harness';

/**
 * Senders that start an upload and then go quiet, over real sockets: the server closes them
 * after the (here short) idle timeout, their upload slots come back, and a resident's upload
 * behind them still goes through quickly.
 */
let t: TestApp;
let port: number;
let cookie: string;
let csrf: string;
let itemId: string;
const sockets: net.Socket[] = [];

beforeAll(async () => {
  t = await startTestApp({ env: { HTTP_IDLE_TIMEOUT_MS: '300', HTTP_REQUEST_TIMEOUT_MS: '1500', PORTAL_UPLOAD_CONCURRENCY: '4' } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  const browser = t.browser();
  await browser.login(DEMO_USERS.linked, DEMO_PASSWORD);
  cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  csrf = browser.cookies.get('portal_csrf')!;
  itemId = (await browser.get(DOC_API.outstanding)).json<OutstandingVerifications>().dtls[0]!.dtls.vDIEDLinkID;
}, 60_000);
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await t?.close();
});

const bodyOf = (name: string, file: Buffer) =>
  JSON.stringify({ attachment_name: name, attachment_id: randomUUID(), vdied_link_id: itemId, attachment_base_64_data: file.toString('base64') });

/** Sends the headers and the first part of a large upload, then nothing more. Resolves when the server closes it. */
function stall(): Promise<void> {
  const body = bodyOf('stalled.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_000_000, 0x41)]));
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${DOC_API.uploadVerification} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nX-CSRF-Token: ${csrf}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 40_000)}`,
      );
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve());
    socket.resume();
    sockets.push(socket);
  });
}

function upload(body: string): Promise<{ status: number; json: { isSuccess?: boolean } }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`http://127.0.0.1:${port}${DOC_API.uploadVerification}`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('uploads that stall', () => {
  it('ten half-sent bodies are cut off and a resident’s upload still completes in under 2 seconds', async () => {
    const closed = Array.from({ length: 10 }, () => stall());
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    const res = await upload(bodyOf('whole.pdf', Buffer.from('%PDF-1.7\nsmall and whole')));
    const took = Date.now() - started;
    expect(res.status).toBe(200);
    expect(res.json.isSuccess).toBe(true);
    expect(took).toBeLessThan(2_000);
    // Every stalled sender was disconnected by the server (none left holding a slot).
    await Promise.all(closed);
  }, 30_000);
});
