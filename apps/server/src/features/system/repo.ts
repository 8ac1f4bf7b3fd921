import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { codeTableItems, codeTables, externalLinks, featureFlags } from '../../platform/db/schema';

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
