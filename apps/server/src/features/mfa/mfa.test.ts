import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf, type RidpQuiz } from '@portal/contracts';
import { clock } from '../../platform/clock';
import { rowsOf } from '../../platform/db';
import { outboxMessages, securityCodes, users } from '../../platform/db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';
import { DEMO_RIDP } from '../proofing/seed';
import { purgeSignInLeftovers } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Password step plus a code sent; returns the browser and the attempt id. */
async function atCodeStep(username: string): Promise<{ b: TestBrowser; uuid: string }> {
  const b = t.browser();
  const res = await b.loginPassword(username, DEMO_PASSWORD);
  expect(res.json()).toMatchObject({ next: 'MFA' });
  const uuid = res.json().loginAttemptId as string;
  const sent = await b.post(urlOf('mfaSendCode'), { uuid, nfValue: 'PRIMARY' });
  expect(sent.json()).toMatchObject({ nfIsSentInd: true, nfValue: 'PRIMARY' });
  return { b, uuid };
}

const confirm = (b: TestBrowser, uuid: string, code: string) =>
  b.post(urlOf('mfaConfirmCode'), { uuid, confirmationCode: code });
const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

describe('the code step of sign-in', () => {
  it('lists the contact methods masked, and needs no code for a STANDARD resident', async () => {
    const b = t.browser();
    const res = await b.loginPassword(DEMO_USERS.linked, DEMO_PASSWORD);
    const questions = await b.post(urlOf('mfaQuestions'), { uuid: res.json().loginAttemptId });
    expect(questions.statusCode).toBe(200);
    const list = questions.json().questions as { nfValue: string; nfMessage: string }[];
    expect(list.length).toBeGreaterThan(0);
    for (const q of list) expect(q.nfMessage).toMatch(/\*\*\*/);

    const standard = t.browser();
    expect((await standard.loginPassword(DEMO_USERS.standard, DEMO_PASSWORD)).json()).toMatchObject({
      next: 'DONE',
      userAccount: { userType: 'STANDARD' },
    });
    const staff = t.browser();
    expect((await staff.loginPassword(DEMO_USERS.caseworker, DEMO_PASSWORD)).json()).toMatchObject({ next: 'MFA' });
  });

  it('asks every medical provider for a code: their accounts reach many patients (issue 30)', async () => {
    for (const provider of [DEMO_USERS.newbornProvider, DEMO_USERS.presumptiveProvider]) {
      const b = t.browser();
      expect((await b.loginPassword(provider, DEMO_PASSWORD)).json(), provider).toMatchObject({ next: 'MFA' });
      // Nothing of the provider's work answers before the code.
      expect((await b.get(urlOf('newbornLinked'))).statusCode, provider).toBe(401);
    }
  });

  it('keeps only a hash of the code: not in the codes table, the audit log, or the outbox once sent', async () => {
    const { b, uuid } = await atCodeStep(DEMO_USERS.linked);
    const code = await b.latestCode(uuid);
    const [stored] = await t.db.select().from(securityCodes).where(eq(securityCodes.loginAttemptId, uuid));
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.codeHash.length).toBeGreaterThan(20);
    const audit = await rowsOf<{ detail: unknown }>(t.db, sql`SELECT detail FROM audit_log`);
    expect(JSON.stringify(audit)).not.toContain(code);
    // The message is marked sensitive and purged once the code can no longer be used.
    const [message] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.templateKey, 'mfa.code'))
      .orderBy(sql`created_at DESC`)
      .limit(1);
    expect(message).toMatchObject({ sensitive: true });
    expect((await confirm(b, uuid, code)).json()).toMatchObject({ outcome: 'SUCCESS' });
  });

  it('refuses a code that is not 6 digits with the field message, and counts nothing', async () => {
    const { b, uuid } = await atCodeStep(DEMO_USERS.linked);
    const res = await confirm(b, uuid, '12ab');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      code: 'validation.code.invalid',
      field: 'confirmationCode',
      message: 'Enter a valid confirmation code.',
    });
    expect((await confirm(b, uuid, await b.latestCode(uuid))).json()).toMatchObject({
      outcome: 'SUCCESS',
      triesLeft: 5,
    });
  });

  it('refuses an expired code, and a code already used', async () => {
    const { b, uuid } = await atCodeStep(DEMO_USERS.linked);
    const code = await b.latestCode(uuid);
    clock.advance(10 * 60_000 + 1000);
    expect((await confirm(b, uuid, code)).json()).toMatchObject({ outcome: 'INCORRECT' });
    await b.post(urlOf('mfaResendCode'), { uuid, nfValue: 'PRIMARY' });
    const fresh = await b.latestCode(uuid);
    expect((await confirm(b, uuid, fresh)).json()).toMatchObject({ outcome: 'SUCCESS' });
    // Used: the sign-in is over, so the same code leads nowhere.
    const again = await confirm(b, uuid, fresh);
    expect(again.statusCode).toBe(404);
  });

  it('refuses the code of one login attempt in another', async () => {
    const first = await atCodeStep(DEMO_USERS.linked);
    const codeOfFirst = await first.b.latestCode(first.uuid);
    const second = await atCodeStep(DEMO_USERS.linked);
    expect((await confirm(second.b, second.uuid, codeOfFirst)).json()).toMatchObject({ outcome: 'INCORRECT' });
    // Nor can one browser continue another browser's attempt.
    expect((await confirm(second.b, first.uuid, codeOfFirst)).statusCode).toBe(404);
    expect((await confirm(second.b, second.uuid, await second.b.latestCode(second.uuid))).json()).toMatchObject({
      outcome: 'SUCCESS',
    });
  });

  it('cancels the earlier code when a new one is sent', async () => {
    const { b, uuid } = await atCodeStep(DEMO_USERS.linked);
    const earlier = await b.latestCode(uuid);
    expect((await b.post(urlOf('mfaResendCode'), { uuid, nfValue: 'PRIMARY' })).statusCode).toBe(200);
    const newest = await b.latestCode(uuid);
    if (newest !== earlier) expect((await confirm(b, uuid, earlier)).json()).toMatchObject({ outcome: 'INCORRECT' });
    expect((await confirm(b, uuid, newest)).json()).toMatchObject({ outcome: 'SUCCESS' });
  });

  it('ends the login process after it has waited too long', async () => {
    const { b, uuid } = await atCodeStep(DEMO_USERS.linked);
    clock.advance(21 * 60_000);
    const res = await confirm(b, uuid, await b.latestCode(uuid));
    expect(res.statusCode).toBe(410);
    expect(res.json().errors[0]).toMatchObject({
      code: 'MFA_EXPIRED',
      message: 'The login process has expired. Close this window and start again.',
    });
  });
});

