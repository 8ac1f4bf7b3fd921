import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf, type WorkerDocumentQueue } from '@portal/contracts';
import type { TestWorld } from '@portal/contracts/test-world';
import { clock } from '../../platform/clock';
import { addDays, isoDay } from '../../platform/dates';
import {
  applicationPrograms,
  applications,
  cases,
  documentApplications,
  documentCases,
  documents,
  persons,
  users,
  verificationItems,
} from '../../platform/db/schema';
import { createTestWorld } from '../../seed/test-world';
import { insertSubmittedApplication } from '../../test/applications';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';
import { stateNoonDaysAgo } from '../../test/days';

/**
 * The caseworkers' documents queue (ADR 0413): oldest first, paging and count, search and the
 * programme filter, the request's due date, office scope, "Assign to me" / "Take over" /
 * "Release", two caseworkers assigning one document at once, and a document following its
 * application or case to another office (ADR 0417). Runs on PGlite and, with
 * PORTAL_TEST_PG_URL, on PostgreSQL, where the two assignments are two connections racing.
 */

let t: TestApp;
let A: TestWorld;
let B: TestWorld;
/** A word no other applicant's name has: every search of this file finds only its own. */
const tag = `Dq${randomBytes(4).toString('hex')}`;
const DAY = 86_400_000;
/** Office A's 30 documents sent for applications, oldest first, with their application's reference. */
const own: { id: string; reference: string; submittedAt: Date; appSubmittedAt: Date }[] = [];
/** Office A's documents on Ana Rivera's case answering requests: FNS, MA, MA, and one sent unasked. */
const onCase: { id: string; program: string | null; dueOn: string | null }[] = [];
let theirs: string[] = [];
let rivera: { id: string; reference: string; officeId: string; primaryPersonId: string };

async function caseOf(w: TestWorld) {
  const [c] = await t.db.select().from(cases).where(eq(cases.reference, w.cases.rivera));
  return c!;
}
async function userId(username: string) {
  const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return u!.id;
}

/** A submitted document of `owner`, sent at `submittedAt`, answering `itemId` when given. */
async function insertDoc(owner: string, submittedAt: Date, itemId: string | null = null) {
  const [doc] = await t.db
    .insert(documents)
    .values({
      ownerUserId: owner,
      clientId: randomUUID(),
      kind: itemId ? 'VERIFICATION' : 'STANDALONE',
      verificationItemId: itemId,
      fileName: `${tag} proof.pdf`,
      mediaType: 'application/pdf',
      sizeBytes: 10,
      sha256: 'x'.repeat(64),
      blobKey: `doc-queue/${randomUUID()}`,
      status: 'SUBMITTED',
      uploadedAt: submittedAt,
      submittedAt,
    })
    .returning({ id: documents.id });
  return doc!.id;
}

/** A submitted application of an office (taken by it, no case), and a document sent for it. */
async function appDoc(name: string, officeId: string, owner: string, appSubmittedAt: Date, docAt: Date) {
  const reference = `${tag.toUpperCase()}-${randomBytes(4).toString('hex').toUpperCase()}`;
  const [app] = await t.db
    .insert(applications)
    .values({
      reference,
      submissionKey: `key-${reference}`,
      formId: 'FNS',
      formVersion: 1,
      answersEnc: t.app.ctx.cipher.encrypt('{}'),
      applicantName: name,
      locale: 'en-US',
      signature: {},
      submittedAt: appSubmittedAt,
      officeId,
    })
    .returning();
  await t.db.insert(applicationPrograms).values({ applicationId: app!.id, programCode: 'FNS', status: 'PENDING' });
  const id = await insertDoc(owner, docAt);
  await t.db.insert(documentApplications).values({ documentId: id, applicationId: app!.id });
  return { id, reference };
}

