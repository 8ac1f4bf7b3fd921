import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf, type WorkerQueue } from '@portal/contracts';
import type { TestWorld } from '@portal/contracts/test-world';
import { addDays, isoDay } from '../../platform/dates';
import { applicationPrograms, applications, cases, users } from '../../platform/db/schema';
import { createTestWorld } from '../../seed/test-world';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';
import { stateNoonDaysAgo } from '../../test/days';

/**
 * The caseworkers' applications queue (ADR 0411): search, filters, paging and count, office scope,
 * "Assign to me" / "Take over" / "Release", and two caseworkers assigning one application at once.
 * Runs on PGlite and, with PORTAL_TEST_PG_URL (npm run test:pg), on PostgreSQL, where the two
 * assignments are two connections racing for the row.
 */

let t: TestApp;
let A: TestWorld;
let B: TestWorld;
/** A word no other application's name has: every search of this file finds only its own. */
const tag = `Qz${randomBytes(4).toString('hex')}`;
const DAY = 86_400_000;
/** Office A's 30 open applications, oldest first (index = age order), and their submission times. */
const own: { id: string; reference: string; submittedAt: Date; program: string }[] = [];
let theirs: { id: string; reference: string }[] = [];
let officeA: string;
let officeB: string;
let riveraCase: { id: string; reference: string };

async function officeOf(w: TestWorld) {
  const [c] = await t.db.select().from(cases).where(eq(cases.reference, w.cases.rivera));
  return c!;
}

/** An application of an office (taken by it, no case yet), with its programmes' statuses. */
async function insertApp(
  name: string,
  officeId: string,
  submittedAt: Date,
  programs: { code: string; status: string }[],
  extra: Partial<typeof applications.$inferInsert> = {},
) {
  const reference = `${tag.toUpperCase()}-${randomBytes(4).toString('hex').toUpperCase()}`;
  const [app] = await t.db
    .insert(applications)
    .values({
      reference,
      submissionKey: `key-${reference}`,
      formId: programs[0]!.code,
      formVersion: 1,
      answersEnc: t.app.ctx.cipher.encrypt('{}'),
      applicantName: name,
      locale: 'en-US',
      signature: {},
      submittedAt,
      officeId,
      ...extra,
    })
    .returning();
  await t.db
    .insert(applicationPrograms)
    .values(programs.map((p) => ({ applicationId: app!.id, programCode: p.code, status: p.status })));
  return app!;
}

