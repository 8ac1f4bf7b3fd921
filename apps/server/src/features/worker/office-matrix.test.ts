import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, urlOf, type CallName } from '@portal/contracts';
import type { TestWorld } from '@portal/contracts/test-world';
import { clock } from '../../platform/clock';
import { dayIn } from '../../platform/dates';
import {
  applicationPrograms,
  applications,
  cases,
  communications,
  documentCases,
  documents,
  newbornReferrals,
  secureMessages,
  users,
} from '../../platform/db/schema';
import { registeredAccess } from '../../platform/http/endpoint';
import { createTestWorld } from '../../seed/test-world';
import { insertSubmittedApplication } from '../../test/applications';
import { insertSubmittedChange } from '../../test/changes';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';
import { caseRecordsOf } from '../cases/records';

/**
 * Every staff call of the endpoint table, generated from it: two test worlds are two offices, and
 * caseworker A never sees nor changes office B's items (lists leave them out, item calls answer
 * 404, B's own caseworker reaches the same item, so the probe is a real one); then a role matrix
 * (resident, provider, caseworker, hearing officer, administrator) over every staff call. A staff
 * call this file does not know fails the first test: a new one is covered the day it is added.
 */

let t: TestApp;
let A: TestWorld;
let B: TestWorld;
/** Office B's items, made in beforeAll. */
let b: Items;

interface Items {
  applicationId: string;
  programId: string;
  applicationReference: string;
  caseId: string;
  caseReference: string;
  changeId: string;
  documentId: string;
  messageId: string;
  paperCopyId: string;
  referralId: string;
  massCommId: string;
  officeId: string;
  delinked: string;
}

type Req = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
type Probe =
  /** A list: office B's item must not be in A's answer (and is in B's). */
  | { scope: 'list'; call: (i: Items) => Req; holds: (body: unknown, i: Items) => boolean }
  /** An item or a write naming office B's item: 404 for A (not for B). */
  | { scope: 'item'; call: (i: Items) => Req }
  /** Not an office's records: who may call is the whole rule (the role matrix checks it). */
  | { scope: 'statewide'; why: string };

const get = (url: string): Req => ({ method: 'GET', url });
const post = (url: string, payload: object = {}): Req => ({ method: 'POST', url, payload });
const mentions = (body: unknown, text: string) => JSON.stringify(body).includes(text);
const food = { kind: 'GENERAL', programCode: 'FNS', caseStatus: 'ACTIVE' } as const;
const words = { subjectEn: 'Closed Friday', subjectEs: 'Cerrado el viernes', bodyEn: 'Closed.', bodyEs: 'Cerrado.' };

