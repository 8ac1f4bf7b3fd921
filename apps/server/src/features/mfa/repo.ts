import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { loginAttempts, users } from '../../platform/db/schema';
import { personInScope, type OfficeScope } from '../worker/scope';

/** True when the attempt is this person's own, confirmed by code since `since`. */
export async function confirmedAttemptSince(db: Db, attemptId: string, userId: string, since: Date): Promise<boolean> {
  const [attempt] = await db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.id, attemptId),
        eq(loginAttempts.userId, userId),
        eq(loginAttempts.status, 'DONE'),
        gt(loginAttempts.completedAt, since),
      ),
    );
  return attempt !== undefined;
}

/** Accounts whose enhanced features were turned off after repeated lockouts, newest first. */
export async function delinkedAccounts(db: Db, scope: OfficeScope, limit = 200) {
  const rows = await db
    .select({
      userName: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      delinkedAt: users.delinkedAt,
    })
    .from(users)
    .where(and(isNotNull(users.delinkedAt), personInScope(scope, users.linkedPersonId)))
    .orderBy(desc(users.delinkedAt))
    .limit(limit);
  return rows.map((r) => ({
    userName: r.userName,
    displayName: `${r.firstName} ${r.lastName}`,
    delinkedAt: r.delinkedAt!.toISOString(),
  }));
}

export async function userIdByUsername(db: Db, username: string, scope?: OfficeScope): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.username, username.toLowerCase()), scope ? personInScope(scope, users.linkedPersonId) : undefined),
    );
  return row?.id ?? null;
}
