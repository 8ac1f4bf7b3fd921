import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommunicationList, urlOf } from '@portal/contracts';
import { communications, users } from '../../platform/db/schema';
import { DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';
import { caseworker2InAnotherOffice } from '../../test/offices';
import { keepCommunication } from './inbox';
import { onePersonFoodPages } from '@portal/forms/samples';
import { createTestWorld } from '../../seed/test-world';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A notice in the person's inbox; its id. */
async function noticeFor(username: string, subject: string): Promise<string> {
  const [user] = await t.db.select().from(users).where(eq(users.username, username));
  await keepCommunication(t.db, {
    kind: 'application.decision',
    userId: user!.id,
    locale: 'en-US',
    subject,
    body: 'Text',
  });
  const [row] = await t.db.select().from(communications).where(eq(communications.subject, subject));
  return row!.id;
}

const noticeOf = async (b: TestBrowser, id: string) =>
  ((await b.get(urlOf('listComm'))).json() as CommunicationList).communications.find((c) => c.communicationID === id)!;

describe('a paper copy of a notice', () => {
  it('goes to the address on file, waits in the office’s print queue once, and is marked mailed by staff', async () => {
    const ana = await t.signedIn(DEMO_USERS.linked);
    const id = await noticeFor(DEMO_USERS.linked, 'A decision on your application A-1');
    expect((await ana.get(urlOf('getMailingAddress'))).json()).toEqual({
      isSuccess: true,
      mailingAddress: '25 Oak Avenue, Springfield, NC 27001',
    });

    const asked = await ana.post(urlOf('sendByMail', { communicationId: id }));
    expect(asked.json()).toEqual({
      isSuccess: true,
      message: 'A paper copy will be mailed to 25 Oak Avenue, Springfield, NC 27001.',
    });
    const requested = (await noticeOf(ana, id)).mailRequestedDate;
    expect(requested).not.toBeNull();
    // Asking again while it waits changes nothing: one copy.
    expect((await ana.post(urlOf('sendByMail', { communicationId: id }))).json()).toMatchObject({ isSuccess: true });
    expect((await noticeOf(ana, id)).mailRequestedDate).toBe(requested);

    const maria = await t.signedIn(DEMO_USERS.caseworker);
    const queue = (await maria.get(urlOf('workerPaperCopies'))).json();
    expect(queue.paperCopies).toEqual([
      {
        communicationID: id,
        personName: 'Ana Rivera',
        subjectText: 'A decision on your application A-1',
        mailingAddress: '25 Oak Avenue, Springfield, NC 27001',
        mailRequestedDate: requested,
      },
    ]);
    const pdf = await maria.get(urlOf('workerPaperCopyPdf', { communicationId: id }));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await maria.post(urlOf('workerPaperCopyMailed', { communicationId: id }))).json()).toEqual({
      isSuccess: true,
    });
    expect((await maria.get(urlOf('workerPaperCopies'))).json().paperCopies).toEqual([]);
    expect((await noticeOf(ana, id)).mailedDate).not.toBeNull();
    // Mailed: no longer in the queue to print or mark again.
    expect((await maria.post(urlOf('workerPaperCopyMailed', { communicationId: id }))).statusCode).toBe(404);
    expect((await maria.get(urlOf('workerPaperCopyPdf', { communicationId: id }))).statusCode).toBe(404);
  });

  it('says how to give an address when there is none on file, and queues nothing', async () => {
    const jordan = await t.signedIn(DEMO_USERS.standard);
    const id = await noticeFor(DEMO_USERS.standard, 'A decision on your application J-1');
    expect((await jordan.get(urlOf('getMailingAddress'))).json()).toEqual({ isSuccess: false, mailingAddress: null });
    const asked = (await jordan.post(urlOf('sendByMail', { communicationId: id }))).json();
    expect(asked.isSuccess).toBe(false);
    expect(asked.message).toMatch(/^We do not have a mailing address for you, .* Call 1-800-555-0199/);
    expect((await noticeOf(jordan, id)).mailRequestedDate).toBeNull();
  });

  it('is only for the person’s own notices, and only the staff of their office see it', async () => {
    const ana = await t.signedIn(DEMO_USERS.linked);
    const jordan = await t.signedIn(DEMO_USERS.standard);
    const id = await noticeFor(DEMO_USERS.linked, 'A decision on your application A-2');
    expect((await jordan.post(urlOf('sendByMail', { communicationId: id }))).statusCode).toBe(404);
    expect(
      (await ana.post(urlOf('sendByMail', { communicationId: '00000000-0000-4000-8000-000000000000' }))).statusCode,
    ).toBe(404);
    expect((await ana.post(urlOf('sendByMail', { communicationId: id }))).json()).toMatchObject({ isSuccess: true });

    // A resident reaches no staff call.
    expect((await ana.get(urlOf('workerPaperCopies'))).statusCode).toBe(403);
    expect((await ana.post(urlOf('workerPaperCopyMailed', { communicationId: id }))).statusCode).toBe(403);

    // A caseworker of another office neither sees nor marks it.
    const other = await caseworker2InAnotherOffice(t);
    expect((await other.get(urlOf('workerPaperCopies'))).json().paperCopies).toEqual([]);
    expect((await other.get(urlOf('workerPaperCopyPdf', { communicationId: id }))).statusCode).toBe(404);
    expect((await other.post(urlOf('workerPaperCopyMailed', { communicationId: id }))).statusCode).toBe(404);
    // An administrator, who works in no office, sees every office's queue (as for documents).
    const admin = await t.signedIn(DEMO_USERS.admin);
    expect(
      (await admin.get(urlOf('workerPaperCopies')))
        .json()
        .paperCopies.map((c: { communicationID: string }) => c.communicationID),
    ).toContain(id);
    const maria = await t.signedIn(DEMO_USERS.caseworker);
    expect(
      (await maria.get(urlOf('workerPaperCopies')))
        .json()
        .paperCopies.map((c: { communicationID: string }) => c.communicationID),
    ).toContain(id);
  });
});

