import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../platform/db/schema';
import { startTestApp, type TestApp } from '../../test/harness';
import { listenSignedIn } from './socket-uploads';

/**
 * A sender that goes away in the middle of a file, over a real socket: nothing is kept (no row,
 * no file, no temp file), and the upload slot it held is given back — with one slot only, the
 * next upload still goes through.
 */
const blobDir = mkdtempSync(path.join(os.tmpdir(), 'upload-abort-test-'));
let t: TestApp;
let client: Awaited<ReturnType<typeof listenSignedIn>>;
/** Every log line of the app, parsed. */
const logs: { level: number; msg: string }[] = [];

beforeAll(async () => {
  t = await startTestApp({
    env: { PORTAL_BLOB_DIR: blobDir, PORTAL_UPLOAD_CONCURRENCY: '1', LOG_LEVEL: 'debug' },
    logs: { write: (line) => void logs.push(JSON.parse(line)) },
  });
  client = await listenSignedIn(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(blobDir, { recursive: true, force: true });
});

describe('a sender that disconnects mid-file', () => {
  it('leaves nothing behind and frees its upload slot', async () => {
    const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3_000_000, 0x41)]);
    const body = JSON.stringify({
      attachment_name: 'half.pdf',
      attachment_id: randomUUID(),
      vdied_link_id: client.itemId,
      attachment_base_64_data: file.toString('base64'),
    });
    expect(await client.post(body, Buffer.byteLength(body), 1_000_000)).toBe('aborted');
    // Give the server a moment to notice the closed socket and clean up.
    await new Promise((r) => setTimeout(r, 500));
    expect(readdirSync(path.join(blobDir, 'tmp'))).toEqual([]);
    expect(readdirSync(path.join(blobDir, 'objects'))).toEqual([]);
    expect(await t.db.select().from(documents)).toEqual([]);
    // A sender going away is not the server's error: noted at info level, not as an error.
    expect(logs.filter((l) => l.level >= 40)).toEqual([]);
    expect(logs).toContainEqual(expect.objectContaining({ level: 30, msg: 'client closed the connection' }));

    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');
    const small = JSON.stringify({
      attachment_name: 'whole.pdf',
      attachment_id: randomUUID(),
      vdied_link_id: client.itemId,
      attachment_base_64_data: pdf.toString('base64'),
    });
    const res = await client.post(small);
    expect(res).toMatchObject({ status: 200 });
    expect(JSON.parse((res as { text: string }).text)).toMatchObject({ isSuccess: true });
    expect(readdirSync(path.join(blobDir, 'tmp'))).toEqual([]);
    expect(await t.db.select().from(documents)).toHaveLength(1);
  }, 30_000);
});
