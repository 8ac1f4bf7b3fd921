import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts';
import { documents, users } from '../../platform/db/schema';
import { createTestWorld } from '../../seed/test-world';
import { startTestApp, type TestApp } from '../../test/harness';
import { listenSignedIn } from './socket-uploads';

/**
 * Upload slots over real sockets (issue 30, item 4): an account or a client address has at most
 * two uploads in flight, a body that stops arriving at the minimum rate is cut with nothing kept,
 * and another resident's upload goes through at once while one account holds slow uploads.
 * The idle timeout is long here, so only the new rules can free a slot quickly.
 */
const WINDOW_MS = 1_500;
let t: TestApp;
type Client = Awaited<ReturnType<typeof listenSignedIn>>;
let ana: Client;
let ana2: Client;
let other: Client;
let sameAddress: Client;
let anaUsername: string;
const sockets: net.Socket[] = [];

beforeAll(async () => {
  t = await startTestApp({
    env: {
      TRUST_PROXY_HOPS: '1',
      HTTP_IDLE_TIMEOUT_MS: '20000',
      HTTP_REQUEST_TIMEOUT_MS: '60000',
      PORTAL_UPLOAD_CONCURRENCY: '4',
      PORTAL_UPLOAD_RATE_WINDOW_MS: String(WINDOW_MS),
      PORTAL_UPLOAD_MIN_KB_PER_SECOND: '16',
    },
  });
  const w1 = await createTestWorld(t.app.ctx);
  const w2 = await createTestWorld(t.app.ctx);
  const w3 = await createTestWorld(t.app.ctx);
  anaUsername = w1.users.linked;
  ana = await listenSignedIn(t, { username: w1.users.linked, password: w1.password, forwardedFor: '10.30.4.1' });
  // The same account from another address: its limit is the account's.
  ana2 = await listenSignedIn(t, { username: w1.users.linked, password: w1.password, forwardedFor: '10.30.4.9' });
  other = await listenSignedIn(t, { username: w2.users.linked, password: w2.password, forwardedFor: '10.30.4.2' });
  // Another account behind the same address as `ana`.
  sameAddress = await listenSignedIn(t, {
    username: w3.users.linked,
    password: w3.password,
    forwardedFor: '10.30.4.1',
  });
}, 120_000);
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await t?.close();
});

const smallPdf = () => Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');
const bodyOf = (client: Client, name: string, file: Buffer) =>
  JSON.stringify({
    attachment_name: name,
    attachment_id: randomUUID(),
    vdied_link_id: client.itemId,
    attachment_base_64_data: file.toString('base64'),
  });

interface Held {
  /** The status line's code, or 0 if the server closed without an answer. */
  answer: Promise<{ status: number; text: string; closedAt: number }>;
  stop(): void;
}

/**
 * Starts a 2 MB upload, sends its first 40 KB and then one byte every `trickleMs` (enough to
 * keep an idle timer from firing, far below the minimum rate).
 */
function hold(client: Client, trickleMs = 200): Held {
  const body = bodyOf(client, 'slow.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_000_000, 0x41)]));
  let sent = 40_000;
  let timer: NodeJS.Timeout | undefined;
  const socket = net.connect(client.port, '127.0.0.1', () => {
    const forwarded = Object.entries(client.forwarded)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    socket.write(
      `POST ${urlOf('uploadVerificationDocument')} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${client.cookie}\r\n` +
        `X-CSRF-Token: ${client.csrf}\r\nAccept-Language: es\r\n${forwarded}` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, sent)}`,
    );
    timer = setInterval(() => {
      if (!socket.destroyed && sent < body.length) socket.write(body[sent++]!);
    }, trickleMs);
  });
  sockets.push(socket);
  let text = '';
  const answer = new Promise<{ status: number; text: string; closedAt: number }>((resolve) => {
    socket.on('data', (c: Buffer) => (text += c.toString('utf8')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0), text, closedAt: Date.now() });
    });
  });
  return {
    answer,
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

const documentsOf = async (username: string) => {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return (await t.db.select().from(documents).where(eq(documents.ownerUserId, user!.id))).length;
};

/** Waits until every held upload has been answered or closed, so the next test starts with free slots. */
async function drain(held: Held[]) {
  await Promise.all(held.map((h) => h.answer));
}

describe('upload slots', () => {
  it('refuses an account’s third upload in flight at once, from any address, in the person’s language', async () => {
    const held = [hold(ana), hold(ana)];
    await settle(300);
    const started = Date.now();
    const third = hold(ana2);
    const answer = await third.answer;
    expect(Date.now() - started).toBeLessThan(WINDOW_MS);
    expect(answer.status).toBe(429);
    expect(answer.text).toContain('UPLOAD_BUSY');
    expect(answer.text).toContain('Todavía se están subiendo otros archivos');
    // Another account is not held back by it.
    const res = await other.post(bodyOf(other, 'other.pdf', smallPdf()));
    expect(res).toMatchObject({ status: 200 });
    await drain(held);
  }, 30_000);

  it('refuses a third upload from one client address, whichever accounts send them', async () => {
    const held = [hold(ana), hold(sameAddress)];
    await settle(300);
    const res = await sameAddress.post(bodyOf(sameAddress, 'third.pdf', smallPdf()));
    expect(res).toMatchObject({ status: 429 });
    expect(JSON.parse((res as { text: string }).text).errors[0]).toMatchObject({ code: 'UPLOAD_BUSY' });
    await drain(held);
  }, 30_000);

  it('cuts a body that arrives below the minimum rate: answered 408, nothing kept, its slot freed', async () => {
    const before = await documentsOf(anaUsername);
    const started = Date.now();
    const slow = hold(ana);
    const answer = await slow.answer;
    const took = answer.closedAt - started;
    // Cut at the end of the first window, long before the 20 s idle timeout.
    expect(took).toBeGreaterThanOrEqual(WINDOW_MS - 100);
    expect(took).toBeLessThan(3 * WINDOW_MS);
    expect(answer.status).toBe(408);
    expect(answer.text).toContain('UPLOAD_TOO_SLOW');
    expect(answer.text).toContain('El archivo llegaba demasiado despacio');
    expect(await documentsOf(anaUsername)).toBe(before);
    expect(readdirSync(t.app.ctx.blobs.tmpDir)).toEqual([]);
    // The account's places came back: two more uploads may be in flight, and one completes.
    const again = [hold(ana)];
    await settle(200);
    const res = await ana.post(bodyOf(ana, 'after.pdf', smallPdf()));
    expect(res).toMatchObject({ status: 200 });
    expect(await documentsOf(anaUsername)).toBe(before + 1);
    await drain(again);
  }, 30_000);

  it('lets another account upload at once while one account holds slow uploads (and tries for more)', async () => {
    const held = Array.from({ length: 6 }, () => hold(ana, 100));
    await settle(300);
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      const res = await other.post(bodyOf(other, `other-${i}.pdf`, smallPdf()));
      times.push(Date.now() - started);
      expect(res).toMatchObject({ status: 200 });
    }
    expect(Math.max(...times)).toBeLessThan(1_000);
    const answers = await Promise.all(held.map((h) => h.answer));
    // Two were taken and cut for their rate, the others refused at once.
    expect(answers.map((a) => a.status).sort()).toEqual([408, 408, 429, 429, 429, 429]);
  }, 30_000);
});
