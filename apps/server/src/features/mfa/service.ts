import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { clock } from '../../platform/clock';
import { randomToken, sha256 } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { contactChanges, loginAttempts, mfaStates, trustedDevices, users } from '../../platform/db/schema';
import type { AppContext } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import { enqueueMessage, type Bilingual } from '../../platform/outbox';
import { effectiveUserType, type Session, type SessionUser } from '../../platform/sessions';
import { audit } from '../../platform/audit';
import { consumeCode, issueCode } from './codes';
import type { MfaConfig } from './config';
import { contactsOf, maskedContact, type Contact, type ContactSlot } from './contacts';

export type MfaOutcome = 'SUCCESS' | 'INCORRECT' | 'LOCKED' | 'NEWBORN_LOCKED' | 'DELINKED' | 'EXPIRED';
export type LoginAttempt = typeof loginAttempts.$inferSelect;

type UserFlags = Pick<SessionUser, 'userType' | 'linkedPersonId' | 'delinkedAt' | 'staffRole'>;

/** Enhanced (LINKED) residents and all staff confirm a code after the password. */
export function needsSecondFactor(user: UserFlags): boolean {
  return effectiveUserType(user) === 'LINKED' || user.staffRole !== null;
}

/** When the account's lock ends, or null if it is not locked now. */
export async function lockedUntil(db: Db, userId: string): Promise<Date | null> {
  const [state] = await db.select({ lockedUntil: mfaStates.lockedUntil }).from(mfaStates).where(eq(mfaStates.userId, userId));
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
  if (!attempt || !session || session.stage !== 'MFA' || attempt.sessionIdHash !== session.idHash || session.user?.id !== attempt.userId) {
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
export async function sendLoginCode(ctx: AppContext, config: MfaConfig, attempt: LoginAttempt, slot: ContactSlot, locale: string) {
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
    await issueCode(tx, ctx.cipher, { owner: { purpose: 'LOGIN', loginAttemptId: attempt.id }, userId: attempt.userId, to: contact, ttlMs: config.codeTtlMs, locale });
  });
  return { nfIsSentInd: true, nfValue: slot, nfMessage: maskedContact(contact) };
}

/**
 * Checks a code. A right one finishes the attempt and clears the failure count. A wrong one
 * counts; at the limit the account locks for `lockMs`, and after enough locks in a row the
 * enhanced features are disabled until staff restore them.
 */
export async function confirmLoginCode(
  ctx: AppContext,
  config: MfaConfig,
  attempt: LoginAttempt,
  code: string,
  user: Pick<SessionUser, 'id' | 'providerNewborn'>,
): Promise<{ outcome: MfaOutcome; triesLeft: number }> {
  const now = clock.now();
  if (await lockedUntil(ctx.db, user.id)) return { outcome: user.providerNewborn ? 'NEWBORN_LOCKED' : 'LOCKED', triesLeft: 0 };
  const right = await consumeCode(ctx.db, ctx.cipher, { purpose: 'LOGIN', loginAttemptId: attempt.id }, code);
  if (right) {
    await ctx.db.update(loginAttempts).set({ status: 'DONE', completedAt: now }).where(eq(loginAttempts.id, attempt.id));
    await ctx.db
      .insert(mfaStates)
      .values({ userId: user.id, failedCodes: 0, lockouts: 0, updatedAt: now })
      .onConflictDoUpdate({ target: mfaStates.userId, set: { failedCodes: 0, lockouts: 0, lockedUntil: null, updatedAt: now } });
    return { outcome: 'SUCCESS', triesLeft: config.maxWrongCodes };
  }
  return ctx.db.transaction(async (tx) => {
    const [state] = await tx
      .insert(mfaStates)
      .values({ userId: user.id, failedCodes: 1, updatedAt: now })
      .onConflictDoUpdate({ target: mfaStates.userId, set: { failedCodes: sql`${mfaStates.failedCodes} + 1`, updatedAt: now } })
      .returning();
    if (state!.failedCodes < config.maxWrongCodes) {
      await audit(tx, { actorUserId: user.id, action: 'mfa.code.wrong', entity: 'user', entityId: user.id });
      return { outcome: 'INCORRECT' as const, triesLeft: config.maxWrongCodes - state!.failedCodes };
    }
    const lockouts = state!.lockouts + 1;
    await tx
      .update(mfaStates)
      .set({ failedCodes: 0, lockouts, lockedUntil: new Date(now.getTime() + config.lockMs), updatedAt: now })
      .where(eq(mfaStates.userId, user.id));
    await tx.update(loginAttempts).set({ status: 'FAILED', completedAt: now }).where(eq(loginAttempts.userId, user.id));
    const delink = lockouts >= config.lockoutsBeforeDelink;
    if (delink) await tx.update(users).set({ delinkedAt: now }).where(eq(users.id, user.id));
    await audit(tx, { actorUserId: user.id, action: delink ? 'mfa.delinked' : 'mfa.locked', entity: 'user', entityId: user.id, detail: { lockouts } });
    // Every session of the account ends: a locked account reaches nothing until the lock lifts.
    await ctx.sessions.destroyAllForUser(user.id, tx);
    return { outcome: delink ? ('DELINKED' as const) : user.providerNewborn ? ('NEWBORN_LOCKED' as const) : ('LOCKED' as const), triesLeft: 0 };
  });
}

