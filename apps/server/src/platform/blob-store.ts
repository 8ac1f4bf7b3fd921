import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync, type ReadStream } from 'node:fs';
import { mkdtemp, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config } from './config';

/**
 * Where uploaded files live: a directory outside the web root, files under generated names
 * (never the name the person gave).
 *
 * Order of writes, so a crash never leaves a row without its file:
 *  1. the bytes are written to tmp/<random>.part (a crash here leaves only a temp file);
 *  2. the finished file is renamed into objects/ (atomic on one file system);
 *  3. the database row naming it is inserted; if that fails the file is removed at once;
 *  4. on delete, the row goes first, then the file.
 * A crash between 2 and 3, or between the row's removal and the file's, leaves a file without a
 * row; `sweep` removes such files (and stale temp files) once they are older than a grace period.
 */
export class FsBlobStore {
  readonly tmpDir: string;
  readonly objectsDir: string;

  constructor(readonly root: string) {
    this.tmpDir = path.join(root, 'tmp');
    this.objectsDir = path.join(root, 'objects');
    mkdirSync(this.tmpDir, { recursive: true, mode: 0o700 });
    mkdirSync(this.objectsDir, { recursive: true, mode: 0o700 });
  }

  /** A fresh temp file name to write an incoming file to. */
  tempPath(): string {
    return path.join(this.tmpDir, `${randomBytes(16).toString('hex')}.part`);
  }

  private pathOf(key: string): string {
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error('bad blob key');
    return path.join(this.objectsDir, key.slice(0, 2), key);
  }

  /**
   * Moves a finished temp file into the store under a new generated key. The bytes and the
   * directory entry are flushed to disk first, so a row written after this names a file that
   * survives even a power cut.
   */
  async commit(tempFile: string): Promise<string> {
    const key = randomUUID();
    const target = this.pathOf(key);
    mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    await syncPath(tempFile);
    await rename(tempFile, target);
    await syncPath(path.dirname(target));
    return key;
  }

  read(key: string): ReadStream {
    return createReadStream(this.pathOf(key));
  }

  async size(key: string): Promise<number> {
    return (await stat(this.pathOf(key))).size;
  }

  async remove(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }

  async removeTemp(tempFile: string): Promise<void> {
    if (path.dirname(tempFile) !== this.tmpDir) return;
    await unlink(tempFile).catch(() => {});
  }

  /**
   * Removes temp files and stored files that no row names, once older than `graceMs` (so an
   * upload between its rename and its insert is never touched). `known` answers which of a
   * batch of keys have rows.
   */
  async sweep(
    known: (keys: string[]) => Promise<Set<string>>,
    graceMs: number,
    nowMs = Date.now(),
  ): Promise<{ temp: number; orphans: number }> {
    let temp = 0;
    let orphans = 0;
    for (const name of await readdir(this.tmpDir)) {
      const file = path.join(this.tmpDir, name);
      const info = await stat(file).catch(() => null);
      if (info && nowMs - info.mtimeMs > graceMs) {
        await unlink(file).catch(() => {});
        temp++;
      }
    }
    for (const shard of await readdir(this.objectsDir)) {
      const dir = path.join(this.objectsDir, shard);
      const names = await readdir(dir).catch(() => [] as string[]);
      for (let i = 0; i < names.length; i += 500) {
        const batch = names.slice(i, i + 500);
        const old: string[] = [];
        for (const name of batch) {
          const info = await stat(path.join(dir, name)).catch(() => null);
          if (info && nowMs - info.mtimeMs > graceMs) old.push(name);
        }
        if (old.length === 0) continue;
        const have = await known(old);
        for (const name of old) {
          if (have.has(name)) continue;
          await unlink(path.join(dir, name)).catch(() => {});
          orphans++;
        }
      }
    }
    return { temp, orphans };
  }
}

async function syncPath(p: string): Promise<void> {
  const handle = await open(p, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * The blob directory: `config.uploads.blobDir` (PORTAL_BLOB_DIR) if set; a private temp directory for tests and in-memory
 * databases (their rows vanish with the process, so their files must too); otherwise
 * data/blobs beside the embedded database's files. Each database needs its own directory: the
 * orphan sweep removes files its database does not name.
 */
export async function openBlobStore(config: Config): Promise<{ store: FsBlobStore; dispose(): Promise<void> }> {
  const { blobDir } = config.uploads;
  if (blobDir) return { store: new FsBlobStore(path.resolve(blobDir)), dispose: async () => {} };
  if (config.nodeEnv === 'test' || config.dataDir === 'memory://') {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-blobs-'));
    return { store: new FsBlobStore(dir), dispose: () => rm(dir, { recursive: true, force: true }) };
  }
  return {
    store: new FsBlobStore(path.join(path.dirname(path.resolve(config.dataDir)), 'blobs')),
    dispose: async () => {},
  };
}
