import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db';
import { communications } from '../platform/db/schema';

/**
 * The notices of one kind a person reads in the portal, oldest first: their whole text, in the
 * person's language. (E-mail and text messages only announce a notice; see NEW_NOTICE.)
 */
export async function keptNotices(db: Db, userId: string, kind: string) {
  return db
    .select({ subject: communications.subject, body: communications.body, locale: communications.locale })
    .from(communications)
    .where(and(eq(communications.userId, userId), eq(communications.kind, kind)))
    .orderBy(asc(communications.createdAt));
}