/** Every call with a staff access level, and how it is scoped. */
const PROBES: Record<string, Probe> = {
  workerMe: { scope: 'statewide', why: 'the signed-in staff member only' },
  workerFormTimings: { scope: 'statewide', why: 'counts of how long form pages take, no person' },
  workerApplicationQueue: {
    scope: 'list',
    // Searched by its reference, so other worlds' intake applications never push it off the page.
    call: (i) => get(urlOf('workerApplicationQueue', undefined, { q: i.applicationReference })),
    holds: (body, i) => mentions(body, i.applicationId),
  },
  workerAssignApplication: {
    scope: 'item',
    call: (i) => post(urlOf('workerAssignApplication', { id: i.applicationId }), { takeOver: true }),
  },
  workerReleaseApplication: {
    scope: 'item',
    call: (i) => post(urlOf('workerReleaseApplication', { id: i.applicationId })),
  },
  workerApplication: { scope: 'item', call: (i) => get(urlOf('workerApplication', { id: i.applicationId })) },
  workerApplicationPdf: { scope: 'item', call: (i) => get(urlOf('workerApplicationPdf', { id: i.applicationId })) },
  workerWithdrawalDecision: {
    scope: 'item',
    call: (i) =>
      post(urlOf('workerWithdrawalDecision', { id: i.applicationId, programId: i.programId }), { accept: true }),
  },
  workerApplicationDecision: {
    scope: 'item',
    call: (i) =>
      post(urlOf('workerApplicationDecision', { id: i.applicationId, programId: i.programId }), {
        decision: 'DENIED',
        reason: 'Not in the office',
      }),
  },
  workerDocumentQueue: {
    scope: 'list',
    // Searched by its case number, so other worlds' documents never push it off the page.
    call: (i) => get(urlOf('workerDocumentQueue', undefined, { q: i.caseReference })),
    holds: (body, i) => mentions(body, i.documentId),
  },
  workerAssignDocument: {
    scope: 'item',
    call: (i) => post(urlOf('workerAssignDocument', { attachmentId: i.documentId }), { takeOver: true }),
  },
  workerReleaseDocument: {
    scope: 'item',
    call: (i) => post(urlOf('workerReleaseDocument', { attachmentId: i.documentId })),
  },
  workerCaseDocuments: { scope: 'item', call: (i) => get(urlOf('workerCaseDocuments', { caseId: i.caseId })) },
  workerDocumentContent: {
    scope: 'item',
    call: (i) => get(urlOf('workerDocumentContent', { attachmentId: i.documentId })),
  },
  workerDocumentPreview: {
    scope: 'item',
    call: (i) => get(urlOf('workerDocumentPreview', { attachmentId: i.documentId })),
  },
  workerDocumentDecision: {
    scope: 'item',
    call: (i) => post(urlOf('workerDocumentDecision', { attachmentId: i.documentId }), { decision: 'ACCEPTED' }),
  },
  workerCaseChanges: {
    scope: 'list',
    // Searched by its case number, so other worlds' reports never push it off the page.
    call: (i) => get(urlOf('workerCaseChanges', undefined, { q: i.caseReference })),
    holds: (body, i) => mentions(body, i.changeId),
  },
  workerAssignCaseChange: {
    scope: 'item',
    call: (i) => post(urlOf('workerAssignCaseChange', { id: i.changeId }), { takeOver: true }),
  },
  workerReleaseCaseChange: { scope: 'item', call: (i) => post(urlOf('workerReleaseCaseChange', { id: i.changeId })) },
  workerCaseChange: { scope: 'item', call: (i) => get(urlOf('workerCaseChange', { id: i.changeId })) },
  workerCaseChangeInfo: {
    scope: 'item',
    call: (i) => post(urlOf('workerCaseChangeInfo', { id: i.changeId }), { itemCode: 'INCOME', note: 'Pay stubs' }),
  },
  workerAcceptCaseChange: { scope: 'item', call: (i) => post(urlOf('workerAcceptCaseChange', { id: i.changeId })) },
  workerCase: { scope: 'item', call: (i) => get(urlOf('workerCase', { caseId: i.caseId })) },
  workerCaseHistory: { scope: 'item', call: (i) => get(urlOf('workerCaseHistory', { caseId: i.caseId })) },
  workerCaseReminders: { scope: 'item', call: (i) => get(urlOf('workerCaseReminders', { caseId: i.caseId })) },
  workerReminderReport: {
    scope: 'list',
    call: () => get(urlOf('workerReminderReport')),
    holds: (body, i) => mentions(body, i.caseId),
  },
  workerAddCaseNote: {
    scope: 'item',
    call: (i) => post(urlOf('workerAddCaseNote', { caseId: i.caseId }), { noteText: 'Called the household.' }),
  },
  workerSecureMessages: {
    scope: 'list',
    // Searched by its case number, so other worlds' messages never push it off the page.
    call: (i) => get(urlOf('workerSecureMessages', undefined, { q: i.caseReference })),
    holds: (body, i) => mentions(body, i.messageId),
  },
  workerSecureMessageCases: {
    scope: 'list',
    call: () => get(urlOf('workerSecureMessageCases')),
    holds: (body, i) => mentions(body, i.caseId),
  },
  workerAssignSecureMessage: {
    scope: 'item',
    call: (i) => post(urlOf('workerAssignSecureMessage', { id: i.messageId }), { takeOver: true }),
  },
  workerReleaseSecureMessage: {
    scope: 'item',
    call: (i) => post(urlOf('workerReleaseSecureMessage', { id: i.messageId })),
  },
  workerReadSecureMessage: { scope: 'item', call: (i) => post(urlOf('workerReadSecureMessage', { id: i.messageId })) },
  workerSendSecureMessage: {
    scope: 'item',
    call: (i) =>
      post(urlOf('workerSendSecureMessage'), { caseId: i.caseId, subjectText: 'Hello', communicationText: 'Hi.' }),
  },
  workerPaperCopies: {
    scope: 'list',
    call: () => get(urlOf('workerPaperCopies')),
    holds: (body, i) => mentions(body, i.paperCopyId),
  },
  workerPaperCopyPdf: {
    scope: 'item',
    call: (i) => get(urlOf('workerPaperCopyPdf', { communicationId: i.paperCopyId })),
  },
  workerPaperCopyMailed: {
    scope: 'item',
    call: (i) => post(urlOf('workerPaperCopyMailed', { communicationId: i.paperCopyId })),
  },
  workerNewbornReferrals: {
    scope: 'list',
    call: () => get(urlOf('workerNewbornReferrals')),
    holds: (body, i) => mentions(body, i.referralId),
  },
  workerNewbornReferral: { scope: 'item', call: (i) => get(urlOf('workerNewbornReferral', { id: i.referralId })) },
  workerAssignNewbornReferral: {
    scope: 'item',
    call: (i) => post(urlOf('workerAssignNewbornReferral', { id: i.referralId }), { takeOver: true }),
  },
  workerReleaseNewbornReferral: {
    scope: 'item',
    call: (i) => post(urlOf('workerReleaseNewbornReferral', { id: i.referralId })),
  },
  workerNewbornReferralDecision: {
    scope: 'item',
    call: (i) => post(urlOf('workerNewbornReferralDecision', { id: i.referralId }), { decision: 'APPROVE' }),
  },
  workerMassCommunications: {
    scope: 'list',
    call: () => get(urlOf('workerMassCommunications')),
    holds: (body, i) => mentions(body, i.massCommId),
  },
  massCommPreview: {
    scope: 'item',
    call: (i) => post(urlOf('massCommPreview'), { ...food, officeId: i.officeId }),
  },
  createMassComm: {
    scope: 'item',
    call: (i) =>
      post(urlOf('createMassComm'), {
        audience: { ...food, officeId: i.officeId },
        ...words,
        sendAt: new Date(clock.nowMs() + 86_400_000).toISOString(),
        previewedCount: 1,
      }),
  },
  updateMassCommunication: {
    scope: 'item',
    call: (i) => post(urlOf('updateMassCommunication'), { massCommunicationId: i.massCommId, ...words }),
  },
  cancelMassCommunication: {
    scope: 'item',
    call: (i) => post(urlOf('cancelMassCommunication'), { massCommunicationId: i.massCommId }),
  },
  workerDelinkedAccounts: {
    scope: 'list',
    call: () => get(urlOf('workerDelinkedAccounts')),
    holds: (body, i) => mentions(body, `"${i.delinked}"`),
  },
  workerRestoreLinked: {
    scope: 'item',
    call: (i) => post(urlOf('workerRestoreLinked', { username: i.delinked })),
  },
  // The hearing office hears appeals from every county (ADR 0402); caseworkers are refused by role.
  // The queue and its assignment (ADR 0416): both offices' appeals are the hearing office's
  // (features/appeals/queue.test.ts shows it with two offices; its scope is written in the joins).
  workerAppeals: { scope: 'statewide', why: 'the state hearing office' },
  workerAssignAppeal: { scope: 'statewide', why: 'the state hearing office' },
  workerReleaseAppeal: { scope: 'statewide', why: 'the state hearing office' },
  workerAppeal: { scope: 'statewide', why: 'the state hearing office' },
  workerScheduleHearing: { scope: 'statewide', why: 'the state hearing office' },
  workerDecideAppeal: { scope: 'statewide', why: 'the state hearing office' },
  workerAppealDocument: { scope: 'statewide', why: 'the state hearing office' },
  workerHolidays: { scope: 'statewide', why: 'the state calendar' },
  workerAddHoliday: { scope: 'statewide', why: 'the state calendar (administrators)' },
  workerCorrectHoliday: { scope: 'statewide', why: 'the state calendar (administrators)' },
  workerRemoveHoliday: { scope: 'statewide', why: 'the state calendar (administrators)' },
  // Administrators run the state's settings; no caseworker reaches them (role matrix).
  workerOutboxFailed: { scope: 'statewide', why: 'the state delivery queue (administrators)' },
  workerOutboxRetry: { scope: 'statewide', why: 'the state delivery queue (administrators)' },
  workerExternalLinks: { scope: 'statewide', why: 'administrators' },
  workerUpdateExternalLink: { scope: 'statewide', why: 'administrators' },
  workerCounters: { scope: 'statewide', why: 'administrators' },
  workerProviderFacilities: { scope: 'statewide', why: 'administrators' },
  workerCreateProviderFacility: { scope: 'statewide', why: 'administrators' },
  workerUpdateProviderFacility: { scope: 'statewide', why: 'administrators' },
  workerAddProviderStaff: { scope: 'statewide', why: 'administrators' },
  workerRemoveProviderStaff: { scope: 'statewide', why: 'administrators' },
  workerOrganisations: { scope: 'statewide', why: 'administrators' },
  workerCreateOrganisation: { scope: 'statewide', why: 'administrators' },
  workerAddOrganisationUser: { scope: 'statewide', why: 'administrators' },
  workerRemoveOrganisationUser: { scope: 'statewide', why: 'administrators' },
  workerProvisionedReps: { scope: 'statewide', why: 'administrators' },
  workerProvisionRep: { scope: 'statewide', why: 'administrators' },
  workerUnprovisionRep: { scope: 'statewide', why: 'administrators' },
  workerResetPasskeys: {
    scope: 'statewide',
    why: 'administrators: staff and provider accounts belong to no office (ADR 0132)',
  },
};

