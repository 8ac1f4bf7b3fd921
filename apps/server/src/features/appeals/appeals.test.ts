import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts';
import { medicaidApplication } from '@portal/forms';
import { clock } from '../../platform/clock';
import {
  appeals,
  applicationPrograms,
  applications,
  caseChanges,
  cases,
  documents,
  featureFlags,
  outboxMessages,
  users,
} from '../../platform/db/schema';
import { DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';
import { keptNotices } from '../../test/notices';
import { forgetCachedFlags } from '../system/service';

let t: TestApp;
let anaId: string;
beforeAll(async () => {
  t = await startTestApp();
  const [ana] = await t.db.select().from(users).where(eq(users.username, DEMO_USERS.linked));
  anaId = ana!.id;
});
afterAll(async () => {
  await t.close();
});

/** Moves the clock forward to a moment (UTC) and signs in there: the clock never goes back. */
async function signedInAt(iso: string, username: string = DEMO_USERS.linked): Promise<TestBrowser> {
  const to = Date.parse(iso);
  if (to < clock.nowMs()) throw new Error(`the clock would go back to ${iso}`);
  clock.advance(to - clock.nowMs());
  return t.signedIn(username);
}

let n = 0;
/** A decision on one of Ana's applications: a programme decided at a moment. */
async function decision(programCode: string, status: string, decidedAt: string): Promise<string> {
  n += 1;
  const [app] = await t.db
    .insert(applications)
    .values({
      reference: `A-TEST-${String(n).padStart(6, '0')}`,
      userId: anaId,
      submissionKey: `test:appeal:${n}`,
      formId: medicaidApplication.id,
      formVersion: medicaidApplication.version,
      answersEnc: t.app.ctx.cipher.encrypt('{}'),
      applicantName: 'Ana Rivera',
      locale: 'en-US',
      signature: {},
      submittedAt: new Date(Date.parse(decidedAt) - 20 * 86_400_000),
    })
    .returning();
  const [program] = await t.db
    .insert(applicationPrograms)
    .values({ applicationId: app!.id, programCode, status, decidedAt: new Date(decidedAt), decisionReason: 'x' })
    .returning();
  return program!.id;
}

/** A document of Ana's, stored now with a status (SUBMITTED: sent; UPLOADED: not sent yet). */
async function storedDocument(fileName: string, status: string): Promise<string> {
  const temp = t.app.ctx.blobs.tempPath();
  await writeFile(temp, '%PDF-1.4 pay');
  const blobKey = await t.app.ctx.blobs.commit(temp);
  const [doc] = await t.db
    .insert(documents)
    .values({
      ownerUserId: anaId,
      clientId: randomUUID(),
      kind: 'STANDALONE',
      fileName,
      mediaType: 'application/pdf',
      sizeBytes: 12,
      sha256: 'x',
      blobKey,
      status,
      uploadedAt: clock.now(),
    })
    .returning();
  return doc!.id;
}

const ANSWERS = {
  reason: { reason: 'My pay went down in October; the decision counted my old pay.' },
  hearing: { hearingMode: 'PHONE', interpreter: 'yes', interpreterLanguage: 'Spanish' },
  contact: { hearingPhone: '555-555-0142' },
  representative: { hasRepresentative: 'no' },
};

const savePage = (b: TestBrowser, id: string, page: string, answers: object) =>
  b.request({ method: 'PUT', url: urlOf('saveFormDetails', { id }), payload: { page, answers } });

async function fillIn(b: TestBrowser, id: string) {
  for (const [page, answers] of Object.entries(ANSWERS))
    expect((await savePage(b, id, page, answers)).statusCode).toBe(200);
}

async function sign(b: TestBrowser, id: string) {
  const boxes = (await b.get(urlOf('esignatureByMotivation', { id }))).json().agreements as { id: string }[];
  const agreements = Object.fromEntries(boxes.map((a) => [a.id, true]));
  return b.post(urlOf('submitAppeal'), { iegExecutionID: id, agreements, firstName: 'Ana', lastName: 'Rivera' });
}

const start = (b: TestBrowser, decisionId: string, track: 'MA' | 'NF' = 'MA') =>
  b.post(urlOf('startAppeal'), { track, decisionId });

const noticesOf = async (kind: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.userId, anaId), eq(outboxMessages.templateKey, kind)));

