import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  passwordProblem,
  RECOVERY_CODE_MINUTES,
  type RecoveryCodeResult,
  type RecoveryContact,
} from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import { subDays } from '../../platform/dates';
import type { Db } from '../../platform/db';
import type { AppContext } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import { claim } from '../../platform/rate-limit';
import type { Session } from '../../platform/sessions';
import { confirmedContactOf, confirmedHolders, maskedContact } from '../communications/contacts';
import { sendNotice } from '../communications/service';
import { forgetPasswordFailures, replacePassword } from '../identity/service';
import { consumeCode, issueCode } from '../mfa/codes';
import * as repo from './repo';

/** The limits of account recovery (ADR 0112). */
export const RECOVERY_LIMITS = {
  /** A code works this long; a right code then leaves as long again to choose the password. */
  codeTtlMs: RECOVERY_CODE_MINUTES * 60_000,
  /** Wrong codes that end one recovery. */
  maxWrongCodes: 5,
  /** The window of the throttles below. */
  windowMs: 60 * 60_000,
  /** Recoveries (username or password) one client address may start per window. */
  perAddress: 20,
  /** Password recoveries per username per window, whether or not the account exists. */
  perUsername: 5,
  /** Username recoveries per contact method per window, whether or not it is on file. */
  perContact: 5,
  /** Accounts one contact method can be the confirmed contact of, for a username recovery. */
  accountsPerContact: 5,
  /** A start answers no sooner than this, found or not, so timing does not tell. */
  answerFloorMs: 250,
} as const;

type Account = NonNullable<Awaited<ReturnType<typeof repo.accountByUsername>>>;

/** Demo accounts are refused in production, at sign-in and here. */
const usable = (ctx: AppContext, account: Account) => !(account.isDemo && ctx.config.nodeEnv === 'production');

/** Runs `work`, then waits until at least the answer floor has passed since it began. */
async function evenly<T>(work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = RECOVERY_LIMITS.answerFloorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}

/**
 * Takes one place under each limit, in order, in one atomic step each (`claim`), so requests
 * sent at once cannot pass a limit. The keys are what was typed, never whether it matched, so a
 * refusal tells nothing about any account.
 */
async function throttle(ctx: AppContext, ip: string, limits: [key: string, max: number][]): Promise<void> {
  for (const [key, max] of limits) {
    if (await claim(ctx.db, key, RECOVERY_LIMITS.windowMs, max)) continue;
    await audit(ctx.db, { actorUserId: null, action: 'recovery.throttled', entity: 'user', ip });
    throw new HttpError(429, 'THROTTLED');
  }
}

const addressKey = (ip: string): [string, number] => [`recovery:ip:${ip}`, RECOVERY_LIMITS.perAddress];

/**
 * Forgot username: each account on which this contact method is on file and confirmed gets its
 * username at that contact. The answer is the same whether or not one matched.
 */
export async function recoverUsername(ctx: AppContext, contact: RecoveryContact, ip: string, locale: string) {
  return evenly(async () => {
    // The contact's key is a keyed hash: no address or number is kept in the counters.
    const contactKey = `recovery:contact:${ctx.cipher.blindIndex(`${contact.method}:${contact.value}`)}`;
    await throttle(ctx, ip, [addressKey(ip), [contactKey, RECOVERY_LIMITS.perContact]]);
    const holders = await confirmedHolders(ctx.db, contact, RECOVERY_LIMITS.accountsPerContact);
    const accounts = (await repo.accountsByIds(ctx.db, [...new Set(holders.map((h) => h.userId))])).filter((a) =>
      usable(ctx, a),
    );
    await ctx.db.transaction(async (tx) => {
      for (const account of accounts) {
        const params = { username: account.username };
        await sendNotice(tx, { userId: account.id, kind: 'recovery.username', params, locale, contacts: [contact] });
        await audit(tx, {
          actorUserId: null,
          action: 'recovery.username.sent',
          entity: 'user',
          entityId: account.id,
          ip,
        });
      }
      if (accounts.length === 0)
        await audit(tx, { actorUserId: null, action: 'recovery.username.unmatched', entity: 'user', ip });
    });
    return { isSuccess: true };
  });
}

/**
 * Forgot password: when the username's account has this contact method on file and confirmed, a
 * one-time code goes there. Either way a recovery bound to this browser's session is started and
 * answered the same: one that matched nothing takes codes and counts wrong ones like any other, and
 * never succeeds. Staff passwords are not reset online: the staff member is told at that contact.
 */
