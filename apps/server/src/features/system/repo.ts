import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { clickCounters, codeTableItems, codeTables, externalLinks, featureFlags } from '../../platform/db/schema';

export async function readFeatureFlags(db: Db): Promise<Map<string, boolean>> {
  const rows = await db.select().from(featureFlags);
  return new Map(rows.map((r) => [r.name, r.enabled]));
}

export function activeExternalLinks(db: Db) {
  return db.select().from(externalLinks).where(eq(externalLinks.recordStatus, 'RST1')).orderBy(asc(externalLinks.id));
}

export async function readCodeTable(db: Db, tableName: string) {
  const [table] = await db.select().from(codeTables).where(eq(codeTables.tableName, tableName));
  if (!table) return null;
  const items = await db
    .select()
    .from(codeTableItems)
    .where(and(eq(codeTableItems.tableName, tableName)))
    .orderBy(asc(codeTableItems.sortOrder), asc(codeTableItems.value));
  return { table, items };
}

/** Every configured link, shown or not, for an administrator. */
export function allExternalLinks(db: Db) {
  return db.select().from(externalLinks).orderBy(asc(externalLinks.id));
}

/** Changes one configured link; null when there is no such link. */
export async function updateExternalLink(db: Db, id: number, values: Partial<typeof externalLinks.$inferInsert>) {
  const [row] = await db.update(externalLinks).set(values).where(eq(externalLinks.id, id)).returning();
  return row ?? null;
}

/** Adds one click to a kind's count of the day. */
export async function addClick(db: Db, counterTypeCode: string, day: string) {
  await db
    .insert(clickCounters)
    .values({ counterTypeCode, day, count: 1 })
    .onConflictDoUpdate({
      target: [clickCounters.counterTypeCode, clickCounters.day],
      set: { count: sql`${clickCounters.count} + 1` },
    });
}

/** Counts from `since` (a day), newest first. */
export function clickCountsSince(db: Db, since: string) {
  return db
    .select()
    .from(clickCounters)
    .where(gte(clickCounters.day, since))
    .orderBy(desc(clickCounters.day), asc(clickCounters.counterTypeCode));
}
