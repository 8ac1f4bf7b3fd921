import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  passwordProblem,
  type ChangePasswordRequest,
  type LoginRequest,
  type LoginResult,
  type SignUpRequest,
} from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { users } from '../../platform/db/schema';
import { HttpError, lockedOut } from '../../platform/http/errors';
import { clearSessionCookies, currentSession, type AppContext } from '../../platform/http/context';
import { startSession } from '../../platform/http/session-start';
import { decoyHash, hashPassword, verifyPassword } from '../../platform/passwords';
import { claim, countInWindow, hit, release, reset, throttled } from '../../platform/rate-limit';
import { needsPasskey, toUserAccount, type Session, type SessionUser } from '../../platform/sessions';
import type { MfaConfig } from '../../platform/config';
import { sendNotice } from '../communications/service';
import { isTrustedDevice, revokeAllDevices, TRUSTED_DEVICE_COOKIE } from '../mfa/devices';
import { lockedUntil, needsSecondFactor, startAttempt } from '../mfa/service';
import { hasPasskey } from '../passkeys/service';
import { addressKey, forgetFullSignInLimit, takeSignInPlaces, usernameKey } from './login-limits';

type UserRow = typeof users.$inferSelect;

/**
 * Checks a username and password. Ten failures for one username within the window (or many
 * from one address) refuse further tries, right or wrong, until the window passes. Each try
 * takes its place under both limits before the password is looked at (`takeSignInPlaces`); a
 * right password gives its place back. `lockedOut` gives the refusal of a locked account: the same for
 * the right and a wrong password (both give their places back), so a lock cannot be used to test
 * passwords.
 */
export async function checkPassword(
  ctx: AppContext,
  input: LoginRequest,
  ip: string,
  lockedOut?: (user: UserRow) => Promise<HttpError | null>,
) {
  await takeSignInPlaces(ctx, input.username, ip);
  const userKey = usernameKey(input.username);
  const [user] = await ctx.db.select().from(users).where(eq(users.username, input.username.toLowerCase()));
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
  const refusedDemo = user?.isDemo === true && ctx.config.nodeEnv === 'production';
  const lockRefusal = user && !refusedDemo && lockedOut ? await lockedOut(user) : null;
  if (lockRefusal) {
    await release(ctx.db, userKey);
    await release(ctx.db, addressKey(ip));
    throw lockRefusal;
  }
  if (!user || !ok || refusedDemo) {
    const who = { actorUserId: user?.id ?? null, entityId: user?.id, ip };
    await audit(ctx.db, { ...who, action: 'login.failed', entity: 'user' });
    throw new HttpError(401, 'INVALID_CREDENTIALS');
  }
  await reset(ctx.db, userKey);
  await release(ctx.db, addressKey(ip));
  return user;
}

/** Sign-ups from one client address are limited per window (each one is a row that stays). */
export async function throttleSignUp(ctx: AppContext, ip: string): Promise<void> {
  const { maxPerIp, windowMs } = ctx.config.signUpThrottle;
  if ((await countInWindow(ctx.db, `signup:ip:${ip}`, windowMs)) < maxPerIp) return;
  await audit(ctx.db, { actorUserId: null, action: 'signup.throttled', entity: 'user', ip });
  throw await throttled(ctx.db, `signup:ip:${ip}`);
}

/** Counts an account made from this address (only accounts made count toward its limit). */
export async function countSignUp(ctx: AppContext, ip: string): Promise<void> {
  await hit(ctx.db, `signup:ip:${ip}`, ctx.config.signUpThrottle.windowMs);
}

export async function createAccount(db: Db, input: SignUpRequest & { phone?: string }) {
  const username = input.username.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const [created] = await db
    .insert(users)
    .values({
      username,
      passwordHash,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email: input.email ?? null,
      phone: input.phone ?? null,
    })
    .onConflictDoNothing({ target: users.username })
    .returning();
  if (!created) throw new HttpError(409, 'USERNAME_TAKEN', 'username');
  return created;
}

/**
 * Changes the password after checking the current one (wrong tries count toward the sign-in
 * throttle). Every other session of the account ends and every remembered device is
 * forgotten, with a notice to the person's contacts; the caller starts a new session.
 */
