import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config';
import { FsBlobStore } from './fs-store';
import type { BlobStore } from './store';

/**
 * The configured store. Its local directory (the files themselves for the file system store,
 * only temp files for S3) is PORTAL_BLOB_DIR if set; a private temp directory for tests and
 * in-memory databases (their rows vanish with the process, so their files must too); otherwise
 * data/blobs beside the embedded database's files. Each database needs its own files: the orphan
 * sweep removes files its database does not name.
 */
export async function openBlobStore(config: Config): Promise<{ store: BlobStore; dispose(): Promise<void> }> {
  const { blobs } = config.uploads;
  let root: string;
  let removeRoot = async () => {};
  if (blobs.dir) root = path.resolve(blobs.dir);
  else if (config.nodeEnv === 'test' || config.dataDir === 'memory://') {
    root = await mkdtemp(path.join(os.tmpdir(), 'portal-blobs-'));
    removeRoot = () => rm(root, { recursive: true, force: true });
  } else root = path.join(path.dirname(path.resolve(config.dataDir)), 'blobs');

  if (blobs.kind === 'fs') return { store: new FsBlobStore(root), dispose: removeRoot };
  // The AWS SDK is loaded only when it is used.
  const { S3BlobStore } = await import('./s3-store');
  const store = new S3BlobStore(root, blobs.s3);
  return {
    store,
    dispose: async () => {
      store.dispose();
      await removeRoot();
    },
  };
}
