import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { federatedIdentities, federationRequests, users } from '../../platform/db/schema';

export type FederationRequest = typeof federationRequests.$inferSelect;

/** Keeps a started sign-in; spent ones are cleared on the way. */
export async function saveRequest(db: Db, request: FederationRequest, now: Date): Promise<void> {
  await db.delete(federationRequests).where(lt(federationRequests.expiresAt, now));
  await db.insert(federationRequests).values(request);
}

/** The started sign-in behind a handle, removed in the same statement: a handle works once. */
export async function takeRequest(db: Db, handleHash: string, now: Date): Promise<FederationRequest | undefined> {
  const [row] = await db.delete(federationRequests).where(eq(federationRequests.handleHash, handleHash)).returning();
  return row && row.expiresAt > now ? row : undefined;
}

/** The account a provider identity signs in to, noting the sign-in. */
export async function linkedAccount(db: Db, issuer: string, subject: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(federatedIdentities)
    .set({ lastSignInAt: now })
    .where(and(eq(federatedIdentities.issuer, issuer), eq(federatedIdentities.subject, subject)))
    .returning({ userId: federatedIdentities.userId });
  return row?.userId;
}

/** Links a provider identity to an account; false when another sign-in linked it first. */
export async function addLink(db: Db, issuer: string, subject: string, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(federatedIdentities)
    .values({ issuer, subject, userId, createdAt: now, lastSignInAt: now })
    .onConflictDoNothing()
    .returning({ userId: federatedIdentities.userId });
  return rows.length === 1;
}

export async function accountById(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}