const STAFF_ACCESS = new Set(['staff', 'hearing', 'anyStaff', 'admin']);
/** The registered calls with a staff access level, read from the running app's endpoint table. */
const staffCalls = () =>
  (Object.keys(ENDPOINTS) as CallName[]).filter((name) => STAFF_ACCESS.has(registeredAccess.get(name) ?? ''));

const send = (browser: TestBrowser, req: Req) => browser.request(req);

async function idOf(username: string) {
  const [row] = await t.db
    .select({ id: users.id, personId: users.linkedPersonId })
    .from(users)
    .where(eq(users.username, username));
  return row!;
}

/** Office B's items of every kind a caseworker works on. */
async function itemsOf(w: TestWorld): Promise<Items> {
  const [onCase] = await t.db.select().from(cases).where(eq(cases.reference, w.cases.rivera));
  // Its food renewal is due this month (the state's), so the office's reminder report lists it.
  const today = dayIn(clock.now(), t.app.ctx.config.timeZone);
  const [y, m] = today.split('-').map(Number) as [number, number];
  const monthEnd = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  await t.db.update(cases).set({ certificationEndOn: monthEnd }).where(eq(cases.id, onCase!.id));
  const ana = await idOf(w.users.linked);
  const [app] = await t.db
    .select({ id: applications.id, reference: applications.reference })
    .from(applications)
    .where(eq(applications.reference, w.applications.anaMedicaid));
  const [program] = await t.db
    .select({ id: applicationPrograms.id })
    .from(applicationPrograms)
    .where(eq(applicationPrograms.applicationId, app!.id));
  const change = await insertSubmittedChange(t, {
    kind: 'COC',
    caseId: onCase!.id,
    userId: ana.id,
    onFile: await caseRecordsOf(t.db, t.app.ctx.cipher, onCase!.id),
    after: (before) => before,
  });
  const now = clock.now();
  const [doc] = await t.db
    .insert(documents)
    .values({
      ownerUserId: ana.id,
      clientId: randomUUID(),
      kind: 'VERIFICATION',
      fileName: 'pay stub.pdf',
      mediaType: 'application/pdf',
      sizeBytes: 10,
      sha256: 'x'.repeat(64),
      blobKey: `office-matrix/${randomUUID()}`,
      status: 'SUBMITTED',
      uploadedAt: now,
      submittedAt: now,
    })
    .returning({ id: documents.id });
  await t.db.insert(documentCases).values({ documentId: doc!.id, caseId: onCase!.id });
  const [message] = await t.db
    .insert(secureMessages)
    .values({
      caseId: onCase!.id,
      userId: ana.id,
      direction: 'FROM_PERSON',
      subject: 'A question',
      body: 'When is my interview?',
      createdAt: now,
    })
    .returning({ id: secureMessages.id });
  const [copy] = await t.db
    .insert(communications)
    .values({
      userId: ana.id,
      kind: 'application.decision',
      locale: 'en-US',
      subject: 'Your notice',
      body: 'Text',
      pdf: Buffer.from('%PDF-1.4'),
      createdAt: now,
      mailRequestedAt: now,
      mailAddress: '1 Main St',
    })
    .returning({ id: communications.id });
  const [referral] = await t.db
    .select({ id: newbornReferrals.id })
    .from(newbornReferrals)
    .innerJoin(cases, eq(cases.id, newbornReferrals.caseId))
    .where(eq(cases.officeId, onCase!.officeId))
    .limit(1);
  const caseworker = await t.signedIn(w.users.caseworker);
  const created = await caseworker.post(urlOf('createMassComm'), {
    audience: food,
    ...words,
    sendAt: new Date(clock.nowMs() + 86_400_000).toISOString(),
    previewedCount: (await caseworker.post(urlOf('massCommPreview'), food)).json().recipientCount,
  });
  expect(created.statusCode).toBe(200);
  const [delinked] = await t.db
    .select({ personId: users.linkedPersonId })
    .from(users)
    .where(eq(users.username, w.users.delinked));
  expect(delinked?.personId).toBeTruthy();
  return {
    applicationId: app!.id,
    programId: program!.id,
    applicationReference: app!.reference,
    caseId: onCase!.id,
    caseReference: onCase!.reference,
    changeId: change.id,
    documentId: doc!.id,
    messageId: message!.id,
    paperCopyId: copy!.id,
    referralId: referral!.id,
    massCommId: created.json().massCommunicationId,
    officeId: onCase!.officeId,
    delinked: w.users.delinked,
  };
}