export async function changePassword(
  ctx: AppContext,
  userId: string,
  current: string,
  next: string,
  ip: string,
  locale: string,
) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(404, 'NOT_FOUND');
  const { windowMs, maxFailures } = ctx.config.loginThrottle;
  const key = usernameKey(user.username);
  if (!(await claim(ctx.db, key, windowMs, maxFailures))) throw await throttled(ctx.db, key);
  if (!(await verifyPassword(user.passwordHash, current))) {
    await audit(ctx.db, {
      actorUserId: userId,
      action: 'password.change.refused',
      entity: 'user',
      entityId: userId,
      ip,
    });
    throw new HttpError(400, 'INVALID_CREDENTIALS', 'currentPassword');
  }
  await release(ctx.db, key);
  await replacePassword(ctx, userId, next, async (tx) => {
    await sendNotice(tx, { userId, kind: 'account.devicesRevoked', params: { reason: 'PASSWORD' }, locale });
    await audit(tx, { actorUserId: userId, action: 'password.changed', entity: 'user', entityId: userId, ip });
  });
}

/**
 * Puts a new password (argon2id) on the account and ends what the old one opened: every session
 * of the account ends and every remembered device is forgotten. `also` runs in the same
 * transaction (telling the person, the audit entry); if it throws, nothing changes. Used by the
 * password change and by account recovery.
 */
export async function replacePassword(
  ctx: AppContext,
  userId: string,
  password: string,
  also: (tx: Db) => Promise<void>,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await revokeAllDevices(tx, userId);
    await ctx.sessions.destroyAllForUser(userId, tx);
    await also(tx);
  });
}

/** Clears the wrong-password count of a username (a password reset ends a password lockout). */
export async function forgetPasswordFailures(ctx: AppContext, username: string): Promise<void> {
  await reset(ctx.db, usernameKey(username));
  forgetFullSignInLimit(ctx, username);
}

/** The next step of a sign-in once the person is known (by password or through a provider). */
export type SecondStep =
  | { next: 'LOCKED'; until: Date }
  | { next: 'MFA'; session: Session; loginAttemptId: string }
  | { next: 'DONE'; session: Session };

/**
 * The two-step decision shared by every way of signing in: staff and enhanced residents wait at
 * the code step (signed in to nothing) unless the account is locked, this browser is remembered
 * or the code step is already done (`codeDone`); everyone else is signed in. Every step starts a
 * new session id. The caller audits the outcome.
 */
export async function secondStep(
  req: FastifyRequest,
  reply: FastifyReply,
  mfa: MfaConfig,
  user: UserRow,
  codeDone = false,
): Promise<SecondStep> {
  const { ctx } = req.server;
  if (needsSecondFactor(user) && !codeDone) {
    const until = await lockedUntil(ctx.db, user.id);
    if (until) return { next: 'LOCKED', until };
    if (!(await isTrustedDevice(ctx.db, user.id, req.cookies[TRUSTED_DEVICE_COOKIE]))) {
      const session = await startSession(req, reply, user.id, 'MFA');
      const loginAttemptId = await startAttempt(ctx.db, mfa, user.id, session.idHash);
      return { next: 'MFA', session, loginAttemptId };
    }
  }
  return { next: 'DONE', session: await startSession(req, reply, user.id, 'FULL') };
}

/** A staff or provider account that has a passkey signs in only with it (ADR 0132). */
export async function passkeyOnly(db: Db, user: UserRow): Promise<boolean> {
  return needsPasskey(user) && (await hasPasskey(db, user.id));
}

/**
 * The refusal of the password form for such an account: the same for the right and a wrong password
 * (as a lock's, checkPassword), so the form cannot be used to test passwords; audited.
 */
export async function passkeyRequired(db: Db, user: UserRow, ip: string): Promise<HttpError> {
  await audit(db, { actorUserId: user.id, action: 'login.passkeyRequired', entity: 'user', entityId: user.id, ip });
  return new HttpError(401, 'PASSKEY_REQUIRED');
}

const lockCode = (user: UserRow) => (user.providerNewborn ? 'MFA_NEWBORN_LOCKED' : 'MFA_LOCKED');