let fridayAppeal: string;

describe('asking for a hearing', () => {
  it('is saved page by page, resumed, and dated Monday when sent after 5 p.m. on a Friday', async () => {
    const denied = await decision('MA', 'DENIED', '2027-02-01T15:00:00Z');
    // Friday 5 February 2027, 2 p.m. in the state (UTC-5).
    let b = await signedInAt('2027-02-05T19:00:00Z');
    const listed = (await b.get(`${urlOf('appealDecisions')}?track=MA`)).json();
    expect(listed.decisions).toContainEqual(
      expect.objectContaining({
        decisionId: denied,
        decisionDescription: 'Application denied',
        decisionDate: '2027-02-01',
        // 90 days on is Sunday 2 May: the last day moves to Monday.
        lastDayToAppeal: '2027-05-03',
        refusal: null,
        draftFormId: null,
      }),
    );
    // A Medicaid decision is not on the other programmes' track.
    expect((await start(b, denied, 'NF')).statusCode).toBe(404);
    const formId = (await start(b, denied)).json().formId as string;
    expect((await savePage(b, formId, 'reason', ANSWERS.reason)).json()).toEqual({ nextPage: 'hearing' });
    // An appeal is not an application: not in the drafts of applying.
    expect((await b.get(urlOf('draftApplications'))).json().applications).toEqual([]);

    // She leaves; at 5:30 p.m. she signs in again and finds her request to resume.
    b = await signedInAt('2027-02-05T22:30:00Z');
    const again = (await b.get(`${urlOf('appealDecisions')}?track=MA`)).json().decisions;
    expect(again.find((d: { decisionId: string }) => d.decisionId === denied).draftFormId).toBe(formId);
    expect((await b.get(urlOf('appeals'))).json().drafts).toEqual([expect.objectContaining({ formId })]);
    expect((await start(b, denied)).json().formId).toBe(formId);
    expect((await b.get(urlOf('formDetails', { id: formId }))).json().answers).toMatchObject(ANSWERS.reason);

    // Signing before every page is answered sends her back to the first one missing.
    const early = await sign(b, formId);
    expect(early.statusCode).toBe(400);
    expect(early.json().errors[0].message_id).toBe('hearing');
    await fillIn(b, formId);
    const boxes = (await b.get(urlOf('esignatureByMotivation', { id: formId }))).json().agreements;
    expect(boxes.map((a: { id: string }) => a.id)).toEqual(['appealRequest', 'appealTruth']);

    // Sent eight times at once (clicks and retries): one request, the same answer to each.
    const [one, ...others] = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(() => sign(b, formId)));
    expect(one!.statusCode).toBe(200);
    for (const other of others) expect(other.json()).toEqual(one!.json());
    const { onlineAppealRequestId, referenceNumber } = one!.json();
    fridayAppeal = onlineAppealRequestId;
    expect(referenceNumber).toMatch(/^AP\d{6}-\d{6}$/);

    const mine = (await b.get(urlOf('appeals'))).json();
    expect(mine.drafts).toEqual([]);
    expect(mine.appealRequests).toEqual([
      expect.objectContaining({
        onlineAppealRequestId,
        primaryAppellantName: 'Ana Rivera',
        appealRequestStatus: 'SUBMITTED',
        statusDescription: 'Submitted',
        nfAppealedProgramCode: 'MA',
        submittedDateTime: expect.stringMatching(/^2027-02-05T22:30/),
        filedOn: '2027-02-08',
        senderName: 'Ana Rivera',
        canWithdraw: true,
      }),
    ]);
    expect((await b.get(urlOf('nfAppeals'))).json().appealRequests).toEqual([]);
    const [received] = await keptNotices(t.db, anaId, 'appeal.received');
    expect(received!.body).toContain(referenceNumber);
    expect(received!.body).toContain('02/08/2027');
    // E-mail and texts only say there is a notice: no reference, no dates.
    const announced = await noticesOf('appeal.received');
    expect(announced.length).toBeGreaterThan(0);
    for (const m of announced) expect(m.bodyEn).not.toContain(referenceNumber);

    const pdf = await b.get(urlOf('appealPdf', { id: onlineAppealRequestId }));
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The decision cannot be appealed twice.
    const twice = await start(b, denied);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].message).toBe('You already asked for a hearing about this decision.');
  });

  it("is no one else's: another person's request is not found, and residents cannot reach the hearing office", async () => {
    await t.db.update(users).set({ canAppeal: true }).where(eq(users.username, 'renewsoon'));
    const omar = await signedInAt('2027-02-08T14:00:00Z', 'renewsoon');
    expect((await omar.get(urlOf('appealDetails', { id: fridayAppeal }))).statusCode).toBe(404);
    expect((await omar.get(urlOf('appealPdf', { id: fridayAppeal }))).statusCode).toBe(404);
    expect((await omar.post(urlOf('withdrawAppeal', { id: fridayAppeal }), {})).statusCode).toBe(404);
    const ana = await t.signedIn(DEMO_USERS.linked);
    expect((await ana.get(urlOf('workerAppeals'))).statusCode).toBe(403);
    expect(
      (await ana.post(urlOf('workerDecideAppeal', { id: fridayAppeal }), { outcome: 'REVERSED', note: 'x' }))
        .statusCode,
    ).toBe(403);
    // A caseworker is not the hearing office either.
    const maria = await t.signedIn(DEMO_USERS.caseworker);
    expect((await maria.get(urlOf('workerAppeals'))).statusCode).toBe(403);
  });

  it('is scheduled and decided by a hearing officer, and the appellant gets a notice at each step', async () => {
    // Ana sends a pay stub after her request (and had left one ready, not sent, which stays hers).
    await signedInAt('2027-02-09T13:00:00Z');
    const stub = await storedDocument('october-pay.pdf', 'SUBMITTED');
    const notSent = await storedDocument('draft.pdf', 'UPLOADED');
    const officer = await signedInAt('2027-02-09T14:00:00Z', DEMO_USERS.hearingOfficer);
    // The hearing office's work only: who they are, yes; the caseworkers' queues, no.
    expect((await officer.get(urlOf('workerMe'))).json()).toMatchObject({ staffRole: 'HEARING_OFFICER', office: null });
    expect((await officer.get(urlOf('workerApplicationQueue'))).statusCode).toBe(403);
    const queue = (await officer.get(urlOf('workerAppeals'))).json().appeals;
    expect(queue[0]).toMatchObject({
      id: fridayAppeal,
      status: 'SUBMITTED',
      filedOn: '2027-02-08',
      appellantName: 'Ana Rivera',
    });
    const detail = (await officer.get(urlOf('workerAppeal', { id: fridayAppeal }))).json();
    expect(detail.answers[0].rows).toContainEqual({
      label: 'Tell us why you think the decision is wrong.',
      value: ANSWERS.reason.reason,
    });
    expect(detail).toMatchObject({ decisionDescription: 'Application denied', decisionDate: '2027-02-01' });
    expect(detail.documents).toEqual([expect.objectContaining({ attachmentId: stub, fileName: 'october-pay.pdf' })]);
    const opened = await officer.get(urlOf('workerAppealDocument', { id: fridayAppeal, attachmentId: stub }));
    expect(opened.body).toBe('%PDF-1.4 pay');
    const hidden = await officer.get(urlOf('workerAppealDocument', { id: fridayAppeal, attachmentId: notSent }));
    expect(hidden.statusCode).toBe(404);

    const hearing = { date: '2027-03-02', time: '14:30', mode: 'PHONE', place: '555-555-0142' };
    const past = await officer.post(urlOf('workerScheduleHearing', { id: fridayAppeal }), {
      ...hearing,
      date: '2027-02-01',
    });
    expect(past.statusCode).toBe(400);
    const scheduled = await officer.post(urlOf('workerScheduleHearing', { id: fridayAppeal }), hearing);
    expect(scheduled.json()).toMatchObject({
      status: 'SCHEDULED',
      hearing: { ...hearing, modeDescription: 'By phone' },
    });
    const [notice] = await keptNotices(t.db, anaId, 'appeal.scheduled');
    expect(notice!.body).toContain('03/02/2027 at 2:30 p.m.');

    // Not before the hearing: refused with its date and time, in the officer's language; nothing changes.
    const early = async (language: string) =>
      officer.request({
        method: 'POST',
        url: urlOf('workerDecideAppeal', { id: fridayAppeal }),
        payload: { outcome: 'REVERSED', note: 'Too soon.' },
        headers: { 'accept-language': language },
      });
    expect((await early('en')).statusCode).toBe(422);
    expect((await early('en')).json().errors[0]).toMatchObject({
      field: 'outcome',
      message: expect.stringContaining('The hearing is on March 2, 2027 at 2:30 p.m.'),
    });
    expect((await early('es')).json().errors[0].message).toContain(
      'La audiencia es el 2 de marzo de 2027 a las 14:30.',
    );
    expect((await officer.get(urlOf('workerAppeal', { id: fridayAppeal }))).json()).toMatchObject({
      status: 'SCHEDULED',
    });
    expect(await keptNotices(t.db, anaId, 'appeal.decided')).toHaveLength(0);
    // Moved to this morning at 9:15 (state time); at 9:20 it has been held and can be decided.
    await officer.post(urlOf('workerScheduleHearing', { id: fridayAppeal }), {
      ...hearing,
      date: '2027-02-09',
      time: '09:15',
    });
    clock.advance(20 * 60_000);
    const decided = await officer.post(urlOf('workerDecideAppeal', { id: fridayAppeal }), {
      outcome: 'REVERSED',
      note: 'The October pay stubs show income under the limit.',
    });
    expect(decided.json()).toMatchObject({ status: 'DECIDED', outcome: 'REVERSED' });
    expect((await keptNotices(t.db, anaId, 'appeal.decided'))[0]!.body).toContain('reversed in your favor');
    // The denial goes back to the caseworkers to put the hearing's decision into effect: pending
    // again (in their queue, and on Ana's screens no longer denied), marked as reopened by it.
    const [appealRow] = await t.db.select().from(appeals).where(eq(appeals.id, fridayAppeal));
    const [reopened] = await t.db
      .select()
      .from(applicationPrograms)
      .where(eq(applicationPrograms.id, appealRow!.applicationProgramId!));
    expect(reopened).toMatchObject({ status: 'PENDING', reopenedByAppealId: fridayAppeal, decisionReason: null });
    const caseworker = await t.signedIn(DEMO_USERS.caseworker);
    const inQueue = (await caseworker.get(urlOf('workerApplicationQueue'))).json().applications as {
      applicationId: string;
      programs: { id: string; reopenedByHearing: boolean }[];
    }[];
    expect(
      inQueue.find((a) => a.applicationId === reopened!.applicationId)?.programs.find((p) => p.id === reopened!.id),
    ).toMatchObject({ reopenedByHearing: true });
    // Decided once: deciding again, rescheduling or withdrawing is refused.
    expect(
      (await officer.post(urlOf('workerDecideAppeal', { id: fridayAppeal }), { outcome: 'UPHELD', note: 'x' }))
        .statusCode,
    ).toBe(409);
    expect((await officer.post(urlOf('workerScheduleHearing', { id: fridayAppeal }), hearing)).statusCode).toBe(409);
    const ana = await t.signedIn(DEMO_USERS.linked);
    expect((await ana.post(urlOf('withdrawAppeal', { id: fridayAppeal }), {})).statusCode).toBe(409);
    expect((await ana.get(urlOf('appealDetails', { id: fridayAppeal }))).json()).toMatchObject({
      appealRequestStatus: 'DECIDED',
      outcome: 'REVERSED',
      outcomeDescription: 'The decision was reversed (changed in your favor)',
      canWithdraw: false,
    });
  });

  it('can be withdrawn before it is decided, in Spanish, on the other programmes’ track', async () => {
    const denied = await decision('WF', 'DENIED', '2027-02-10T15:00:00Z');
    const b = await signedInAt('2027-02-11T15:00:00Z');
    const formId = (await start(b, denied, 'NF')).json().formId as string;
    await fillIn(b, formId);
    const sent = (await sign(b, formId)).json();
    const withdrawn = await b.request({
      method: 'POST',
      url: urlOf('withdrawAppeal', { id: sent.onlineAppealRequestId }),
      payload: { reason: 'Ya me aprobaron.' },
      headers: { 'accept-language': 'es' },
    });
    expect(withdrawn.json()).toMatchObject({
      appealRequestStatus: 'WITHDRAWN',
      statusDescription: 'Retirada',
      canWithdraw: false,
    });
    expect((await b.post(urlOf('withdrawAppeal', { id: sent.onlineAppealRequestId }), {})).statusCode).toBe(409);
    // Sent to each contact on file, in the language she used.
    const notices = await noticesOf('appeal.withdrawn');
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.map((m) => m.locale)).toEqual(notices.map(() => 'es'));
    expect((await b.get(urlOf('nfAppeals'))).json().appealRequests).toEqual([
      expect.objectContaining({ appealRequestStatus: 'WITHDRAWN', nfAppealedProgramCode: 'WF' }),
    ]);
  });

  it('about a case action asks whether benefits should continue until the hearing', async () => {
    const [rivera] = await t.db.select().from(cases).where(eq(cases.reference, 'C-100234'));
    const [renewal] = await t.db
      .insert(caseChanges)
      .values({
        reference: 'RN270201-000001',
        kind: 'RECERT',
        programCode: 'FNS',
        naming: 'FNS',
        caseId: rivera!.id,
        userId: anaId,
        draftId: randomUUID(),
        formId: 'FNS_RECERT',
        formVersion: 1,
        beforeEnc: t.app.ctx.cipher.encrypt('{}'),
        memberIds: [],
        answersEnc: t.app.ctx.cipher.encrypt('{}'),
        applicantName: 'Ana Rivera',
        locale: 'en-US',
        signature: {},
        status: 'ACCEPTED',
        submittedAt: new Date('2027-02-01T15:00:00Z'),
        decidedAt: new Date('2027-02-03T15:00:00Z'),
      })
      .returning();
    const b = await signedInAt('2027-02-12T15:00:00Z');
    const decisions = (await b.get(`${urlOf('appealDecisions')}?track=NF`)).json().decisions;
    expect(decisions).toContainEqual(
      expect.objectContaining({ decisionId: renewal!.id, kind: 'CASE_ACTION', decisionDescription: 'Renewal decided' }),
    );
    const formId = (await start(b, renewal!.id, 'NF')).json().formId as string;
    expect((await savePage(b, formId, 'reason', ANSWERS.reason)).json()).toEqual({ nextPage: 'continuation' });
    expect((await savePage(b, formId, 'continuation', { continueBenefits: 'yes' })).json()).toEqual({
      nextPage: 'hearing',
    });
  });

  it('refuses a withdrawn programme, and a decision past its 90 days with the day they ended', async () => {
    const withdrawn = await decision('MA', 'WITHDRAWN', '2027-01-04T15:00:00Z');
    const onTime = await decision('MA', 'DENIED', '2027-01-04T15:00:00Z');
    const late = await decision('MA', 'DENIED', '2027-01-04T15:00:00Z');
    // 90 days after Monday 4 January is Sunday 4 April: the last day is Monday 5 April.
    // At 3:59 p.m. that Monday (UTC-4 in April) a request is in time.
    let b = await signedInAt('2027-04-05T19:59:00Z');
    const refused = await start(b, withdrawn);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe(
      'You withdrew this application, so you cannot ask for a hearing about it.',
    );
    const formId = (await start(b, onTime)).json().formId as string;
    const lateForm = (await start(b, late)).json().formId as string;
    await fillIn(b, formId);
    await fillIn(b, lateForm);
    const sent = await sign(b, formId);
    expect(sent.statusCode).toBe(200);
    expect((await b.get(urlOf('appealDetails', { id: sent.json().onlineAppealRequestId }))).json().filedOn).toBe(
      '2027-04-05',
    );

    // At 5 p.m. a request is dated Tuesday, after the last day: refused, with the day it ended.
    b = await signedInAt('2027-04-05T21:00:00Z');
    const tooLate = await sign(b, lateForm);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().errors[0].message).toBe(
      'The 90 days to ask for a hearing about this decision ended on 04/05/2027. If you had a good reason for not asking sooner, call your local office.',
    );
    const listed = (await b.get(`${urlOf('appealDecisions')}?track=MA`)).json().decisions;
    expect(listed.find((d: { decisionId: string }) => d.decisionId === late)).toMatchObject({
      refusal: 'PAST_DEADLINE',
      draftFormId: null,
    });
  });

  it('needs the canAppeal permission and the appeals feature', async () => {
    const b = await t.signedIn(DEMO_USERS.linked);
    expect((await b.get(urlOf('appeals'))).statusCode).toBe(200);
    await t.db.update(featureFlags).set({ enabled: false }).where(eq(featureFlags.name, 'appeals'));
    forgetCachedFlags();
    expect((await b.get(urlOf('appeals'))).statusCode).toBe(403);
    await t.db.update(featureFlags).set({ enabled: true }).where(eq(featureFlags.name, 'appeals'));
    forgetCachedFlags();
    await t.db.update(users).set({ canAppeal: false }).where(eq(users.id, anaId));
    const without = await t.signedIn(DEMO_USERS.linked);
    expect((await without.get(urlOf('appeals'))).statusCode).toBe(403);
    expect((await without.get(`${urlOf('appealDecisions')}?track=MA`)).statusCode).toBe(403);
    // A resident whose account is not linked to a case cannot appeal online.
    const resident = await t.signedIn(DEMO_USERS.standard);
    expect((await resident.get(urlOf('appeals'))).statusCode).toBe(403);
  });

  it('keeps the holidays an administrator adds; hearing officers read them', async () => {
    const admin = await t.signedIn(DEMO_USERS.admin);
    const added = await admin.post(urlOf('workerAddHoliday'), {
      date: '2028-01-17',
      name: 'Martin Luther King Jr. Day',
    });
    expect(added.json().holidays).toContainEqual({ date: '2028-01-17', name: 'Martin Luther King Jr. Day' });
    expect((await admin.post(urlOf('workerAddHoliday'), { date: '2028-01-17', name: 'Again' })).statusCode).toBe(409);
    const officer = await t.signedIn(DEMO_USERS.hearingOfficer);
    expect((await officer.get(urlOf('workerHolidays'))).json().holidays).toContainEqual({
      date: '2028-01-17',
      name: 'Martin Luther King Jr. Day',
    });
    expect((await officer.post(urlOf('workerAddHoliday'), { date: '2028-02-21', name: 'x' })).statusCode).toBe(403);
  });
});
