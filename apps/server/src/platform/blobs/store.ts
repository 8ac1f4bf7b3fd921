import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** One stored file as a listing gives it: its key and when it was written. */
export interface StoredObject {
  key: string;
  modifiedMs: number;
}

/** Keys are generated UUIDs; anything else is refused before it reaches a path or a URL. */
export const isBlobKey = (key: string): boolean => /^[0-9a-f-]{36}$/.test(key);

export function checkBlobKey(key: string): string {
  if (!isBlobKey(key)) throw new Error('bad blob key');
  return key;
}

/**
 * Where uploaded files live (ADR 0300, ADR 0016). Incoming bytes are always written to a local
 * temp directory first (tmp/<random>.part) and checked there; `commit` then moves the finished
 * file into the store under a new generated key (never the name the person gave).
 *
 * Order of writes, so a crash never leaves a row without its file:
 *  1. the bytes are written to a temp file (a crash here leaves only a temp file);
 *  2. `commit` puts the file in the store, durably, under a new key;
 *  3. the database row naming it is inserted; if that fails the file is removed at once;
 *  4. on delete, the row goes first, then the file.
 * A crash between 2 and 3, or between the row's removal and the file's, leaves a file without a
 * row; `sweepOrphans` removes such files, and `sweepTemp` stale temp files, once they are older
 * than a grace period.
 *
 * Two kinds exist: the file system (the embedded default) and an S3-API object store, which
 * several server processes on several machines can share.
 */
export abstract class BlobStore {
  readonly tmpDir: string;

  /** `localRoot`: this machine's directory for temp files (and, for the file system store, the files). */
  constructor(readonly localRoot: string) {
    this.tmpDir = path.join(localRoot, 'tmp');
    mkdirSync(this.tmpDir, { recursive: true, mode: 0o700 });
  }

  /** Puts a finished temp file in the store under a new key; the temp file is gone afterwards. */
  abstract commit(tempFile: string): Promise<string>;
  /** The stored bytes; rejects when the key names nothing. */
  abstract read(key: string): Promise<Readable>;
  /** The stored size in bytes; rejects when the key names nothing. */
  abstract size(key: string): Promise<number>;
  /** Removes a stored file; a key that names nothing is not an error. */
  abstract remove(key: string): Promise<void>;
  /** Every stored file, in any order. */
  protected abstract list(): AsyncIterable<StoredObject>;
  /** Rejects when the store cannot be reached or written to now (the readiness check, /readyz). */
  abstract probe(): Promise<void>;

  /** A fresh temp file name to write an incoming file to. */
  tempPath(): string {
    return path.join(this.tmpDir, `${randomBytes(16).toString('hex')}.part`);
  }

  async removeTemp(tempFile: string): Promise<void> {
    if (path.dirname(tempFile) !== this.tmpDir) return;
    await unlink(tempFile).catch(() => {});
  }

  /**
   * Removes this machine's temp files older than `graceMs` (left by a crash mid-upload). Every
   * process runs it for its own machine: temp files are local even when the store is shared.
   */
  async sweepTemp(graceMs: number, nowMs = Date.now()): Promise<number> {
    let removed = 0;
    for (const name of await readdir(this.tmpDir)) {
      const file = path.join(this.tmpDir, name);
      const info = await stat(file).catch(() => null);
      if (info && nowMs - info.mtimeMs > graceMs) {
        await unlink(file).catch(() => {});
        removed++;
      }
    }
    return removed;
  }

  /**
   * Removes stored files that no row names, once older than `graceMs` (so an upload between its
   * commit and its insert is never touched). `known` answers which of a batch of keys have rows.
   * Once across all processes is enough: they share the store.
   */
  async sweepOrphans(
    known: (keys: string[]) => Promise<Set<string>>,
    graceMs: number,
    nowMs = Date.now(),
  ): Promise<number> {
    let orphans = 0;
    let batch: string[] = [];
    const settle = async () => {
      const have = await known(batch);
      for (const key of batch) {
        if (have.has(key)) continue;
        await this.remove(key);
        orphans++;
      }
      batch = [];
    };
    for await (const object of this.list()) {
      if (nowMs - object.modifiedMs <= graceMs) continue;
      batch.push(object.key);
      if (batch.length === 500) await settle();
    }
    if (batch.length > 0) await settle();
    return orphans;
  }
}
