import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { codeTableItems } from '../../platform/db/schema';

/** Programme names in both languages (code table ProgramType), by code. */
export async function programNames(db: Db): Promise<Map<string, { en: string; es: string }>> {
  const rows = await db.select().from(codeTableItems).where(eq(codeTableItems.tableName, 'ProgramType'));
  return new Map(rows.map((r) => [r.value, { en: r.descriptionEn, es: r.descriptionEs }]));
}
