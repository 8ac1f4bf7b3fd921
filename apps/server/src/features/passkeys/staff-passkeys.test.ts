import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts';
import { auditLog, outboxMessages, passkeys, users } from '../../platform/db/schema';
import { DEMO_PASSWORD } from '../../seed/demo';
import { createTestWorld } from '../../seed/test-world';
import { addSoftPasskey, signInWithSoftPasskey } from '../../test/authenticator';
import { startTestApp, TestBrowser, type TestApp } from '../../test/harness';

/*
 * ADR 0132: staff and provider accounts sign in with a passkey. Without one yet, the password and
 * code lead to a session that may only add one; with one, the password form refuses them.
 */
let t: TestApp;
let world: Awaited<ReturnType<typeof createTestWorld>>;
beforeAll(async () => {
  t = await startTestApp({ demo: false });
  world = await createTestWorld(t.app.ctx);
});
afterAll(async () => {
  await t?.close();
});

const userId = async (username: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
const passkeyCount = async (username: string) =>
  (
    await t.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.userId, await userId(username)))
  ).length;

/** Password and code only, as a person whose account has no passkey yet (no passkey added after). */
async function passwordAndCode(username: string): Promise<TestBrowser> {
  const b = new TestBrowser(t.app);
  const first = await b.loginPassword(username, DEMO_PASSWORD);
  expect(first.statusCode, first.body).toBe(200);
  const uuid = first.json().loginAttemptId as string;
  expect((await b.post(urlOf('mfaSendCode'), { uuid, nfValue: 'PRIMARY' })).statusCode).toBe(200);
  const confirmed = await b.post(urlOf('mfaConfirmCode'), { uuid, confirmationCode: await b.latestCode(uuid) });
  expect(confirmed.json().outcome).toBe('SUCCESS');
  return b;
}

const codeOf = (res: { json(): { errors?: { code: string }[] } }) => res.json().errors?.[0]?.code;

describe('staff and provider passkeys (ADR 0132)', () => {
  it.each([
    ['caseworker', 'workerApplicationQueue'],
    ['newbornprovider', 'searchAnbReferrals'],
  ] as const)('a %s with no passkey may only add one, then works', async (account, call) => {
    const username = world.users[account];
    const b = await passwordAndCode(username);
    expect((await b.get(urlOf('userAccountLogin'))).json()).toMatchObject({
      userName: username,
      passkeyRequired: true,
    });
    const refused = await b.get(urlOf(call));
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('PASSKEY_SETUP_REQUIRED');
    expect((await b.get(urlOf('passkeyList'))).statusCode).toBe(200);

    await addSoftPasskey(b.jsonPost, b.passkeyOf(username));
    expect((await b.get(urlOf('userAccountLogin'))).json().passkeyRequired).toBe(false);
    expect((await b.get(urlOf(call))).statusCode).toBe(200);
  });

  it('refuses the password form, right or wrong password, once the account has a passkey; the passkey signs in', async () => {
    const username = world.users.caseworker2;
    await t.signedIn(username); // password, code and the first passkey
    expect(await passkeyCount(username)).toBe(1);
    for (const password of [DEMO_PASSWORD, 'not-the-password-1']) {
      const b = new TestBrowser(t.app);
      const res = await b.loginPassword(username, password);
      expect(res.statusCode).toBe(401);
      expect(codeOf(res)).toBe('PASSKEY_REQUIRED');
      expect(await (await b.get(urlOf('userAccountLogin'))).json().userName).toBeNull();
    }
    const b = await new TestBrowser(t.app).start();
    const signedIn = await signInWithSoftPasskey(b.jsonPost, b.passkeyOf(username), username);
    expect(signedIn.status).toBe(200);
    expect((await b.get(urlOf('workerApplicationQueue'))).statusCode).toBe(200);
  });

  it('keeps the last passkey of a staff account; a resident may remove theirs', async () => {
    const staff = await t.signedIn(world.users.hearing);
    const [only] = (await staff.get(urlOf('passkeyList'))).json().passkeys as { passkeyId: string }[];
    const kept = await staff.request({ method: 'DELETE', url: urlOf('passkeyRemove', { passkeyId: only!.passkeyId }) });
    expect(kept.statusCode).toBe(409);
    expect(codeOf(kept)).toBe('LAST_PASSKEY');
    expect(await passkeyCount(world.users.hearing)).toBe(1);

    const resident = await t.signedIn(world.users.resident);
    await addSoftPasskey(resident.jsonPost, resident.passkeyOf(world.users.resident));
    const [theirs] = (await resident.get(urlOf('passkeyList'))).json().passkeys as { passkeyId: string }[];
    const removed = await resident.request({
      method: 'DELETE',
      url: urlOf('passkeyRemove', { passkeyId: theirs!.passkeyId }),
    });
    expect(removed.statusCode).toBe(200);
  });

  it('lets an administrator reset them: sessions end, a notice goes, the next sign-in adds a new one', async () => {
    const username = world.users.presumptiveprovider;
    const provider = await t.signedIn(username);
    expect(await passkeyCount(username)).toBe(1);
    const caseworker = await t.signedIn(world.users.caseworker);
    const refused = await caseworker.post(urlOf('workerResetPasskeys', { username }));
    expect(refused.statusCode).toBe(403);

    const admin = await t.signedIn(world.users.admin);
    expect((await admin.post(urlOf('workerResetPasskeys', { username: world.users.resident }))).statusCode).toBe(404);
    const reset = await admin.post(urlOf('workerResetPasskeys', { username }));
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await passkeyCount(username)).toBe(0);
    expect((await provider.get(urlOf('userAccountLogin'))).json().userName).toBeNull();
    const id = await userId(username);
    const notices = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.userId, id), eq(outboxMessages.templateKey, 'account.passkeysReset')));
    expect(notices.length).toBeGreaterThan(0);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'passkey.reset')));
    expect(audited).toHaveLength(1);

    // The password works again, and leads to adding a passkey first.
    const again = await passwordAndCode(username);
    expect((await again.get(urlOf('userAccountLogin'))).json().passkeyRequired).toBe(true);
  });
});
