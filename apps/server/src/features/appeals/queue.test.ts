import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf, type WorkerAppealQueue } from '@portal/contracts';
import type { TestWorld } from '@portal/contracts/test-world';
import { clock } from '../../platform/clock';
import { dayIn } from '../../platform/dates';
import { appeals, applicationPrograms, applications, auditLog, cases, users } from '../../platform/db/schema';
import { createTestWorld } from '../../seed/test-world';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';
import { stateNoonDaysAgo } from '../../test/days';
import { insertSubmittedChange } from '../../test/changes';
import { keptNotices } from '../../test/notices';
import { caseRecordsOf } from '../cases/records';
import { appealQueuePage } from './queue-repo';

/**
 * The hearing office's queue of appeal requests (ADR 0416): oldest first, paging and count, search
 * and the programme and status filters, the hearing's date, the statewide scope with two offices,
 * "Assign to me" / "Take over" / "Release", two officers assigning one request at once and two
 * deciding it at once. Runs on PGlite and, with PORTAL_TEST_PG_URL, on PostgreSQL, where the two
 * are two connections racing.
 */

let t: TestApp;
let A: TestWorld;
let B: TestWorld;
/** A word no other appellant's name has: every search of this file finds only its own. */
const tag = `Aq${randomBytes(4).toString('hex')}`;
const DAY = 86_400_000;
type Made = { id: string; reference: string; applicationReference: string; caseReference: string };
/** Office A's 30 requests, oldest first (every third about food, the others Medicaid). */
const own: Made[] = [];
/** Office B's 3 requests. */
const theirs: Made[] = [];
let officeA: string;
let officeB: string;

/** A sent request about a denial on world `w`'s Rivera case, sent at `submittedAt`. */
async function insertAppeal(w: TestWorld, name: string, programCode: string, submittedAt: Date): Promise<Made> {
  const [onCase] = await t.db.select().from(cases).where(eq(cases.reference, w.cases.rivera));
  const [ana] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, w.users.linked));
  const applicationReference = `A-${tag.toUpperCase()}-${randomBytes(3).toString('hex').toUpperCase()}`;
  const [app] = await t.db
    .insert(applications)
    .values({
      reference: applicationReference,
      userId: ana!.id,
      submissionKey: `key-${applicationReference}`,
      formId: programCode,
      formVersion: 1,
      answersEnc: t.app.ctx.cipher.encrypt('{}'),
      applicantName: name,
      locale: 'en-US',
      signature: {},
      submittedAt: new Date(submittedAt.getTime() - 30 * DAY),
      caseId: onCase!.id,
      officeId: onCase!.officeId,
    })
    .returning();
  const decidedAt = new Date(submittedAt.getTime() - 5 * DAY);
  const [program] = await t.db
    .insert(applicationPrograms)
    .values({ applicationId: app!.id, programCode, status: 'DENIED', decidedAt, decisionReason: 'x' })
    .returning();
  const reference = `AP-${tag.toUpperCase()}-${randomBytes(3).toString('hex').toUpperCase()}`;
  const [row] = await t.db
    .insert(appeals)
    .values({
      reference,
      track: programCode === 'MA' ? 'MA' : 'NF',
      userId: ana!.id,
      applicationProgramId: program!.id,
      programCode,
      decisionDate: dayIn(decidedAt, t.app.ctx.config.timeZone),
      submissionKey: randomUUID(),
      answersEnc: t.app.ctx.cipher.encrypt('{}'),
      appellantName: name,
      locale: 'en-US',
      signature: {},
      status: 'SUBMITTED',
      submittedAt,
      filedOn: dayIn(submittedAt, t.app.ctx.config.timeZone),
      createdAt: submittedAt,
    })
    .returning({ id: appeals.id });
  return { id: row!.id, reference, applicationReference, caseReference: onCase!.reference };
}

