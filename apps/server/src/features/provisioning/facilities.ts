import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ProviderFacility, ProviderFacilityInput, ProviderStaffInput } from '@portal/contracts';
import { audit } from '../../platform/audit';
import type { Db } from '../../platform/db';
import { organisationMembers, providerFacilities, providerStaff, users } from '../../platform/db/schema';
import type { AppContext } from '../../platform/http/context';
import { HttpError, notFound } from '../../platform/http/errors';

/**
 * An administrator provisions provider facilities and their staff (issue 13). The rule the
 * provider features rely on: an account's provider flag (users.provider_*) is only ever set
 * while a facility of theirs allows it. Every change here that takes a permission away (a
 * facility no longer allows it, a person leaves a facility) clears the flag in the same
 * transaction, and the account's sessions are told at once (SessionStore.userChanged), so the
 * next request of someone already signed in no longer has it.
 */

export type Actor = { actorUserId: string; ip: string };
type FacilityRow = typeof providerFacilities.$inferSelect;
type Flag = 'presumptive' | 'bccm' | 'newborn';
const FLAGS: Flag[] = ['presumptive', 'bccm', 'newborn'];
const ALLOWED = { presumptive: 'presumptiveAllowed', bccm: 'bccmAllowed', newborn: 'newbornAllowed' } as const;
const USER_FLAG = { presumptive: 'providerPresumptive', bccm: 'providerBccm', newborn: 'providerNewborn' } as const;

async function facilityRows(db: Db, ids?: string[]): Promise<ProviderFacility[]> {
  const facilities = await db
    .select()
    .from(providerFacilities)
    .where(ids ? inArray(providerFacilities.id, ids) : undefined)
    .orderBy(asc(providerFacilities.name));
  if (facilities.length === 0) return [];
  const staff = await db
    .select({
      facilityId: providerStaff.facilityId,
      userName: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      presumptive: users.providerPresumptive,
      bccm: users.providerBccm,
      newborn: users.providerNewborn,
    })
    .from(providerStaff)
    .innerJoin(users, eq(users.id, providerStaff.userId))
    .where(
      inArray(
        providerStaff.facilityId,
        facilities.map((f) => f.id),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.username));
  return facilities.map((f) => ({
    facilityId: f.id,
    name: f.name,
    countyCode: f.countyCode,
    presumptiveAllowed: f.presumptiveAllowed,
    bccmAllowed: f.bccmAllowed,
    newbornAllowed: f.newbornAllowed,
    // What the person may do at this facility: their own flag, within what the facility allows.
    staff: staff
      .filter((s) => s.facilityId === f.id)
      .map((s) => ({
        userName: s.userName,
        displayName: `${s.firstName} ${s.lastName}`,
        presumptive: s.presumptive && f.presumptiveAllowed,
        bccm: s.bccm && f.bccmAllowed,
        newborn: s.newborn && f.newbornAllowed,
      })),
  }));
}

export const listFacilities = (db: Db) => facilityRows(db);

async function oneFacility(db: Db, id: string): Promise<ProviderFacility> {
  const [found] = await facilityRows(db, [id]);
  if (!found) throw notFound();
  return found;
}

async function facilityById(db: Db, id: string): Promise<FacilityRow> {
  const [row] = await db.select().from(providerFacilities).where(eq(providerFacilities.id, id));
  if (!row) throw notFound();
  return row;
}

async function nameFree(db: Db, name: string, except?: string): Promise<void> {
  const [taken] = await db
    .select({ id: providerFacilities.id })
    .from(providerFacilities)
    .where(
      and(
        sql`lower(${providerFacilities.name}) = lower(${name})`,
        except ? ne(providerFacilities.id, except) : undefined,
      ),
    );
  if (taken) throw new HttpError(400, 'validation.name.taken', 'name');
}

/**
 * Clears each flag of these accounts that no facility of theirs allows any more; returns the
 * accounts whose flags changed (their sessions must be told).
 */
async function trimFlags(db: Db, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const allows = (flag: Flag) =>
    sql`EXISTS (SELECT 1 FROM provider_staff ps JOIN provider_facilities pf ON pf.id = ps.facility_id
      WHERE ps.user_id = ${users.id} AND pf.${sql.raw(`${flag}_allowed`)})`;
  const changed = await db
    .update(users)
    .set({
      providerPresumptive: sql`${users.providerPresumptive} AND ${allows('presumptive')}`,
      providerBccm: sql`${users.providerBccm} AND ${allows('bccm')}`,
      providerNewborn: sql`${users.providerNewborn} AND ${allows('newborn')}`,
    })
    .where(
      and(
        inArray(users.id, userIds),
        sql`(${users.providerPresumptive} AND NOT ${allows('presumptive')})
          OR (${users.providerBccm} AND NOT ${allows('bccm')})
          OR (${users.providerNewborn} AND NOT ${allows('newborn')})`,
      ),
    )
    .returning({ id: users.id });
  return changed.map((r) => r.id);
}