describe('locks and delinking', () => {
  it('locks after five wrong codes for 30 minutes: LINKED-only calls are out of reach, then the lock lifts', async () => {
    const signedIn = t.browser();
    await signedIn.login(DEMO_USERS.linked, DEMO_PASSWORD);
    expect((await signedIn.get(urlOf('outstandingVerifications'))).statusCode).toBe(200);

    const { b, uuid } = await atCodeStep(DEMO_USERS.linked);
    const code = await b.latestCode(uuid);
    for (let i = 1; i <= 4; i++)
      expect((await confirm(b, uuid, wrong(code))).json()).toEqual({ outcome: 'INCORRECT', triesLeft: 5 - i });
    expect((await confirm(b, uuid, wrong(code))).json()).toMatchObject({ outcome: 'LOCKED' });

    // Every session of the account ended; the right code no longer helps; the password step refuses.
    expect((await signedIn.get(urlOf('outstandingVerifications'))).statusCode).toBe(401);
    expect((await confirm(b, uuid, code)).statusCode).toBe(401);
    const during = await t.browser().loginPassword(DEMO_USERS.linked, DEMO_PASSWORD);
    expect(during.statusCode).toBe(423);
    expect(during.json().errors[0].code).toBe('MFA_LOCKED');
    // Seconds until the lock lifts (the test clock runs on, so a slow machine may have used a few).
    const retryAfter = Number(during.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(29 * 60);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60);
    // A wrong password gets the very same answer: the lock tells nothing about the password.
    clock.advance(60_000);
    const wrongPassword = await t.browser().loginPassword(DEMO_USERS.linked, 'not-the-password-at-all');
    expect(wrongPassword.statusCode).toBe(423);
    expect(wrongPassword.json()).toEqual(during.json());
    expect(Number(wrongPassword.headers['retry-after'])).toBeLessThanOrEqual(retryAfter - 60);
    expect(Number(wrongPassword.headers['retry-after'])).toBeGreaterThan(28 * 60);

    clock.advance(30 * 60_000 + 1000);
    const after = t.browser();
    await after.login(DEMO_USERS.linked, DEMO_PASSWORD);
    expect((await after.get(urlOf('outstandingVerifications'))).statusCode).toBe(200);
  });

  it('disables the enhanced features after three locks in a row, until a caseworker restores them', async () => {
    const lockOnce = async () => {
      const { b, uuid } = await atCodeStep(DEMO_USERS.linked);
      const code = await b.latestCode(uuid);
      let last = '';
      for (let i = 0; i < 5; i++) last = (await confirm(b, uuid, wrong(code))).json().outcome;
      clock.advance(30 * 60_000 + 1000);
      return last;
    };
    expect(await lockOnce()).toBe('LOCKED');
    expect(await lockOnce()).toBe('LOCKED');
    expect(await lockOnce()).toBe('DELINKED');

    const delinked = t.browser();
    expect((await delinked.loginPassword(DEMO_USERS.linked, DEMO_PASSWORD)).json()).toMatchObject({
      next: 'DONE',
      userAccount: { userType: 'STANDARD', isDelinked: true },
    });
    expect((await delinked.get(urlOf('outstandingVerifications'))).statusCode).toBe(403);

    const resident = t.browser();
    await resident.login(DEMO_USERS.standard, DEMO_PASSWORD);
    expect((await resident.post(urlOf('workerRestoreLinked', { username: DEMO_USERS.linked }))).statusCode).toBe(403);
    expect((await resident.get(urlOf('workerDelinkedAccounts'))).statusCode).toBe(403);
    const worker = t.browser();
    await worker.login(DEMO_USERS.caseworker, DEMO_PASSWORD);
    const listed = () =>
      worker
        .get(urlOf('workerDelinkedAccounts'))
        .then((r) => (r.json().accounts as { userName: string }[]).map((a) => a.userName));
    expect(await listed()).toContain(DEMO_USERS.linked);
    expect((await worker.post(urlOf('workerRestoreLinked', { username: DEMO_USERS.linked }))).statusCode).toBe(200);
    const [row] = await t.db
      .select({ delinkedAt: users.delinkedAt })
      .from(users)
      .where(eq(users.username, DEMO_USERS.linked));
    expect(row!.delinkedAt).toBeNull();
    expect(await listed()).not.toContain(DEMO_USERS.linked);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, DEMO_USERS.linked));
    const told = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.userId, user!.id), eq(outboxMessages.templateKey, 'account.enhancedRestored')));
    expect(told.length).toBeGreaterThan(0);
    // Restoring an account that is not turned off tells nobody again.
    expect((await worker.post(urlOf('workerRestoreLinked', { username: DEMO_USERS.linked }))).statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.userId, user!.id), eq(outboxMessages.templateKey, 'account.enhancedRestored'))),
    ).toHaveLength(told.length);
    const restored = t.browser();
    await restored.login(DEMO_USERS.linked, DEMO_PASSWORD);
    expect((await restored.get(urlOf('userAccountLogin'))).json()).toMatchObject({ userType: 'LINKED' });
  });
});

