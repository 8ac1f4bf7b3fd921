import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { formatPhone, maskEmail, maskPhone } from '@portal/contracts';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { accountContacts, users } from '../../platform/db/schema';
import { clearUnreachable } from '../delivery/unreachable';

export type ContactSlot = 'PRIMARY' | 'SECONDARY';
export type ContactMethod = 'EMAIL' | 'PHONE';
export interface Contact {
  slot: ContactSlot;
  method: ContactMethod;
  value: string;
}

/**
 * The person's contact methods. An account made before contact settings existed has only the
 * e-mail and phone given at sign-up: those become its primary (phone first) and secondary.
 */
export async function contactsOf(db: Db, userId: string): Promise<Contact[]> {
  return (await contactsOfEach(db, [userId])).get(userId) ?? [];
}

/** `contactsOf` for many accounts at once (the reminder job's batches): two statements. */
export async function contactsOfEach(db: Db, userIds: readonly string[]): Promise<Map<string, Contact[]>> {
  const found = new Map<string, Contact[]>();
  if (userIds.length === 0) return found;
  const rows = await db
    .select({
      userId: accountContacts.userId,
      slot: accountContacts.slot,
      method: accountContacts.method,
      value: accountContacts.value,
    })
    .from(accountContacts)
    .where(inArray(accountContacts.userId, [...userIds]))
    .orderBy(accountContacts.userId, accountContacts.slot);
  for (const { userId, ...contact } of rows) found.set(userId, [...(found.get(userId) ?? []), contact]);
  const older = userIds.filter((id) => !found.has(id));
  if (older.length === 0) return found;
  const signUps = await db
    .select({ id: users.id, email: users.email, phone: users.phone })
    .from(users)
    .where(inArray(users.id, older));
  for (const user of signUps) {
    const given: Omit<Contact, 'slot'>[] = [];
    if (user.phone) given.push({ method: 'PHONE', value: user.phone });
    if (user.email) given.push({ method: 'EMAIL', value: user.email });
    found.set(
      user.id,
      given.map((c, i) => ({ ...c, slot: i === 0 ? 'PRIMARY' : 'SECONDARY' })),
    );
  }
  return found;
}

export async function contactInSlot(db: Db, userId: string, slot: ContactSlot): Promise<Contact | undefined> {
  return (await contactsOf(db, userId)).find((c) => c.slot === slot);
}

/**
 * Saves a contact method whose code was just returned, so it is confirmed (and keeps the other slot
 * as it was, writing it down unconfirmed if it was only implied by the sign-up).
 */
export async function saveContact(db: Db, userId: string, contact: Contact): Promise<void> {
  const now = clock.now();
  const existing = await contactsOf(db, userId);
  for (const c of existing) {
    await db
      .insert(accountContacts)
      .values({ userId, ...c, updatedAt: now })
      .onConflictDoNothing();
  }
  await db
    .insert(accountContacts)
    .values({ userId, ...contact, updatedAt: now, confirmedAt: now })
    .onConflictDoUpdate({
      target: [accountContacts.userId, accountContacts.slot],
      set: { method: contact.method, value: contact.value, updatedAt: now, confirmedAt: now },
    });
  // A number or address entered (again) and confirmed is reachable until it fails twice more.
  await clearUnreachable(db, userId, contact.method === 'EMAIL' ? 'EMAIL' : 'SMS');
}

type ContactOnFile = Contact & { userId: string };
const confirmedRows = (db: Db) =>
  db
    .select({
      userId: accountContacts.userId,
      slot: accountContacts.slot,
      method: accountContacts.method,
      value: accountContacts.value,
    })
    .from(accountContacts);

/**
 * The accounts on which this contact method (an e-mail address in lower case, or a phone's ten
 * digits) is on file and confirmed by a code, at most `limit` (a family may share an address).
 */
export async function confirmedHolders(
  db: Db,
  contact: Pick<Contact, 'method' | 'value'>,
  limit: number,
): Promise<ContactOnFile[]> {
  return confirmedRows(db)
    .where(
      and(
        eq(accountContacts.method, contact.method),
        eq(accountContacts.value, contact.value),
        isNotNull(accountContacts.confirmedAt),
      ),
    )
    .orderBy(accountContacts.userId, accountContacts.slot)
    .limit(limit);
}

/** This account's contact method, if it is on file and confirmed by a code. */
export async function confirmedContactOf(
  db: Db,
  userId: string,
  contact: Pick<Contact, 'method' | 'value'>,
): Promise<ContactOnFile | undefined> {
  const [row] = await confirmedRows(db)
    .where(
      and(
        eq(accountContacts.userId, userId),
        eq(accountContacts.method, contact.method),
        eq(accountContacts.value, contact.value),
        isNotNull(accountContacts.confirmedAt),
      ),
    )
    .limit(1);
  return row;
}

/** How a contact appears on screen: e-mail and phone partly hidden. */
export function maskedContact(c: Pick<Contact, 'method' | 'value'>): string {
  return c.method === 'EMAIL' ? maskEmail(c.value) : maskPhone(c.value);
}

/** The full value, formatted (for the person's own settings page). */
export function shownContact(c: Pick<Contact, 'method' | 'value'>): string {
  return c.method === 'EMAIL' ? c.value : formatPhone(c.value);
}
