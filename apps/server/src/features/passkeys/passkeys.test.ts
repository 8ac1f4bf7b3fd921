import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts';
import { clock } from '../../platform/clock';
import { auditLog, passkeys, users } from '../../platform/db/schema';
import { createTestWorld } from '../../seed/test-world';
import { SoftPasskey } from '../../test/authenticator';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';

let t: TestApp;
let world: Awaited<ReturnType<typeof createTestWorld>>;
let where: { origin: string; rpId: string };
beforeAll(async () => {
  t = await startTestApp({ demo: false });
  world = await createTestWorld(t.app.ctx);
  where = { origin: t.app.ctx.config.passkeys.origin, rpId: t.app.ctx.config.passkeys.rpId };
});
afterAll(async () => {
  await t?.close();
});

type Options = Record<string, unknown>;
const optionsOf = (res: { json(): { options: Options } }) => res.json().options;

/** Adds a passkey to the account signed in in `b`: the whole ceremony, as Account Settings runs it. */
async function addPasskey(b: TestBrowser, name = 'My phone', key = new SoftPasskey(where)) {
  const started = await b.post(urlOf('passkeyRegistrationOptions'));
  expect(started.statusCode).toBe(200);
  const saved = await b.post(urlOf('passkeyRegister'), { name, response: key.register(optionsOf(started)) });
  expect(saved.statusCode, saved.body).toBe(200);
  return { key, passkeyId: saved.json().passkeyId as string };
}

/** A new visitor (anonymous session) starting a passkey sign-in; returns the browser and the options. */
async function startSignIn(username?: string) {
  const b = await t.browser().start();
  const res = await b.post(urlOf('passkeySignInOptions'), username ? { username } : {});
  expect(res.statusCode).toBe(200);
  return { b, options: optionsOf(res) };
}

const signIn = (b: TestBrowser, response: unknown) => b.post(urlOf('passkeySignIn'), { response });
const whoIs = async (b: TestBrowser) => (await b.get(urlOf('userAccountLogin'))).json().userName as string | null;