const queueOf = async (browser: TestBrowser, query: Record<string, string | number> = {}) => {
  const res = await browser.get(urlOf('workerDocumentQueue', undefined, { q: tag, ...query }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WorkerDocumentQueue;
};
const ids = (q: WorkerDocumentQueue) => q.documents.map((d) => d.attachmentID);
const assign = (browser: TestBrowser, id: string, takeOver = false) =>
  browser.post(urlOf('workerAssignDocument', { attachmentId: id }), { takeOver });
const release = (browser: TestBrowser, id: string) =>
  browser.post(urlOf('workerReleaseDocument', { attachmentId: id }));

/** Whether the unsearched queue shows `id` on one of its pages (read from the offices the database keeps). */
async function walked(browser: TestBrowser, id: string, query: Record<string, string> = {}) {
  for (let page = 1; ; page++) {
    const res = await browser.get(urlOf('workerDocumentQueue', undefined, { ...query, page }));
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json() as WorkerDocumentQueue;
    if (ids(found).includes(id)) return true;
    if (found.documents.length < found.pageSize) return false;
  }
}

/** Whether `browser`'s queue shows `id`, searched by `q` and unsearched, the two agreeing. */
async function shows(browser: TestBrowser, id: string, q: string) {
  const searched = ids(await queueOf(browser, { q })).includes(id);
  expect(await walked(browser, id), `the unsearched queue agrees with the search for ${q}`).toBe(searched);
  return searched;
}

beforeAll(async () => {
  t = await startTestApp();
  A = await createTestWorld(t.app.ctx);
  B = await createTestWorld(t.app.ctx);
  rivera = await caseOf(A);
  const officeB = (await caseOf(B)).officeId;
  const ana = await userId(A.users.linked);
  // Noon in the state, so each row's age in days is the same at any hour the suite runs.
  const start = stateNoonDaysAgo(40, t.app.ctx.config.timeZone).getTime();
  for (let i = 0; i < 30; i++) {
    const appSubmittedAt = new Date(start - 2 * DAY + i * DAY);
    const submittedAt = new Date(start + i * DAY);
    const name = `Applicant ${tag} ${String(i).padStart(2, '0')}`;
    const doc = await appDoc(name, rivera.officeId, ana, appSubmittedAt, submittedAt);
    own.push({ ...doc, submittedAt, appSubmittedAt });
  }
  // Decided documents wait no more: never in the queue.
  const decided = await appDoc(`Applicant ${tag} decided`, rivera.officeId, ana, new Date(start), new Date(start));
  await t.db.update(documents).set({ status: 'ACCEPTED' }).where(eq(documents.id, decided.id));
  for (const [i, program] of (['FNS', 'MA', 'MA', null] as const).entries()) {
    const dueOn = program ? isoDay(addDays(new Date(start + 5 * DAY), 30)) : null;
    const [item] = program
      ? await t.db
          .insert(verificationItems)
          .values({
            caseId: rivera.id,
            personId: rivera.primaryPersonId,
            itemCode: 'INCOME',
            programCode: program,
            dueOn: dueOn!,
          })
          .returning({ id: verificationItems.id })
      : [];
    const id = await insertDoc(ana, new Date(start + (31 + i) * DAY), item?.id ?? null);
    await t.db.insert(documentCases).values({ documentId: id, caseId: rivera.id });
    onCase.push({ id, program, dueOn });
  }
  const bAna = await userId(B.users.linked);
  theirs = [];
  for (let i = 0; i < 3; i++)
    theirs.push((await appDoc(`Applicant ${tag} B${i}`, officeB, bAna, new Date(start), new Date(start + i * DAY))).id);
}, 120_000);
afterAll(async () => t.close());

describe('the documents queue', () => {
  it('pages the office’s documents waiting for review oldest first, 25 a page, with the count', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const first = await queueOf(maria);
    expect(first.total).toBe(30);
    expect(first.pageSize).toBe(25);
    expect(ids(first)).toEqual(own.slice(0, 25).map((d) => d.id));
    const second = await queueOf(maria, { page: 2 });
    expect(second.total).toBe(30);
    expect(ids(second)).toEqual(own.slice(25).map((d) => d.id));
    const beyond = await queueOf(maria, { page: 3 });
    expect(beyond.documents).toEqual([]);
    expect(beyond.total).toBe(30);
  });

  it('gives each row its age, whose it is and the request’s due date (30 days on)', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const [oldest] = (await queueOf(maria)).documents;
    expect(oldest).toMatchObject({
      kind: 'APPLICATION',
      caseReference: own[0]!.reference,
      primaryPerson: `Applicant ${tag} 00`,
      ageDays: 40,
      // An application's documents are due 30 days after it was submitted.
      dueOn: isoDay(addDays(own[0]!.appSubmittedAt, 30)),
      programCode: null,
      assignee: null,
    });
    // On a case: the verification item's due date; a document sent unasked has none.
    const caseRows = (await queueOf(maria, { q: rivera.reference })).documents;
    expect(caseRows.map((d) => d.attachmentID)).toEqual(onCase.map((d) => d.id));
    expect(caseRows.map((d) => d.dueOn)).toEqual(onCase.map((d) => d.dueOn));
    expect(caseRows.map((d) => d.programCode)).toEqual(onCase.map((d) => d.program));
    expect(caseRows[0]).toMatchObject({ kind: 'CASE', caseID: rivera.id, caseReference: rivera.reference });
  });

  it('searches by name, application reference and case number, and filters by programme', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    expect(ids(await queueOf(maria, { q: `${tag} 12`.toLowerCase() }))).toEqual([own[12]!.id]);
    expect(ids(await queueOf(maria, { q: own[5]!.reference.toLowerCase() }))).toEqual([own[5]!.id]);
    const medicaid = await queueOf(maria, { q: rivera.reference, program: 'MA' });
    expect(ids(medicaid)).toEqual(onCase.filter((d) => d.program === 'MA').map((d) => d.id));
    expect(medicaid.total).toBe(2);
    // Unsearched, the programme filter reads the offices the database keeps, with the programme.
    const walkedMedicaid: boolean[] = [];
    for (const d of onCase) walkedMedicaid.push(await walked(maria, d.id, { program: 'MA' }));
    expect(walkedMedicaid).toEqual(onCase.map((d) => d.program === 'MA'));
    // A % or _ typed is a character, not a wildcard.
    expect((await queueOf(maria, { q: `${tag}%` })).total).toBe(0);
  });

  it('never shows one office’s documents to the other', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const other = await t.signedIn(B.users.caseworker);
    const seenByB = await queueOf(other);
    expect(ids(seenByB)).toEqual(theirs);
    expect(seenByB.total).toBe(3);
    expect((await queueOf(maria, { page: 2 })).documents.some((d) => theirs.includes(d.attachmentID))).toBe(false);
    expect((await queueOf(other, { q: own[0]!.reference })).total).toBe(0);
    expect((await queueOf(other, { q: rivera.reference })).total).toBe(0);
    expect((await assign(other, own[0]!.id)).statusCode).toBe(404);
    expect((await release(other, onCase[0]!.id)).statusCode).toBe(404);
    const admin = await t.signedIn(A.users.admin);
    expect((await queueOf(admin)).total).toBe(33);
  });

  it('refuses a bad search or page with a translated message naming the field', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const bad: [Record<string, string>, string][] = [
      [{ q: 'x'.repeat(101) }, 'q'],
      [{ page: '0' }, 'page'],
      [{ program: 'NOPE' }, 'program'],
      [{ view: 'everyone' }, 'view'],
    ];
    for (const [query, field] of bad) {
      const res = await maria.get(urlOf('workerDocumentQueue', undefined, query));
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    const spanish = await maria.request({
      method: 'GET',
      url: urlOf('workerDocumentQueue', undefined, { program: 'NOPE' }),
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json().errors[0].message).toBe('Elija uno de los valores de la lista.');
  });

  it('assigns, shows "Mine", refuses another caseworker naming who has it, takes over and releases', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const james = await t.signedIn(A.users.caseworker2);
    const doc = own[20]!;
    const mine = await assign(maria, doc.id);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().assignee).toMatchObject({ mine: true, name: 'Maria Lopez' });
    expect(ids(await queueOf(maria, { view: 'mine' }))).toEqual([doc.id]);
    expect((await queueOf(james, { view: 'mine' })).total).toBe(0);
    expect((await queueOf(james, { q: doc.reference })).documents[0]!.assignee).toMatchObject({
      name: 'Maria Lopez',
      mine: false,
    });
    const refused = await assign(james, doc.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toContain('Maria Lopez is reviewing this document');
    expect((await release(james, doc.id)).statusCode).toBe(409);
    const spanish = await james.request({
      method: 'POST',
      url: urlOf('workerAssignDocument', { attachmentId: doc.id }),
      payload: {},
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json().errors[0].message).toContain('Maria Lopez está revisando este documento');
    const taken = await assign(james, doc.id, true);
    expect(taken.json().assignee).toMatchObject({ name: 'James Carter', mine: true });
    expect((await queueOf(maria, { view: 'mine' })).total).toBe(0);
    expect((await release(james, doc.id)).json()).toEqual({ assignee: null });
    expect((await queueOf(james, { q: doc.reference })).documents[0]!.assignee).toBeNull();
    expect((await assign(maria, 'not-a-document')).statusCode).toBe(404);
  });

  it('gives a document pressed "Assign to me" by two caseworkers at once to exactly one', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const james = await t.signedIn(A.users.caseworker2);
    const names = { maria: 'Maria Lopez', james: 'James Carter' };
    for (const doc of own.slice(21, 26)) {
      const [m, j] = await Promise.all([assign(maria, doc.id), assign(james, doc.id)]);
      expect([m.statusCode, j.statusCode].sort()).toEqual([200, 409]);
      const [winner, loser] = m.statusCode === 200 ? [names.maria, j] : [names.james, m];
      expect(loser.json().errors[0].message).toContain(`${winner} is reviewing this document`);
      const [row] = await t.db
        .select({ first: users.firstName, last: users.lastName })
        .from(documents)
        .innerJoin(users, eq(users.id, documents.assignedTo))
        .where(eq(documents.id, doc.id));
      expect(`${row!.first} ${row!.last}`).toBe(winner);
    }
  });
});

