import { randomBytes } from 'node:crypto';
import { readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server';
import { FsBlobStore } from './fs-store';
import { S3BlobStore } from './s3-store';
import type { BlobStore } from './store';

const HOUR = 3_600_000;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A temp file with these bytes, as an upload leaves it before `commit`. */
async function staged(store: BlobStore, bytes: Buffer | string): Promise<string> {
  const file = store.tempPath();
  await writeFile(file, bytes);
  return file;
}

interface Kind {
  name: string;
  open(root: string): Promise<BlobStore>;
  close(store: BlobStore): Promise<void>;
}

let stopS3 = async () => {};
const kinds: Kind[] = [
  { name: 'file system', open: async (root) => new FsBlobStore(root), close: async () => {} },
  {
    name: 'S3 API (s3rver on localhost)',
    async open(root) {
      const s3 = await startS3Server();
      stopS3 = s3.stop;
      return new S3BlobStore(root, s3.config);
    },
    close: async (store) => (store as S3BlobStore).dispose(),
  },
];
afterAll(() => stopS3());

// The same contract for every kind of store: what the documents feature relies on.
describe.each(kinds)('the blob store: $name', (kind) => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'blob-contract-'));
  let store: BlobStore;
  beforeAll(async () => {
    store = await kind.open(root);
  });
  afterAll(async () => {
    await kind.close(store);
    await rm(root, { recursive: true, force: true });
  });

  it('keeps the bytes of a committed file under a new key, and the temp file is gone', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(300_000)]);
    const temp = await staged(store, bytes);
    const key = await store.commit(temp);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(await readdir(store.tmpDir)).not.toContain(path.basename(temp));
    expect(await store.size(key)).toBe(bytes.length);
    expect((await bytesOf(await store.read(key))).equals(bytes)).toBe(true);
  });

  it('gives each commit its own key, an empty file included', async () => {
    const a = await store.commit(await staged(store, 'same'));
    const b = await store.commit(await staged(store, 'same'));
    const empty = await store.commit(await staged(store, ''));
    expect(new Set([a, b, empty]).size).toBe(3);
    expect(await store.size(empty)).toBe(0);
    expect((await bytesOf(await store.read(empty))).length).toBe(0);
  });

  it('refuses to read a key that names nothing, and removing it twice is not an error', async () => {
    const key = await store.commit(await staged(store, 'gone soon'));
    await store.remove(key);
    await store.remove(key);
    await expect(store.read(key)).rejects.toThrow();
    await expect(store.size(key)).rejects.toThrow();
  });

  it('refuses keys it did not make (no path or URL tricks)', async () => {
    for (const key of ['../etc/passwd', '..%2Fsecret', 'a/b', '', 'x'.repeat(36)]) {
      await expect(store.read(key)).rejects.toThrow('bad blob key');
      await expect(store.remove(key)).rejects.toThrow('bad blob key');
    }
  });

  it('removes a temp file only inside its own temp directory', async () => {
    const outside = path.join(root, 'not-temp.txt');
    await writeFile(outside, 'keep');
    await store.removeTemp(outside);
    expect(await readdir(root)).toContain('not-temp.txt');
  });

  it('sweeps stale temp files, and keeps young ones', async () => {
    const young = await staged(store, 'z');
    const stale = await staged(store, 'w');
    const old = new Date(Date.now() - 2 * HOUR);
    await utimes(stale, old, old);
    expect(await store.sweepTemp(HOUR)).toBe(1);
    expect(await readdir(store.tmpDir)).toEqual([path.basename(young)]);
    expect(await store.sweepTemp(HOUR, Date.now() + 2 * HOUR)).toBe(1);
    expect(await readdir(store.tmpDir)).toEqual([]);
  });

  it('sweeps old files no row names, and keeps named and young ones', async () => {
    const kept = await store.commit(await staged(store, 'x'));
    const orphan = await store.commit(await staged(store, 'y'));
    const named = async (keys: string[]) => new Set(keys.filter((k) => k === kept));
    // Now nothing stored is old enough.
    expect(await store.sweepOrphans(named, HOUR)).toBe(0);
    expect(await store.size(orphan)).toBe(1);
    // Two hours on, every stored file is old: those no row names go, the named one stays.
    expect(await store.sweepOrphans(named, HOUR, Date.now() + 2 * HOUR)).toBeGreaterThanOrEqual(1);
    expect(await store.size(kept)).toBe(1);
    await expect(store.size(orphan)).rejects.toThrow();
  });

  it('sweeps many files, asking about them in batches of at most 500', async () => {
    const keys = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => store.commit(await staged(store, `f${i}`))),
    );
    const asked: number[] = [];
    const keep = new Set(keys.slice(0, 10));
    const swept = await store.sweepOrphans(
      async (batch) => {
        asked.push(batch.length);
        return new Set(batch.filter((k) => keep.has(k)));
      },
      HOUR,
      Date.now() + 2 * HOUR,
    );
    expect(swept).toBeGreaterThanOrEqual(20);
    for (const key of keep) expect(await store.size(key)).toBeGreaterThan(0);
    expect(asked.every((n) => n <= 500)).toBe(true);
  });
});