const queueOf = async (browser: TestBrowser, query: Record<string, string | number> = {}) => {
  const res = await browser.get(urlOf('workerApplicationQueue', undefined, { q: tag, ...query }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WorkerQueue;
};
const assign = (browser: TestBrowser, id: string, takeOver = false) =>
  browser.post(urlOf('workerAssignApplication', { id }), { takeOver });
const release = (browser: TestBrowser, id: string) => browser.post(urlOf('workerReleaseApplication', { id }));

beforeAll(async () => {
  t = await startTestApp();
  A = await createTestWorld(t.app.ctx);
  B = await createTestWorld(t.app.ctx);
  const rivera = await officeOf(A);
  riveraCase = { id: rivera.id, reference: rivera.reference };
  officeA = rivera.officeId;
  officeB = (await officeOf(B)).officeId;
  // Noon in the state, so each row's age in days is the same at any hour the suite runs.
  const start = stateNoonDaysAgo(40, t.app.ctx.config.timeZone).getTime();
  for (let i = 0; i < 30; i++) {
    const submittedAt = new Date(start + i * DAY);
    const program = i % 2 === 0 ? 'FNS' : 'MA';
    const status = i === 7 ? 'WITHDRAWAL_REQUESTED' : 'PENDING';
    const app = await insertApp(`Applicant ${tag} ${String(i).padStart(2, '0')}`, officeA, submittedAt, [
      { code: program, status },
      ...(i === 3 ? [{ code: 'WF', status: 'APPROVED' }] : []),
    ]);
    own.push({ id: app.id, reference: app.reference, submittedAt, program });
  }
  // Decided ones are no longer waiting: never in the queue.
  await insertApp(`Applicant ${tag} decided`, officeA, new Date(start - DAY), [{ code: 'FNS', status: 'APPROVED' }]);
  // One on Ana Rivera's case (no office of its own): found by its case number.
  const onCase = await insertApp(`Applicant ${tag} on case`, officeA, new Date(start + 35 * DAY), [
    { code: 'FNS', status: 'PENDING' },
  ]);
  await t.db.update(applications).set({ officeId: null, caseId: riveraCase.id }).where(eq(applications.id, onCase.id));
  own.push({ id: onCase.id, reference: onCase.reference, submittedAt: onCase.submittedAt, program: 'FNS' });
  theirs = [];
  for (let i = 0; i < 3; i++)
    theirs.push(
      await insertApp(`Applicant ${tag} B${i}`, officeB, new Date(start + i * DAY + 3600_000), [
        { code: 'FNS', status: 'PENDING' },
      ]),
    );
}, 120_000);
afterAll(async () => t.close());

describe('the applications queue', () => {
  it('pages the office’s waiting applications oldest first, 25 a page, with the count', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const first = await queueOf(maria);
    expect(first.total).toBe(31);
    expect(first.pageSize).toBe(25);
    expect(first.applications.map((a) => a.applicationId)).toEqual(own.slice(0, 25).map((a) => a.id));
    const second = await queueOf(maria, { page: 2 });
    expect(second.total).toBe(31);
    expect(second.applications.map((a) => a.applicationId)).toEqual(own.slice(25).map((a) => a.id));
    const beyond = await queueOf(maria, { page: 3 });
    expect(beyond.applications).toEqual([]);
    expect(beyond.total).toBe(31);
  });

  it('gives each row its age, each programme’s decision due date and the earliest still waiting', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const [oldest] = (await queueOf(maria)).applications;
    expect(oldest!.ageDays).toBe(40);
    const fnsDue = isoDay(addDays(own[0]!.submittedAt, 30));
    expect(oldest!.decisionDueOn).toBe(fnsDue);
    expect(Object.values(oldest!.programDueOn)).toEqual([fnsDue]);
    // Medicaid is decided within 45 days; the approved Work First programme no longer counts.
    const fourth = (await queueOf(maria)).applications[3]!;
    expect(fourth.programs.map((p) => p.programCode)).toEqual(['MA', 'WF']);
    expect(fourth.decisionDueOn).toBe(isoDay(addDays(own[3]!.submittedAt, 45)));
    expect(fourth.assignee).toBeNull();
  });

  it('searches by name, application reference and case number, and filters by programme and status', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const byName = await queueOf(maria, { q: `${tag} 12`.toLowerCase() });
    expect(byName.applications.map((a) => a.applicationId)).toEqual([own[12]!.id]);
    const byReference = await queueOf(maria, { q: own[5]!.reference.toLowerCase() });
    expect(byReference.applications.map((a) => a.applicationId)).toEqual([own[5]!.id]);
    const res = await maria.get(urlOf('workerApplicationQueue', undefined, { q: riveraCase.reference }));
    expect((res.json() as WorkerQueue).applications.map((a) => a.applicationId)).toContain(own[30]!.id);
    const medicaid = await queueOf(maria, { program: 'MA' });
    expect(medicaid.total).toBe(15);
    expect(medicaid.applications.every((a) => a.programs.some((p) => p.programCode === 'MA'))).toBe(true);
    const withdrawals = await queueOf(maria, { status: 'WITHDRAWAL_REQUESTED' });
    expect(withdrawals.applications.map((a) => a.applicationId)).toEqual([own[7]!.id]);
    expect(withdrawals.total).toBe(1);
    // A programme and a status together are about the same programme.
    expect((await queueOf(maria, { program: 'FNS', status: 'WITHDRAWAL_REQUESTED' })).total).toBe(0);
    // A % or _ typed is a character, not a wildcard.
    expect((await queueOf(maria, { q: `${tag}%` })).total).toBe(0);
  });

  it('never shows one office’s applications to the other', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const other = await t.signedIn(B.users.caseworker);
    const seenByB = await queueOf(other);
    expect(seenByB.total).toBe(3);
    expect(seenByB.applications.map((a) => a.applicationId)).toEqual(theirs.map((a) => a.id));
    const seenByA = await queueOf(maria, { page: 1 });
    expect(seenByA.applications.some((a) => theirs.some((b) => b.id === a.applicationId))).toBe(false);
    expect((await queueOf(other, { q: own[0]!.reference })).total).toBe(0);
    // Nor can they assign or release it.
    expect((await assign(other, own[0]!.id)).statusCode).toBe(404);
    expect((await release(other, own[0]!.id)).statusCode).toBe(404);
    // An administrator sees every office's.
    const admin = await t.signedIn(A.users.admin);
    expect((await queueOf(admin)).total).toBe(34);
  });

  it('refuses a bad search or page with a translated message naming the field, changing nothing', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const cases: [Record<string, string>, string][] = [
      [{ q: 'x'.repeat(101) }, 'q'],
      [{ page: '0' }, 'page'],
      [{ page: 'two' }, 'page'],
      [{ program: 'NOPE' }, 'program'],
      [{ status: 'APPROVED' }, 'status'],
      [{ view: 'everyone' }, 'view'],
    ];
    for (const [query, field] of cases) {
      const res = await maria.get(urlOf('workerApplicationQueue', undefined, query));
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    const spanish = await maria.request({
      method: 'GET',
      url: urlOf('workerApplicationQueue', undefined, { page: '0' }),
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json().errors[0].message).toBe('Elija un número de página de 1 o más.');
  });

  it('assigns, shows "Mine", refuses another caseworker naming who has it, takes over and releases', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const james = await t.signedIn(A.users.caseworker2);
    const app = own[20]!;
    const mine = await assign(maria, app.id);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().assignee).toMatchObject({ mine: true, name: 'Maria Lopez' });
    const hers = await queueOf(maria, { view: 'mine' });
    expect(hers.applications.map((a) => a.applicationId)).toEqual([app.id]);
    expect(hers.total).toBe(1);
    expect((await queueOf(james, { view: 'mine' })).total).toBe(0);
    const row = (await queueOf(james, { q: app.reference })).applications[0]!;
    expect(row.assignee).toMatchObject({ name: 'Maria Lopez', mine: false });

    const refused = await assign(james, app.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toContain('Maria Lopez is working on this application');
    expect((await release(james, app.id)).statusCode).toBe(409);
    const spanish = await james.request({
      method: 'POST',
      url: urlOf('workerAssignApplication', { id: app.id }),
      payload: {},
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json().errors[0].message).toContain('Maria Lopez está trabajando en esta solicitud');

    const taken = await assign(james, app.id, true);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().assignee).toMatchObject({ name: 'James Carter', mine: true });
    expect((await queueOf(maria, { view: 'mine' })).total).toBe(0);
    expect((await release(james, app.id)).json()).toEqual({ assignee: null });
    expect((await queueOf(james, { q: app.reference })).applications[0]!.assignee).toBeNull();
    // Assigning one's own again changes nothing; releasing one nobody has is fine too.
    expect((await assign(maria, app.id)).statusCode).toBe(200);
    expect((await assign(maria, app.id)).statusCode).toBe(200);
    expect((await release(maria, app.id)).statusCode).toBe(200);
    expect((await release(maria, app.id)).statusCode).toBe(200);
    // An administrator may take it over too.
    await assign(maria, app.id);
    const admin = await t.signedIn(A.users.admin);
    expect((await assign(admin, app.id)).statusCode).toBe(409);
    expect((await assign(admin, app.id, true)).statusCode).toBe(200);
    const [who] = await t.db
      .select({ username: users.username })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.assignedTo))
      .where(eq(applications.id, app.id));
    expect(who!.username).toBe(A.users.admin);
  });

  it('gives an application pressed "Assign to me" by two caseworkers at once to exactly one', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const james = await t.signedIn(A.users.caseworker2);
    const names = { maria: 'Maria Lopez', james: 'James Carter' };
    for (const app of own.slice(21, 26)) {
      const [m, j] = await Promise.all([assign(maria, app.id), assign(james, app.id)]);
      const codes = [m.statusCode, j.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const [winner, loser] = m.statusCode === 200 ? [names.maria, j] : [names.james, m];
      expect(loser.json().errors[0].message).toContain(`${winner} is working on this application`);
      const [row] = await t.db
        .select({ first: users.firstName, last: users.lastName })
        .from(applications)
        .innerJoin(users, eq(users.id, applications.assignedTo))
        .where(eq(applications.id, app.id));
      expect(`${row!.first} ${row!.last}`).toBe(winner);
    }
  });

  it('leaves the queue when no programme waits any more and comes back when one does, whoever changes it', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const app = own[29]!;
    const listed = async () => (await queueOf(maria, { q: app.reference })).total;
    expect(await listed()).toBe(1);
    const program = eq(applicationPrograms.applicationId, app.id);
    await t.db.update(applicationPrograms).set({ status: 'DENIED' }).where(program);
    expect(await listed()).toBe(0);
    // As a hearing's reversal does: the programme waits again.
    await t.db.update(applicationPrograms).set({ status: 'PENDING' }).where(program);
    expect(await listed()).toBe(1);
    await t.db.update(applicationPrograms).set({ status: 'WITHDRAWAL_REQUESTED' }).where(program);
    expect((await queueOf(maria, { q: app.reference, status: 'WITHDRAWAL_REQUESTED' })).total).toBe(1);
    await t.db.delete(applicationPrograms).where(program);
    expect(await listed()).toBe(0);
  });

  it('finds a name by a part in its middle and a case by its number’s start; % and _ typed are characters (ADR 0420)', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    // A word of this test's own, so that no other row matches (nor `tag`, which the other tests count).
    const word = `Qy${randomBytes(4).toString('hex')}`;
    const at = stateNoonDaysAgo(3, t.app.ctx.config.timeZone);
    const ref = (n: number) => ({ reference: `${word}-${n}`.toUpperCase(), submissionKey: `key-${word}-${n}` });
    const middle = await insertApp(`Ana Ri${word}vera`, officeA, at, [{ code: 'FNS', status: 'PENDING' }], ref(1));
    const marked = await insertApp(`Lu ${word}_x 100%`, officeA, at, [{ code: 'MA', status: 'PENDING' }], ref(2));
    const found = async (q: string) => (await queueOf(maria, { q })).applications.map((a) => a.applicationId);
    expect(await found(`I${word}VE`)).toEqual([middle.id]);
    expect(await found(`${word}_x`)).toEqual([marked.id]);
    // As wildcards, `_` would match the v of the first name too and `%x` the `_x` of the second.
    expect(await found(`${word}_`)).toEqual([marked.id]);
    expect(await found(`${word}%x`)).toEqual([]);
    expect(await found(`x 100%`)).toEqual([marked.id]);
    // The case number's start, any case: the application on Ana Rivera's case is among the matches.
    const start = riveraCase.reference.slice(0, -1).toLowerCase();
    expect(await found(start)).toContain(own[30]!.id);
    expect(await found(`${start}%`)).not.toContain(own[30]!.id);
  });
});
