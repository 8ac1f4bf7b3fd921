import { and, eq, inArray } from 'drizzle-orm';
import {
  formatPhone,
  normalizePhone,
  type TextPersonInformation,
  type TextSubscriptionRequest,
} from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import type { MfaConfig } from '../../platform/config';
import type { FieldCipher } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { alertPreferences, textSubscriptions } from '../../platform/db/schema';
import { ExplainedError, HttpError } from '../../platform/http/errors';
import { t } from '../../platform/i18n';
import { claim } from '../../platform/rate-limit';
import { confirmedContactOf, contactsOf } from '../communications/contacts';
import { sendNotice } from '../communications/service';
import { consumeCode, issueCode } from '../mfa/codes';
import { clearUnreachable } from '../delivery/unreachable';

/**
 * Text messages (spec part 2 §4): a person opts in to a text whenever a caseworker writes to
 * them. The number on file, if it was confirmed with a code, works at once; any other number gets
 * a code first, and texts keep going to the old number until it is entered. A STOP texted back
 * ends them (the SMS provider tells the portal, `stopTextsTo`).
 */

type Who = { actorUserId: string; ip: string };
type Row = typeof textSubscriptions.$inferSelect;

/** New numbers a person may send a code to in an hour. */
const CODE_SENDS_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

async function rowOf(db: Db, userId: string): Promise<Row | undefined> {
  const [row] = await db.select().from(textSubscriptions).where(eq(textSubscriptions.userId, userId));
  return row;
}

/** get_Person_Information: the phone on file and the subscription. */
export async function personInformation(db: Db, userId: string): Promise<TextPersonInformation> {
  const phone = (await contactsOf(db, userId)).find((c) => c.method === 'PHONE');
  const row = await rowOf(db, userId);
  const waiting = row?.pendingPhone && row.pendingUntil && row.pendingUntil > clock.now() ? row.pendingPhone : null;
  return {
    isSuccess: true,
    phoneNumberInd: Boolean(phone),
    phoneNumberID: phone?.slot ?? null,
    phoneNumber: phone ? formatPhone(phone.value) : null,
    subscriptionInd: row?.active === true,
    subscribedPhoneNumber: row?.active && row.phone ? formatPhone(row.phone) : null,
    pendingPhoneNumber: waiting ? formatPhone(waiting) : null,
    stoppedByReply: row?.active === false && row.stoppedByReplyAt !== null,
  };
}

/** The number texts go to now, or null when they are off. */
export async function textNumberOf(db: Db, userId: string): Promise<string | null> {
  return (await textNumbersOfEach(db, [userId])).get(userId) ?? null;
}

/** The numbers texts go to, of those of these accounts that take texts. */
export async function textNumbersOfEach(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: textSubscriptions.userId, phone: textSubscriptions.phone })
    .from(textSubscriptions)
    .where(and(inArray(textSubscriptions.userId, [...userIds]), eq(textSubscriptions.active, true)));
  return new Map(rows.flatMap((r) => (r.phone ? [[r.userId, r.phone] as const] : [])));
}

async function turnOn(tx: Db, userId: string, phone: string, locale: string) {
  const [row] = await tx
    .insert(textSubscriptions)
    .values({ userId, phone, active: true, updatedAt: clock.now() })
    .onConflictDoUpdate({
      target: textSubscriptions.userId,
      set: {
        phone,
        active: true,
        pendingPhone: null,
        pendingUntil: null,
        failedCodes: 0,
        stoppedByReplyAt: null,
        updatedAt: clock.now(),
      },
    })
    .returning();
  await clearUnreachable(tx, userId, 'SMS');
  await sendNotice(tx, {
    userId,
    kind: 'texts.started',
    params: undefined,
    locale,
    contacts: [{ method: 'PHONE', value: phone }],
  });
  return row!;
}

/**
 * Opt-in, or a change of number (`change`: texts must already be on). A number confirmed on the
 * account works at once; another gets a code (at most five numbers an hour).
 */
export async function subscribeTexts(
  db: Db,
  deps: { cipher: FieldCipher; mfa: MfaConfig },
  userId: string,
  input: TextSubscriptionRequest,
  locale: string,
  who: Who,
  change: boolean,
) {
  const onFile = (await contactsOf(db, userId)).find((c) => c.method === 'PHONE');
  const phone = input.useNumberOnFile ? onFile?.value : normalizePhone(input.phoneNumber ?? '');
  if (!phone) throw new HttpError(400, 'validation.contact.phoneRequired', 'phoneNumber');
  const before = await rowOf(db, userId);
  if (change && !before?.active) {
    throw new ExplainedError(409, 'CONFLICT', 'phoneNumber', {
      en: t('en', 'messaging.texts.notOn'),
      es: t('es', 'messaging.texts.notOn'),
    });
  }
  const confirmed = (await confirmedContactOf(db, userId, { method: 'PHONE', value: phone })) !== undefined;
  if (confirmed || (before?.active && before.phone === phone)) {
    const row = await db.transaction(async (tx) => {
      const on = await turnOn(tx, userId, phone, locale);
      await audit(tx, { ...who, action: 'texts.subscribe', entity: 'user', entityId: userId });
      return on;
    });
    return { isSuccess: true, subscriptionID: row.id, confirmationNeeded: false, phoneNumber: formatPhone(phone) };
  }
  if (!(await claim(db, `texts.code:${userId}`, HOUR_MS, CODE_SENDS_PER_HOUR))) throw new HttpError(429, 'THROTTLED');
  const row = await db.transaction(async (tx) => {
    const now = clock.now();
    const pending = {
      pendingPhone: phone,
      pendingUntil: new Date(now.getTime() + deps.mfa.codeTtlMs),
      failedCodes: 0,
      updatedAt: now,
    };
    const [saved] = await tx
      .insert(textSubscriptions)
      .values({ userId, ...pending })
      .onConflictDoUpdate({ target: textSubscriptions.userId, set: pending })
      .returning();
    await issueCode(tx, deps.cipher, {
      owner: { purpose: 'TEXT', textSubscriptionId: saved!.id },
      userId,
      to: { method: 'PHONE', value: phone },
      ttlMs: deps.mfa.codeTtlMs,
      locale,
    });
    return saved!;
  });
  return { isSuccess: true, subscriptionID: row.id, confirmationNeeded: true, phoneNumber: formatPhone(phone) };
}

