import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf, type OutstandingVerifications } from '@portal/contracts';
import { documents } from '../../platform/db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';
import { startS3Server } from '../../test/s3-server';
import { S3BlobStore } from '../../platform/blobs/s3-store';

// The documents feature with its files in an S3-API object store, as several server processes
// on several machines would share them (ADR 0016).
let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
let ana: TestBrowser;

beforeAll(async () => {
  s3 = await startS3Server();
  const { bucket, endpoint, credentials } = s3.config;
  t = await startTestApp({
    env: {
      PORTAL_BLOB_STORE: 's3',
      S3_BUCKET: bucket,
      S3_PREFIX: 'portal',
      S3_ENDPOINT: endpoint!,
      S3_ACCESS_KEY_ID: credentials!.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials!.secretAccessKey,
    },
  });
  ana = t.browser();
  expect((await ana.login(DEMO_USERS.linked, DEMO_PASSWORD)).statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

describe('uploads kept in an S3-API object store', () => {
  it('stores, serves and deletes a resident’s file there', async () => {
    const items = (await ana.get(urlOf('outstandingVerifications'))).json<OutstandingVerifications>().dtls;
    const income = items.find((i) => i.documentType === 'INCOME')!.dtls.vDIEDLinkID;
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    const uploaded = await ana.post(urlOf('uploadVerificationDocument'), {
      attachment_name: 'pay stub.pdf',
      attachment_id: crypto.randomUUID(),
      attachment_base_64_data: pdf.toString('base64'),
      vdied_link_id: income,
    });
    expect(uploaded.json()).toMatchObject({ isSuccess: true });
    const id = uploaded.json<{ verificationItemProvidedID: string }>().verificationItemProvidedID;

    const [row] = await t.db.select().from(documents).where(eq(documents.id, id));
    expect(t.app.ctx.blobs).toBeInstanceOf(S3BlobStore);
    expect(await t.app.ctx.blobs.size(row!.blobKey)).toBe(row!.sizeBytes);
    // Nothing but temp space on this machine: the file itself is in the bucket.
    expect(await readdir(t.app.ctx.blobs.tmpDir)).toEqual([]);

    const file = await ana.get(urlOf('documentContent', { attachmentId: id }));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.toString('latin1')).toMatch(/^%PDF-1\.7\n[^]*\/Type \/Catalog[^]*%%EOF\n?$/);
    expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);

    const deleted = await ana.post(urlOf('deleteUploadedVerificationDocuments'), {
      verification_item_provided_id: [id],
    });
    expect(deleted.json()).toMatchObject({ isSuccess: true });
    expect((await ana.get(urlOf('documentContent', { attachmentId: id }))).statusCode).toBe(404);
    await expect(t.app.ctx.blobs.size(row!.blobKey)).rejects.toThrow();
  });
});
