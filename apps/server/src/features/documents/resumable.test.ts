import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf, MAX_FILE_BYTES, UPLOAD_MESSAGES } from '@portal/contracts';
import type { TestWorld } from '@portal/contracts/test-world';
import { RESUMABLE_UPLOAD_PATH } from '@portal/contracts/resumable';
import { clock } from '../../platform/clock';
import { documents, resumableUploadParts, resumableUploads } from '../../platform/db/schema';
import { runDueJobs } from '../../platform/jobs';
import { createTestWorld } from '../../seed/test-world';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';
import { b64, create, head, patch, pdfOf, tus } from '../../test/resumable';
import { jobs } from './jobs';

let t: TestApp;
let world: TestWorld;
let ana: TestBrowser;
let other: TestBrowser;
beforeAll(async () => {
  t = await startTestApp({ demo: false });
  world = await createTestWorld(t.app.ctx);
  ana = await t.signedIn(world.users.linked);
  other = await t.signedIn(world.users.resident);
}, 60_000);
afterAll(async () => {
  clock.reset();
  await t?.close();
});

describe('resumable uploads (tus 1.0)', () => {
  it('keeps the bytes of each piece, tells the offset, resumes there and makes the document from the whole file', async () => {
    const file = pdfOf(600_000);
    const { res, url } = await create(ana, file.length);
    expect(res.statusCode).toBe(201);
    expect(res.headers['tus-resumable']).toBe('1.0.0');
    expect(url).toMatch(new RegExp(`^${RESUMABLE_UPLOAD_PATH}/[0-9a-f-]{36}$`));

    const first = await patch(ana, url, 0, file.subarray(0, 250_000));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe('250000');
    const told = await head(ana, url);
    expect(told.statusCode).toBe(200);
    expect(told.headers['upload-offset']).toBe('250000');
    expect(told.headers['upload-length']).toBe(String(file.length));
    expect(told.headers['cache-control']).toBe('no-store');

    // A piece sent for an offset the server is not at is refused, nothing kept.
    expect((await patch(ana, url, 100_000, file.subarray(100_000))).statusCode).toBe(409);
    expect((await head(ana, url)).headers['upload-offset']).toBe('250000');

    const last = await patch(ana, url, 250_000, file.subarray(250_000));
    expect(last.statusCode).toBe(200);
    expect(last.headers['upload-offset']).toBe(String(file.length));
    const result = last.json<{ isSuccess: boolean; verificationItemProvidedID: string }>();
    expect(result.isSuccess).toBe(true);
    const [doc] = await t.db.select().from(documents).where(eq(documents.id, result.verificationItemProvidedID));
    expect(doc!.ownerUserId).toBeTruthy();
    // The pieces are gone; the answer stays for a client that asks again.
    const id = url.split('/').pop()!;
    expect(await t.db.select().from(resumableUploadParts).where(eq(resumableUploadParts.uploadId, id))).toEqual([]);
    const [row] = await t.db.select().from(resumableUploads).where(eq(resumableUploads.id, id));
    expect(row!.receivedBytes).toBe(file.length);
    expect((await ana.get(url)).json()).toEqual(result);
    const kept = await ana.get(urlOf('documentContent', { attachmentId: result.verificationItemProvidedID }));
    expect(kept.statusCode).toBe(200);
  });

  it("is the creating account's only: another account gets 404 for every call", async () => {
    const { url } = await create(ana, 1000);
    expect((await head(other, url)).statusCode).toBe(404);
    expect((await patch(other, url, 0, Buffer.alloc(10))).statusCode).toBe(404);
    expect((await other.get(url)).statusCode).toBe(404);
    expect((await other.request({ method: 'DELETE', url, headers: tus })).statusCode).toBe(404);
    expect((await head(ana, url)).headers['upload-offset']).toBe('0');
  });

  it('needs the session and the CSRF header', async () => {
    const { url } = await create(ana, 1000);
    const anonymous = t.browser();
    await anonymous.start();
    expect((await head(anonymous, url)).statusCode).toBe(401);
    ana.sendCsrf = false;
    try {
      expect((await patch(ana, url, 0, Buffer.alloc(10))).statusCode).toBe(403);
    } finally {
      ana.sendCsrf = true;
    }
    expect((await head(ana, url)).headers['upload-offset']).toBe('0');
  });

  it('refuses a file over the size limit from Upload-Length, and bytes past the declared length', async () => {
    expect((await create(ana, MAX_FILE_BYTES + 1)).res.statusCode).toBe(413);
    const { url } = await create(ana, 1000);
    expect((await patch(ana, url, 0, Buffer.alloc(1001, 0x25))).statusCode).toBe(413);
  });

  it('refuses metadata that is not an upload call with one file', async () => {
    const res = await ana.request({
      method: 'POST',
      url: RESUMABLE_UPLOAD_PATH,
      headers: {
        ...tus,
        'upload-length': '10',
        'upload-metadata': `call ${b64('/api/v1/auth/login')},body ${b64('{}')}`,
      },
    });
    expect(res.statusCode).toBe(400);
    const noVersion = await ana.request({
      method: 'POST',
      url: RESUMABLE_UPLOAD_PATH,
      headers: { 'upload-length': '10' },
    });
    expect(noVersion.statusCode).toBe(412);
  });

  it('runs the same checks on the finished file: a PDF with JavaScript is refused at the end, nothing kept', async () => {
    const file = pdfOf(300_000, '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ');
    const { url, body } = await create(ana, file.length, 'script.pdf');
    expect((await patch(ana, url, 0, file.subarray(0, 150_000))).statusCode).toBe(204);
    const last = await patch(ana, url, 150_000, file.subarray(150_000));
    expect(last.statusCode).toBe(200);
    const result = last.json<{ isSuccess: boolean; code: string; message: string }>();
    expect(result.isSuccess).toBe(false);
    expect(result.code).toBe('pdfActiveContent');
    expect(result.message).toBe(UPLOAD_MESSAGES.pdfActiveContent.en);
    const kept = await t.db.select().from(documents).where(eq(documents.clientId, body.attachment_id));
    expect(kept).toEqual([]);
  });

  it('is removed by the expiry job once nothing was sent to it for 24 hours', async () => {
    const { url } = await create(ana, 1000);
    expect((await patch(ana, url, 0, Buffer.alloc(500, 0x25))).statusCode).toBe(204);
    const id = url.split('/').pop()!;
    const exists = async () => (await t.db.select().from(resumableUploads).where(eq(resumableUploads.id, id))).length;
    try {
      clock.advance({ hours: 23 });
      await runDueJobs(t.app.ctx, jobs);
      expect(await exists()).toBe(1);
      clock.advance({ hours: 2 });
      await runDueJobs(t.app.ctx, jobs);
      expect(await exists()).toBe(0);
      expect(await t.db.select().from(resumableUploadParts).where(eq(resumableUploadParts.uploadId, id))).toEqual([]);
    } finally {
      clock.reset();
    }
  });

  it('can be given up (termination)', async () => {
    const { url } = await create(ana, 1000);
    expect((await ana.request({ method: 'DELETE', url, headers: tus })).statusCode).toBe(204);
    expect((await head(ana, url)).statusCode).toBe(404);
  });
});
