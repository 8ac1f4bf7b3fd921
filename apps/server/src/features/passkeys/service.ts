import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { LoginResult, Passkey, PasskeyRegisterRequest, PasskeySignInRequest } from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import { passkeys, users } from '../../platform/db/schema';
import type { AppContext } from '../../platform/http/context';
import { HttpError, lockedOut } from '../../platform/http/errors';
import { startSession } from '../../platform/http/session-start';
import { needsPasskey, toUserAccount, type Session, type SessionUser } from '../../platform/sessions';
import { lockedUntil, needsSecondFactor } from '../mfa/service';
import { keepChallenge, passkeyByCredential, passkeysOf, shown, takeChallenge } from './repo';

export { hasPasskey } from './repo';

/*
 * Passkeys (WebAuthn, ADR 0131). Every ceremony is two calls: the server makes a random challenge,
 * keeps it for this browser session (single use, minutes), and the browser's answer must sign it
 * for this portal's RP ID from this portal's origin. The WebAuthn library checks the signature,
 * origin, RP ID, user presence and verification, and the signature counter.
 */

/** The account's user handle in WebAuthn: its id, so an answer names whose passkey it is. */
const userHandleOf = (userId: string) => new Uint8Array(Buffer.from(userId, 'utf8'));
const bytes = (base64url: string) => new Uint8Array(Buffer.from(base64url, 'base64url'));

/** The signed-in person's passkeys. */
export async function listPasskeys(ctx: AppContext, userId: string): Promise<{ passkeys: Passkey[] }> {
  return { passkeys: (await passkeysOf(ctx.db, userId)).map(shown) };
}

/** Starts adding a passkey: the device is asked for a discoverable passkey with user verification. */
export async function registrationOptions(ctx: AppContext, session: Session, user: SessionUser) {
  const { passkeys: config } = ctx.config;
  const existing = await passkeysOf(ctx.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: config.rpName,
    rpID: config.rpId,
    userName: user.username,
    userID: userHandleOf(user.id),
    userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.username,
    timeout: config.challengeTtlMs,
    attestationType: 'none',
    // A passkey the device already holds for this account is not made twice.
    excludeCredentials: existing.map((p) => ({
      id: p.credentialId,
      transports: p.transports,
    })),
    // Discoverable: signing in needs no username typed first. Verified: face, fingerprint or screen lock.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await keepChallenge(
    ctx.db,
    { sessionIdHash: session.idHash, purpose: 'REGISTER', challenge: options.challenge, userId: user.id },
    config.challengeTtlMs,
  );
  return { options: options as unknown as Record<string, unknown> };
}

/** Adds a passkey from the browser's answer to this session's challenge. */
export async function registerPasskey(
  ctx: AppContext,
  session: Session,
  user: SessionUser,
  input: PasskeyRegisterRequest,
  ip: string,
): Promise<Passkey> {
  const { passkeys: config } = ctx.config;
  const who = { actorUserId: user.id, entity: 'user', entityId: user.id, ip };
  const challenge = await takeChallenge(ctx.db, session.idHash, 'REGISTER');
  const refuse = async (reason: string) => {
    await audit(ctx.db, { ...who, action: 'passkey.add.refused', detail: { reason } });
    return new HttpError(400, 'PASSKEY_NOT_SAVED');
  };
  if (!challenge || challenge.userId !== user.id) throw await refuse('challenge');
  const verification = await verifyRegistrationResponse({
    response: input.response as Parameters<typeof verifyRegistrationResponse>[0]['response'],
    expectedChallenge: challenge.challenge,
    expectedOrigin: config.origin,
    expectedRPID: config.rpId,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified || !verification.registrationInfo) throw await refuse('verification');
  const { credential } = verification.registrationInfo;
  const [row] = await ctx.db
    .insert(passkeys)
    .values({
      userId: user.id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: input.name,
      createdAt: clock.now(),
    })
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  // The credential is already registered (to this account or another): never a second owner.
  if (!row) throw await refuse('taken');
  // A staff or provider session waiting for its first passkey may now do its work: this process
  // reads the account again at once, the others when told.
  await ctx.sessions.userChanged(user.id);
  await audit(ctx.db, { ...who, action: 'passkey.added', detail: { passkeyId: row.id } });
  return shown(row);
}

/** Renames one of the person's own passkeys (someone else's: 404). */
export async function renamePasskey(ctx: AppContext, userId: string, passkeyId: string, name: string) {
  const [row] = await ctx.db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
    .returning();
  if (!row) throw new HttpError(404, 'NOT_FOUND');
  return shown(row);
}

/**
 * Removes one of the person's own passkeys: from now on it signs in to nothing. A staff or provider
 * account keeps its last one (409): only an administrator resets them (ADR 0132). The account's
 * passkeys are locked first, so two removals at once cannot take the last two.
 */
export async function removePasskey(ctx: AppContext, user: SessionUser, passkeyId: string, ip: string) {
  const userId = user.id;
  await ctx.db.transaction(async (tx) => {
    const held = await tx.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).for('update');
    if (!held.some((p) => p.id === passkeyId)) throw new HttpError(404, 'NOT_FOUND');
    if (needsPasskey(user) && held.length === 1) throw new HttpError(409, 'LAST_PASSKEY');
    await tx.delete(passkeys).where(eq(passkeys.id, passkeyId));
    await ctx.sessions.userChanged(userId, tx);
  });
  await audit(ctx.db, {
    actorUserId: userId,
    action: 'passkey.removed',
    entity: 'user',
    entityId: userId,
    ip,
    detail: { passkeyId },
  });
  return { isSuccess: true };
}

