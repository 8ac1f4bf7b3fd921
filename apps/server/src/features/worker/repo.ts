import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { caseworkers, offices } from '../../platform/db/schema';

/** The office a staff member works at, if they are a caseworker of one. */
export async function officeOfStaff(db: Db, userId: string): Promise<{ name: string; county: string } | null> {
  const [row] = await db
    .select({ name: offices.name, county: offices.county })
    .from(caseworkers)
    .innerJoin(offices, eq(offices.id, caseworkers.officeId))
    .where(eq(caseworkers.userId, userId));
  return row ?? null;
}
