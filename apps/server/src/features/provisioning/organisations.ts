import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Organisation } from '@portal/contracts';
import { audit } from '../../platform/audit';
import type { Db } from '../../platform/db';
import { applications, organisationMembers, organisations, providerStaff, users } from '../../platform/db/schema';
import type { AppContext } from '../../platform/http/context';
import { HttpError, notFound } from '../../platform/http/errors';
import type { Actor } from './facilities';

/**
 * Organisations applying for many households (issue 13): only an organisation the state
 * provisioned, and only the accounts an administrator names for it, may start applications for
 * households other than their own.
 */

async function organisationRows(db: Db, ids?: string[]): Promise<Organisation[]> {
  const orgs = await db
    .select()
    .from(organisations)
    .where(ids ? inArray(organisations.id, ids) : undefined)
    .orderBy(asc(organisations.name));
  if (orgs.length === 0) return [];
  const orgIds = orgs.map((o) => o.id);
  const [members, counts] = await Promise.all([
    db
      .select({
        organisationId: organisationMembers.organisationId,
        userName: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(organisationMembers)
      .innerJoin(users, eq(users.id, organisationMembers.userId))
      .where(inArray(organisationMembers.organisationId, orgIds))
      .orderBy(asc(users.lastName), asc(users.firstName)),
    db
      .select({ organisationId: applications.organisationId, n: count() })
      .from(applications)
      .where(inArray(applications.organisationId, orgIds))
      .groupBy(applications.organisationId),
  ]);
  return orgs.map((o) => ({
    organisationId: o.id,
    name: o.name,
    users: members
      .filter((m) => m.organisationId === o.id)
      .map((m) => ({ userName: m.userName, displayName: `${m.firstName} ${m.lastName}` })),
    submittedCount: counts.find((c) => c.organisationId === o.id)?.n ?? 0,
  }));
}

export const listOrganisations = (db: Db) => organisationRows(db);

export async function createOrganisation(ctx: AppContext, name: string, actor: Actor) {
  const [taken] = await ctx.db
    .select({ id: organisations.id })
    .from(organisations)
    .where(sql`lower(${organisations.name}) = lower(${name})`);
  if (taken) throw new HttpError(400, 'validation.name.taken', 'name');
  const [row] = await ctx.db.insert(organisations).values({ name }).returning();
  await audit(ctx.db, { ...actor, action: 'organisation.create', entity: 'organisation', entityId: row!.id });
  return (await organisationRows(ctx.db, [row!.id]))[0]!;
}

/**
 * Names an account that acts for the organisation: a resident's portal account that is not
 * staff, not provider staff and not already acting for an organisation.
 */
export async function addOrganisationUser(ctx: AppContext, id: string, username: string, actor: Actor) {
  const [org] = await ctx.db.select().from(organisations).where(eq(organisations.id, id));
  if (!org) throw notFound();
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  if (!user) throw new HttpError(400, 'validation.account.unknown', 'username');
  if (user.staffRole) throw new HttpError(400, 'validation.account.staff', 'username');
  const [provider] = await ctx.db.select().from(providerStaff).where(eq(providerStaff.userId, user.id)).limit(1);
  if (provider) throw new HttpError(400, 'validation.account.provider', 'username');
  const added = await ctx.db
    .insert(organisationMembers)
    .values({ userId: user.id, organisationId: id })
    .onConflictDoNothing()
    .returning();
  if (added.length === 0) throw new HttpError(400, 'validation.account.organisation', 'username');
  await ctx.sessions.userChanged(user.id);
  await audit(ctx.db, {
    ...actor,
    action: 'organisation.user.add',
    entity: 'organisation',
    entityId: id,
    detail: { userId: user.id },
  });
  return (await organisationRows(ctx.db, [id]))[0]!;
}

/** The account no longer acts for the organisation: its next request already sees that. */
export async function removeOrganisationUser(ctx: AppContext, id: string, username: string, actor: Actor) {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  if (!user) throw notFound();
  const gone = await ctx.db
    .delete(organisationMembers)
    .where(and(eq(organisationMembers.organisationId, id), eq(organisationMembers.userId, user.id)))
    .returning();
  if (gone.length === 0) throw notFound();
  await ctx.sessions.userChanged(user.id);
  await audit(ctx.db, {
    ...actor,
    action: 'organisation.user.remove',
    entity: 'organisation',
    entityId: id,
    detail: { userId: user.id },
  });
  return (await organisationRows(ctx.db, [id]))[0]!;
}