describe('passkeys', () => {
  it('adds a passkey that signs the resident in with no password and no code, in a new session', async () => {
    const owner = await t.signedIn(world.users.resident);
    const { key, passkeyId } = await addPasskey(owner, "Ana's phone");
    const listed = (await owner.get(urlOf('passkeyList'))).json().passkeys;
    expect(listed).toEqual([expect.objectContaining({ passkeyId, name: "Ana's phone", lastUsedAt: null })]);

    const { b, options } = await startSignIn();
    const anonymousToken = b.sessionToken;
    const res = await signIn(b, key.authenticate(options));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ next: 'DONE', userAccount: { userName: world.users.resident } });
    expect(b.sessionToken).not.toBe(anonymousToken);
    expect(await whoIs(b)).toBe(world.users.resident);
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, passkeyId));
    expect(row!.counter).toBe(1);
    expect(row!.lastUsedAt).not.toBeNull();
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, world.users.resident));
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, user!.id), eq(auditLog.action, 'login.succeeded')));
    expect(entries.some((e) => (e.detail as { method?: string }).method === 'passkey')).toBe(true);
  });

  it('signs an enhanced (linked) resident in with no code either', async () => {
    const owner = await t.signedIn(world.users.linked);
    const { key } = await addPasskey(owner);
    const { b, options } = await startSignIn(world.users.linked);
    const res = await signIn(b, key.authenticate(options));
    expect(res.json()).toMatchObject({ next: 'DONE', userAccount: { userName: world.users.linked } });
  });

  it('refuses an answer made on another origin or for another RP ID (a look-alike site), at sign-in and when adding', async () => {
    const owner = await t.signedIn(world.users.latelinked);
    const { key } = await addPasskey(owner);

    let attempt = await startSignIn();
    let res = await signIn(attempt.b, key.authenticate(attempt.options, { origin: 'https://benefits-portal.example' }));
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('PASSKEY_REFUSED');
    expect(await whoIs(attempt.b)).toBeNull();

    attempt = await startSignIn();
    res = await signIn(attempt.b, key.authenticate(attempt.options, { rpId: 'benefits-portal.example' }));
    expect(res.statusCode).toBe(401);

    const started = await owner.post(urlOf('passkeyRegistrationOptions'));
    const phished = new SoftPasskey({ ...where, origin: 'https://benefits-portal.example' });
    const saved = await owner.post(urlOf('passkeyRegister'), {
      name: 'Fake',
      response: phished.register(optionsOf(started)),
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().errors[0].code).toBe('PASSKEY_NOT_SAVED');
    expect((await owner.get(urlOf('passkeyList'))).json().passkeys).toHaveLength(1);
  });

  it('uses a challenge once: a replayed answer, an answer in another session and an expired challenge are refused', async () => {
    const owner = await t.signedIn(world.users.renewsoon);
    const { key } = await addPasskey(owner);

    const { b, options } = await startSignIn();
    const answer = key.authenticate(options);
    expect((await signIn(b, answer)).statusCode).toBe(200);
    // The same answer again, in the same browser (now signed in) and in another.
    expect((await signIn(b, answer)).statusCode).toBe(401);
    const other = await t.browser().start();
    expect((await signIn(other, answer)).statusCode).toBe(401);

    // Another session's challenge: the answer must sign a challenge of this session.
    const first = await startSignIn();
    const second = await startSignIn();
    const res = await signIn(second.b, key.authenticate(first.options));
    expect(res.statusCode).toBe(401);

    // A challenge answered after it expired.
    const late = await startSignIn();
    clock.advance(t.app.ctx.config.passkeys.challengeTtlMs + 1000);
    try {
      expect((await signIn(late.b, key.authenticate(late.options))).statusCode).toBe(401);
    } finally {
      clock.reset();
    }
  });

  it('refuses a counter that does not move on (a cloned authenticator)', async () => {
    const owner = await t.signedIn(world.users.delinked);
    const { key } = await addPasskey(owner);
    let attempt = await startSignIn();
    expect((await signIn(attempt.b, key.authenticate(attempt.options, { counter: 5 }))).statusCode).toBe(200);
    attempt = await startSignIn();
    expect((await signIn(attempt.b, key.authenticate(attempt.options, { counter: 5 }))).statusCode).toBe(401);
    attempt = await startSignIn();
    expect((await signIn(attempt.b, key.authenticate(attempt.options, { counter: 6 }))).statusCode).toBe(200);
  });

  it('refuses a removed passkey, and keeps one account from renaming or removing another account’s', async () => {
    const world2 = await createTestWorld(t.app.ctx);
    const owner = await t.signedIn(world2.users.resident);
    const { key, passkeyId } = await addPasskey(owner);
    const stranger = await t.signedIn(world2.users.linked);
    const path = urlOf('passkeyRemove', { passkeyId });
    expect((await stranger.request({ method: 'DELETE', url: path })).statusCode).toBe(404);
    expect((await stranger.request({ method: 'PUT', url: path, payload: { name: 'Mine' } })).statusCode).toBe(404);
    expect((await stranger.get(urlOf('passkeyList'))).json().passkeys).toEqual([]);

    const renamed = await owner.request({ method: 'PUT', url: path, payload: { name: 'Work laptop' } });
    expect(renamed.json().name).toBe('Work laptop');
    expect((await owner.request({ method: 'DELETE', url: path })).statusCode).toBe(200);
    expect((await owner.get(urlOf('passkeyList'))).json().passkeys).toEqual([]);

    const { b, options } = await startSignIn();
    const res = await signIn(b, key.authenticate(options));
    expect(res.statusCode).toBe(401);
    expect(await whoIs(b)).toBeNull();
  });

  it("refuses another account's passkey after a typed username, and a credential registered twice", async () => {
    const world3 = await createTestWorld(t.app.ctx);
    const owner = await t.signedIn(world3.users.resident);
    const { key } = await addPasskey(owner);
    const { b, options } = await startSignIn(world3.users.linked);
    expect((await signIn(b, key.authenticate(options))).statusCode).toBe(401);
    expect(await whoIs(b)).toBeNull();

    // The same authenticator's credential offered to a second account is not taken.
    const other = await t.signedIn(world3.users.linked);
    const started = await other.post(urlOf('passkeyRegistrationOptions'));
    const saved = await other.post(urlOf('passkeyRegister'), {
      name: 'Copy',
      response: key.register(optionsOf(started)),
    });
    expect(saved.statusCode).toBe(400);
    expect((await other.get(urlOf('passkeyList'))).json().passkeys).toEqual([]);
  });

  it('needs a recent sign-in to add a passkey, a signed-in account to list them, and a valid name', async () => {
    const world4 = await createTestWorld(t.app.ctx);
    const owner = await t.signedIn(world4.users.resident);
    const started = await owner.post(urlOf('passkeyRegistrationOptions'));
    const blank = await owner.post(urlOf('passkeyRegister'), {
      name: '  ',
      response: new SoftPasskey(where).register(optionsOf(started)),
    });
    expect(blank.statusCode).toBe(400);
    expect((await owner.get(urlOf('passkeyList'))).json().passkeys).toEqual([]);

    clock.advance(t.app.ctx.config.mfa.freshSignInMs + 60_000);
    try {
      await owner.post(urlOf('sessionKeepAlive'));
      const stale = await owner.post(urlOf('passkeyRegistrationOptions'));
      expect(stale.json().errors[0].code).toBe('REAUTH_REQUIRED');
    } finally {
      clock.reset();
    }
    const anonymous = await t.browser().start();
    expect((await anonymous.get(urlOf('passkeyList'))).statusCode).toBe(401);
  });
});
