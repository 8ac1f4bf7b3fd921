import { CODE_TABLES as SHARED_CODE_TABLES, type CodeTableDefinition } from '@portal/contracts/code-tables';

/**
 * The code tables the portal ships with (spec part 1 §3.2), seeded into code_tables and
 * code_table_items. They are written once in packages/contracts (code-tables.ts), shared with the
 * form definitions: add or change a table there. Indexed by any name here, for describing a code.
 */
export type CodeTableSeed = CodeTableDefinition;

export const CODE_TABLES: Readonly<Record<string, CodeTableSeed>> = SHARED_CODE_TABLES;
