import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RidpQuiz, urlOf } from '@portal/contracts';
import { clock } from '../../platform/clock';
import { rowsOf } from '../../platform/db';
import { ridpInquiries, users } from '../../platform/db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';
import { DEMO_RIDP, JORDAN_CLAIM } from './seed';
import { purgeOldInquiries } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const claim = JORDAN_CLAIM;

function answers(quiz: RidpQuiz, right: number): Record<string, string> {
  const facts = DEMO_RIDP.jordanFacts as Record<string, string>;
  return Object.fromEntries(
    quiz.questions.map((q, i) => [
      q.id,
      (i < right
        ? q.choices.find((c) => c.label.en === facts[q.id])
        : q.choices.find((c) => c.label.en !== facts[q.id]))!.id,
    ]),
  );
}

async function resident(): Promise<TestBrowser> {
  const b = t.browser();
  await b.login(DEMO_USERS.standard, DEMO_PASSWORD);
  return b;
}

describe('account upgrade by identity proofing', () => {
  it('refuses bad identity data at the field, with nothing asked of the bureau', async () => {
    const b = await resident();
    const res = await b.post(urlOf('ridpStart'), { ...claim, ssn: '12-34', birthDate: '13/45/1990', zip: '' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['ssn', 'birthDate', 'zip']));
    expect((await t.db.select().from(ridpInquiries)).length).toBe(0);
  });

  it('says a person the bureau does not know cannot be verified', async () => {
    const b = await resident();
    const res = await b.post(urlOf('ridpStart'), { ...claim, ssn: '400-99-9999' });
    expect(res.json()).toEqual({ status: 'NOT_VERIFIED', quiz: null });
  });

  it('keeps a STANDARD account after wrong answers', async () => {
    const b = await resident();
    const started = await b.post(urlOf('ridpStart'), claim);
    expect(started.json()).toMatchObject({ status: 'QUIZ', quiz: { simulated: true } });
    const quiz = started.json().quiz as RidpQuiz;
    expect(quiz.questions).toHaveLength(4);
    // The questions hold no identity data.
    expect(JSON.stringify(quiz)).not.toMatch(/400123456|1990-06-15/);
    const res = await b.post(urlOf('ridpAnswer'), { quizId: quiz.quizId, answers: answers(quiz, 2) });
    expect(res.json()).toMatchObject({ outcome: 'NOT_VERIFIED' });
    expect((await b.get(urlOf('userAccountLogin'))).json()).toMatchObject({ userType: 'STANDARD' });
    // The quiz is closed.
    expect((await b.post(urlOf('ridpAnswer'), { quizId: quiz.quizId, answers: answers(quiz, 4) })).statusCode).toBe(
      404,
    );
  });

  it('does not let another person answer someone’s quiz', async () => {
    const b = await resident();
    const quiz = (await b.post(urlOf('ridpStart'), claim)).json().quiz as RidpQuiz;
    const other = t.browser();
    await other.login(DEMO_USERS.delinked, DEMO_PASSWORD);
    expect((await other.post(urlOf('ridpAnswer'), { quizId: quiz.quizId, answers: answers(quiz, 4) })).statusCode).toBe(
      404,
    );
    expect((await other.get(urlOf('ridpQuiz'))).json()).toEqual({ quiz: null });
    expect((await b.get(urlOf('ridpQuiz'))).json().quiz.quizId).toBe(quiz.quizId);
  });

  it('links the account when the answers are right: STANDARD becomes LINKED', async () => {
    const b = await resident();
    expect((await b.get(urlOf('outstandingVerifications'))).statusCode).toBe(403);
    const quiz = (await b.post(urlOf('ridpStart'), claim)).json().quiz as RidpQuiz;
    const res = await b.post(urlOf('ridpAnswer'), { quizId: quiz.quizId, answers: answers(quiz, 3) });
    expect(res.json()).toEqual({ outcome: 'LINKED', purpose: 'UPGRADE' });
    expect((await b.get(urlOf('userAccountLogin'))).json()).toMatchObject({
      userType: 'LINKED',
      displayName: 'Jordan Smith',
    });
    expect((await b.get(urlOf('linkedUser'))).json()).toMatchObject({ nfLinkedInd: true });
    const [row] = await t.db.select().from(users).where(eq(users.username, DEMO_USERS.standard));
    expect(row!.linkedPersonId).not.toBeNull();
    // From now on this account signs in with a code too.
    expect((await t.browser().loginPassword(DEMO_USERS.standard, DEMO_PASSWORD)).json()).toMatchObject({ next: 'MFA' });
  });

  it('records each soft inquiry without identity data and purges it after 23 months', async () => {
    const rows = await rowsOf<Record<string, unknown>>(t.db, sql`SELECT * FROM ridp_inquiries`);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(rows)).not.toMatch(/400123456|400-12-3456|1990-06-15/);
    clock.advance({ days: 22 * 31 });
    expect(await purgeOldInquiries(t.db)).toBe(0);
    clock.advance({ days: 40 });
    expect(await purgeOldInquiries(t.db)).toBe(rows.length);
  });
});

describe('failed identity checks', () => {
  it('allows three a day per account, then refuses with Retry-After until the oldest one is a day old', async () => {
    const b = await t.browser().start();
    const signUp = await b.post(urlOf('signUp'), {
      username: 'proofing.limit',
      password: 'a long enough passphrase',
      firstName: 'Lee',
      lastName: 'Tran',
      email: 'lee.tran@example.org',
    });
    expect(signUp.statusCode).toBe(200);
    const unknown = { ...claim, ssn: '400-99-9999' };
    for (let i = 0; i < 3; i++) {
      expect((await b.post(urlOf('ridpStart'), unknown)).json()).toEqual({ status: 'NOT_VERIFIED', quiz: null });
      clock.advance({ minutes: 20 });
    }
    const refused = await b.post(urlOf('ridpStart'), unknown);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].code).toBe('THROTTLED');
    // The first failure was an hour ago: it stops counting in 23 hours.
    expect(Number(refused.headers['retry-after'])).toBe(23 * 3600);
    clock.advance({ hours: 23 });
    await b.login('proofing.limit', 'a long enough passphrase');
    expect((await b.post(urlOf('ridpStart'), unknown)).json()).toEqual({ status: 'NOT_VERIFIED', quiz: null });
    clock.reset();
  });
});