describe('remembered devices', () => {
  it('skips the code on a remembered browser until every device is forgotten, with a notice', async () => {
    const { b, uuid } = await atCodeStep(DEMO_USERS.linked);
    await confirm(b, uuid, await b.latestCode(uuid));
    expect((await b.post(urlOf('mfaRememberDevice'), { uuid, remember: true })).statusCode).toBe(200);
    expect(b.cookies.get('portal_td')).toBeTruthy();
    await b.post(urlOf('logout'));

    expect((await b.loginPassword(DEMO_USERS.linked, DEMO_PASSWORD)).json()).toMatchObject({
      next: 'DONE',
      userAccount: { userType: 'LINKED' },
    });
    // Another browser still needs the code.
    expect((await t.browser().loginPassword(DEMO_USERS.linked, DEMO_PASSWORD)).json()).toMatchObject({ next: 'MFA' });

    const stolenDevice = b.cookies.get('portal_td')!;
    expect((await b.post(urlOf('revokeAllDevices'))).statusCode).toBe(200);
    const notices = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.templateKey, 'account.devicesRevoked'));
    expect(notices.length).toBeGreaterThan(0);
    await b.post(urlOf('logout'));
    b.cookies.set('portal_td', stolenDevice);
    expect((await b.loginPassword(DEMO_USERS.linked, DEMO_PASSWORD)).json()).toMatchObject({ next: 'MFA' });
  });

  it('does not let a device remembered for one person skip the code of another', async () => {
    // The administrator has no passkey yet in this file (ADR 0132), so the password form still answers.
    const { b, uuid } = await atCodeStep(DEMO_USERS.admin);
    await confirm(b, uuid, await b.latestCode(uuid));
    await b.post(urlOf('mfaRememberDevice'), { uuid, remember: true });
    await b.post(urlOf('logout'));
    expect((await b.loginPassword(DEMO_USERS.linked, DEMO_PASSWORD)).json()).toMatchObject({ next: 'MFA' });
  });
});

describe('housekeeping', () => {
  it('removes day-old sign-in attempts with their codes, and expired remembered devices', async () => {
    const { b, uuid } = await atCodeStep(DEMO_USERS.caseworker2);
    await confirm(b, uuid, await b.latestCode(uuid));
    await b.post(urlOf('mfaRememberDevice'), { uuid, remember: true });
    clock.advance({ days: 31 });
    expect(await purgeSignInLeftovers(t.db)).toBeGreaterThan(0);
    expect(await t.db.select().from(securityCodes).where(eq(securityCodes.loginAttemptId, uuid))).toEqual([]);
    expect((await b.loginPassword(DEMO_USERS.caseworker2, DEMO_PASSWORD)).json()).toMatchObject({ next: 'MFA' });
  });
});

