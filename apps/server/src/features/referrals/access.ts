import { and, asc, eq } from 'drizzle-orm';
import type { AnbFacility } from '@portal/contracts';
import type { Db } from '../../platform/db';
import { providerFacilities, providerStaff } from '../../platform/db/schema';
import { forbidden, notFound } from '../../platform/http/errors';
import type { SessionUser } from '../../platform/session-user';

/**
 * Who may refer newborns (ADR 0118): an account whose own newborn flag is set, for the facilities
 * it works for that allow newborn referrals. Everything a provider reads or changes is limited
 * to those facilities.
 */
export async function newbornFacilities(db: Db, user: Pick<SessionUser, 'id' | 'providerNewborn'>) {
  if (!user.providerNewborn) return [];
  return db
    .select({ id: providerFacilities.id, name: providerFacilities.name, countyCode: providerFacilities.countyCode })
    .from(providerStaff)
    .innerJoin(providerFacilities, eq(providerFacilities.id, providerStaff.facilityId))
    .where(and(eq(providerStaff.userId, user.id), eq(providerFacilities.newbornAllowed, true)))
    .orderBy(asc(providerFacilities.name));
}

export const mayReferNewborns = async (db: Db, user: Pick<SessionUser, 'id' | 'providerNewborn'>) =>
  (await newbornFacilities(db, user)).length > 0;

export const presentFacility = (f: { id: string; name: string }): AnbFacility => ({
  ANBProviderName: f.name,
  providerConcernRoleID: f.id,
});

/** The provider's facilities (403 for anyone who may not refer newborns). */
export async function requireFacilities(db: Db, user: SessionUser) {
  const facilities = await newbornFacilities(db, user);
  if (facilities.length === 0) throw forbidden();
  return facilities;
}

/** The facility ids a request may read: the one named (404 when not the provider's) or all of them. */
export async function facilityScope(db: Db, user: SessionUser, named: string | undefined): Promise<string[]> {
  const facilities = await requireFacilities(db, user);
  if (!named) return facilities.map((f) => f.id);
  if (!facilities.some((f) => f.id === named)) throw notFound();
  return [named];
}
