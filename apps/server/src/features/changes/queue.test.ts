import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf, type WorkerChangeQueue } from '@portal/contracts';
import type { TestWorld } from '@portal/contracts/test-world';
import { caseChanges, cases, users } from '../../platform/db/schema';
import { createTestWorld } from '../../seed/test-world';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';
import { stateNoonDaysAgo } from '../../test/days';

/**
 * The caseworkers' queue of change reports and renewals (ADR 0415): oldest first, paging and
 * count, search and the kind and programme filters, a renewal's due date, office scope, "Assign to
 * me" / "Take over" / "Release", and two caseworkers assigning one report at once (two accepting it: review.test.ts).
 * Runs on PGlite and, with PORTAL_TEST_PG_URL, on PostgreSQL, where the two are two connections racing.
 */

let t: TestApp;
let A: TestWorld;
let B: TestWorld;
/** A word no other resident's name has: every search of this file finds only its own. */
const tag = `Cq${randomBytes(4).toString('hex')}`;
const DAY = 86_400_000;
/** Office A's 30 reports, oldest first: every third a renewal (the others change reports). */
const own: { id: string; reference: string; kind: 'COC' | 'RECERT'; endOn: string | null }[] = [];
let theirs: string[] = [];
let riveraA: typeof cases.$inferSelect;

async function caseOf(w: TestWorld) {
  const [c] = await t.db.select().from(cases).where(eq(cases.reference, w.cases.rivera));
  return c!;
}
async function userId(username: string) {
  const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return u!.id;
}

/** A signed report on `caseId`, sent at `submittedAt` (its answers are not read by the queue). */
async function insertChange(
  caseId: string,
  owner: string,
  name: string,
  kind: 'COC' | 'RECERT',
  submittedAt: Date,
  endOn: string | null,
) {
  const reference = `CH-${tag.toUpperCase()}-${randomBytes(3).toString('hex').toUpperCase()}`;
  const empty = t.app.ctx.cipher.encrypt('{}');
  const [row] = await t.db
    .insert(caseChanges)
    .values({
      reference,
      kind,
      programCode: kind === 'RECERT' ? 'FNS' : 'MA',
      naming: 'FNS',
      caseId,
      userId: owner,
      draftId: randomUUID(),
      formId: kind,
      formVersion: 1,
      beforeEnc: empty,
      memberIds: [],
      answersEnc: empty,
      applicantName: name,
      locale: 'en-US',
      signature: {},
      certificationEndOn: endOn,
      submittedAt,
    })
    .returning({ id: caseChanges.id });
  return { id: row!.id, reference, kind, endOn };
}