describe('no access to any contact method', () => {
  const ana = {
    firstName: 'Ana',
    lastName: 'Rivera',
    birthDate: '04/12/1988',
    ssn: '123-45-6789',
    addressLine1: '1 Main St',
    city: 'Springfield',
    zip: '27501',
  };
  const anaFacts = ['Harbor View Court', 'Northgate Savings Bank', '2019 Toyota Corolla', 'River County'];
  const jordan = { ...ana, firstName: 'Jordan', lastName: 'Smith', birthDate: '06/15/1990', ssn: '400-12-3456' };
  const jordanFacts = Object.values(DEMO_RIDP.jordanFacts) as string[];
  async function prove(b: TestBrowser, claim: typeof ana, facts: string[]) {
    const quiz = (await b.post(urlOf('ridpStart'), claim)).json().quiz as RidpQuiz;
    const pick = (q: RidpQuiz['questions'][number]) => q.choices.find((c) => facts.includes(c.label.en))!.id;
    const answers = Object.fromEntries(quiz.questions.map((q) => [q.id, pick(q)]));
    return (await b.post(urlOf('ridpAnswer'), { quizId: quiz.quizId, answers })).json();
  }
  const anaAccount = async () => {
    const columns = { userType: users.userType, linkedPersonId: users.linkedPersonId };
    return (await t.db.select(columns).from(users).where(eq(users.username, DEMO_USERS.linked)))[0]!;
  };

  it('lets the password alone go on as STANDARD for this session only; the link stays, the owner is told', async () => {
    const before = await anaAccount();
    const b = t.browser();
    const pw = await b.loginPassword(DEMO_USERS.linked, DEMO_PASSWORD);
    const res = await b.post(urlOf('mfaNoAccess'), { uuid: pw.json().loginAttemptId });
    expect(res.statusCode).toBe(200);
    expect((await b.get(urlOf('userAccountLogin'))).json()).toMatchObject({ userName: 'linked', userType: 'STANDARD' });
    expect((await b.get(urlOf('outstandingVerifications'))).statusCode).toBe(403);
    expect((await b.get(urlOf('linkedUser'))).json()).toMatchObject({ nfLinkedInd: false });
    // Nothing was taken from the account: still linked to Ana's case, and the next sign-in asks for a code.
    expect(await anaAccount()).toEqual(before);
    expect(before.linkedPersonId).not.toBeNull();
    expect((await t.browser().loginPassword(DEMO_USERS.linked, DEMO_PASSWORD)).json()).toMatchObject({ next: 'MFA' });
    const kind = 'account.signedInWithoutCode';
    const told = await t.db.select().from(outboxMessages).where(eq(outboxMessages.templateKey, kind));
    expect(told.map((m) => m.channel).sort()).toEqual(['EMAIL', 'SMS']);
    // The attempt is over: it cannot be used again.
    expect((await b.post(urlOf('mfaNoAccess'), { uuid: pw.json().loginAttemptId })).statusCode).toBe(404);

    const staff = t.browser();
    const spw = await staff.loginPassword(DEMO_USERS.admin, DEMO_PASSWORD);
    expect((await staff.post(urlOf('mfaNoAccess'), { uuid: spw.json().loginAttemptId })).statusCode).toBe(403);
    expect((await staff.get(urlOf('userAccountLogin'))).json()).toMatchObject({ userType: null });
  });

  it('gives the case back only after the identity is proved again, never to another person', async () => {
    const before = await anaAccount();
    const b = t.browser();
    const pw = await b.loginPassword(DEMO_USERS.linked, DEMO_PASSWORD);
    await b.post(urlOf('mfaNoAccess'), { uuid: pw.json().loginAttemptId });
    // Someone holding only the password proves who they are: their own identity does not replace Ana's link.
    expect(await prove(b, jordan, jordanFacts)).toMatchObject({ outcome: 'VERIFIED_NO_RECORD' });
    expect(await anaAccount()).toEqual(before);
    expect((await b.get(urlOf('outstandingVerifications'))).statusCode).toBe(403);
    // Ana proves she is Ana: this session sees her case again (and may now set new contact methods).
    expect(await prove(b, ana, anaFacts)).toMatchObject({ outcome: 'LINKED' });
    expect((await b.get(urlOf('userAccountLogin'))).json()).toMatchObject({ userType: 'LINKED' });
    expect((await b.get(urlOf('outstandingVerifications'))).statusCode).toBe(200);
    expect(await anaAccount()).toEqual(before);
  });
});
