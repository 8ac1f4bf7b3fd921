import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { contactChanges, loginAttempts, mfaStates, trustedDevices, users } from '../../platform/db/schema';
import type { AppContext } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import { effectiveUserType, type Session, type SessionUser } from '../../platform/sessions';
import { audit } from '../../platform/audit';
import { consumeCode, issueCode } from './codes';
import type { MfaConfig } from '../../platform/config';
import { contactsOf, maskedContact, type ContactSlot } from '../communications/contacts';
import { sendNotice } from '../communications/service';
import { subDays } from '../../platform/dates';

export type MfaOutcome = 'SUCCESS' | 'INCORRECT' | 'LOCKED' | 'NEWBORN_LOCKED' | 'DELINKED' | 'EXPIRED';
export type LoginAttempt = typeof loginAttempts.$inferSelect;

type UserFlags = Pick<
  SessionUser,
  'userType' | 'linkedPersonId' | 'delinkedAt' | 'staffRole' | 'providerNewborn' | 'providerPresumptive'
>;

/**
 * Enhanced (LINKED) residents, all staff and medical providers confirm a code after the password:
 * staff and providers reach many people's records, so none of them signs in with a password alone.
 */
export function needsSecondFactor(user: UserFlags): boolean {
  return (
    effectiveUserType(user) === 'LINKED' || user.staffRole !== null || user.providerNewborn || user.providerPresumptive
  );
}

/** When the account's lock ends, or null if it is not locked now. */
export async function lockedUntil(db: Db, userId: string): Promise<Date | null> {
  const [state] = await db
    .select({ lockedUntil: mfaStates.lockedUntil })
    .from(mfaStates)
    .where(eq(mfaStates.userId, userId));
  return state?.lockedUntil && state.lockedUntil > clock.now() ? state.lockedUntil : null;
}

export async function startAttempt(db: Db, config: MfaConfig, userId: string, sessionIdHash: string): Promise<string> {
  const now = clock.now();
  const [row] = await db
    .insert(loginAttempts)
    .values({ userId, sessionIdHash, createdAt: now, expiresAt: new Date(now.getTime() + config.attemptTtlMs) })
    .returning({ id: loginAttempts.id });
  return row!.id;
}

/**
 * The pending sign-in of this browser. Another browser's attempt is "not found"; a finished
 * or expired one answers MFA_EXPIRED ("The login process has expired…").
 */
export async function attemptOf(db: Db, id: string, session: Session | null): Promise<LoginAttempt> {
  const [attempt] = await db.select().from(loginAttempts).where(eq(loginAttempts.id, id));
  if (
    !attempt ||
    !session ||
    session.stage !== 'MFA' ||
    attempt.sessionIdHash !== session.idHash ||
    session.user?.id !== attempt.userId
  ) {
    throw new HttpError(404, 'NOT_FOUND');
  }
  if (attempt.status !== 'PENDING' || attempt.expiresAt <= clock.now()) throw new HttpError(410, 'MFA_EXPIRED');
  return attempt;
}

/** The contact methods a code can go to, masked (getMFAQuestions). */
export async function questionsFor(db: Db, userId: string) {
  const contacts = await contactsOf(db, userId);
  return contacts.map((c) => ({ nfValue: c.slot, nfMessage: maskedContact(c), method: c.method }));
}

/** Sends (or re-sends) a code to one of the person's contact methods; an earlier code stops working. */
export async function sendLoginCode(
  ctx: AppContext,
  config: MfaConfig,
  attempt: LoginAttempt,
  slot: ContactSlot,
  locale: string,
) {
  const contact = (await contactsOf(ctx.db, attempt.userId)).find((c) => c.slot === slot);
  if (!contact) throw new HttpError(400, 'validation.contact.methodRequired', 'nfValue');
  if (attempt.sends >= config.maxSendsPerAttempt) throw new HttpError(429, 'THROTTLED');
  await ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .update(loginAttempts)
      .set({ sends: sql`${loginAttempts.sends} + 1` })
      .where(and(eq(loginAttempts.id, attempt.id), sql`${loginAttempts.sends} < ${config.maxSendsPerAttempt}`))
      .returning({ id: loginAttempts.id });
    if (claimed.length === 0) throw new HttpError(429, 'THROTTLED');
    await issueCode(tx, ctx.cipher, {
      owner: { purpose: 'LOGIN', loginAttemptId: attempt.id },
      userId: attempt.userId,
      to: contact,
      ttlMs: config.codeTtlMs,
      locale,
    });
  });
  return { nfIsSentInd: true, nfValue: slot, nfMessage: maskedContact(contact) };
}

/**
 * Checks a code. A right one finishes the attempt and clears the failure count. A wrong one
 * counts; at the limit the account locks for `lockMs`, and after enough locks in a row the
 * enhanced features are disabled until staff restore them. The account's lock row is held
 * (`FOR UPDATE`) from the lock check to the count, so codes sent at the same time are checked
 * one after another: never more than the limit, and nothing signs in once the lock is set.
 */