/** Tells every process that these accounts' sessions changed (after the transaction committed). */
async function tellSessions(ctx: AppContext, userIds: string[]): Promise<void> {
  for (const id of userIds) await ctx.sessions.userChanged(id);
}

export async function createFacility(ctx: AppContext, input: ProviderFacilityInput, actor: Actor) {
  await nameFree(ctx.db, input.name);
  const [row] = await ctx.db.insert(providerFacilities).values(input).returning();
  await audit(ctx.db, { ...actor, action: 'provider.facility.create', entity: 'provider_facility', entityId: row!.id });
  return oneFacility(ctx.db, row!.id);
}

export async function updateFacility(ctx: AppContext, id: string, input: ProviderFacilityInput, actor: Actor) {
  await facilityById(ctx.db, id);
  await nameFree(ctx.db, input.name, id);
  const changed = await ctx.db.transaction(async (tx) => {
    await tx.update(providerFacilities).set(input).where(eq(providerFacilities.id, id));
    const staff = await tx
      .select({ userId: providerStaff.userId })
      .from(providerStaff)
      .where(eq(providerStaff.facilityId, id));
    return trimFlags(
      tx,
      staff.map((s) => s.userId),
    );
  });
  await tellSessions(ctx, changed);
  await audit(ctx.db, {
    ...actor,
    action: 'provider.facility.update',
    entity: 'provider_facility',
    entityId: id,
    detail: { presumptive: input.presumptiveAllowed, bccm: input.bccmAllowed, newborn: input.newbornAllowed },
  });
  return oneFacility(ctx.db, id);
}

async function accountByUsername(db: Db, username: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  if (!user) throw new HttpError(400, 'validation.account.unknown', 'username');
  return user;
}

/**
 * Adds an account to a facility, or changes what it may do there. Each flag asked for must be
 * allowed by the facility (refused, naming the flag, otherwise); a flag not asked for is kept
 * only where another facility of theirs allows it.
 */
export async function addStaff(ctx: AppContext, id: string, input: ProviderStaffInput, actor: Actor) {
  const facility = await facilityById(ctx.db, id);
  const user = await accountByUsername(ctx.db, input.username);
  if (user.staffRole) throw new HttpError(400, 'validation.account.staff', 'username');
  // An organisation's account applies for households; it is not also a provider's.
  const [member] = await ctx.db.select().from(organisationMembers).where(eq(organisationMembers.userId, user.id));
  if (member) throw new HttpError(400, 'validation.account.organisation', 'username');
  for (const flag of FLAGS) {
    if (input[flag] && !facility[ALLOWED[flag]]) throw new HttpError(400, 'validation.provider.notAllowed', flag);
  }
  await ctx.db.transaction(async (tx) => {
    await tx.insert(providerStaff).values({ facilityId: id, userId: user.id }).onConflictDoNothing();
    // Kept from elsewhere: a flag not asked for here survives only through another facility.
    const others = await tx
      .select(Object.fromEntries(FLAGS.map((f) => [f, sql<boolean>`bool_or(pf.${sql.raw(`${f}_allowed`)})`])))
      .from(sql`provider_staff ps JOIN provider_facilities pf ON pf.id = ps.facility_id`)
      .where(sql`ps.user_id = ${user.id} AND ps.facility_id <> ${id}`);
    const other = (others[0] ?? {}) as Partial<Record<Flag, boolean | null>>;
    const set = Object.fromEntries(
      FLAGS.map((f) => [USER_FLAG[f], input[f] || (user[USER_FLAG[f]] && other[f] === true)]),
    );
    await tx.update(users).set(set).where(eq(users.id, user.id));
  });
  await tellSessions(ctx, [user.id]);
  await audit(ctx.db, {
    ...actor,
    action: 'provider.staff.add',
    entity: 'provider_facility',
    entityId: id,
    detail: { userId: user.id, presumptive: input.presumptive, bccm: input.bccm, newborn: input.newborn },
  });
  return oneFacility(ctx.db, id);
}

/** Removes an account from a facility; what no other facility of theirs allows ends at once. */
export async function removeStaff(ctx: AppContext, id: string, username: string, actor: Actor) {
  await facilityById(ctx.db, id);
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  if (!user) throw notFound();
  const removed = await ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(providerStaff)
      .where(and(eq(providerStaff.facilityId, id), eq(providerStaff.userId, user.id)))
      .returning();
    if (gone.length === 0) return false;
    await trimFlags(tx, [user.id]);
    return true;
  });
  if (!removed) throw notFound();
  await tellSessions(ctx, [user.id]);
  await audit(ctx.db, {
    ...actor,
    action: 'provider.staff.remove',
    entity: 'provider_facility',
    entityId: id,
    detail: { userId: user.id },
  });
  return oneFacility(ctx.db, id);
}