const queueOf = async (browser: TestBrowser, query: Record<string, string | number> = {}) => {
  const res = await browser.get(urlOf('workerCaseChanges', undefined, { q: tag, ...query }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WorkerChangeQueue;
};
const ids = (q: WorkerChangeQueue) => q.changes.map((c) => c.id);
const assign = (browser: TestBrowser, id: string, takeOver = false) =>
  browser.post(urlOf('workerAssignCaseChange', { id }), { takeOver });
const release = (browser: TestBrowser, id: string) => browser.post(urlOf('workerReleaseCaseChange', { id }));

beforeAll(async () => {
  t = await startTestApp();
  A = await createTestWorld(t.app.ctx);
  B = await createTestWorld(t.app.ctx);
  riveraA = await caseOf(A);
  const riveraB = await caseOf(B);
  const ana = await userId(A.users.linked);
  // Noon in the state, so each row's age in days is the same at any hour the suite runs.
  const start = stateNoonDaysAgo(40, t.app.ctx.config.timeZone).getTime();
  for (let i = 0; i < 30; i++) {
    const kind = i % 3 === 0 ? 'RECERT' : 'COC';
    // Each renewal renews its own period (one renewal a period).
    const endOn = kind === 'RECERT' ? `2027-${String(1 + i / 3).padStart(2, '0')}-28` : null;
    const name = `Resident ${tag} ${String(i).padStart(2, '0')}`;
    own.push(await insertChange(riveraA.id, ana, name, kind, new Date(start + i * DAY), endOn));
  }
  // An accepted report waits no more: never in the queue.
  const decided = await insertChange(riveraA.id, ana, `Resident ${tag} done`, 'COC', new Date(start), null);
  await t.db.update(caseChanges).set({ status: 'ACCEPTED' }).where(eq(caseChanges.id, decided.id));
  const bAna = await userId(B.users.linked);
  theirs = [];
  for (let i = 0; i < 3; i++)
    theirs.push(
      (await insertChange(riveraB.id, bAna, `Resident ${tag} B${i}`, 'COC', new Date(start + i * DAY), null)).id,
    );
}, 120_000);
afterAll(async () => t.close());

describe('the change reports and renewals queue', () => {
  it('pages the office’s reports waiting oldest first, 25 a page, with the count', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const first = await queueOf(maria);
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(ids(first)).toEqual(own.slice(0, 25).map((c) => c.id));
    const second = await queueOf(maria, { page: 2 });
    expect(second.total).toBe(30);
    expect(ids(second)).toEqual(own.slice(25).map((c) => c.id));
    const beyond = await queueOf(maria, { page: 3 });
    expect(beyond.changes).toEqual([]);
    expect(beyond.total).toBe(30);
  });

  it('gives each row its age, its programme and, for a renewal, the end of the period it renews', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const [renewal, report] = (await queueOf(maria)).changes;
    expect(renewal).toMatchObject({
      id: own[0]!.id,
      kind: 'RECERT',
      programCode: 'FNS',
      caseReference: riveraA.reference,
      applicantName: `Resident ${tag} 00`,
      status: 'SUBMITTED',
      ageDays: 40,
      dueOn: own[0]!.endOn,
      assignee: null,
    });
    expect(report).toMatchObject({ kind: 'COC', programCode: 'MA', ageDays: 39, dueOn: null });
  });

  it('searches by name, report reference and case number, and filters by kind and programme', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    expect(ids(await queueOf(maria, { q: `${tag} 12`.toLowerCase() }))).toEqual([own[12]!.id]);
    expect(ids(await queueOf(maria, { q: own[5]!.reference.toLowerCase() }))).toEqual([own[5]!.id]);
    const byCase = await queueOf(maria, { q: riveraA.reference, kind: 'RECERT' });
    expect(ids(byCase)).toEqual(own.filter((c) => c.kind === 'RECERT').map((c) => c.id));
    expect(byCase.total).toBe(10);
    expect((await queueOf(maria, { kind: 'COC', program: 'MA' })).total).toBe(20);
    expect((await queueOf(maria, { kind: 'COC', program: 'FNS' })).total).toBe(0);
    // A % or _ typed is a character, not a wildcard.
    expect((await queueOf(maria, { q: `${tag}%` })).total).toBe(0);
  });

  it('never shows one office’s reports to the other, in the queue or through assignment', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const other = await t.signedIn(B.users.caseworker);
    const seenByB = await queueOf(other);
    expect(ids(seenByB)).toEqual(theirs);
    expect(seenByB.total).toBe(3);
    expect((await queueOf(maria, { page: 2 })).changes.some((c) => theirs.includes(c.id))).toBe(false);
    expect((await queueOf(other, { q: own[0]!.reference })).total).toBe(0);
    expect((await queueOf(other, { q: riveraA.reference })).total).toBe(0);
    expect((await assign(other, own[0]!.id)).statusCode).toBe(404);
    expect((await release(other, own[0]!.id)).statusCode).toBe(404);
    expect((await assign(maria, theirs[0]!)).statusCode).toBe(404);
    const [row] = await t.db.select().from(caseChanges).where(eq(caseChanges.id, own[0]!.id));
    expect(row!.assignedTo).toBeNull();
    const admin = await t.signedIn(A.users.admin);
    expect((await queueOf(admin)).total).toBe(33);
  });

  it('refuses a bad search, filter or page with a translated message naming the field', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const bad: [Record<string, string>, string][] = [
      [{ q: 'x'.repeat(101) }, 'q'],
      [{ page: '0' }, 'page'],
      [{ program: 'NOPE' }, 'program'],
      [{ kind: 'APPEAL' }, 'kind'],
      [{ view: 'everyone' }, 'view'],
    ];
    for (const [query, field] of bad) {
      const res = await maria.get(urlOf('workerCaseChanges', undefined, query));
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    const spanish = await maria.request({
      method: 'GET',
      url: urlOf('workerCaseChanges', undefined, { kind: 'NOPE' }),
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json().errors[0].message).toBe('Elija uno de los valores de la lista.');
  });

  it('assigns, shows "Mine", refuses another caseworker naming who has it, takes over and releases', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const james = await t.signedIn(A.users.caseworker2);
    const change = own[20]!;
    const mine = await assign(maria, change.id);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().assignee).toMatchObject({ mine: true, name: 'Maria Lopez' });
    expect(ids(await queueOf(maria, { view: 'mine' }))).toEqual([change.id]);
    expect((await queueOf(james, { view: 'mine' })).total).toBe(0);
    expect((await queueOf(james, { q: change.reference })).changes[0]!.assignee).toMatchObject({
      name: 'Maria Lopez',
      mine: false,
    });
    const refused = await assign(james, change.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ field: 'assignee' });
    expect(refused.json().errors[0].message).toContain('Maria Lopez is working on this report');
    expect((await release(james, change.id)).statusCode).toBe(409);
    const spanish = await james.request({
      method: 'POST',
      url: urlOf('workerAssignCaseChange', { id: change.id }),
      payload: {},
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json().errors[0].message).toContain('Maria Lopez está trabajando en este informe');
    const taken = await assign(james, change.id, true);
    expect(taken.json().assignee).toMatchObject({ name: 'James Carter', mine: true });
    expect((await queueOf(maria, { view: 'mine' })).total).toBe(0);
    expect((await release(james, change.id)).json()).toEqual({ assignee: null });
    expect((await queueOf(james, { q: change.reference })).changes[0]!.assignee).toBeNull();
    expect((await assign(maria, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('gives a report pressed "Assign to me" by two caseworkers at once to exactly one', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const james = await t.signedIn(A.users.caseworker2);
    const names = { maria: 'Maria Lopez', james: 'James Carter' };
    for (const change of own.slice(21, 26)) {
      const [m, j] = await Promise.all([assign(maria, change.id), assign(james, change.id)]);
      expect([m.statusCode, j.statusCode].sort()).toEqual([200, 409]);
      const [winner, loser] = m.statusCode === 200 ? [names.maria, j] : [names.james, m];
      expect(loser.json().errors[0].message).toContain(`${winner} is working on this report`);
      const [row] = await t.db
        .select({ first: users.firstName, last: users.lastName })
        .from(caseChanges)
        .innerJoin(users, eq(users.id, caseChanges.assignedTo))
        .where(eq(caseChanges.id, change.id));
      expect(`${row!.first} ${row!.last}`).toBe(winner);
    }
  });
});
