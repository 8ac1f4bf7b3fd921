import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf, type WorkerAnbReferrals } from '@portal/contracts';
import { clock } from '../../platform/clock';
import { casePrograms, cases, householdMembers, newbornReferrals } from '../../platform/db/schema';
import { createTestWorld } from '../../seed/test-world';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';
import { insertReferral, worldCase } from '../../test/referrals';

/**
 * What the office's queue checks again against the mother's case (ADR 0419), and approving
 * refused while the case no longer matches: the same baby referred twice and approved at once by
 * two caseworkers is added once; the mother moved to another household; the case closed with its
 * Medicaid. Runs on PGlite and, with PORTAL_TEST_PG_URL, on PostgreSQL (two connections racing).
 */

let t: TestApp;
/** A word no other baby's name has: every search of this file finds only its own. */
const tag = `Nc${randomBytes(4).toString('hex')}`;
const DAY = 86_400_000;

const queueOf = async (browser: TestBrowser, q: string) => {
  const res = await browser.get(urlOf('workerNewbornReferrals', undefined, { q }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WorkerAnbReferrals;
};
const decide = (browser: TestBrowser, id: string, decision: 'APPROVE' | 'DENY', reason = '') =>
  browser.post(urlOf('workerNewbornReferralDecision', { id }), { decision, reason });

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe('a referral checked against the mother’s case', () => {
  it('refuses to approve while the mother’s case no longer matches, and adds a baby once only', async () => {
    const C = await createTestWorld(t.app.ctx);
    const rivera = await worldCase(t, C);
    const maria = await t.signedIn(C.users.caseworker);
    const james = await t.signedIn(C.users.caseworker2);
    // Two facilities sent the same baby: the first approved adds her; the second then no longer matches.
    const [one, two] = [
      await insertReferral(t, C, rivera, `${tag} Twice`, new Date(clock.nowMs() - DAY)),
      await insertReferral(t, C, rivera, `${tag} Twice`, new Date(clock.nowMs() - DAY + 1)),
    ];
    const [first, second] = await Promise.all([decide(maria, one, 'APPROVE'), decide(james, two, 'APPROVE')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json().errors[0]).toMatchObject({ field: 'decision' });
    expect(loser.json().errors[0].message).toContain('already in the household');
    const added = await t.db
      .select()
      .from(householdMembers)
      .where(and(eq(householdMembers.householdId, rivera.householdId), eq(householdMembers.relationship, 'CHILD')));
    const babies = await Promise.all(
      added.map(
        async (m) =>
          (await t.db.select().from(newbornReferrals).where(eq(newbornReferrals.newbornPersonId, m.personId))).length,
      ),
    );
    expect(babies.reduce((a, b) => a + b, 0)).toBe(1);
    const waiting = first.statusCode === 409 ? one : two;
    expect((await maria.get(urlOf('workerNewbornReferral', { id: waiting }))).json().problems).toEqual([
      'ALREADY_IN_HOUSEHOLD',
    ]);

    // The mother moves to another household of the office: the referral no longer matches her
    // case (another household's members never count).
    const left = await insertReferral(t, C, rivera, `${tag} Left`, new Date(clock.nowMs() - DAY));
    const okafor = await worldCase(t, C, C.cases.okafor);
    await t.db
      .update(householdMembers)
      .set({ householdId: okafor.householdId })
      .where(
        and(
          eq(householdMembers.householdId, rivera.householdId),
          eq(householdMembers.personId, rivera.primaryPersonId),
        ),
      );
    expect((await queueOf(maria, `${tag} Left`)).referrals[0]!.problems).toEqual(['MOTHER_NOT_IN_HOUSEHOLD']);
    expect((await decide(maria, left, 'APPROVE')).statusCode).toBe(409);

    // The case's Medicaid ends and the case closes: the queue says so, and approving is refused.
    const later = await insertReferral(t, C, rivera, `${tag} Later`, new Date(clock.nowMs() - DAY));
    await t.db
      .update(casePrograms)
      .set({ status: 'CLOSED' })
      .where(and(eq(casePrograms.caseId, rivera.id), eq(casePrograms.programCode, 'MA')));
    await t.db.update(cases).set({ status: 'CLOSED' }).where(eq(cases.id, rivera.id));
    const row = (await queueOf(maria, `${tag} Later`)).referrals[0]!;
    expect(row.problems).toEqual(['CASE_CLOSED', 'NO_MEDICAID', 'MOTHER_NOT_IN_HOUSEHOLD']);
    const refused = await maria.request({
      method: 'POST',
      url: urlOf('workerNewbornReferralDecision', { id: later }),
      payload: { decision: 'APPROVE', reason: '' },
      headers: { 'accept-language': 'es' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toContain('El caso de la madre está cerrado');
    expect((await decide(maria, later, 'DENY', 'The case is closed')).statusCode).toBe(200);
  }, 60_000);
});
