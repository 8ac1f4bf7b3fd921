import { asc, eq, sql } from 'drizzle-orm';
import type { ProvisionedRepresentatives } from '@portal/contracts';
import { audit } from '../../platform/audit';
import type { Db } from '../../platform/db';
import { providerStaff, users } from '../../platform/db/schema';
import type { AppContext } from '../../platform/http/context';
import { HttpError, notFound } from '../../platform/http/errors';
import type { Actor } from './facilities';

/**
 * Representatives the state provisions (users.auth_rep_epass_enabled, ADR 0119): an account
 * that acts for people in representative mode only (its own "Your applications" is not shown),
 * and whom a person names is a PROVISIONED representation. An administrator turns it on or off;
 * the account's next request sees the change.
 */

export async function listProvisionedReps(db: Db): Promise<ProvisionedRepresentatives> {
  const rows = await db
    .select({ userName: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.authRepEpassEnabled, true))
    .orderBy(asc(users.lastName), asc(users.firstName));
  return {
    representatives: rows.map((r) => ({ userName: r.userName, displayName: `${r.firstName} ${r.lastName}` })),
  };
}

/** Provisions a resident's account as a representative: not staff and not provider staff. */
export async function provisionRep(ctx: AppContext, username: string, actor: Actor) {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  if (!user) throw new HttpError(400, 'validation.account.unknown', 'username');
  if (user.staffRole) throw new HttpError(400, 'validation.account.staff', 'username');
  const [provider] = await ctx.db.select().from(providerStaff).where(eq(providerStaff.userId, user.id)).limit(1);
  if (provider || user.providerNewborn || user.providerPresumptive || user.providerBccm)
    throw new HttpError(400, 'validation.account.provider', 'username');
  await setProvisioned(ctx, user.id, true, actor);
  return listProvisionedReps(ctx.db);
}

/** Ends the provisioning: the account is a regular one again on its next request. */
export async function unprovisionRep(ctx: AppContext, username: string, actor: Actor) {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  if (!user?.authRepEpassEnabled) throw notFound();
  await setProvisioned(ctx, user.id, false, actor);
  return listProvisionedReps(ctx.db);
}

async function setProvisioned(ctx: AppContext, userId: string, on: boolean, actor: Actor) {
  await ctx.db.update(users).set({ authRepEpassEnabled: on }).where(eq(users.id, userId));
  await ctx.sessions.userChanged(userId);
  await audit(ctx.db, {
    ...actor,
    action: on ? 'authrep.provision' : 'authrep.unprovision',
    entity: 'user',
    entityId: userId,
  });
}
