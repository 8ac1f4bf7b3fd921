/** Where uploaded files are kept (ADR 0016). */
export type BlobConfig =
  { kind: 'fs'; dir: string | undefined } | { kind: 's3'; dir: string | undefined; s3: S3BlobConfig };

export interface S3BlobConfig {
  bucket: string;
  /** Put before every key, e.g. "portal-prod/"; empty for the whole bucket. */
  prefix: string;
  region: string;
  /** An S3-compatible server's address; unset for AWS itself. */
  endpoint: string | undefined;
  /** Bucket in the path (https://host/bucket/key), as most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID…, a role of the machine). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

interface BlobVars {
  store: 'fs' | 's3';
  dir: string | undefined;
  bucket: string | undefined;
  prefix: string | undefined;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

/**
 * PORTAL_BLOB_STORE=s3 needs S3_BUCKET; an S3_ENDPOINT must be an absolute http(s) address; the
 * access key and secret come as a pair or not at all; a prefix ends with "/".
 */
export function blobConfig(v: BlobVars): BlobConfig {
  if (v.store === 'fs') return { kind: 'fs', dir: v.dir };
  if (!v.bucket) throw new Error('S3_BUCKET must be set when PORTAL_BLOB_STORE is s3');
  if (v.endpoint && !/^https?:\/\/[^/]/.test(v.endpoint)) {
    throw new Error(`S3_ENDPOINT must be an http(s) address, got "${v.endpoint}"`);
  }
  if (Boolean(v.accessKeyId) !== Boolean(v.secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const prefix = v.prefix ? v.prefix.replace(/^\/+/, '').replace(/\/*$/, '/') : '';
  return {
    kind: 's3',
    dir: v.dir,
    s3: {
      bucket: v.bucket,
      prefix,
      region: v.region,
      endpoint: v.endpoint,
      forcePathStyle: v.forcePathStyle ?? Boolean(v.endpoint),
      credentials:
        v.accessKeyId && v.secretAccessKey
          ? { accessKeyId: v.accessKeyId, secretAccessKey: v.secretAccessKey }
          : undefined,
    },
  };
}