/** Staff undo a delinking (and any lock) after checking the person's identity at the office. */
export async function restoreEnhanced(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const restored = await tx
      .update(users)
      .set({ delinkedAt: null })
      .where(and(eq(users.id, userId), isNotNull(users.delinkedAt)))
      .returning({ locale: users.locale });
    if (restored[0]) {
      await noticeToContacts(tx, userId, {
        templateKey: 'account.enhancedRestored',
        locale: restored[0].locale,
        subject: { en: 'The extra features of your account are back on', es: 'Las funciones adicionales de su cuenta están activas otra vez' },
        body: {
          en: 'Your caseworker turned the extra features of your benefits account back on. Sign in with your password and a security code to see your cases and documents again.',
          es: 'Su trabajador social volvió a activar las funciones adicionales de su cuenta de beneficios. Inicie sesión con su contraseña y un código de seguridad para ver sus casos y documentos otra vez.',
        },
      });
    }
    await tx
      .insert(mfaStates)
      .values({ userId, updatedAt: clock.now() })
      .onConflictDoUpdate({ target: mfaStates.userId, set: { failedCodes: 0, lockouts: 0, lockedUntil: null, updatedAt: clock.now() } });
    await ctx.sessions.userChanged(userId, tx);
  });
}

/** Queues one message to each of the given contacts (by default every contact method on file). */
export async function noticeToContacts(
  db: Db,
  userId: string,
  notice: { templateKey: string; locale: string; subject: Bilingual; body: Bilingual },
  contacts?: Pick<Contact, 'method' | 'value'>[],
): Promise<void> {
  for (const c of contacts ?? (await contactsOf(db, userId))) {
    await enqueueMessage(db, { channel: c.method === 'EMAIL' ? 'EMAIL' : 'SMS', recipient: c.value, userId, ...notice });
  }
}

// ---- Trusted devices ----

export const TRUSTED_DEVICE_COOKIE = 'portal_td';

/** Remembers this browser for the person; returns the token for its cookie. */
export async function rememberDevice(db: Db, config: MfaConfig, userId: string, label: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + config.trustedDeviceMs);
  await db.insert(trustedDevices).values({ userId, tokenHash: sha256(token), label: label.slice(0, 200), createdAt: now, expiresAt });
  return { token, expiresAt };
}

export async function isTrustedDevice(db: Db, userId: string, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.tokenHash, sha256(token)), eq(trustedDevices.userId, userId), isNull(trustedDevices.revokedAt), gt(trustedDevices.expiresAt, clock.now())));
  return row !== undefined;
}

