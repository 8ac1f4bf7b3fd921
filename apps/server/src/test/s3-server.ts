import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3BlobConfig } from '../platform/blobs/config';

/**
 * An S3-compatible server on localhost for the blob-store tests: real HTTP, real request
 * signatures (its one account is S3RVER / S3RVER), objects kept in a temp directory.
 */
export async function startS3Server(bucket = 'portal-test'): Promise<{ config: S3BlobConfig; stop(): Promise<void> }> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      bucket,
      prefix: 'test/',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
