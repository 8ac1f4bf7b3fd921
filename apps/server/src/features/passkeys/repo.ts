import { and, asc, eq, lt } from 'drizzle-orm';
import type { Passkey } from '@portal/contracts';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { passkeyChallenges, passkeys } from '../../platform/db/schema';

export type PasskeyRow = typeof passkeys.$inferSelect;
type ChallengeRow = typeof passkeyChallenges.$inferSelect;
export type Purpose = ChallengeRow['purpose'];

/** A passkey as its owner sees it in Account Settings. */
export const shown = (row: PasskeyRow): Passkey => ({
  passkeyId: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export const passkeysOf = (db: Db, userId: string) =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));

/** Whether the account has a passkey (a staff or provider account then signs in only with one, ADR 0132). */
export async function hasPasskey(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
  return row !== undefined;
}

export async function passkeyByCredential(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

/** Keeps a new challenge for this session and purpose; it replaces any earlier one (and expired ones go). */
export async function keepChallenge(
  db: Db,
  values: { sessionIdHash: string; purpose: Purpose; challenge: string; userId?: string; username?: string },
  ttlMs: number,
): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
    await tx
      .delete(passkeyChallenges)
      .where(
        and(eq(passkeyChallenges.sessionIdHash, values.sessionIdHash), eq(passkeyChallenges.purpose, values.purpose)),
      );
    await tx.insert(passkeyChallenges).values({ ...values, expiresAt: new Date(now.getTime() + ttlMs) });
  });
}

/**
 * Takes this session's challenge for the purpose: deleted in the same statement that reads it, so
 * an answer can be checked against it once only (two answers sent at once: one finds it). Null
 * when there is none or it has expired.
 */
export async function takeChallenge(db: Db, sessionIdHash: string, purpose: Purpose): Promise<ChallengeRow | null> {
  const taken = await db
    .delete(passkeyChallenges)
    .where(and(eq(passkeyChallenges.sessionIdHash, sessionIdHash), eq(passkeyChallenges.purpose, purpose)))
    .returning();
  const [row] = taken;
  return row && row.expiresAt.getTime() > clock.nowMs() ? row : null;
}
