import { CODE_TABLES, type CodeTableKey, type CodeTableText, type CodeTableValue } from '@portal/contracts/code-tables';
import type { Option, Text } from './types';

/** Which items of a table a question offers (default: all of them, in the table's order). */
export interface CodeTablePick<K extends CodeTableKey> {
  only?: readonly CodeTableValue<K>[];
  except?: readonly CodeTableValue<K>[];
  /**
   * A question's own wording of some items, where the table's description reads wrong in the
   * question (the programme picker's short names). Values still come from the table.
   */
  labels?: Partial<Record<CodeTableValue<K>, Text>>;
}

/**
 * The options of a code table (packages/contracts code-tables.ts, the same table the server
 * serves at GET /api/v1/codetables/{tableName}), in the table's order and wording (unless
 * `labels` words an item for this question).
 */
export function fromCodeTable<K extends CodeTableKey>(name: K, pick: CodeTablePick<K> = {}): Option[] {
  const items: readonly CodeTableText[] = CODE_TABLES[name].items;
  const only: readonly string[] | undefined = pick.only;
  const except: readonly string[] = pick.except ?? [];
  const labels: Partial<Record<string, Text>> = pick.labels ?? {};
  return items
    .filter((i) => (only === undefined || only.includes(i.value)) && !except.includes(i.value))
    .map((i) => ({ value: i.value, label: labels[i.value] ?? { en: i.en, es: i.es } }));
}

/** A question's `codeTable` and its options from that table, to spread into the question. */
export const codeTableChoice = <K extends CodeTableKey>(name: K, pick: CodeTablePick<K> = {}) => ({
  codeTable: name,
  options: fromCodeTable(name, pick),
});