export async function startPasswordRecovery(
  ctx: AppContext,
  session: Session,
  input: { username: string; contact: RecoveryContact },
  ip: string,
  locale: string,
) {
  return evenly(async () => {
    const username = input.username.trim().toLowerCase();
    await throttle(ctx, ip, [addressKey(ip), [`recovery:user:${username}`, RECOVERY_LIMITS.perUsername]]);
    const found = await repo.accountByUsername(ctx.db, username);
    const account = found && usable(ctx, found) ? found : undefined;
    const contact = account && (await confirmedContactOf(ctx.db, account.id, input.contact));
    const owner = contact && !account.staffRole ? account : undefined;
    const now = clock.now();
    const requestId = await ctx.db.transaction(async (tx) => {
      const id = await repo.insertRequest(tx, {
        sessionIdHash: session.idHash,
        userId: owner?.id ?? null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RECOVERY_LIMITS.codeTtlMs),
        sentTo: owner && contact ? maskedContact(contact) : null,
      });
      if (owner && contact) {
        await issueCode(tx, ctx.cipher, {
          owner: { purpose: 'RECOVERY', recoveryRequestId: id },
          userId: owner.id,
          to: contact,
          ttlMs: RECOVERY_LIMITS.codeTtlMs,
          locale,
        });
      } else if (account && contact) {
        const params = { username: account.username };
        await sendNotice(tx, {
          userId: account.id,
          kind: 'recovery.staffRefused',
          params,
          locale,
          contacts: [contact],
        });
      }
      const detail = { codeSent: owner !== undefined };
      const entityId = contact ? account.id : null;
      await audit(tx, { actorUserId: null, action: 'recovery.password.started', entity: 'user', entityId, ip, detail });
      return id;
    });
    return { requestId, minutes: RECOVERY_CODE_MINUTES };
  });
}

/** This browser's recovery; another session's is "not found". */
function ownedBy(request: repo.RecoveryRequest | undefined, session: Session): repo.RecoveryRequest {
  if (!request || request.sessionIdHash !== session.idHash) throw new HttpError(404, 'NOT_FOUND');
  return request;
}

/**
 * Checks a recovery code. A right one lets this browser choose the new password for the next
 * ten minutes. A wrong one counts; at the limit the recovery ends. The recovery's row is held
 * from the check to the count, so codes sent at the same time are checked one after another and
 * never more than the limit.
 */
export async function checkRecoveryCode(
  ctx: AppContext,
  session: Session,
  requestId: string,
  code: string,
): Promise<RecoveryCodeResult> {
  const max = RECOVERY_LIMITS.maxWrongCodes;
  return ctx.db.transaction(async (tx) => {
    const request = ownedBy(await repo.lockRequest(tx, requestId), session);
    const now = clock.now();
    const triesLeft = max - request.failedCodes;
    if (request.status === 'FAILED') return { outcome: 'FAILED', triesLeft: 0 };
    if (request.expiresAt <= now || (request.status !== 'PENDING' && request.status !== 'VERIFIED'))
      return { outcome: 'EXPIRED', triesLeft };
    if (request.status === 'VERIFIED') return { outcome: 'VERIFIED', triesLeft };
    const who = { actorUserId: null, entity: 'user', entityId: request.userId };
    // Checked the same way whether or not a code was ever sent: a recovery that matched nothing has none.
    if (await consumeCode(tx, ctx.cipher, { purpose: 'RECOVERY', recoveryRequestId: request.id }, code)) {
      const expiresAt = new Date(now.getTime() + RECOVERY_LIMITS.codeTtlMs);
      await repo.updateRequest(tx, request.id, { status: 'VERIFIED', verifiedAt: now, expiresAt });
      await audit(tx, { ...who, action: 'recovery.code.right' });
      return { outcome: 'VERIFIED', triesLeft };
    }
    const failedCodes = request.failedCodes + 1;
    const failed = failedCodes >= max;
    await repo.updateRequest(tx, request.id, { failedCodes, ...(failed ? { status: 'FAILED' as const } : {}) });
    await audit(tx, { ...who, action: failed ? 'recovery.code.failed' : 'recovery.code.wrong' });
    return failed ? { outcome: 'FAILED', triesLeft: 0 } : { outcome: 'INCORRECT', triesLeft: max - failedCodes };
  });
}

/**
 * Sets the new password of a checked recovery (the password policy applies, username included).
 * As with a password change, every session of the account ends and every remembered device is
 * forgotten; every contact method on file is told. The recovery is used once, and the account's
 * other open recoveries end with it. A password lockout (too many wrong passwords) ends too; a
 * lock of the code step and a delinking stay (ADR 0112).
 */
export async function resetPassword(
  ctx: AppContext,
  session: Session,
  requestId: string,
  newPassword: string,
  ip: string,
  locale: string,
) {
  const request = ownedBy(await repo.readRequest(ctx.db, requestId), session);
  if (request.status !== 'VERIFIED' || !request.userId || request.expiresAt <= clock.now())
    throw new HttpError(410, 'RECOVERY_EXPIRED');
  const [account] = await repo.accountsByIds(ctx.db, [request.userId]);
  if (!account) throw new HttpError(410, 'RECOVERY_EXPIRED');
  const problem = passwordProblem(newPassword, account.username);
  if (problem) throw new HttpError(400, problem, 'newPassword');
  await replacePassword(ctx, account.id, newPassword, async (tx) => {
    // Two resets of one recovery at once: the second finds it used, and its password is not kept.
    if (!(await repo.finishRequest(tx, request.id))) throw new HttpError(410, 'RECOVERY_EXPIRED');
    await repo.endOpenRequests(tx, account.id);
    const params = { contact: request.sentTo ?? '' };
    await sendNotice(tx, { userId: account.id, kind: 'account.passwordReset', params, locale });
    await audit(tx, { actorUserId: null, action: 'recovery.password.reset', entity: 'user', entityId: account.id, ip });
  });
  await forgetPasswordFailures(ctx, account.username);
  return { isSuccess: true };
}

/** Housekeeping: recoveries older than a day are of no further use (their codes go with them). */
export async function purgeOldRecoveries(db: Db): Promise<number> {
  return repo.deleteRequestsBefore(db, subDays(clock.now(), 1));
}
