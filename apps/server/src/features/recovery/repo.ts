import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { recoveryRequests, users } from '../../platform/db/schema';

export type RecoveryRequest = typeof recoveryRequests.$inferSelect;

/** What recovery needs to know of an account. */
export async function accountsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, username: users.username, staffRole: users.staffRole, isDemo: users.isDemo })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function accountByUsername(db: Db, username: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, staffRole: users.staffRole, isDemo: users.isDemo })
    .from(users)
    .where(eq(users.username, username.trim().toLowerCase()));
  return row;
}

export async function insertRequest(
  db: Db,
  values: Pick<RecoveryRequest, 'sessionIdHash' | 'userId' | 'createdAt' | 'expiresAt' | 'sentTo'>,
): Promise<string> {
  const [row] = await db.insert(recoveryRequests).values(values).returning({ id: recoveryRequests.id });
  return row!.id;
}

/** The recovery, held (`FOR UPDATE`) until the caller's transaction ends: tries at once are checked one by one. */
export async function lockRequest(db: Db, id: string): Promise<RecoveryRequest | undefined> {
  const [row] = await db.select().from(recoveryRequests).where(eq(recoveryRequests.id, id)).for('update');
  return row;
}

export async function readRequest(db: Db, id: string): Promise<RecoveryRequest | undefined> {
  const [row] = await db.select().from(recoveryRequests).where(eq(recoveryRequests.id, id));
  return row;
}

export async function updateRequest(
  db: Db,
  id: string,
  set: Partial<Pick<RecoveryRequest, 'status' | 'failedCodes' | 'expiresAt' | 'verifiedAt'>>,
): Promise<void> {
  await db.update(recoveryRequests).set(set).where(eq(recoveryRequests.id, id));
}

/** Ends a checked recovery once: false when it was already used, never checked, or is too late. */
export async function finishRequest(db: Db, id: string): Promise<boolean> {
  const done = await db
    .update(recoveryRequests)
    .set({ status: 'DONE' })
    .where(
      and(
        eq(recoveryRequests.id, id),
        eq(recoveryRequests.status, 'VERIFIED'),
        gt(recoveryRequests.expiresAt, clock.now()),
      ),
    )
    .returning({ id: recoveryRequests.id });
  return done.length === 1;
}

/** Ends every other open recovery of the account: a code sent before the reset no longer works. */
export async function endOpenRequests(db: Db, userId: string): Promise<void> {
  await db
    .update(recoveryRequests)
    .set({ status: 'DONE' })
    .where(and(eq(recoveryRequests.userId, userId), inArray(recoveryRequests.status, ['PENDING', 'VERIFIED'])));
}

/** Housekeeping: recoveries started before `before` are of no further use (their codes go with them). */
export async function deleteRequestsBefore(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(recoveryRequests)
    .where(lt(recoveryRequests.createdAt, before))
    .returning({ id: recoveryRequests.id });
  return gone.length;
}