export async function confirmLoginCode(
  ctx: AppContext,
  config: MfaConfig,
  attempt: LoginAttempt,
  code: string,
  user: Pick<SessionUser, 'id' | 'providerNewborn'>,
): Promise<{ outcome: MfaOutcome; triesLeft: number }> {
  const now = clock.now();
  const locked = user.providerNewborn ? ('NEWBORN_LOCKED' as const) : ('LOCKED' as const);
  return ctx.db.transaction(async (tx) => {
    await tx.insert(mfaStates).values({ userId: user.id, updatedAt: now }).onConflictDoNothing();
    const [state] = await tx.select().from(mfaStates).where(eq(mfaStates.userId, user.id)).for('update');
    if (state!.lockedUntil && state!.lockedUntil > now) return { outcome: locked, triesLeft: 0 };
    const [current] = await tx
      .select({ status: loginAttempts.status })
      .from(loginAttempts)
      .where(eq(loginAttempts.id, attempt.id));
    if (current?.status !== 'PENDING') throw new HttpError(410, 'MFA_EXPIRED');
    if (await consumeCode(tx, ctx.cipher, { purpose: 'LOGIN', loginAttemptId: attempt.id }, code)) {
      await tx.update(loginAttempts).set({ status: 'DONE', completedAt: now }).where(eq(loginAttempts.id, attempt.id));
      await tx
        .update(mfaStates)
        .set({ failedCodes: 0, lockouts: 0, lockedUntil: null, updatedAt: now })
        .where(eq(mfaStates.userId, user.id));
      return { outcome: 'SUCCESS' as const, triesLeft: config.maxWrongCodes };
    }
    const failedCodes = state!.failedCodes + 1;
    if (failedCodes < config.maxWrongCodes) {
      await tx.update(mfaStates).set({ failedCodes, updatedAt: now }).where(eq(mfaStates.userId, user.id));
      await audit(tx, { actorUserId: user.id, action: 'mfa.code.wrong', entity: 'user', entityId: user.id });
      return { outcome: 'INCORRECT' as const, triesLeft: config.maxWrongCodes - failedCodes };
    }
    const lockouts = state!.lockouts + 1;
    await tx
      .update(mfaStates)
      .set({ failedCodes: 0, lockouts, lockedUntil: new Date(now.getTime() + config.lockMs), updatedAt: now })
      .where(eq(mfaStates.userId, user.id));
    await tx.update(loginAttempts).set({ status: 'FAILED', completedAt: now }).where(eq(loginAttempts.userId, user.id));
    const delink = lockouts >= config.lockoutsBeforeDelink;
    if (delink) await tx.update(users).set({ delinkedAt: now }).where(eq(users.id, user.id));
    const action = delink ? 'mfa.delinked' : 'mfa.locked';
    await audit(tx, { actorUserId: user.id, action, entity: 'user', entityId: user.id, detail: { lockouts } });
    // Every session of the account ends: a locked account reaches nothing until the lock lifts.
    await ctx.sessions.destroyAllForUser(user.id, tx);
    return { outcome: delink ? ('DELINKED' as const) : locked, triesLeft: 0 };
  });
}

/** Staff undo a delinking (and any lock) after checking the person's identity at the office. */
export async function restoreEnhanced(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const restored = await tx
      .update(users)
      .set({ delinkedAt: null })
      .where(and(eq(users.id, userId), isNotNull(users.delinkedAt)))
      .returning({ id: users.id });
    if (restored[0]) {
      await sendNotice(tx, { userId, kind: 'account.enhancedRestored', params: undefined });
    }
    await tx
      .insert(mfaStates)
      .values({ userId, updatedAt: clock.now() })
      .onConflictDoUpdate({
        target: mfaStates.userId,
        set: { failedCodes: 0, lockouts: 0, lockedUntil: null, updatedAt: clock.now() },
      });
    await ctx.sessions.userChanged(userId, tx);
  });
}

/**
 * The person can use none of their contact methods (spec part 1 §4, ADR 0111). The password
 * alone proves too little to take anything away, so the account is left as it is (linked to its
 * case, devices remembered, the next sign-in asks for a code again). This sign-in ends here; the
 * caller opens a session that sees the account as STANDARD, and the contacts on file are told.
 * Proving the identity again in that session (an account upgrade) gives the case back. Staff
 * accounts cannot do this.
 */
export async function continueWithoutCode(ctx: AppContext, attempt: LoginAttempt, locale: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select({ staffRole: users.staffRole }).from(users).where(eq(users.id, attempt.userId));
    if (user?.staffRole) throw new HttpError(403, 'FORBIDDEN');
    const ended = await tx
      .update(loginAttempts)
      .set({ status: 'DONE', completedAt: clock.now() })
      .where(and(eq(loginAttempts.id, attempt.id), eq(loginAttempts.status, 'PENDING')))
      .returning({ id: loginAttempts.id });
    if (ended.length === 0) throw new HttpError(410, 'MFA_EXPIRED');
    await sendNotice(tx, { userId: attempt.userId, kind: 'account.signedInWithoutCode', params: undefined, locale });
    await audit(tx, { actorUserId: attempt.userId, action: 'mfa.noAccess', entity: 'user', entityId: attempt.userId });
  });
}

/**
 * Housekeeping: sign-in attempts and contact changes older than a day are of no further use
 * (their codes go with them), nor are expired or revoked remembered devices.
 */
export async function purgeSignInLeftovers(db: Db): Promise<number> {
  const dayAgo = subDays(clock.now(), 1);
  const attempts = await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, dayAgo))
    .returning({ id: loginAttempts.id });
  const changes = await db
    .delete(contactChanges)
    .where(lt(contactChanges.createdAt, dayAgo))
    .returning({ id: contactChanges.id });
  const devices = await db
    .delete(trustedDevices)
    .where(sql`${trustedDevices.expiresAt} < ${clock.now()} OR ${trustedDevices.revokedAt} < ${dayAgo}`)
    .returning({ id: trustedDevices.id });
  return attempts.length + changes.length + devices.length;
}