describe('a document follows its application or case to another office (ADR 0417)', () => {
  it('shows an intake application’s document to every office, then only to the office that took it', async () => {
    const reference = `${tag.toUpperCase()}-INTAKE`;
    const intake = await insertSubmittedApplication(t, A.users.resident, reference, [
      { code: 'FNS', status: 'PENDING' },
      { code: 'MA', status: 'PENDING' },
    ]);
    const id = await insertDoc(await userId(A.users.resident), new Date(clock.nowMs() - DAY));
    await t.db.insert(documentApplications).values({ documentId: id, applicationId: intake.id });
    const maria = await t.signedIn(A.users.caseworker);
    const other = await t.signedIn(B.users.caseworker);
    expect([await shows(maria, id, reference), await shows(other, id, reference)]).toEqual([true, true]);
    // Office B decides its food programme: the application, and the document sent for it, are B's.
    const [food] = await t.db
      .select({ id: applicationPrograms.id })
      .from(applicationPrograms)
      .where(eq(applicationPrograms.applicationId, intake.id))
      .orderBy(applicationPrograms.programCode);
    const denied = await other.post(urlOf('workerApplicationDecision', { id: intake.id, programId: food!.id }), {
      decision: 'DENIED',
      reason: 'No proof of residence',
    });
    expect(denied.statusCode, denied.body).toBe(200);
    expect([await shows(maria, id, reference), await shows(other, id, reference)]).toEqual([false, true]);
    expect((await assign(maria, id)).statusCode).toBe(404);
  });

  it('moves an application’s document to the office of the case the application is placed on', async () => {
    const ana = await userId(A.users.linked);
    const at = new Date(clock.nowMs() - 2 * DAY);
    const doc = await appDoc(`Applicant ${tag} placed`, rivera.officeId, ana, at, at);
    const maria = await t.signedIn(A.users.caseworker);
    const other = await t.signedIn(B.users.caseworker);
    expect([await shows(maria, doc.id, doc.reference), await shows(other, doc.id, doc.reference)]).toEqual([
      true,
      false,
    ]);
    // Placed on a case of office B (as cases/open.ts places an approved application): B's now.
    const theirCase = await caseOf(B);
    const [app] = await t.db.select().from(applications).where(eq(applications.reference, doc.reference));
    await t.db.update(applications).set({ caseId: theirCase.id }).where(eq(applications.id, app!.id));
    expect([await shows(maria, doc.id, doc.reference), await shows(other, doc.id, doc.reference)]).toEqual([
      false,
      true,
    ]);
  });

  it('takes an intake application’s document to the office of the person its account is linked to', async () => {
    const reference = `${tag.toUpperCase()}-LINKING`;
    const intake = await insertSubmittedApplication(t, B.users.resident, reference, [
      { code: 'FNS', status: 'PENDING' },
    ]);
    const resident = await userId(B.users.resident);
    const id = await insertDoc(resident, new Date(clock.nowMs() - DAY));
    await t.db.insert(documentApplications).values({ documentId: id, applicationId: intake.id });
    const maria = await t.signedIn(A.users.caseworker);
    const other = await t.signedIn(B.users.caseworker);
    expect([await shows(maria, id, reference), await shows(other, id, reference)]).toEqual([true, true]);
    // Identity proofing links the account to a person on office B's case (proofing/service.ts).
    const theirCase = await caseOf(B);
    await t.db
      .update(users)
      .set({ userType: 'LINKED', linkedPersonId: theirCase.primaryPersonId })
      .where(eq(users.id, resident));
    expect([await shows(maria, id, reference), await shows(other, id, reference)]).toEqual([false, true]);
  });

  it('moves a case’s documents, its applications’ and its linked account’s, when the case moves office', async () => {
    const C = await createTestWorld(t.app.ctx);
    const moving = await caseOf(C);
    const officeB = (await caseOf(B)).officeId;
    const cAna = await userId(C.users.linked);
    const at = new Date(clock.nowMs() - 3 * DAY);
    const onTheCase = await insertDoc(cAna, at);
    await t.db.insert(documentCases).values({ documentId: onTheCase, caseId: moving.id });
    // Sent for an application on the case, and for one of the linked account with no case nor office yet.
    const sentFor = async (suffix: string, caseId: string | null) => {
      const reference = `${tag.toUpperCase()}-${suffix}`;
      const app = await insertSubmittedApplication(t, C.users.linked, reference, [{ code: 'FNS', status: 'PENDING' }]);
      if (caseId) await t.db.update(applications).set({ caseId }).where(eq(applications.id, app.id));
      const id = await insertDoc(cAna, at);
      await t.db.insert(documentApplications).values({ documentId: id, applicationId: app.id });
      return { id, reference };
    };
    const docs = [
      { id: onTheCase, reference: moving.reference },
      await sentFor('ONCASE', moving.id),
      await sentFor('LINKED', null),
    ];
    const theirs = await t.signedIn(C.users.caseworker);
    const other = await t.signedIn(B.users.caseworker);
    const seen = async (browser: TestBrowser) => {
      const found: boolean[] = [];
      for (const d of docs) found.push(await shows(browser, d.id, d.reference));
      return found;
    };
    expect(await seen(theirs)).toEqual([true, true, true]);
    expect(await seen(other)).toEqual([false, false, false]);
    await t.db.update(cases).set({ officeId: officeB }).where(eq(cases.id, moving.id));
    expect(await seen(theirs)).toEqual([false, false, false]);
    expect(await seen(other)).toEqual([true, true, true]);
    expect(ids(await queueOf(other, { q: moving.reference }))).toEqual([onTheCase]);
  }, 60_000);
});

