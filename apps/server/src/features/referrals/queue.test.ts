import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf, type WorkerAnbReferrals } from '@portal/contracts';
import type { TestWorld } from '@portal/contracts/test-world';
import { clock } from '../../platform/clock';
import { auditLog, cases, newbornReferrals } from '../../platform/db/schema';
import { createTestWorld } from '../../seed/test-world';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';
import { stateNoonDaysAgo } from '../../test/days';
import { insertReferral, worldCase } from '../../test/referrals';

/**
 * The office's queue of newborn referrals (ADR 0419): oldest first, paging and count, search,
 * office scope through every staff call, "Assign to me" / "Take over" / "Release", the mother's
 * birth date and who decided (the checks of the mother's case: checks.test.ts). Runs on PGlite
 * and, with PORTAL_TEST_PG_URL, on PostgreSQL, where two caseworkers are two connections racing.
 */

let t: TestApp;
let A: TestWorld;
let B: TestWorld;
/** A word no other baby's name has: every search of this file finds only its own. */
const tag = `Nq${randomBytes(4).toString('hex')}`;
const DAY = 86_400_000;
/** Office A's 30 referrals waiting, oldest first. */
let own: string[] = [];
let theirs: string[] = [];
let riveraA: typeof cases.$inferSelect;

const queueOf = async (browser: TestBrowser, query: Record<string, string | number> = {}) => {
  const res = await browser.get(urlOf('workerNewbornReferrals', undefined, { q: tag, ...query }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WorkerAnbReferrals;
};
const ids = (q: WorkerAnbReferrals) => q.referrals.map((r) => r.id);
const assign = (browser: TestBrowser, id: string, takeOver = false) =>
  browser.post(urlOf('workerAssignNewbornReferral', { id }), { takeOver });
const release = (browser: TestBrowser, id: string) => browser.post(urlOf('workerReleaseNewbornReferral', { id }));
const decide = (browser: TestBrowser, id: string, decision: 'DENY', reason: string) =>
  browser.post(urlOf('workerNewbornReferralDecision', { id }), { decision, reason });

beforeAll(async () => {
  t = await startTestApp();
  A = await createTestWorld(t.app.ctx);
  B = await createTestWorld(t.app.ctx);
  riveraA = await worldCase(t, A);
  // Noon in the state, so each row's age in days is the same at any hour the suite runs.
  const start = stateNoonDaysAgo(40, t.app.ctx.config.timeZone).getTime();
  own = [];
  for (let i = 0; i < 30; i++)
    own.push(await insertReferral(t, A, riveraA, `${tag} ${String(i).padStart(2, '0')}`, new Date(start + i * DAY)));
  // A decided referral waits no more: never in the queue.
  const decided = await insertReferral(t, A, riveraA, `${tag} done`, new Date(start));
  await t.db
    .update(newbornReferrals)
    .set({ status: 'DENIED', processedAt: clock.now(), denialReason: 'Not our mother' })
    .where(eq(newbornReferrals.id, decided));
  const riveraB = await worldCase(t, B);
  theirs = [];
  for (let i = 0; i < 3; i++)
    theirs.push(await insertReferral(t, B, riveraB, `${tag} B${i}`, new Date(start + i * DAY)));
}, 120_000);
afterAll(async () => t.close());

describe('the newborn referrals queue', () => {
  it('pages the office’s referrals waiting oldest first, 25 a page, with the count and the last decided', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const first = await queueOf(maria);
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(ids(first)).toEqual(own.slice(0, 25));
    const second = await queueOf(maria, { page: 2 });
    expect(second.total).toBe(30);
    expect(ids(second)).toEqual(own.slice(25));
    expect((await queueOf(maria, { page: 3 })).referrals).toEqual([]);
    expect(first.recent!.map((r) => r.newBornName)).toContain(`${tag} done Rivera`);
    // The last decided come with the Office view's first page only.
    expect(second.recent).toBeUndefined();
    expect((await queueOf(maria, { view: 'mine' })).recent).toBeUndefined();
  });

  it('gives each row the baby, the mother and her case, its age and what no longer matches', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const [row] = (await queueOf(maria)).referrals;
    expect(row).toEqual({
      id: own[0],
      newbornName: `${tag} 00 Rivera`,
      newbornBirthDate: '2026-11-20',
      motherName: A.people.ana.name,
      caseId: riveraA.id,
      caseReference: riveraA.reference,
      facilityName: A.facilities.hospital,
      submittedAt: expect.any(String),
      ageDays: 40,
      problems: [],
      assignee: null,
    });
  });

  it('searches by the baby’s name, the mother’s name and the case number', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    expect(ids(await queueOf(maria, { q: `${tag} 12`.toLowerCase() }))).toEqual([own[12]]);
    // The world's own referrals for Ana wait too (the demo recipe's): every one on her case is found.
    const onHerCase = await t.db
      .select({ id: newbornReferrals.id })
      .from(newbornReferrals)
      .where(and(eq(newbornReferrals.caseId, riveraA.id), isNull(newbornReferrals.processedAt)));
    expect(onHerCase.length).toBeGreaterThanOrEqual(30);
    for (const q of [A.people.ana.name.toUpperCase(), riveraA.reference.toLowerCase()]) {
      const found = (await maria.get(urlOf('workerNewbornReferrals', undefined, { q }))).json() as WorkerAnbReferrals;
      expect(found.total, q).toBe(onHerCase.length);
    }
    // A % or _ typed is a character, not a wildcard.
    expect((await queueOf(maria, { q: `${tag}%` })).total).toBe(0);
  });

  it('never shows one office’s referrals to the other, through the queue or any referral call', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const other = await t.signedIn(B.users.caseworker);
    const seenByB = await queueOf(other);
    expect(ids(seenByB)).toEqual(theirs);
    expect(seenByB.total).toBe(3);
    expect(seenByB.recent!.some((r) => r.newBornName.startsWith(`${tag} done`))).toBe(false);
    expect((await queueOf(maria, { page: 2 })).referrals.some((r) => theirs.includes(r.id))).toBe(false);
    expect((await queueOf(other, { q: riveraA.reference })).total).toBe(0);
    expect((await other.get(urlOf('workerNewbornReferral', { id: own[0]! }))).statusCode).toBe(404);
    expect((await assign(other, own[0]!)).statusCode).toBe(404);
    expect((await release(other, own[0]!)).statusCode).toBe(404);
    expect((await decide(other, own[0]!, 'DENY', 'x')).statusCode).toBe(404);
    expect((await assign(maria, theirs[0]!)).statusCode).toBe(404);
    const [row] = await t.db.select().from(newbornReferrals).where(eq(newbornReferrals.id, own[0]!));
    expect(row).toMatchObject({ assignedTo: null, processedAt: null });
    const admin = await t.signedIn(A.users.admin);
    expect((await queueOf(admin)).total).toBe(33);
  });

  it('refuses a bad search, view or page with a translated message naming the field', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const bad: [Record<string, string>, string][] = [
      [{ q: 'x'.repeat(101) }, 'q'],
      [{ page: '0' }, 'page'],
      [{ view: 'everyone' }, 'view'],
    ];
    for (const [query, field] of bad) {
      const res = await maria.get(urlOf('workerNewbornReferrals', undefined, query));
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    const spanish = await maria.request({
      method: 'GET',
      url: urlOf('workerNewbornReferrals', undefined, { view: 'NOPE' }),
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json().errors[0].message).toBe('Elija uno de los valores de la lista.');
  });

  it('assigns, shows "Mine", refuses another caseworker naming who has it, takes over and releases', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const james = await t.signedIn(A.users.caseworker2);
    const id = own[20]!;
    const mine = await assign(maria, id);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().assignee).toMatchObject({ mine: true, name: 'Maria Lopez' });
    expect(ids(await queueOf(maria, { view: 'mine' }))).toEqual([id]);
    expect((await queueOf(james, { view: 'mine' })).total).toBe(0);
    const refused = await assign(james, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ field: 'assignee' });
    expect(refused.json().errors[0].message).toContain('Maria Lopez is working on this referral');
    expect((await release(james, id)).statusCode).toBe(409);
    const taken = await assign(james, id, true);
    expect(taken.json().assignee).toMatchObject({ name: 'James Carter', mine: true });
    expect((await james.get(urlOf('workerNewbornReferral', { id }))).json().assignee).toMatchObject({ mine: true });
    expect((await release(james, id)).json()).toEqual({ assignee: null });
    const audits = await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits.map((a) => a.action)).toEqual([
      'newborn_referral.assign',
      'newborn_referral.assign',
      'newborn_referral.release',
    ]);
  });

  it('gives a referral pressed "Assign to me" by two caseworkers at once to exactly one', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const james = await t.signedIn(A.users.caseworker2);
    for (const id of own.slice(21, 25)) {
      const [m, j] = await Promise.all([assign(maria, id), assign(james, id)]);
      expect([m.statusCode, j.statusCode].sort()).toEqual([200, 409]);
    }
  });

  it('shows the mother’s birth date and, once decided, who decided it and when', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const before = (await maria.get(urlOf('workerNewbornReferral', { id: own[3]! }))).json();
    const [month, day, year] = A.people.ana.birthDate.split('/');
    expect(before).toMatchObject({
      referralId: own[3],
      motherBirthDate: `${year}-${month}-${day}`,
      caseId: riveraA.id,
      problems: [],
      decidedBy: null,
      decidedAt: null,
    });
    const denied = await decide(maria, own[3]!, 'DENY', 'The mother moved out of state');
    expect(denied.statusCode, denied.body).toBe(200);
    expect(denied.json()).toMatchObject({ nfReferralStatus: 'DENIED', decidedBy: 'Maria Lopez' });
    expect(denied.json().decidedAt).toEqual(expect.any(String));
    expect(ids(await queueOf(maria))).not.toContain(own[3]);
  });
});
