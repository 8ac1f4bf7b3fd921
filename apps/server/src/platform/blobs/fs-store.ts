import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { access, constants, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { BlobStore, checkBlobKey, type StoredObject } from './store';

/**
 * Files in a directory outside the web root: objects/<first two characters>/<key>. The temp
 * directory is beside it on the same file system, so `commit` is a rename: atomic, and flushed
 * to disk with its directory entry so a row written afterwards names a file that survives even a
 * power cut. One process, or several on one machine.
 */
export class FsBlobStore extends BlobStore {
  readonly objectsDir: string;

  constructor(root: string) {
    super(root);
    this.objectsDir = path.join(root, 'objects');
    mkdirSync(this.objectsDir, { recursive: true, mode: 0o700 });
  }

  private pathOf(key: string): string {
    return path.join(this.objectsDir, key.slice(0, 2), checkBlobKey(key));
  }

  async commit(tempFile: string): Promise<string> {
    const key = randomUUID();
    const target = this.pathOf(key);
    mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    await syncPath(tempFile);
    await rename(tempFile, target);
    await syncPath(path.dirname(target));
    return key;
  }

  async read(key: string): Promise<Readable> {
    // Opened here so a missing file rejects now, not later as a stream error mid-answer.
    const file = await open(this.pathOf(key), 'r');
    return file.createReadStream();
  }

  async size(key: string): Promise<number> {
    return (await stat(this.pathOf(key))).size;
  }

  async probe(): Promise<void> {
    await access(this.objectsDir, constants.R_OK | constants.W_OK);
  }

  async remove(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }

  protected async *list(): AsyncIterable<StoredObject> {
    for (const shard of await readdir(this.objectsDir)) {
      const dir = path.join(this.objectsDir, shard);
      for (const name of await readdir(dir).catch(() => [] as string[])) {
        const info = await stat(path.join(dir, name)).catch(() => null);
        if (info) yield { key: name, modifiedMs: info.mtimeMs };
      }
    }
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