/** The code sent to a new number: texts go there from now on. Wrong too often, the number must be entered again. */
export async function confirmTexts(
  db: Db,
  deps: { cipher: FieldCipher; mfa: MfaConfig },
  userId: string,
  code: string,
  locale: string,
  who: Who,
) {
  const refused = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(textSubscriptions).where(eq(textSubscriptions.userId, userId)).for('update');
    if (!row?.pendingPhone || !row.pendingUntil || row.pendingUntil <= clock.now()) {
      return { code: 'CONTACT_CHANGE_EXPIRED' };
    }
    if (await consumeCode(tx, deps.cipher, { purpose: 'TEXT', textSubscriptionId: row.id }, code)) {
      const on = await turnOn(tx, userId, row.pendingPhone, locale);
      await audit(tx, { ...who, action: 'texts.subscribe', entity: 'user', entityId: userId });
      return { on };
    }
    const failedCodes = row.failedCodes + 1;
    const cancelled = failedCodes >= deps.mfa.maxWrongCodes;
    await tx
      .update(textSubscriptions)
      .set({ failedCodes, ...(cancelled ? { pendingPhone: null, pendingUntil: null } : {}) })
      .where(eq(textSubscriptions.id, row.id));
    // Wrong too often: the number is forgotten, and the page offers to enter it again.
    return cancelled
      ? { code: 'CONTACT_CHANGE_EXPIRED' }
      : { code: 'validation.code.invalid', field: 'confirmationCode' };
  });
  if (!('on' in refused) || !refused.on)
    throw new HttpError(400, refused.code ?? 'CONTACT_CHANGE_EXPIRED', refused.field);
  const { on } = refused;
  return { isSuccess: true, subscriptionID: on.id, confirmationNeeded: false, phoneNumber: formatPhone(on.phone!) };
}

/**
 * Texts off (and a number waiting for its code forgotten). If they were on, one last text says
 * so; a number that already stopped them (STOP) gets nothing more.
 */
export async function unsubscribeTexts(db: Db, userId: string, locale: string, who: Who) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(textSubscriptions)
      .where(eq(textSubscriptions.userId, userId))
      .for('update');
    await tx
      .update(textSubscriptions)
      .set({ active: false, pendingPhone: null, pendingUntil: null, updatedAt: clock.now() })
      .where(eq(textSubscriptions.userId, userId));
    const row = before?.active ? before : undefined;
    if (row?.phone) {
      await sendNotice(tx, {
        userId,
        kind: 'texts.stopped',
        params: undefined,
        locale,
        contacts: [{ method: 'PHONE', value: row.phone }],
      });
    }
    await audit(tx, { ...who, action: 'texts.unsubscribe', entity: 'user', entityId: userId });
  });
  return { isSuccess: true };
}

/** The words a person may text back to stop (the carriers' usual set). */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);

/**
 * A text a person sent to the portal's number: a stop word ends the texts to that number on
 * every account, for secure-message texts and alerts alike (nothing is sent back: the carrier
 * confirms a STOP itself). Answers how many subscriptions ended.
 */
export async function textReceived(db: Db, from: string, text: string): Promise<number> {
  const phone = normalizePhone(from.replace(/^\+?1(?=\d{10}$)/, ''));
  if (!phone || !STOP_WORDS.has(text.trim().toUpperCase())) return 0;
  const now = clock.now();
  const stopped = await db
    .update(textSubscriptions)
    .set({ active: false, stoppedByReplyAt: now, updatedAt: now })
    .where(and(eq(textSubscriptions.phone, phone), eq(textSubscriptions.active, true)))
    .returning({ userId: textSubscriptions.userId });
  // Alerts by text to that number stop too (the alerts page then shows them off).
  const alertsStopped = await db
    .update(alertPreferences)
    .set({ bySms: false, phoneNumber: null, updatedAt: now })
    .where(and(eq(alertPreferences.phoneNumber, phone), eq(alertPreferences.bySms, true)))
    .returning({ userId: alertPreferences.userId });
  for (const s of [...stopped, ...alertsStopped]) {
    await audit(db, { actorUserId: null, action: 'texts.stopReply', entity: 'user', entityId: s.userId });
  }
  return stopped.length + alertsStopped.length;
}
