import { eq } from 'drizzle-orm';
import { formatPhone, maskEmail, maskPhone } from '@portal/contracts';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { accountContacts, users } from '../../platform/db/schema';

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
  const rows = await db
    .select({ slot: accountContacts.slot, method: accountContacts.method, value: accountContacts.value })
    .from(accountContacts)
    .where(eq(accountContacts.userId, userId))
    .orderBy(accountContacts.slot);
  if (rows.length > 0) return rows;
  const [user] = await db.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId));
  const found: Omit<Contact, 'slot'>[] = [];
  if (user?.phone) found.push({ method: 'PHONE', value: user.phone });
  if (user?.email) found.push({ method: 'EMAIL', value: user.email });
  return found.map((c, i) => ({ ...c, slot: i === 0 ? 'PRIMARY' : 'SECONDARY' }));
}

export async function contactInSlot(db: Db, userId: string, slot: ContactSlot): Promise<Contact | undefined> {
  return (await contactsOf(db, userId)).find((c) => c.slot === slot);
}

/** Saves a contact method (and keeps the other slot as it was, writing it down if it was only implied). */
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
    .values({ userId, ...contact, updatedAt: now })
    .onConflictDoUpdate({
      target: [accountContacts.userId, accountContacts.slot],
      set: { method: contact.method, value: contact.value, updatedAt: now },
    });
}

/** How a contact appears on screen: e-mail and phone partly hidden. */
export function maskedContact(c: Pick<Contact, 'method' | 'value'>): string {
  return c.method === 'EMAIL' ? maskEmail(c.value) : maskPhone(c.value);
}

/** The full value, formatted (for the person's own settings page). */
export function shownContact(c: Pick<Contact, 'method' | 'value'>): string {
  return c.method === 'EMAIL' ? c.value : formatPhone(c.value);
}