/** Forgets every remembered browser of the person; returns how many were forgotten. */
export async function revokeAllDevices(db: Db, userId: string): Promise<number> {
  const done = await db
    .update(trustedDevices)
    .set({ revokedAt: clock.now() })
    .where(and(eq(trustedDevices.userId, userId), isNull(trustedDevices.revokedAt)))
    .returning({ id: trustedDevices.id });
  return done.length;
}

/** Tells the person, at every contact method on file, that their remembered devices were forgotten and why. */
export async function noticeDevicesRevoked(db: Db, userId: string, locale: string, reason: 'REQUEST' | 'CONTACT' | 'PASSWORD'): Promise<void> {
  const why = {
    REQUEST: { en: 'you asked to forget them', es: 'usted pidió olvidarlos' },
    CONTACT: { en: 'a contact method on your account changed', es: 'cambió un método de contacto de su cuenta' },
    PASSWORD: { en: 'your password changed', es: 'cambió su contraseña' },
  }[reason];
  await noticeToContacts(db, userId, {
    templateKey: 'account.devicesRevoked',
    locale,
    subject: { en: 'Your remembered devices were forgotten', es: 'Se olvidaron sus dispositivos recordados' },
    body: {
      en: `Every device remembered for your account was forgotten because ${why.en}. You will be asked for a security code at your next sign-in. If you did not do this, call your local office.`,
      es: `Se olvidaron todos los dispositivos recordados de su cuenta porque ${why.es}. Se le pedirá un código de seguridad la próxima vez que inicie sesión. Si no fue usted, llame a su oficina local.`,
    },
  });
}

/**
 * The person can reach none of their contact methods: the enhanced account is removed (spec
 * part 1 §4) — the link to their case ends, remembered devices are forgotten, and the contacts
 * on file are told. They go on as a STANDARD account and can upgrade again (identity proofing).
 */
export async function removeEnhancedAccount(ctx: AppContext, attempt: LoginAttempt, locale: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select({ staffRole: users.staffRole }).from(users).where(eq(users.id, attempt.userId));
    if (user?.staffRole) throw new HttpError(403, 'FORBIDDEN');
    await tx.update(users).set({ userType: 'STANDARD', linkedPersonId: null }).where(eq(users.id, attempt.userId));
    await tx.update(loginAttempts).set({ status: 'DONE', completedAt: clock.now() }).where(eq(loginAttempts.id, attempt.id));
    await revokeAllDevices(tx, attempt.userId);
    await noticeToContacts(tx, attempt.userId, {
      templateKey: 'account.enhancedRemoved',
      locale,
      subject: { en: 'Your account is no longer linked to your case', es: 'Su cuenta ya no está vinculada a su caso' },
      body: {
        en: 'Someone signed in to your benefits account and said they cannot use this contact method, so the account is no longer linked to your case. If this was not you, change your password and call your local office.',
        es: 'Alguien inició sesión en su cuenta de beneficios y dijo que no puede usar este método de contacto, así que la cuenta ya no está vinculada a su caso. Si no fue usted, cambie su contraseña y llame a su oficina local.',
      },
    });
    await audit(tx, { actorUserId: attempt.userId, action: 'mfa.enhancedRemoved', entity: 'user', entityId: attempt.userId });
    await ctx.sessions.userChanged(attempt.userId, tx);
  });
}

/**
 * Housekeeping: sign-in attempts and contact changes older than a day are of no further use
 * (their codes go with them), nor are expired or revoked remembered devices.
 */
export async function purgeSignInLeftovers(db: Db): Promise<number> {
  const dayAgo = new Date(clock.nowMs() - 24 * 3_600_000);
  const attempts = await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, dayAgo)).returning({ id: loginAttempts.id });
  const changes = await db.delete(contactChanges).where(lt(contactChanges.createdAt, dayAgo)).returning({ id: contactChanges.id });
  const devices = await db
    .delete(trustedDevices)
    .where(sql`${trustedDevices.expiresAt} < ${clock.now()} OR ${trustedDevices.revokedAt} < ${dayAgo}`)
    .returning({ id: trustedDevices.id });
  return attempts.length + changes.length + devices.length;
}