const queueOf = async (browser: TestBrowser, query: Record<string, string | number> = {}) => {
  const res = await browser.get(urlOf('workerAppeals', undefined, { q: tag, ...query }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WorkerAppealQueue;
};
const ids = (q: WorkerAppealQueue) => q.appeals.map((a) => a.id);
const assign = (browser: TestBrowser, id: string, takeOver = false) =>
  browser.post(urlOf('workerAssignAppeal', { id }), { takeOver });
const release = (browser: TestBrowser, id: string) => browser.post(urlOf('workerReleaseAppeal', { id }));
const idOf = async (username: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

beforeAll(async () => {
  t = await startTestApp();
  A = await createTestWorld(t.app.ctx);
  B = await createTestWorld(t.app.ctx);
  // Noon in the state, so each row's age in days is the same at any hour the suite runs.
  const start = stateNoonDaysAgo(40, t.app.ctx.config.timeZone).getTime();
  for (let i = 0; i < 30; i++) {
    const name = `Appellant ${tag} ${String(i).padStart(2, '0')}`;
    own.push(await insertAppeal(A, name, i % 3 === 0 ? 'FNS' : 'MA', new Date(start + i * DAY)));
  }
  // Decided and withdrawn requests wait no more: never in the queue.
  for (const status of ['DECIDED', 'WITHDRAWN'] as const) {
    const gone = await insertAppeal(A, `Appellant ${tag} ${status}`, 'MA', new Date(start));
    await t.db.update(appeals).set({ status }).where(eq(appeals.id, gone.id));
  }
  // Office B's, sent between office A's first ones.
  for (let i = 0; i < 3; i++)
    theirs.push(await insertAppeal(B, `Appellant ${tag} B${i}`, 'MA', new Date(start + i * DAY + 3_600_000)));
  const [a] = await t.db.select().from(cases).where(eq(cases.reference, A.cases.rivera));
  const [b] = await t.db.select().from(cases).where(eq(cases.reference, B.cases.rivera));
  officeA = a!.officeId;
  officeB = b!.officeId;
}, 120_000);
afterAll(async () => t.close());

describe('the appeals queue', () => {
  it('pages the requests waiting oldest first, 25 a page, with the count', async () => {
    const harper = await t.signedIn(A.users.hearing);
    const all = [...own.slice(0, 3).flatMap((m, i) => [m, theirs[i]!]), ...own.slice(3)].map((m) => m.id);
    const first = await queueOf(harper);
    expect(first).toMatchObject({ total: 33, page: 1, pageSize: 25 });
    expect(ids(first)).toEqual(all.slice(0, 25));
    const second = await queueOf(harper, { page: 2 });
    expect(second.total).toBe(33);
    expect(ids(second)).toEqual(all.slice(25));
    const beyond = await queueOf(harper, { page: 3 });
    expect(beyond.appeals).toEqual([]);
    expect(beyond.total).toBe(33);
  });

  it('gives each row its programme, decision, age and hearing once scheduled; a decided one leaves', async () => {
    const harper = await t.signedIn(A.users.hearing);
    const [oldest] = (await queueOf(harper)).appeals;
    expect(oldest).toMatchObject({
      id: own[0]!.id,
      reference: own[0]!.reference,
      track: 'NF',
      programCode: 'FNS',
      appellantName: `Appellant ${tag} 00`,
      decisionReference: own[0]!.applicationReference,
      status: 'SUBMITTED',
      ageDays: 40,
      hearingDate: null,
      assignee: null,
    });
    const day = dayIn(new Date(clock.nowMs() + 7 * DAY), t.app.ctx.config.timeZone);
    const hearing = { date: day, time: '10:00', mode: 'PHONE', place: '555-555-0100' };
    const scheduled = await harper.post(urlOf('workerScheduleHearing', { id: own[1]!.id }), hearing);
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const row = (await queueOf(harper, { q: own[1]!.reference })).appeals[0];
    expect(row).toMatchObject({ status: 'SCHEDULED', hearingDate: day, hearingTime: '10:00' });
    expect(ids(await queueOf(harper, { status: 'SCHEDULED' }))).toEqual([own[1]!.id]);
    expect((await queueOf(harper, { status: 'SUBMITTED' })).total).toBe(32);
  });

  it('searches by name, request reference, application reference and case number; filters by programme', async () => {
    const harper = await t.signedIn(A.users.hearing);
    expect(ids(await queueOf(harper, { q: `${tag} 12`.toLowerCase() }))).toEqual([own[12]!.id]);
    expect(ids(await queueOf(harper, { q: own[5]!.reference.toLowerCase() }))).toEqual([own[5]!.id]);
    expect(ids(await queueOf(harper, { q: own[7]!.applicationReference }))).toEqual([own[7]!.id]);
    const byCase = await queueOf(harper, { q: B.cases.rivera });
    expect(ids(byCase)).toEqual(theirs.map((m) => m.id));
    expect((await queueOf(harper, { program: 'FNS' })).total).toBe(10);
    expect((await queueOf(harper, { program: 'FNS', status: 'SCHEDULED' })).total).toBe(0);
    // A % or _ typed is a character, not a wildcard.
    expect((await queueOf(harper, { q: `${tag}%` })).total).toBe(0);
  });

  it('is the state hearing office’s: both offices’ requests, for either office’s officer; no caseworker', async () => {
    const harperA = await t.signedIn(A.users.hearing);
    const harperB = await t.signedIn(B.users.hearing);
    expect(ids(await queueOf(harperB))).toEqual(ids(await queueOf(harperA)));
    expect((await queueOf(await t.signedIn(A.users.admin))).total).toBe(33);
    for (const w of [A, B]) {
      const caseworker = await t.signedIn(w.users.caseworker);
      expect((await caseworker.get(urlOf('workerAppeals', undefined, { q: tag }))).statusCode).toBe(403);
      expect((await assign(caseworker, theirs[0]!.id)).statusCode).toBe(403);
      expect((await release(caseworker, theirs[0]!.id)).statusCode).toBe(403);
    }
    // The scope is written into the query's joins: an office's scope would read its own decisions' only.
    const page = (officeId: string) =>
      appealQueuePage(
        t.db,
        { kind: 'office', officeId },
        { q: tag, view: 'office', page: 1, pageSize: 25, userId: '' },
      );
    expect((await page(officeB)).rows.map((r) => r.appeal.id)).toEqual(theirs.map((m) => m.id));
    expect((await page(officeA)).total).toBe(30);
    const none = await appealQueuePage(t.db, { kind: 'none' }, { view: 'office', page: 1, pageSize: 25, userId: '' });
    expect(none.total).toBe(0);
  });

  it('refuses a bad search, filter or page with a translated message naming the field', async () => {
    const harper = await t.signedIn(A.users.hearing);
    const bad: [Record<string, string>, string][] = [
      [{ q: 'x'.repeat(101) }, 'q'],
      [{ page: '0' }, 'page'],
      [{ program: 'NOPE' }, 'program'],
      [{ status: 'DECIDED' }, 'status'],
      [{ view: 'everyone' }, 'view'],
    ];
    for (const [query, field] of bad) {
      const res = await harper.get(urlOf('workerAppeals', undefined, query));
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    const spanish = await harper.request({
      method: 'GET',
      url: urlOf('workerAppeals', undefined, { status: 'NOPE' }),
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json().errors[0].message).toBe('Elija uno de los valores de la lista.');
  });

  it('assigns, shows "Mine", refuses another officer naming who has it, takes over and releases', async () => {
    const harperA = await t.signedIn(A.users.hearing);
    const harperB = await t.signedIn(B.users.hearing);
    const appeal = own[20]!;
    const mine = await assign(harperA, appeal.id);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().assignee).toMatchObject({ mine: true, name: 'Harper Hill' });
    expect(ids(await queueOf(harperA, { view: 'mine' }))).toEqual([appeal.id]);
    expect((await queueOf(harperB, { view: 'mine' })).total).toBe(0);
    expect((await queueOf(harperB, { q: appeal.reference })).appeals[0]!.assignee).toMatchObject({ mine: false });
    const refused = await assign(harperB, appeal.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ field: 'assignee' });
    expect(refused.json().errors[0].message).toContain('Harper Hill is working on this appeal');
    expect((await release(harperB, appeal.id)).statusCode).toBe(409);
    const spanish = await harperB.request({
      method: 'POST',
      url: urlOf('workerAssignAppeal', { id: appeal.id }),
      payload: {},
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json().errors[0].message).toContain('Harper Hill está trabajando en esta apelación');
    const taken = await assign(harperB, appeal.id, true);
    expect(taken.json().assignee).toMatchObject({ mine: true });
    expect((await queueOf(harperA, { view: 'mine' })).total).toBe(0);
    expect((await release(harperB, appeal.id)).json()).toEqual({ assignee: null });
    expect((await queueOf(harperA, { q: appeal.reference })).appeals[0]!.assignee).toBeNull();
    const audited = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'appeal'), eq(auditLog.entityId, appeal.id)));
    expect(audited.map((r) => r.action).sort()).toEqual(['appeal.assign', 'appeal.assign', 'appeal.release']);
    expect((await assign(harperA, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('gives a request pressed "Assign to me" by two officers at once to exactly one', async () => {
    const harperA = await t.signedIn(A.users.hearing);
    const harperB = await t.signedIn(B.users.hearing);
    const who = { a: await idOf(A.users.hearing), b: await idOf(B.users.hearing) };
    for (const appeal of own.slice(21, 26)) {
      const [a, b] = await Promise.all([assign(harperA, appeal.id), assign(harperB, appeal.id)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const [winner, loser] = a.statusCode === 200 ? [who.a, b] : [who.b, a];
      expect(loser.json().errors[0].message).toContain('Harper Hill is working on this appeal');
      const [row] = await t.db.select().from(appeals).where(eq(appeals.id, appeal.id));
      expect(row!.assignedTo).toBe(winner);
    }
  });

  it('records one outcome when two officers decide a request at once; the second is told', async () => {
    const harperA = await t.signedIn(A.users.hearing);
    const harperB = await t.signedIn(B.users.hearing);
    const appeal = own[27]!;
    const ana = await idOf(A.users.linked);
    const before = (await keptNotices(t.db, ana, 'appeal.decided')).length;
    const decide = (browser: TestBrowser) =>
      browser.post(urlOf('workerDecideAppeal', { id: appeal.id }), {
        outcome: 'DISMISSED',
        note: 'Withdrawn in writing.',
      });
    const [a, b] = await Promise.all([decide(harperA), decide(harperB)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().errors[0].field).toBe('outcome');
    expect(loser.json().errors[0].message).toBe(
      'This appeal was already decided by someone else: nothing was changed. Reload the page to see the outcome.',
    );
    expect(await keptNotices(t.db, ana, 'appeal.decided')).toHaveLength(before + 1);
    const decided = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'appeal.decide'), eq(auditLog.entityId, appeal.id)));
    expect(decided).toHaveLength(1);
    expect((await queueOf(harperA, { q: appeal.reference })).total).toBe(0);
  });

  it('finds a request about a case action by its case number', async () => {
    const harper = await t.signedIn(A.users.hearing);
    const [okafor] = await t.db.select().from(cases).where(eq(cases.reference, A.cases.okafor));
    const [sam] = await t.db.select().from(users).where(eq(users.username, A.users.latelinked));
    const change = await insertSubmittedChange(t, {
      kind: 'COC',
      caseId: okafor!.id,
      userId: sam!.id,
      onFile: await caseRecordsOf(t.db, t.app.ctx.cipher, okafor!.id),
      after: (before) => before,
    });
    const sent = clock.now();
    const [row] = await t.db
      .insert(appeals)
      .values({
        reference: `AP-${tag.toUpperCase()}-CASE`,
        track: 'NF',
        userId: sam!.id,
        caseChangeId: change.id,
        programCode: 'FNS',
        decisionDate: dayIn(sent, t.app.ctx.config.timeZone),
        submissionKey: randomUUID(),
        appellantName: 'Someone Else',
        status: 'SUBMITTED',
        submittedAt: sent,
        filedOn: dayIn(sent, t.app.ctx.config.timeZone),
        createdAt: sent,
      })
      .returning({ id: appeals.id });
    const found = await queueOf(harper, { q: okafor!.reference.toLowerCase() });
    expect(ids(found)).toEqual([row!.id]);
    expect(found.appeals[0]).toMatchObject({ decisionReference: okafor!.reference, ageDays: 0 });
  });
});
