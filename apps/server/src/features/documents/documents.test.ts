import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { clock } from '../../platform/clock';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf, MAX_FILE_BYTES, UPLOAD_MESSAGES, type OutstandingVerifications } from '@portal/contracts';
import {
  applicationPrograms,
  applications,
  casePrograms,
  cases,
  documents,
  outboxMessages,
  users,
} from '../../platform/db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import { insertSubmittedApplication } from '../../test/applications';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';
import { keptNotices } from '../../test/notices';
import { subDays } from '../../platform/dates';

let t: TestApp;
let ana: TestBrowser;
let sam: TestBrowser;
let items: OutstandingVerifications['dtls'];

const pdf = (body = '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n') =>
  Buffer.from(`%PDF-1.7\n${body}trailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');
/** A JPEG with an EXIF segment carrying a (pretend) GPS position and a comment. */
function jpegWithExif(): Buffer {
  const segment = (marker: number, body: Buffer) => {
    const head = Buffer.alloc(4);
    head[0] = 0xff;
    head[1] = marker;
    head.writeUInt16BE(body.length + 2, 2);
    return Buffer.concat([head, body]);
  };
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xe1, Buffer.from('Exif\0\0GPS 35.7796 N 78.6382 W', 'latin1')),
    segment(0xfe, Buffer.from('taken at home', 'latin1')),
    segment(0xdb, Buffer.alloc(65, 1)),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0x34, 0x56, 0xff, 0x00, 0x78, 0xff, 0xd9]),
  ]);
}

const upload = (b: TestBrowser, vdiedLinkId: string, name: string, bytes: Buffer, id = randomUUID()) =>
  b.post(urlOf('uploadVerificationDocument'), {
    attachment_name: name,
    attachment_id: id,
    attachment_base_64_data: bytes.toString('base64'),
    vdied_link_id: vdiedLinkId,
  });

const itemId = (code: string) => items.find((i) => i.documentType === code)!.dtls.vDIEDLinkID;
const rowCount = async () => (await t.db.select().from(documents)).length;

beforeAll(async () => {
  t = await startTestApp();
  // A second LINKED resident (Sam Okafor, another household) to try reaching Ana's records.
  await t.db.update(users).set({ delinkedAt: null }).where(eq(users.username, DEMO_USERS.delinked));
  ana = t.browser();
  expect((await ana.login(DEMO_USERS.linked, DEMO_PASSWORD)).statusCode).toBe(200);
  sam = t.browser();
  expect((await sam.login(DEMO_USERS.delinked, DEMO_PASSWORD)).statusCode).toBe(200);
  items = (await ana.get(urlOf('outstandingVerifications'))).json<OutstandingVerifications>().dtls;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('what the agency is waiting for', () => {
  it("lists the outstanding items of Ana's case by person, with due dates", () => {
    expect(items.map((i) => [i.caseReference, i.participantName, i.itemDescription])).toEqual([
      ['C-100234', 'Ana Rivera', 'Proof of address'],
      ['C-100234', 'Ana Rivera', 'Proof of income'],
      ['C-100234', 'Leo Rivera', 'Proof of identity'],
    ]);
    expect(items).toHaveLength(3);
    expect(new Set(items.map((i) => i.itemDescription))).toEqual(
      new Set(['Proof of income', 'Proof of address', 'Proof of identity']),
    );
    for (const i of items) expect(i.dtls.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(items.every((i) => i.showAddActionInd)).toBe(true);
  });

  it("says what to send for each item, from the code table, in the reader's language", async () => {
    const income = items.find((i) => i.documentType === 'INCOME')!;
    expect(income.dtls.evidence).toBe('Pay stubs for the last 30 days from every job.');
    const res = await ana.request({
      method: 'GET',
      url: urlOf('outstandingVerifications'),
      headers: { 'accept-language': 'es' },
    });
    const spanish = res.json<OutstandingVerifications>().dtls.find((i) => i.documentType === 'INCOME')!;
    expect(spanish.itemDescription).toBe('Comprobante de ingresos');
    expect(spanish.dtls.evidence).toBe('Talones de pago de los últimos 30 días de cada trabajo.');
  });

  it('shows another resident none of them', async () => {
    const res = await sam.get(urlOf('outstandingVerifications'));
    expect(res.json().dtls).toEqual([]);
  });

  it('needs a linked account', async () => {
    const standard = t.browser();
    await standard.login(DEMO_USERS.standard, DEMO_PASSWORD);
    expect((await standard.get(urlOf('isUserLinked'))).json()).toEqual({ nfLinkedInd: false });
    expect((await standard.get(urlOf('outstandingVerifications'))).statusCode).toBe(403);
    expect((await ana.get(urlOf('isUserLinked'))).json()).toEqual({ nfLinkedInd: true });
  });
});

describe('uploading', () => {
  it('keeps a PDF, lists it ready to submit, and gives it back only to its owner as a download', async () => {
    const res = await upload(ana, itemId('INCOME'), 'pay stub.pdf', pdf());
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({
      attachment_name: 'pay stub.pdf',
      isSuccess: true,
      message: 'The file was uploaded.',
    });

    const listed = (await ana.get(urlOf('uploadedVerificationDocuments', { vdiedLinkId: itemId('INCOME') }))).json()
      .dtls;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      attachmentName: 'pay stub.pdf',
      documentStatusDescription: 'Ready to submit',
      showSubmitActionInd: true,
      showDeleteActionInd: true,
    });

    const file = await ana.get(urlOf('documentContent', { attachmentId: result.verificationItemProvidedID }));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="pay stub.pdf"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.headers['content-type']).toBe('application/pdf');
    // Written again from what the PDF parser read (pdf-scan.ts): the same catalog, nothing more.
    expect(file.rawPayload.toString('latin1')).toMatch(
      /^%PDF-1\.7\n[^]*<<\n\/Type \/Catalog\n\/Pages 2 0 R\n>>[^]*%%EOF\n?$/,
    );

    // Someone else's document: 404, whether reading, listing or deleting.
    expect(
      (await sam.get(urlOf('documentContent', { attachmentId: result.verificationItemProvidedID }))).statusCode,
    ).toBe(404);
    expect((await sam.get(urlOf('uploadedVerificationDocuments', { vdiedLinkId: itemId('INCOME') }))).statusCode).toBe(
      404,
    );
    expect(
      (
        await sam.post(urlOf('deleteUploadedVerificationDocuments'), {
          verification_item_provided_id: [result.verificationItemProvidedID],
        })
      ).statusCode,
    ).toBe(404);
    expect((await upload(sam, itemId('INCOME'), 'mine.pdf', pdf())).statusCode).toBe(404);
    expect(
      (await ana.get(urlOf('documentContent', { attachmentId: result.verificationItemProvidedID }))).statusCode,
    ).toBe(200);
  });

  it('answers a repeated upload of the same file (same id) with the same document, stored once', async () => {
    const id = randomUUID();
    const before = await rowCount();
    const first = (await upload(ana, itemId('ADDRESS'), 'lease.pdf', pdf(), id)).json();
    const again = (await upload(ana, itemId('ADDRESS'), 'lease.pdf', pdf(), id)).json();
    expect(again).toMatchObject({ isSuccess: true, verificationItemProvidedID: first.verificationItemProvidedID });
    expect(await rowCount()).toBe(before + 1);
  });

  it('does not add the same name twice', async () => {
    const res = (await upload(ana, itemId('ADDRESS'), 'LEASE.pdf', pdf())).json();
    expect(res).toMatchObject({
      isSuccess: false,
      code: 'alreadyInList',
      message: 'A file with this name is already in the list.',
    });
  });

  it('refuses a renamed program (.exe called .pdf), keeping nothing', async () => {
    const before = await rowCount();
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2000, 7)]);
    const res = (await upload(ana, itemId('IDENTITY'), 'birth-certificate.pdf', exe)).json();
    expect(res).toMatchObject({ isSuccess: false, code: 'fileType', verificationItemProvidedID: null });
    expect(await rowCount()).toBe(before);
  });

  it('refuses a file over 30 MB', async () => {
    const big = Buffer.alloc(31 * 1024 * 1024, 0x41);
    pdf().copy(big);
    const res = await upload(ana, itemId('IDENTITY'), 'scan.pdf', big);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isSuccess: false,
      code: 'fileTooLarge',
      message: 'This file is larger than 30 MB. Choose a smaller file.',
    });
    expect(MAX_FILE_BYTES).toBe(30 * 1024 * 1024);
  }, 60_000);

  it('refuses PDFs with JavaScript (plain, #-escaped or inside a compressed object stream) and encrypted PDFs', async () => {
    const cases: [string, Buffer, string][] = [
      [
        'js.pdf',
        pdf('1 0 obj\n<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >>\nendobj\n'),
        'pdfActiveContent',
      ],
      ['escaped.pdf', pdf('1 0 obj\n<< /OpenAction << /S /J#61vaScript /J#53 (x) >> >>\nendobj\n'), 'pdfActiveContent'],
      ['launch.pdf', pdf('1 0 obj\n<< /AA << /O << /S /Launch /F (cmd.exe) >> >> >>\nendobj\n'), 'pdfActiveContent'],
      ['attached.pdf', pdf('1 0 obj\n<< /Names << /EmbeddedFiles 3 0 R >> >>\nendobj\n'), 'pdfActiveContent'],
      [
        'locked.pdf',
        Buffer.from(pdf().toString('latin1').replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 5 0 R'), 'latin1'),
        'pdfEncrypted',
      ],
    ];
    const hidden = deflateSync(Buffer.from('4 0 << /S /JavaScript /JS (evil) >>', 'latin1'));
    cases.push([
      'objstm.pdf',
      Buffer.concat([
        Buffer.from(
          `%PDF-1.7\n5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n`,
          'latin1',
        ),
        hidden,
        Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
      ]),
      'pdfActiveContent',
    ]);
    for (const [name, bytes, code] of cases) {
      const res = (await upload(ana, itemId('IDENTITY'), name, bytes)).json();
      expect({ name, code: res.code, isSuccess: res.isSuccess }).toEqual({ name, code, isSuccess: false });
    }
    // Names inside strings and binary stream data are not mistaken for actions.
    const innocent = pdf('1 0 obj\n<< /Title (About /JavaScript) /Length 6 >>\nstream\n/JS /JS\nendstream\nendobj\n');
    expect((await upload(ana, itemId('IDENTITY'), 'innocent.pdf', innocent)).json()).toMatchObject({ isSuccess: true });
  });

  it('strips EXIF, XMP and comments from photos', async () => {
    const res = (await upload(ana, itemId('IDENTITY'), 'photo.jpg', jpegWithExif())).json();
    expect(res.isSuccess).toBe(true);
    const stored = (await ana.get(urlOf('documentContent', { attachmentId: res.verificationItemProvidedID })))
      .rawPayload;
    expect(stored.includes(Buffer.from('GPS'))).toBe(false);
    expect(stored.includes(Buffer.from('taken at home'))).toBe(false);
    expect(stored.includes(Buffer.from('JFIF'))).toBe(true);
    expect(stored.subarray(-8).equals(Buffer.from([0x12, 0x34, 0x56, 0xff, 0x00, 0x78, 0xff, 0xd9]))).toBe(true);
  });

  it('takes an iPhone photo (HEIC) and keeps it as a JPEG; a damaged one is refused', async () => {
    const heic = readFileSync(new URL('./fixtures/photo.heic', import.meta.url));
    const res = (await upload(ana, itemId('IDENTITY'), 'IMG_0042.HEIC', heic)).json();
    expect(res.isSuccess).toBe(true);
    const [row] = await t.db.select().from(documents).where(eq(documents.id, res.verificationItemProvidedID));
    expect(row).toMatchObject({ mediaType: 'image/jpeg', fileName: 'IMG_0042.HEIC' });
    const stored = (await ana.get(urlOf('documentContent', { attachmentId: res.verificationItemProvidedID })))
      .rawPayload;
    expect([...stored.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect([...stored.subarray(-2)]).toEqual([0xff, 0xd9]);
    const before = await rowCount();
    const damaged = (await upload(ana, itemId('IDENTITY'), 'broken.heic', heic.subarray(0, 300))).json();
    expect(damaged).toMatchObject({ isSuccess: false, code: 'fileDamaged' });
    expect(await rowCount()).toBe(before);
  });

  it('takes camera, GPS and XMP metadata out of TIFF scans and keeps the image', async () => {
    // Little-endian TIFF: IFD0 with width, Make (out of line), a GPS pointer; the GPS IFD has a latitude.
    const tiff = Buffer.alloc(200);
    tiff.write('II', 0, 'latin1');
    tiff.writeUInt16LE(42, 2);
    tiff.writeUInt32LE(8, 4);
    tiff.writeUInt16LE(3, 8);
    const entry = (at: number, tag: number, type: number, count: number, value: number) => {
      tiff.writeUInt16LE(tag, at);
      tiff.writeUInt16LE(type, at + 2);
      tiff.writeUInt32LE(count, at + 4);
      tiff.writeUInt32LE(value, at + 8);
    };
    entry(10, 0x0100, 3, 1, 640);
    entry(22, 0x010f, 2, 12, 100);
    entry(34, 0x8825, 4, 1, 120);
    tiff.writeUInt32LE(0, 46);
    tiff.write('SecretPhone\0', 100, 'latin1');
    tiff.writeUInt16LE(1, 120);
    entry(122, 0x0002, 5, 3, 140);
    tiff.writeUInt32LE(0, 134);
    tiff.write('LATITUDE-35-46-N-DATA', 140, 'latin1');
    tiff.write('PIXELS', 180, 'latin1');

    const res = (await upload(ana, itemId('ADDRESS'), 'scan.tif', tiff)).json();
    expect(res.isSuccess).toBe(true);
    const stored = (await ana.get(urlOf('documentContent', { attachmentId: res.verificationItemProvidedID })))
      .rawPayload;
    expect(stored.includes(Buffer.from('SecretPhone'))).toBe(false);
    expect(stored.includes(Buffer.from('LATITUDE'))).toBe(false);
    expect(stored.includes(Buffer.from('PIXELS'))).toBe(true);
    expect(stored.readUInt16LE(8)).toBe(1);
    expect(stored.readUInt16LE(10)).toBe(0x0100);
    expect(stored.readUInt32LE(22)).toBe(0);
  });

  it('refuses the 21st document of a submission', async () => {
    const ready = (await t.db.select().from(documents).where(eq(documents.status, 'UPLOADED'))).length;
    const dtls = Array.from({ length: 20 - ready }, (_, i) => ({
      attachment_name: `page-${i + 1}.pdf`,
      attachment_id: randomUUID(),
      attachment_base_64_data: pdf().toString('base64'),
      vdied_link_id: itemId('IDENTITY'),
    }));
    const many = (await ana.post(urlOf('uploadMultipleVerificationDocuments'), { dtls })).json();
    expect(many.dtls.every((d: { isSuccess: boolean }) => d.isSuccess)).toBe(true);
    const twentyFirst = (await upload(ana, itemId('IDENTITY'), 'one-more.pdf', pdf())).json();
    expect(twentyFirst).toMatchObject({ isSuccess: false, code: 'tooManyDocuments' });
    expect((await t.db.select().from(documents).where(eq(documents.status, 'UPLOADED'))).length).toBe(20);

    // A list of more than 20 is refused outright.
    const one = {
      attachment_name: 'x.pdf',
      attachment_base_64_data: pdf().toString('base64'),
      vdied_link_id: itemId('IDENTITY'),
    };
    const tooMany = await ana.post(urlOf('uploadMultipleVerificationDocuments'), {
      dtls: Array.from({ length: 21 }, () => ({ ...one, attachment_id: randomUUID() })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].message).toBe('Upload limit: only 20 documents at a time.');
  });
});

describe("submitting and the caseworker's review", () => {
  it('removes a document not yet submitted, then submits the rest', async () => {
    const list = (await ana.get(urlOf('uploadedVerificationDocuments', { vdiedLinkId: itemId('IDENTITY') }))).json()
      .dtls as { attachmentID: string; attachmentName: string }[];
    const innocent = list.find((d) => d.attachmentName === 'innocent.pdf')!;
    expect(
      (
        await ana.post(urlOf('deleteUploadedVerificationDocuments'), {
          verification_item_provided_id: [innocent.attachmentID],
        })
      ).json(),
    ).toMatchObject({ isSuccess: true });
    expect((await ana.get(urlOf('documentContent', { attachmentId: innocent.attachmentID }))).statusCode).toBe(404);
    const submitted = (await ana.post(urlOf('submitVerificationDocuments'))).json();
    expect(submitted).toMatchObject({ isSuccess: true, submittedCount: 19 });
    expect((await ana.post(urlOf('submitVerificationDocuments'))).statusCode).toBe(400);
  });

  it('lets a caseworker reject with a reason; the resident sees it and may upload again', async () => {
    const worker = t.browser();
    await worker.login(DEMO_USERS.caseworker, DEMO_PASSWORD);
    const queued = (await worker.get(urlOf('workerDocumentQueue', undefined, { q: 'C-100234' }))).json().documents;
    expect(queued[0]).toMatchObject({ caseReference: 'C-100234', primaryPerson: 'Ana Rivera', kind: 'CASE' });
    const docs = (await worker.get(urlOf('workerCaseDocuments', { caseId: queued[0].caseID }))).json().documents as {
      attachmentID: string;
      attachmentName: string;
      authorityFor: string | null;
    }[];
    const stub = docs.find((d) => d.attachmentName === 'pay stub.pdf')!;
    // A resident's own evidence is no representative's proof of authority.
    expect(stub.authorityFor).toBeNull();
    const opened = await worker.get(urlOf('workerDocumentContent', { attachmentId: stub.attachmentID }));
    expect(opened.headers['content-disposition']).toMatch(/^attachment/);

    const noReason = await worker.post(urlOf('workerDocumentDecision', { attachmentId: stub.attachmentID }), {
      decision: 'REJECTED',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0]).toMatchObject({
      field: 'reasonCode',
      message: 'Choose the reason the document is rejected.',
    });

    const decided = await worker.post(urlOf('workerDocumentDecision', { attachmentId: stub.attachmentID }), {
      decision: 'REJECTED',
      reasonCode: 'ILLEGIBLE',
      comments: 'The amounts are cut off.',
    });
    expect(decided.json()).toEqual({ isSuccess: true, status: 'REJECTED' });
    const notices = await t.db.select().from(outboxMessages).where(eq(outboxMessages.templateKey, 'document.rejected'));
    // Like every notice: to each contact method on file (Ana has an e-mail address and a phone).
    expect(notices.map((n) => `${n.channel} ${n.recipient}`).sort()).toEqual([
      'EMAIL ana.rivera@example.com',
      'SMS 5555550111',
    ]);
    const [read] = await keptNotices(t.db, notices[0]!.userId!, 'document.rejected');
    expect(read).toMatchObject({ subject: 'A caseworker reviewed your document' });
    expect(read!.body).toContain('could not use a document');

    const rejected = (await ana.get(urlOf('rejectedDocuments'))).json().dtls;
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({
      attachmentName: 'pay stub.pdf',
      rejectionComments: 'The amounts are cut off.',
      documentRejectionReason: { value: 'ILLEGIBLE', description: 'The document cannot be read' },
      showAddActionInd: true,
    });
    const income = (await ana.get(urlOf('outstandingVerifications')))
      .json()
      .dtls.find((i: { documentType: string }) => i.documentType === 'INCOME');
    expect(income.showAddActionInd).toBe(true);
    expect((await upload(ana, itemId('INCOME'), 'pay stub clearer.pdf', pdf())).json()).toMatchObject({
      isSuccess: true,
    });

    // Residents cannot review; staff cannot decide a document not yet submitted.
    expect(
      (await ana.post(urlOf('workerDocumentDecision', { attachmentId: stub.attachmentID }), { decision: 'ACCEPTED' }))
        .statusCode,
    ).toBe(403);
  });

  it('verifies the item when a caseworker accepts a document', async () => {
    const worker = t.browser();
    await worker.login(DEMO_USERS.caseworker, DEMO_PASSWORD);
    const queued = (await worker.get(urlOf('workerDocumentQueue', undefined, { q: 'C-100234' }))).json().documents;
    const docs = (await worker.get(urlOf('workerCaseDocuments', { caseId: queued[0].caseID }))).json().documents as {
      attachmentID: string;
      attachmentName: string;
    }[];
    const photo = docs.find((d) => d.attachmentName === 'photo.jpg')!;
    expect(
      (
        await worker.post(urlOf('workerDocumentDecision', { attachmentId: photo.attachmentID }), {
          decision: 'ACCEPTED',
        })
      ).json(),
    ).toMatchObject({ status: 'ACCEPTED' });
    const identity = (await ana.get(urlOf('outstandingVerifications')))
      .json()
      .dtls.find((i: { documentType: string }) => i.documentType === 'IDENTITY');
    expect(identity).toMatchObject({ showAddActionInd: false, dtls: { verificationStatus: 'VERIFIED' } });
    expect((await upload(ana, itemId('IDENTITY'), 'late.pdf', pdf())).json()).toMatchObject({
      isSuccess: false,
      code: 'notAllowed',
    });
  });
});

describe('documents for a case or for energy assistance', () => {
  it("lists the cases to choose from and takes standalone documents only for the person's own cases", async () => {
    const existing = (await ana.get(urlOf('listNfExistingApplicationAndCases'))).json();
    expect(existing.caseDtls).toHaveLength(1);
    expect(existing.caseDtls[0]).toMatchObject({ referenceNumber: 'C-100234', primaryApplicant: 'Ana Rivera' });
    expect(existing.noBenefitsInd).toBe(false);
    const caseID = existing.caseDtls[0].caseID;
    const samCase = (await sam.get(urlOf('listNfExistingApplicationAndCases'))).json().caseDtls[0].caseID;

    const body = (caseId: string) => ({
      dtls: [
        {
          attachment_name: 'letter.pdf',
          attachment_id: randomUUID(),
          attachment_base_64_data: pdf().toString('base64'),
          caseDtls: [{ caseID: caseId }],
        },
      ],
    });
    expect((await ana.post(urlOf('uploadMultipleStandaloneDocuments'), body(samCase))).statusCode).toBe(404);
    expect((await ana.post(urlOf('uploadMultipleStandaloneDocuments'), body(caseID))).json().dtls[0]).toMatchObject({
      isSuccess: true,
    });
    const mine = (await ana.get(urlOf('uploadedStandaloneDocuments'))).json();
    expect(mine).toMatchObject({
      showReadyToSubmitBadgeInd: true,
      dtls: [{ attachmentName: 'letter.pdf', caseDtls: [{ referenceNumber: 'C-100234' }] }],
    });
    expect((await ana.post(urlOf('submitNonLinkedStandaloneDocuments'))).json()).toMatchObject({ submittedCount: 1 });
  });

  it('lists submitted applications too, and takes documents for them; staff find them by application', async () => {
    const [anaUser] = await t.db.select().from(users).where(eq(users.username, DEMO_USERS.linked));
    const [samUser] = await t.db.select().from(users).where(eq(users.username, DEMO_USERS.delinked));
    const submitted = (userId: string, reference: string, name: string) => ({
      reference,
      userId,
      submissionKey: randomUUID(),
      formId: 'LIEAP',
      formVersion: 1,
      answersEnc: t.app.ctx.cipher.encrypt('{}'),
      applicantName: name,
      locale: 'en-US',
      signature: {},
      submittedAt: clock.now(),
    });
    const [app] = await t.db
      .insert(applications)
      .values(submitted(anaUser!.id, 'A-900001', 'Ana Rivera'))
      .returning();
    const [other] = await t.db
      .insert(applications)
      .values(submitted(samUser!.id, 'A-900002', 'Sam Okafor'))
      .returning();
    await t.db.insert(applicationPrograms).values({ applicationId: app!.id, programCode: 'LIEAP' });

    const existing = (await ana.get(urlOf('listNfExistingApplicationAndCases'))).json();
    expect(existing.subAppDtls.filter((a: { referenceNumber: string }) => a.referenceNumber.startsWith('A-9'))).toEqual(
      [
        expect.objectContaining({
          referenceNumber: 'A-900001',
          primaryApplicant: 'Ana Rivera',
          applicationCaseID: app!.id,
          dtlsSubmitted: [
            expect.objectContaining({
              programName: 'Low Income Energy Assistance (LIEAP)',
              programStatus: 'Pending decision',
            }),
          ],
        }),
      ],
    );
    const file = (applicationID: string) => ({
      attachment_name: 'lease-for-application.pdf',
      attachment_id: randomUUID(),
      attachment_base_64_data: pdf().toString('base64'),
      nfApplicationIDList: [{ applicationID }],
      householdConfirmed: true,
    });
    expect((await ana.post(urlOf('uploadMultipleEnergyDocuments'), { dtls: [file(other!.id)] })).statusCode).toBe(404);
    const ok = (await ana.post(urlOf('uploadMultipleEnergyDocuments'), { dtls: [file(app!.id)] })).json();
    expect(ok.dtls[0]).toMatchObject({ applicationRefs: [app!.id], documents: [{ isSuccess: true }] });
    const listed = (await ana.get(urlOf('uploadedEnergyDocuments')))
      .json()
      .dtls.find((d: { attachmentName: string }) => d.attachmentName === 'lease-for-application.pdf');
    expect(listed.caseDtls).toEqual([{ caseID: app!.id, referenceNumber: 'A-900001' }]);

    const worker = t.browser();
    await worker.login(DEMO_USERS.caseworker, DEMO_PASSWORD);
    const queued = (await worker.get(urlOf('workerDocumentQueue', undefined, { q: 'A-900001' }))).json();
    expect(queued.total).toBe(1);
    expect(queued.documents[0]).toMatchObject({
      kind: 'APPLICATION',
      caseID: app!.id,
      caseReference: 'A-900001',
      primaryPerson: 'Ana Rivera',
      attachmentName: 'lease-for-application.pdf',
    });
    const docs = (await worker.get(urlOf('workerCaseDocuments', { caseId: app!.id }))).json().documents;
    expect(docs).toEqual([expect.objectContaining({ attachmentName: 'lease-for-application.pdf', kind: 'ENERGY' })]);
    expect((await worker.get(urlOf('workerDocumentContent', { attachmentId: docs[0].attachmentID }))).statusCode).toBe(
      200,
    );
  });

  it('lets an account that is not linked send documents for its own submitted applications only', async () => {
    const jordan = t.browser();
    await jordan.login(DEMO_USERS.standard, DEMO_PASSWORD);
    const [jordanUser] = await t.db.select().from(users).where(eq(users.username, DEMO_USERS.standard));
    const [app] = await t.db
      .insert(applications)
      .values({
        reference: 'A-900003',
        userId: jordanUser!.id,
        submissionKey: randomUUID(),
        formId: 'FNS',
        formVersion: 1,
        answersEnc: t.app.ctx.cipher.encrypt('{}'),
        applicantName: 'Jordan Smith',
        locale: 'en-US',
        signature: {},
        submittedAt: clock.now(),
      })
      .returning();
    const existing = (await jordan.get(urlOf('listNfExistingApplicationAndCases'))).json();
    expect(existing.caseDtls).toEqual([]);
    expect(existing.subAppDtls.map((a: { referenceNumber: string }) => a.referenceNumber)).toContain('A-900003');
    const riveraCase = (await ana.get(urlOf('listNfExistingApplicationAndCases'))).json().caseDtls[0].caseID;
    const body = (target: Record<string, unknown>) => ({
      dtls: [
        {
          attachment_name: 'pay.pdf',
          attachment_id: randomUUID(),
          attachment_base_64_data: pdf().toString('base64'),
          caseDtls: [],
          ...target,
        },
      ],
    });
    expect(
      (await jordan.post(urlOf('uploadMultipleStandaloneDocuments'), body({ applicationID: app!.id }))).statusCode,
    ).toBe(403);
    expect(
      (
        await jordan.post(
          urlOf('uploadMultipleNonLinkedStandaloneDocuments'),
          body({ caseDtls: [{ caseID: riveraCase }] }),
        )
      ).statusCode,
    ).toBe(404);
    const ok = (
      await jordan.post(urlOf('uploadMultipleNonLinkedStandaloneDocuments'), body({ applicationID: app!.id }))
    ).json();
    expect(ok.dtls[0]).toMatchObject({ isSuccess: true });
    const none = await jordan.post(urlOf('uploadMultipleNonLinkedStandaloneDocuments'), body({}));
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].message).toBe('Select at least one submitted application or case to continue.');
    expect((await jordan.post(urlOf('submitNonLinkedStandaloneDocuments'))).json()).toMatchObject({
      submittedCount: 1,
    });

    // Documents for an application submitted online, or for disaster food assistance, go to the agency at once.
    const one = (applicationID: string, name: string) => ({
      attachment_name: name,
      attachment_id: randomUUID(),
      attachment_base_64_data: pdf().toString('base64'),
      applicationID,
    });
    expect((await jordan.post(urlOf('uploadOnlineDocument'), one(app!.id, 'id-card.pdf'))).json()).toMatchObject({
      isSuccess: true,
    });
    const riveraApp = (await ana.get(urlOf('listNfExistingApplicationAndCases'))).json().subAppDtls[0]
      .applicationCaseID;
    expect((await jordan.post(urlOf('uploadOnlineDocument'), one(riveraApp, 'not-mine.pdf'))).statusCode).toBe(404);
    const notAnImage = {
      ...one(app!.id, 'damage-1.jpg'),
      attachment_base_64_data: Buffer.from('MZ\x90\x00 this is a program', 'latin1').toString('base64'),
    };
    // The disaster calls take files only for a disaster food assistance application.
    const notDisaster = await jordan.post(urlOf('uploadDsnapDocument'), one(app!.id, 'damage-0.pdf'));
    expect(notDisaster.statusCode).toBe(400);
    expect(notDisaster.json().errors[0]).toMatchObject({ field: 'applicationID' });
    const disaster = await insertSubmittedApplication(t, DEMO_USERS.standard, 'A-DSNAP-1', [
      { code: 'DSNAP', status: 'PENDING' },
    ]);
    const dsnap = (
      await jordan.post(urlOf('uploadMultipleDsnapDocuments'), {
        dtls: [{ ...notAnImage, applicationID: disaster.id }, one(disaster.id, 'damage-2.pdf')],
      })
    ).json();
    expect(dsnap.dtls.map((d: { isSuccess: boolean; code: string | null }) => [d.isSuccess, d.code])).toEqual([
      [false, 'fileType'],
      [true, null],
    ]);
    const listed = (await jordan.get(urlOf('uploadedStandaloneDocuments'))).json().dtls;
    expect(
      listed
        .filter((d: { documentStatusDescription: string }) => d.documentStatusDescription === 'Submitted')
        .map((d: { attachmentName: string }) => d.attachmentName)
        .sort(),
    ).toEqual(['damage-2.pdf', 'id-card.pdf', 'pay.pdf']);
  });

  it('shows the owner a rejected standalone or energy document, not linked or linked, and takes its replacement for the same application', async () => {
    const jordan = t.browser();
    await jordan.login(DEMO_USERS.standard, DEMO_PASSWORD);
    const worker = t.browser();
    await worker.login(DEMO_USERS.caseworker, DEMO_PASSWORD);
    const [jordanApp] = await t.db.select().from(applications).where(eq(applications.reference, 'A-900003'));
    const staffDocs = (await worker.get(urlOf('workerCaseDocuments', { caseId: jordanApp!.id }))).json().documents as {
      attachmentID: string;
      attachmentName: string;
    }[];
    const pay = staffDocs.find((d) => d.attachmentName === 'pay.pdf')!;
    expect(
      (
        await worker.post(urlOf('workerDocumentDecision', { attachmentId: pay.attachmentID }), {
          decision: 'REJECTED',
          reasonCode: 'INCOMPLETE',
          comments: 'Page 2 is missing.',
        })
      ).statusCode,
    ).toBe(200);

    // The not-linked owner sees it (the list no longer needs a linked account), with where a replacement goes.
    const res = await jordan.get(urlOf('rejectedDocuments'));
    expect(res.statusCode).toBe(200);
    expect(res.json().dtls).toEqual([
      expect.objectContaining({
        attachmentName: 'pay.pdf',
        rejectionParticipantName: 'Jordan Smith',
        documentRejectionReason: expect.objectContaining({ value: 'INCOMPLETE' }),
        rejectionComments: 'Page 2 is missing.',
        documentKind: 'STANDALONE',
        caseDtls: [{ caseID: jordanApp!.id, referenceNumber: 'A-900003' }],
        showAddActionInd: true,
        vDIEDLinkId: null,
        rejectDtls: expect.objectContaining({ caseReference: 'A-900003' }),
      }),
    ]);
    // Nobody else sees it.
    expect(
      (await sam.get(urlOf('rejectedDocuments'))).json().dtls.map((d: { attachmentName: string }) => d.attachmentName),
    ).not.toContain('pay.pdf');
    expect(
      (await ana.get(urlOf('rejectedDocuments'))).json().dtls.map((d: { attachmentName: string }) => d.attachmentName),
    ).not.toContain('pay.pdf');
    // The replacement goes to the same application; another person's application stays out of reach.
    const replacement = (target: string) => ({
      dtls: [
        {
          attachment_name: 'pay-complete.pdf',
          attachment_id: randomUUID(),
          attachment_base_64_data: pdf().toString('base64'),
          caseDtls: [],
          nfApplicationIDList: [{ applicationID: target }],
        },
      ],
    });
    const riveraApp = (await ana.get(urlOf('listNfExistingApplicationAndCases'))).json().subAppDtls[0]
      .applicationCaseID;
    expect(
      (await jordan.post(urlOf('uploadMultipleNonLinkedStandaloneDocuments'), replacement(riveraApp))).statusCode,
    ).toBe(404);
    expect(
      (await jordan.post(urlOf('uploadMultipleNonLinkedStandaloneDocuments'), replacement(jordanApp!.id))).json()
        .dtls[0],
    ).toMatchObject({ isSuccess: true });
    const listed = (await jordan.get(urlOf('uploadedStandaloneDocuments')))
      .json()
      .dtls.find((d: { attachmentName: string }) => d.attachmentName === 'pay-complete.pdf');
    expect(listed.caseDtls).toEqual([{ caseID: jordanApp!.id, referenceNumber: 'A-900003' }]);
    expect((await jordan.post(urlOf('submitNonLinkedStandaloneDocuments'))).json()).toMatchObject({
      submittedCount: 1,
    });

    // An application older than the six months documents can be given for: the reason still shows, no replacement is offered.
    await t.db
      .update(applications)
      .set({ submittedAt: subDays(clock.now(), 200) })
      .where(eq(applications.id, jordanApp!.id));
    expect((await jordan.get(urlOf('rejectedDocuments'))).json().dtls[0]).toMatchObject({
      attachmentName: 'pay.pdf',
      showAddActionInd: false,
      rejectionComments: 'Page 2 is missing.',
    });
    await t.db.update(applications).set({ submittedAt: clock.now() }).where(eq(applications.id, jordanApp!.id));

    // A linked resident's rejected energy document names its application and programme.
    const [anaApp] = await t.db.select().from(applications).where(eq(applications.reference, 'A-900001'));
    const lease = (await worker.get(urlOf('workerCaseDocuments', { caseId: anaApp!.id })))
      .json()
      .documents.find((d: { attachmentName: string }) => d.attachmentName === 'lease-for-application.pdf');
    expect(
      (
        await worker.post(urlOf('workerDocumentDecision', { attachmentId: lease.attachmentID }), {
          decision: 'PARTIALLY_REJECTED',
          reasonCode: 'EXPIRED',
        })
      ).statusCode,
    ).toBe(200);
    const energy = (await ana.get(urlOf('rejectedDocuments')))
      .json()
      .dtls.find((d: { attachmentName: string }) => d.attachmentName === 'lease-for-application.pdf');
    expect(energy).toMatchObject({
      documentKind: 'ENERGY',
      caseDtls: [{ caseID: anaApp!.id, referenceNumber: 'A-900001' }],
      programName: 'Low Income Energy Assistance (LIEAP)',
      showAddActionInd: true,
      documentRejectionReason: expect.objectContaining({ value: 'EXPIRED' }),
    });
  });

  it('takes energy documents only for a case or application with energy assistance', async () => {
    const [okaforCase] = await t.db.select().from(cases).where(eq(cases.reference, 'C-100871'));
    const samSees = (await sam.get(urlOf('listNfExistingApplicationAndCases'))).json().caseDtls;
    expect(samSees).toEqual([expect.objectContaining({ caseID: okaforCase!.id, programCodes: ['FNS'] })]);
    const before = await rowCount();
    const refused = await sam.post(urlOf('uploadMultipleEnergyDocuments'), {
      dtls: [
        {
          attachment_name: 'heating.pdf',
          attachment_id: randomUUID(),
          attachment_base_64_data: pdf().toString('base64'),
          nfApplicationIDList: [{ applicationID: okaforCase!.id }],
          householdConfirmed: true,
        },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].message).toMatch(/^Choose an energy assistance application or case/);
    expect(await rowCount()).toBe(before);
  });

  it('requires the household confirmation for energy documents', async () => {
    const caseID = (await ana.get(urlOf('listNfExistingApplicationAndCases'))).json().caseDtls[0].caseID;
    const file = {
      attachment_name: 'bill.pdf',
      attachment_id: randomUUID(),
      attachment_base_64_data: pdf().toString('base64'),
      nfApplicationIDList: [{ applicationID: caseID }],
    };
    const refused = await ana.post(urlOf('uploadMultipleEnergyDocuments'), { dtls: [file] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].message).toBe(
      'Confirm that the documents are only about people in the household of the case holder.',
    );
    const ok = await ana.post(urlOf('uploadMultipleEnergyDocuments'), {
      dtls: [{ ...file, householdConfirmed: true }],
    });
    expect(ok.json().dtls[0]).toMatchObject({
      applicationRefs: [caseID],
      documents: [{ attachment_name: 'bill.pdf', isSuccess: true }],
    });
    const energy = (await ana.get(urlOf('uploadedEnergyDocuments'))).json().dtls;
    expect(energy.find((d: { attachmentName: string }) => d.attachmentName === 'bill.pdf')).toMatchObject({
      documentStatusDescription: 'Submitted',
      caseDtls: [{ referenceNumber: 'C-100234' }],
    });
  });

  it('holds an energy submission sent file by file to 20 documents; another submission is not affected', async () => {
    const caseID = (await ana.get(urlOf('listNfExistingApplicationAndCases'))).json().caseDtls[0].caseID;
    const energyCount = async () => (await t.db.select().from(documents).where(eq(documents.kind, 'ENERGY'))).length;
    // As the upload page sends them: one file a request, every request naming the same batch.
    const send = (submissionID: string, name: string, id = randomUUID()) =>
      ana.post(urlOf('uploadMultipleEnergyDocuments'), {
        submissionID,
        dtls: [
          {
            attachment_name: name,
            attachment_id: id,
            attachment_base_64_data: pdf().toString('base64'),
            nfApplicationIDList: [{ applicationID: caseID }],
            householdConfirmed: true,
          },
        ],
      });
    const batch = randomUUID();
    const firstId = randomUUID();
    for (let i = 1; i <= 20; i++) {
      const res = (await send(batch, `bill-${i}.pdf`, i === 1 ? firstId : undefined)).json();
      expect(res.dtls[0].documents[0], `file ${i}`).toMatchObject({ isSuccess: true });
    }
    const before = await energyCount();
    const twentyFirst = (await send(batch, 'bill-21.pdf')).json().dtls[0].documents[0];
    expect(twentyFirst).toMatchObject({
      isSuccess: false,
      code: 'tooManyDocuments',
      message: UPLOAD_MESSAGES.tooManyDocuments.en,
    });
    expect(twentyFirst.message).toMatch(/^Upload limit: only 20 documents at a time\./);
    expect(await energyCount()).toBe(before);
    // Sending a kept file again is not a new document, so it is answered as before, not refused.
    expect((await send(batch, 'bill-1.pdf', firstId)).json().dtls[0].documents[0]).toMatchObject({ isSuccess: true });
    expect(await energyCount()).toBe(before);

    // Another submission starts again at one; a request without a batch id is its own submission.
    expect((await send(randomUUID(), 'bill-21.pdf')).json().dtls[0].documents[0]).toMatchObject({ isSuccess: true });
    const unnamed = await ana.post(urlOf('uploadMultipleEnergyDocuments'), {
      dtls: [
        {
          attachment_name: 'bill-22.pdf',
          attachment_id: randomUUID(),
          attachment_base_64_data: pdf().toString('base64'),
          nfApplicationIDList: [{ applicationID: caseID }],
          householdConfirmed: true,
        },
      ],
    });
    expect(unnamed.json().dtls[0].documents[0]).toMatchObject({ isSuccess: true });
    // The batch is the account's own: another resident naming the same id is not held by Ana's count.
    const samCase = (await sam.get(urlOf('listNfExistingApplicationAndCases'))).json().caseDtls[0].caseID;
    // (Sam's household gets energy assistance too, so his case takes energy documents.)
    await t.db
      .insert(casePrograms)
      .values({ caseId: samCase, programCode: 'LIEAP', status: 'ACTIVE', startedOn: '2026-01-05' });
    const samSent = await sam.post(urlOf('uploadMultipleEnergyDocuments'), {
      submissionID: batch,
      dtls: [
        {
          attachment_name: 'sam-bill.pdf',
          attachment_id: randomUUID(),
          attachment_base_64_data: pdf().toString('base64'),
          nfApplicationIDList: [{ applicationID: samCase }],
          householdConfirmed: true,
        },
      ],
    });
    expect(samSent.json().dtls[0].documents[0]).toMatchObject({ isSuccess: true });
    expect(await energyCount()).toBe(before + 3);
    // A batch id that is not a UUID is refused as a whole.
    expect((await send('batch-1', 'bill-23.pdf')).statusCode).toBe(400);
  });
});