/**
 * Sign-in with username and password: the throttle and the password check (a locked account is
 * refused with 423 and Retry-After, the same for the right and a wrong password), then the
 * two-step decision.
 */
export async function signIn(
  req: FastifyRequest,
  reply: FastifyReply,
  mfa: MfaConfig,
  input: LoginRequest,
): Promise<LoginResult> {
  const { ctx } = req.server;
  const refusal = async (found: UserRow, until: Date) => {
    await audit(ctx.db, {
      actorUserId: found.id,
      action: 'login.locked',
      entity: 'user',
      entityId: found.id,
      ip: req.ip,
    });
    return lockedOut(423, lockCode(found), until, clock.now());
  };
  const user = await checkPassword(ctx, input, req.ip, async (found) => {
    const until = needsSecondFactor(found) ? await lockedUntil(ctx.db, found.id) : null;
    if (until) return refusal(found, until);
    return (await passkeyOnly(ctx.db, found)) ? passkeyRequired(ctx.db, found, req.ip) : null;
  });
  const who = { actorUserId: user.id, entity: 'user', entityId: user.id, ip: req.ip };
  const step = await secondStep(req, reply, mfa, user);
  // Locked between the password check and now.
  if (step.next === 'LOCKED') throw await refusal(user, step.until);
  if (step.next === 'MFA') {
    await audit(ctx.db, { ...who, action: 'login.password' });
    return { next: 'MFA', userAccount: toUserAccount(step.session), loginAttemptId: step.loginAttemptId };
  }
  await audit(ctx.db, { ...who, action: 'login.succeeded' });
  return { next: 'DONE', userAccount: toUserAccount(step.session) };
}

/** "Username taken" answers one address gets within the sign-in throttle's window. */
const SIGN_UP_TAKEN_PER_ADDRESS = 20;

/** Creates a STANDARD account and signs it in. */
export async function signUp(req: FastifyRequest, reply: FastifyReply, input: SignUpRequest): Promise<LoginResult> {
  const { ctx } = req.server;
  await throttleSignUp(ctx, req.ip);
  // A username must be told taken (the person picks another), so the answer is limited per address
  // instead: a list of names cannot be checked quickly from one place (ADR 0003).
  const takenKey = `signup:taken:${req.ip}`;
  const { windowMs } = ctx.config.loginThrottle;
  if ((await countInWindow(ctx.db, takenKey, windowMs)) >= SIGN_UP_TAKEN_PER_ADDRESS)
    throw await throttled(ctx.db, takenKey);
  const user = await createAccount(ctx.db, input).catch(async (err: unknown) => {
    if (err instanceof HttpError && err.code === 'USERNAME_TAKEN') await hit(ctx.db, takenKey, windowMs);
    throw err;
  });
  await countSignUp(ctx, req.ip);
  const session = await startSession(req, reply, user.id, 'FULL');
  await audit(ctx.db, {
    actorUserId: user.id,
    action: 'account.created',
    entity: 'user',
    entityId: user.id,
    ip: req.ip,
  });
  return { next: 'DONE', userAccount: toUserAccount(session) };
}

/** The signed-in person changes their password; this browser, which just gave it, goes on in a new session. */
export async function changeOwnPassword(
  req: FastifyRequest,
  reply: FastifyReply,
  user: Pick<SessionUser, 'id' | 'username'>,
  input: ChangePasswordRequest,
) {
  const problem = passwordProblem(input.newPassword, user.username);
  if (problem) throw new HttpError(400, problem, 'newPassword');
  await changePassword(req.server.ctx, user.id, input.currentPassword, input.newPassword, req.ip, req.locale);
  await startSession(req, reply, user.id, 'FULL');
  return { isSuccess: true };
}

/** Ends this browser's session; the old session id stops working at once. */
export async function signOut(req: FastifyRequest, reply: FastifyReply) {
  const { ctx } = req.server;
  const session = await currentSession(req);
  if (session) {
    await ctx.sessions.destroy(session.token);
    const id = session.user?.id;
    if (id) await audit(ctx.db, { actorUserId: id, action: 'logout', entity: 'user', entityId: id, ip: req.ip });
  }
  clearSessionCookies(req, reply);
  return { isSuccess: true };
}
