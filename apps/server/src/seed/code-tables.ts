import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db';
import { codeTableItems, codeTables } from '../platform/db/schema';
import { CODE_TABLES as SHARED_CODE_TABLES, type CodeTableDefinition } from '@portal/contracts/code-tables';

/**
 * The code tables the portal ships with (spec part 1 §3.2), seeded into code_tables and
 * code_table_items. They are written once in packages/contracts (code-tables.ts), shared with the
 * form definitions: add or change a table there. Indexed by any name here, for describing a code.
 */
export type CodeTableSeed = CodeTableDefinition;

export const CODE_TABLES: Readonly<Record<string, CodeTableSeed>> = SHARED_CODE_TABLES;

/**
 * Brings the database's code tables in line with CODE_TABLES, at every start and in every
 * environment (production too: the forms and the code-table call need them). Adds tables and
 * codes, updates their texts and order; a code no longer listed is kept, since stored answers
 * and records may still name it. Under an advisory lock, so processes starting together wait.
 */
export async function syncCodeTables(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7305003)`);
    await writeCodeTables(tx);
  });
}

/** The upserts of syncCodeTables, inside a transaction the caller holds (the demo seed's). */
export async function writeCodeTables(tx: Db): Promise<void> {
  for (const [tableName, table] of Object.entries(CODE_TABLES)) {
    await tx
      .insert(codeTables)
      .values({ tableName, defaultValue: table.defaultValue })
      .onConflictDoUpdate({ target: codeTables.tableName, set: { defaultValue: table.defaultValue } });
    await tx
      .insert(codeTableItems)
      .values(
        table.items.map((item, i) => ({
          tableName,
          value: item.value,
          descriptionEn: item.en,
          descriptionEs: item.es,
          sortOrder: i + 1,
          childTable: null,
        })),
      )
      .onConflictDoUpdate({
        target: [codeTableItems.tableName, codeTableItems.value],
        set: {
          descriptionEn: sql`excluded.description_en`,
          descriptionEs: sql`excluded.description_es`,
          sortOrder: sql`excluded.sort_order`,
        },
      });
  }
}
