import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Locale, SubscriptionState } from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { accountContacts, users } from '../../platform/db/schema';
import { ExplainedError } from '../../platform/http/errors';
import { t } from '../../platform/i18n';
import { contactsOf, maskedContact } from './contacts';

/**
 * E-notices (spec part 2 §4): a person gets notices electronically (an e-mail says a new one is
 * waiting; no paper copy is mailed) or, by default, on paper (a copy of each is queued for mail to
 * the address on file). Subscribing needs an e-mail address confirmed with a code — the contact
 * settings confirm it; unsubscribing returns notices to paper.
 */

type Who = { actorUserId: string; ip: string };

/** The account's first e-mail contact confirmed by a code, if any. */
async function confirmedEmailOf(db: Db, userId: string) {
  const [row] = await db
    .select({ method: accountContacts.method, value: accountContacts.value })
    .from(accountContacts)
    .where(
      and(
        eq(accountContacts.userId, userId),
        eq(accountContacts.method, 'EMAIL'),
        isNotNull(accountContacts.confirmedAt),
      ),
    )
    .orderBy(asc(accountContacts.slot))
    .limit(1);
  return row;
}

/** Whether notices of this account go on paper (not subscribed to e-notices). */
export async function onPaper(db: Db, userId: string): Promise<boolean> {
  return (await onPaperOfEach(db, [userId])).has(userId);
}

/** Which of these accounts get their notices on paper (`onPaper` for many at once). */
export async function onPaperOfEach(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), isNotNull(users.enoticesSince)));
  const electronic = new Set(rows.map((r) => r.id));
  return new Set(userIds.filter((id) => !electronic.has(id)));
}

export async function subscriptionOf(db: Db, userId: string, locale: Locale): Promise<SubscriptionState> {
  const [row] = await db.select({ since: users.enoticesSince }).from(users).where(eq(users.id, userId));
  const email = await confirmedEmailOf(db, userId);
  const shown = email ? maskedContact(email) : null;
  const subscribed = Boolean(row?.since);
  return {
    isSuccess: true,
    message: subscribed
      ? t(locale, 'communications.enotices.on', { email: shown ?? '' })
      : shown
        ? t(locale, 'communications.enotices.off')
        : `${t(locale, 'communications.enotices.off')} ${t(locale, 'communications.enotices.needEmail')}`,
    isSubscribed: subscribed,
    confirmedEmail: shown,
    subscribedSince: row?.since?.toISOString() ?? null,
  };
}

/** Notices by e-mail from now on; refused (409, said why) without a confirmed e-mail address. */
export async function subscribe(db: Db, userId: string, locale: Locale, who: Who): Promise<SubscriptionState> {
  if (!(await confirmedEmailOf(db, userId))) {
    throw new ExplainedError(409, 'CONFLICT', 'email', {
      en: t('en', 'communications.enotices.needEmail'),
      es: t('es', 'communications.enotices.needEmail'),
    });
  }
  const [row] = await db.select({ since: users.enoticesSince }).from(users).where(eq(users.id, userId));
  if (!row?.since) {
    await db.update(users).set({ enoticesSince: clock.now() }).where(eq(users.id, userId));
    await audit(db, { ...who, action: 'enotices.subscribe', entity: 'user', entityId: userId });
  }
  return subscriptionOf(db, userId, locale);
}

/** Notices back on paper. */
export async function unsubscribe(db: Db, userId: string, locale: Locale, who: Who): Promise<SubscriptionState> {
  await db.update(users).set({ enoticesSince: null }).where(eq(users.id, userId));
  await audit(db, { ...who, action: 'enotices.unsubscribe', entity: 'user', entityId: userId });
  return subscriptionOf(db, userId, locale);
}

/** primary_contact_dtls: the primary contact method, partly hidden. */
export async function primaryContactOf(db: Db, userId: string) {
  const primary = (await contactsOf(db, userId)).find((c) => c.slot === 'PRIMARY');
  return {
    contactInformation: primary ? maskedContact(primary) : null,
    contactMethod: primary?.method ?? null,
    isEmailInd: primary?.method === 'EMAIL',
    contactID: primary?.slot ?? null,
  };
}
