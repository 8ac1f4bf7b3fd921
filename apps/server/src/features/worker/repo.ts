import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { caseworkers, offices, users } from '../../platform/db/schema';

/** The office a staff member works at, if they are a caseworker of one. */
export async function officeOfStaff(db: Db, userId: string): Promise<{ name: string; county: string } | null> {
  const [row] = await db
    .select({ name: offices.name, county: offices.county })
    .from(caseworkers)
    .innerJoin(offices, eq(offices.id, caseworkers.officeId))
    .where(eq(caseworkers.userId, userId));
  return row ?? null;
}

/** The names of staff accounts (as their accounts have them), by id: who decided, who wrote. */
export async function namesOfUsers(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`]));
}