describe('the search through the names’ trigram index (ADR 0420)', () => {
  it('finds a name by a part in its middle and a case by its number’s start; % and _ typed are characters', async () => {
    // A world of this test's own (its own office), its person renamed with a word no one else has.
    const C = await createTestWorld(t.app.ctx);
    const word = `Dy${randomBytes(4).toString('hex')}`;
    const theCase = await caseOf(C);
    await t.db
      .update(persons)
      .set({ lastName: `Ri${word}vera` })
      .where(eq(persons.id, theCase.primaryPersonId));
    const owner = await userId(C.users.linked);
    const at = stateNoonDaysAgo(3, t.app.ctx.config.timeZone);
    const onTheCase = await insertDoc(owner, at);
    await t.db.insert(documentCases).values({ documentId: onTheCase, caseId: theCase.id });
    const marked = await appDoc(`Lu ${word}_x 100%`, theCase.officeId, owner, at, at);
    const maria = await t.signedIn(C.users.caseworker);
    const found = async (q: string) => ids(await queueOf(maria, { q }));
    expect(await shows(maria, onTheCase, `I${word}VE`)).toBe(true);
    expect(await found(`I${word}VE`)).toEqual([onTheCase]);
    expect(await found(`${word}_x`)).toEqual([marked.id]);
    // As wildcards, `_` would match the v of the person's name too and `%x` the `_x` of the applicant's.
    expect(await found(`${word}_`)).toEqual([marked.id]);
    expect(await found(`${word}%x`)).toEqual([]);
    expect(await found('x 100%')).toEqual([marked.id]);
    const start = theCase.reference.slice(0, -1).toLowerCase();
    expect(await found(start)).toContain(onTheCase);
    expect(await found(`${start}%`)).toEqual([]);
  }, 60_000);
});