beforeAll(async () => {
  t = await startTestApp();
  A = await createTestWorld(t.app.ctx);
  B = await createTestWorld(t.app.ctx);
  b = await itemsOf(B);
}, 120_000);
afterAll(async () => t.close());

describe('every staff call is scoped to the worker’s office', () => {
  it('knows every staff call of the endpoint table (a new one must be added here)', () => {
    const calls = staffCalls();
    expect(calls.length).toBeGreaterThan(40);
    expect(calls.filter((name) => !(name in PROBES))).toEqual([]);
    expect(Object.keys(PROBES).filter((name) => !calls.includes(name as CallName))).toEqual([]);
  });

  it('caseworker A never sees nor changes office B’s items; B’s caseworker reaches them', async () => {
    const a = await t.signedIn(A.users.caseworker);
    const own = await t.signedIn(B.users.caseworker);
    const probes = staffCalls().map((name) => [name, PROBES[name]!] as const);
    const wrong: string[] = [];
    // Office A first: a refused write must leave B's item as it was, which B's own calls then show.
    for (const [name, probe] of probes) {
      if (probe.scope === 'statewide') continue;
      const res = await send(a, probe.call(b));
      if (probe.scope === 'item' && res.statusCode !== 404) wrong.push(`${name}: A got ${res.statusCode}`);
      if (probe.scope === 'list' && (res.statusCode !== 200 || probe.holds(res.json(), b)))
        wrong.push(`${name}: A's list (${res.statusCode}) shows B's item`);
    }
    for (const [name, probe] of probes) {
      if (probe.scope === 'statewide') continue;
      const res = await send(own, probe.call(b));
      if (probe.scope === 'item' && [401, 403, 404].includes(res.statusCode))
        wrong.push(`${name}: B got ${res.statusCode} ${res.body.slice(0, 120)}`);
      if (probe.scope === 'list' && (res.statusCode !== 200 || !probe.holds(res.json(), b)))
        wrong.push(`${name}: B's own list (${res.statusCode}) does not show B's item`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('an application with no office yet', () => {
  it('is in every office’s queue until one office decides it; then it is that office’s only', async () => {
    const reference = `A-OFFICE-${randomUUID().slice(0, 8)}`;
    const intake = await insertSubmittedApplication(t, A.users.resident, reference, [
      { code: 'FNS', status: 'PENDING' },
      { code: 'MA', status: 'PENDING' },
    ]);
    const [food, medicaid] = await t.db
      .select({ id: applicationPrograms.id, code: applicationPrograms.programCode })
      .from(applicationPrograms)
      .where(eq(applicationPrograms.applicationId, intake.id))
      .orderBy(applicationPrograms.programCode);
    const a = await t.signedIn(A.users.caseworker);
    const other = await t.signedIn(B.users.caseworker);
    const queued = async (browser: TestBrowser) =>
      mentions((await browser.get(urlOf('workerApplicationQueue'))).json(), intake.id);
    expect([await queued(a), await queued(other)]).toEqual([true, true]);

    const deny = (browser: TestBrowser, programId: string) =>
      browser.post(urlOf('workerApplicationDecision', { id: intake.id, programId }), {
        decision: 'DENIED',
        reason: 'No proof of residence',
      });
    expect((await deny(other, food!.id)).statusCode).toBe(200);
    // Office B took it: office A no longer sees it, cannot read it, cannot decide its other programme.
    expect(await queued(a)).toBe(false);
    expect((await a.get(urlOf('workerApplication', { id: intake.id }))).statusCode).toBe(404);
    expect((await deny(a, medicaid!.id)).statusCode).toBe(404);
    const [row] = await t.db.select().from(applicationPrograms).where(eq(applicationPrograms.id, medicaid!.id));
    expect(row!.status).toBe('PENDING');
    expect(await queued(other)).toBe(true);
    expect((await deny(other, medicaid!.id)).statusCode).toBe(200);
  });
});

describe('role matrix over every staff call', () => {
  const ALLOWED: Record<string, readonly string[]> = {
    staff: ['caseworker', 'admin'],
    hearing: ['hearing', 'admin'],
    anyStaff: ['caseworker', 'hearing', 'admin'],
    admin: ['admin'],
  };
  /** A request of the call with made-up ids (the access check comes before the request is read). */
  const anyRequest = (name: CallName): Req => {
    const e = ENDPOINTS[name] as { method: Req['method']; path: string };
    const url = e.path.replace(/:([A-Za-z]+)/g, (_, p: string) => (/name/i.test(p) ? 'nobody-here' : randomUUID()));
    return e.method === 'GET' ? get(url) : { method: e.method, url, payload: {} };
  };

  it('grants each call only to the roles its access level names', async () => {
    const roles = {
      resident: await t.signedIn(A.users.linked),
      provider: await t.signedIn(A.users.newbornprovider),
      caseworker: await t.signedIn(A.users.caseworker),
      hearing: await t.signedIn(A.users.hearing),
      admin: await t.signedIn(A.users.admin),
    };
    const wrong: string[] = [];
    for (const name of staffCalls()) {
      const allowed = ALLOWED[registeredAccess.get(name)!]!;
      for (const [role, browser] of Object.entries(roles)) {
        const res = await send(browser, anyRequest(name));
        const refused = res.statusCode === 403 || res.statusCode === 401;
        if (allowed.includes(role) === refused) wrong.push(`${name} as ${role}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
