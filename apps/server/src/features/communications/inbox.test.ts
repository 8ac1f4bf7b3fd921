import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CommunicationList, urlOf } from '@portal/contracts';
import { users } from '../../platform/db/schema';

import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';
import { sendNotice } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const inbox = async (b: TestBrowser) => (await b.get(urlOf('listComm'))).json() as CommunicationList;
/** The count the header shows, from the account call the web app makes on every page. */
const headerCount = async (b: TestBrowser) => (await b.get(urlOf('userAccountLogin'))).json().unreadNotices as number;

function pdfText(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'notice-')), 'n.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

describe('the secure inbox', () => {
  it('a decision becomes a notice Ana reads in the portal, with its PDF; opening it marks it read', async () => {
    const ana = await t.signedIn('linked');
    // Signing in sent Ana a security code: codes are never kept in the inbox.
    expect(await inbox(ana)).toEqual({ isSuccess: true, unreadCount: 0, communications: [] });
    // The header has read (and this process keeps) Ana's session with no unread notice.
    expect(await headerCount(ana)).toBe(0);

    const worker = await t.signedIn('caseworker');
    const demo = (await worker.get(urlOf('workerApplicationQueue')))
      .json()
      .applications.find((a: { reference: string }) => a.reference === 'A-DEMO-000101');
    const decided = await worker.post(
      urlOf('workerApplicationDecision', { id: demo.applicationId, programId: demo.programs[0].id }),
      { decision: 'DENIED', reason: 'Income above the limit' },
    );
    expect(decided.statusCode).toBe(200);

    // The new notice tells every process to read Ana's session again (a notification after the
    // decision commits): her header counts it without waiting out the session cache.
    await vi.waitFor(async () => expect(await headerCount(ana)).toBe(1), { timeout: 1_000, interval: 20 });
    const list = await inbox(ana);
    expect(list.unreadCount).toBe(1);
    const [notice] = list.communications;
    expect(notice).toMatchObject({
      subjectText: 'A decision on your application A-DEMO-000101',
      typeCode: 'application.decision',
      statusCode: 'UNREAD',
      viewedDate: null,
      attachmentInd: true,
    });
    expect(notice!.bodyText).toContain('Reason: Income above the limit');

    const pdf = await ana.get(urlOf('getENotices', { communicationId: notice!.communicationID }));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('A decision on your application A-DEMO-000101');
    expect(text).toContain('was denied. Reason: Income');

    // Nobody else reads it, or marks it read; a bad id is refused.
    const jordan = await t.signedIn('resident');
    const id = notice!.communicationID;
    expect((await jordan.get(urlOf('getENotices', { communicationId: id }))).statusCode).toBe(404);
    expect((await jordan.post(urlOf('updateENoticeViewStatus'), { communicationID: id })).statusCode).toBe(404);
    expect((await inbox(jordan)).communications).toEqual([]);
    expect((await t.browser().get(urlOf('getENotices', { communicationId: id }))).statusCode).toBe(401);
    expect((await ana.get(urlOf('getENotices', { communicationId: 'not-an-id' }))).statusCode).toBe(400);
    expect((await ana.post(urlOf('updateENoticeViewStatus'), {})).statusCode).toBe(400);

    expect((await ana.post(urlOf('updateENoticeViewStatus'), { communicationID: id })).json()).toEqual({
      isSuccess: true,
    });
    // Opening it drops the count in the header at once.
    expect(await headerCount(ana)).toBe(0);
    const read = await inbox(ana);
    expect(read.unreadCount).toBe(0);
    expect(read.communications[0]).toMatchObject({ statusCode: 'READ', viewedDate: expect.any(String) });
    // Opening it again keeps the first time it was read.
    await ana.post(urlOf('updateENoticeViewStatus'), { communicationID: id });
    expect((await inbox(ana)).communications[0]!.viewedDate).toBe(read.communications[0]!.viewedDate);
  });

  it('is in the language on file, keeps the newest 20 and counts every unread one', async () => {
    const [sam] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'delinked'));
    await t.db.update(users).set({ locale: 'es' }).where(eq(users.id, sam!.id));
    for (let i = 0; i < 22; i++)
      await sendNotice(t.db, { userId: sam!.id, kind: 'account.enhancedRestored', params: undefined });
    const list = await inbox(await t.signedIn('delinked'));
    expect(list.unreadCount).toBe(22);
    expect(list.communications).toHaveLength(20);
    expect(list.communications[0]!.subjectText).not.toBe('');
    expect(list.communications[0]!.bodyText).toMatch(/[áéíóúñ]/);
  });
});
