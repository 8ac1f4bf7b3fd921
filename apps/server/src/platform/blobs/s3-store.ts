import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3BlobConfig } from './config';
import { BlobStore, checkBlobKey, isBlobKey, type StoredObject } from './store';

/**
 * Files in a bucket of an object store speaking the S3 API (AWS S3 or a compatible server), as
 * <prefix>objects/<key>. Every server process, on any machine, reads and writes the same files.
 * A PutObject is durable once it answers, so `commit` uploads and only then drops the temp file.
 * The bucket's own settings give encryption at rest and access rules; only this portal's
 * credentials should reach it. One bucket and prefix per database: the sweep removes what its
 * database does not name.
 */
export class S3BlobStore extends BlobStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(localRoot: string, config: S3BlobConfig) {
    super(localRoot);
    this.bucket = config.bucket;
    this.prefix = `${config.prefix}objects/`;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Checksums only where S3 requires them: trailing checksums on streamed bodies are not
      // understood by every S3-compatible server, and TLS already guards the bytes in transit.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  private objectKey(key: string): string {
    return this.prefix + checkBlobKey(key);
  }

  async commit(tempFile: string): Promise<string> {
    const key = randomUUID();
    const { size } = await stat(tempFile);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: createReadStream(tempFile),
        ContentLength: size,
        ContentType: 'application/octet-stream',
      }),
    );
    await unlink(tempFile).catch(() => {});
    return key;
  }

  async read(key: string): Promise<Readable> {
    const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
    if (!(answer.Body instanceof Readable)) throw new Error('the object store answered without a body');
    return answer.Body;
  }

  async size(key: string): Promise<number> {
    const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
    return answer.ContentLength ?? 0;
  }

  async probe(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  protected async *list(): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.prefix.length);
        // Without a date an object is never old enough to sweep.
        if (key && isBlobKey(key) && object.LastModified) yield { key, modifiedMs: object.LastModified.getTime() };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  dispose(): void {
    this.client.destroy();
  }
}
