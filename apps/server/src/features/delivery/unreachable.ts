import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { maskEmail, maskPhone } from '@portal/contracts';
import { UNREACHABLE_AFTER_FAILURES } from '@portal/contracts/delivery-api';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { unreachableContacts } from '../../platform/db/schema';

type Channel = 'EMAIL' | 'SMS';

/**
 * One more failed delivery to a person's number or address (a bounce, an undeliverable text); at
 * the second it is marked unreachable (ADR 0912).
 */
export async function countFailure(db: Db, userId: string, channel: Channel, recipient: string): Promise<void> {
  const now = clock.now();
  await db
    .insert(unreachableContacts)
    .values({
      userId,
      channel,
      recipient,
      failures: 1,
      markedAt: UNREACHABLE_AFTER_FAILURES <= 1 ? now : null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [unreachableContacts.userId, unreachableContacts.channel, unreachableContacts.recipient],
      set: {
        failures: sql`${unreachableContacts.failures} + 1`,
        markedAt: sql`coalesce(${unreachableContacts.markedAt}, case when ${unreachableContacts.failures} + 1 >= ${UNREACHABLE_AFTER_FAILURES} then ${now.toISOString()}::timestamptz end)`,
        updatedAt: now,
      },
    });
}

/** The numbers and addresses marked unreachable of many accounts, as `unreachableKey`s. */
export async function unreachableOfEach(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({
      userId: unreachableContacts.userId,
      channel: unreachableContacts.channel,
      recipient: unreachableContacts.recipient,
    })
    .from(unreachableContacts)
    .where(and(inArray(unreachableContacts.userId, [...userIds]), isNotNull(unreachableContacts.markedAt)));
  return new Set(rows.map((r) => unreachableKey(r.userId, r.channel, r.recipient)));
}

export const unreachableKey = (userId: string, channel: Channel, recipient: string) =>
  `${userId}|${channel}|${recipient}`;

/** The person's unreachable numbers and addresses, masked, for the prompt to update them. */
export async function unreachableOf(db: Db, userId: string) {
  const rows = await db
    .select({ channel: unreachableContacts.channel, recipient: unreachableContacts.recipient })
    .from(unreachableContacts)
    .where(and(eq(unreachableContacts.userId, userId), isNotNull(unreachableContacts.markedAt)))
    .orderBy(unreachableContacts.channel, unreachableContacts.recipient);
  return {
    contacts: rows.map((r) =>
      r.channel === 'EMAIL'
        ? { method: 'EMAIL' as const, masked: maskEmail(r.recipient) }
        : { method: 'PHONE' as const, masked: maskPhone(r.recipient) },
    ),
  };
}

/** The person changed (or confirmed again) a number or address: its failures are forgotten. */
export async function clearUnreachable(db: Db, userId: string, channel: Channel): Promise<void> {
  await db
    .delete(unreachableContacts)
    .where(and(eq(unreachableContacts.userId, userId), eq(unreachableContacts.channel, channel)));
}
