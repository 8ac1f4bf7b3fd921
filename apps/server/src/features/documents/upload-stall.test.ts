import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts';
import { createTestWorld } from '../../seed/test-world';
import { startTestApp, type TestApp } from '../../test/harness';
import { listenSignedIn } from './socket-uploads';

/**
 * Senders that start an upload and then go quiet, over real sockets: the server closes them
 * after the (here short) idle timeout, their upload slots come back, and a resident's upload
 * behind them still goes through quickly. The stalled uploads come from another account and
 * address than the resident's (one account has at most two uploads in flight).
 */
let t: TestApp;
let client: Awaited<ReturnType<typeof listenSignedIn>>;
let staller: Awaited<ReturnType<typeof listenSignedIn>>;
const sockets: net.Socket[] = [];

beforeAll(async () => {
  t = await startTestApp({
    env: {
      HTTP_IDLE_TIMEOUT_MS: '500',
      HTTP_REQUEST_TIMEOUT_MS: '1200',
      PORTAL_UPLOAD_CONCURRENCY: '4',
      TRUST_PROXY_HOPS: '1',
    },
  });
  client = await listenSignedIn(t);
  const world = await createTestWorld(t.app.ctx);
  staller = await listenSignedIn(t, {
    username: world.users.linked,
    password: world.password,
    forwardedFor: '10.30.5.1',
  });
}, 60_000);
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await t?.close();
});

const bodyOf = (name: string, file: Buffer, itemId = client.itemId) =>
  JSON.stringify({
    attachment_name: name,
    attachment_id: randomUUID(),
    vdied_link_id: itemId,
    attachment_base_64_data: file.toString('base64'),
  });

/** Sends the headers and the first part of a large upload, then nothing more. Resolves when the server closes it. */
function stall(): Promise<void> {
  const body = bodyOf(
    'stalled.pdf',
    Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_000_000, 0x41)]),
    staller.itemId,
  );
  return new Promise((resolve) => {
    const socket = net.connect(client.port, '127.0.0.1', () => {
      socket.write(
        `POST ${urlOf('uploadVerificationDocument')} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${staller.cookie}\r\nX-CSRF-Token: ${staller.csrf}\r\n` +
          `X-Forwarded-For: 10.30.5.1\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 40_000)}`,
      );
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve());
    socket.resume();
    sockets.push(socket);
  });
}

describe('uploads that stall', () => {
  it('ten half-sent bodies are cut off and a resident’s upload still completes in under 2 seconds', async () => {
    const closed = Array.from({ length: 10 }, () => stall());
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    const res = await client.post(
      bodyOf('whole.pdf', Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n')),
    );
    const took = Date.now() - started;
    expect(res).toMatchObject({ status: 200 });
    expect(JSON.parse((res as { text: string }).text)).toMatchObject({ isSuccess: true });
    expect(took).toBeLessThan(2_000);
    // Every stalled sender was disconnected by the server (none left holding a slot).
    await Promise.all(closed);
  }, 30_000);
});