/**
 * Starts a passkey sign-in. The device offers the passkeys it holds for this portal (no list of
 * an account's passkeys is given, so the answer tells nothing about a typed username); a typed
 * username is kept with the challenge and the passkey must then be that account's.
 */
export async function signInOptions(ctx: AppContext, session: Session, username: string | undefined) {
  const { passkeys: config } = ctx.config;
  const options = await generateAuthenticationOptions({
    rpID: config.rpId,
    userVerification: 'required',
    timeout: config.challengeTtlMs,
  });
  const typed = username?.trim().toLowerCase();
  await keepChallenge(
    ctx.db,
    {
      sessionIdHash: session.idHash,
      purpose: 'SIGN_IN',
      challenge: options.challenge,
      ...(typed ? { username: typed } : {}),
    },
    config.challengeTtlMs,
  );
  return { options: options as unknown as Record<string, unknown> };
}

/**
 * Signs in with a passkey: the answer must sign this session's challenge, from this portal's
 * origin, with a registered passkey whose counter moved on. The person is then signed in as by
 * password and code: a new session id at stage FULL, the same idle and absolute limits, audited.
 * A locked account stays locked (ADR 0007).
 */
export async function signInWithPasskey(
  req: FastifyRequest,
  reply: FastifyReply,
  session: Session,
  input: PasskeySignInRequest,
): Promise<LoginResult> {
  const { ctx } = req.server;
  const { passkeys: config } = ctx.config;
  const challenge = await takeChallenge(ctx.db, session.idHash, 'SIGN_IN');
  const stored = await passkeyByCredential(ctx.db, input.response.id);
  const [user] = stored ? await ctx.db.select().from(users).where(eq(users.id, stored.userId)) : [];
  const refuse = async (reason: string) => {
    await audit(ctx.db, {
      actorUserId: user?.id ?? null,
      action: 'login.passkey.refused',
      entity: 'user',
      entityId: user?.id,
      ip: req.ip,
      detail: { reason },
    });
    return new HttpError(401, 'PASSKEY_REFUSED');
  };
  if (!challenge) throw await refuse('challenge');
  if (!stored || !user) throw await refuse('unknown-passkey');
  if (challenge.username && challenge.username !== user.username) throw await refuse('other-account');
  const handle = input.response.response.userHandle;
  if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== user.id) throw await refuse('user-handle');
  if (user.isDemo && ctx.config.nodeEnv === 'production') throw await refuse('demo');
  const verification = await verifyAuthenticationResponse({
    response: input.response as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
    expectedChallenge: challenge.challenge,
    expectedOrigin: config.origin,
    expectedRPID: config.rpId,
    credential: {
      id: stored.credentialId,
      publicKey: bytes(stored.publicKey),
      counter: stored.counter,
      transports: stored.transports,
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw await refuse('verification');

  // The counter moves on in the same statement that checks it has not been seen: a cloned
  // authenticator (or a replayed answer) that reuses a counter value is refused.
  const { newCounter } = verification.authenticationInfo;
  const [moved] = await ctx.db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: clock.now() })
    .where(and(eq(passkeys.id, stored.id), eq(passkeys.counter, stored.counter)))
    .returning({ id: passkeys.id });
  if (!moved) throw await refuse('counter');

  if (needsSecondFactor(user)) {
    const until = await lockedUntil(ctx.db, user.id);
    if (until) {
      await audit(ctx.db, {
        actorUserId: user.id,
        action: 'login.locked',
        entity: 'user',
        entityId: user.id,
        ip: req.ip,
      });
      throw lockedOut(423, user.providerNewborn ? 'MFA_NEWBORN_LOCKED' : 'MFA_LOCKED', until, clock.now());
    }
  }
  const signedIn = await startSession(req, reply, user.id, 'FULL');
  await audit(ctx.db, {
    actorUserId: user.id,
    action: 'login.succeeded',
    entity: 'user',
    entityId: user.id,
    ip: req.ip,
    detail: { method: 'passkey', passkeyId: stored.id },
  });
  return { next: 'DONE', userAccount: toUserAccount(signedIn) };
}