describe('a paper copy for someone with no linked record yet', () => {
  it('goes to the home address they typed into their application, and waits in a print queue with their name', async () => {
    const world = await createTestWorld(t.app.ctx);
    const jordan = await t.signedIn(world.users.resident);
    // Before applying there is no address anywhere: the person is told how to give one.
    expect((await jordan.get(urlOf('getMailingAddress'))).json()).toEqual({ isSuccess: false, mailingAddress: null });

    const form = (await jordan.post(urlOf('applicationForm'), { applicationTypeId: 'FNS' })).json();
    const id = form.application_form_id as string;
    for (const [page, answers] of onePersonFoodPages({ firstName: 'Jordan', lastName: 'Paperwell' })) {
      const saved = await jordan.request({
        method: 'PUT',
        url: urlOf('formDetails', { id }),
        payload: { page, answers },
      });
      expect(saved.statusCode, page).toBe(200);
    }
    const boxes = (await jordan.get(urlOf('esignature', { id }))).json().agreements as { id: string }[];
    const signed = await jordan.post(urlOf('signAndSubmit'), {
      iegExecutionID: id,
      agreements: Object.fromEntries(boxes.map((a) => [a.id, true])),
      firstName: 'Jordan',
      lastName: 'Paperwell',
    });
    expect(signed.statusCode).toBe(200);

    expect((await jordan.get(urlOf('getMailingAddress'))).json()).toEqual({
      isSuccess: true,
      mailingAddress: '5 Elm St, Durham, NC 27701',
    });
    const notice = await noticeFor(world.users.resident, `A decision on your application ${world.number}`);
    expect((await jordan.post(urlOf('sendByMail', { communicationId: notice }))).json()).toEqual({
      isSuccess: true,
      message: 'A paper copy will be mailed to 5 Elm St, Durham, NC 27701.',
    });
    // Not decided yet, the application is any office's intake: its caseworkers print the copy.
    const queue = (await (await t.signedIn(world.users.caseworker)).get(urlOf('workerPaperCopies'))).json();
    expect(queue.paperCopies).toContainEqual(
      expect.objectContaining({
        communicationID: notice,
        personName: 'Jordan Paperwell',
        mailingAddress: '5 Elm St, Durham, NC 27701',
      }),
    );
  });
});
