import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf, type OutstandingVerifications, type WorkerCaseDocuments } from '@portal/contracts';
import type { TestWorld } from '@portal/contracts/test-world';
import { auditLog } from '../../platform/db/schema';
import { createTestWorld } from '../../seed/test-world';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';

/**
 * A document shown inside the review page (ADR 0409): the same office scope as the download, and
 * headers under which the bytes run nothing even when the address is opened by itself.
 */

let t: TestApp;
let A: TestWorld;
let B: TestWorld;
let docs: WorkerCaseDocuments['documents'];
let own: TestBrowser;

const pdf = Buffer.from(
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
/** The smallest JPEG the upload keeps (start, a quantisation table, a scan, end). */
const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0x00, 0x43]),
  Buffer.alloc(65, 1),
  Buffer.from([0xff, 0xda, 0x00, 0x08, 1, 1, 0, 0, 0x3f, 0]),
  Buffer.from([0x12, 0x34, 0xff, 0xd9]),
]);
const byName = (name: string) => docs.find((d) => d.attachmentName === name)!;
const preview = (b: TestBrowser, name: string) =>
  b.get(urlOf('workerDocumentPreview', { attachmentId: byName(name).attachmentID }));

beforeAll(async () => {
  t = await startTestApp();
  A = await createTestWorld(t.app.ctx);
  B = await createTestWorld(t.app.ctx);
  const ana = await t.signedIn(A.users.linked);
  const items = (await ana.get(urlOf('outstandingVerifications'))).json<OutstandingVerifications>().dtls;
  const income = items.find((i) => i.documentType === 'INCOME')!.dtls.vDIEDLinkID;
  for (const [name, bytes] of [
    ['pay stub.pdf', pdf],
    ['pay stub photo.jpg', jpeg],
  ] as const) {
    const res = await ana.post(urlOf('uploadVerificationDocument'), {
      attachment_name: name,
      attachment_id: randomUUID(),
      attachment_base_64_data: bytes.toString('base64'),
      vdied_link_id: income,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  expect((await ana.post(urlOf('submitVerificationDocuments'))).statusCode).toBe(200);
  own = await t.signedIn(A.users.caseworker);
  const queued = (await own.get(urlOf('workerDocumentQueue', undefined, { q: A.cases.rivera }))).json().documents as {
    caseID: string;
    caseReference: string;
  }[];
  const onCase = queued.find((c) => c.caseReference === A.cases.rivera)!;
  docs = (await own.get(urlOf('workerCaseDocuments', { caseId: onCase.caseID }))).json<WorkerCaseDocuments>().documents;
}, 120_000);
afterAll(async () => t?.close());

describe('a document previewed inside the review page', () => {
  it("names the office's request each document answers: programme, asked on, due", () => {
    const stub = byName('pay stub.pdf');
    expect(stub.request).toMatchObject({ programme: 'Food and Nutrition Services (SNAP)' });
    const asked = new Date(stub.request!.requestedOn).getTime();
    const due = new Date(`${stub.request!.dueOn}T12:00:00Z`).getTime();
    expect(Math.round((due - asked) / 86_400_000)).toBe(30);
  });

  it('serves a PDF in place with the protective headers, and records the viewing', async () => {
    const res = await preview(own, 'pay stub.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-'); // as kept (uploads are re-written)
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="pay stub.pdf"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).toContain("frame-ancestors 'none'");
    const seen = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'document.previewed'), eq(auditLog.entityId, byName('pay stub.pdf').attachmentID)),
      );
    expect(seen).toHaveLength(1);
  });

  it('serves an image in place as the type it was kept as', async () => {
    const res = await preview(own, 'pay stub photo.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toMatch(/^inline;/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("answers 404 to another office's caseworker and refuses residents", async () => {
    const other = await t.signedIn(B.users.caseworker);
    expect((await preview(other, 'pay stub.pdf')).statusCode).toBe(404);
    expect((await preview(other, 'pay stub photo.jpg')).statusCode).toBe(404);
    const ana = await t.signedIn(A.users.linked);
    expect((await preview(ana, 'pay stub.pdf')).statusCode).toBe(403);
    expect((await own.get(urlOf('workerDocumentPreview', { attachmentId: randomUUID() }))).statusCode).toBe(404);
    expect((await own.get(urlOf('workerDocumentPreview', { attachmentId: 'not-an-id' }))).statusCode).toBe(404);
  });
});
