import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The pieces of the work queues' searches (ADR 0411, 0416, 0420), written so that PostgreSQL can
 * answer each through an index: a name by its trigram index (migration 1060), a reference by its
 * `lower(reference) text_pattern_ops` index (migration 1000), a row of another table by a set of
 * ids. Conditions on one table OR'd together then read as one BitmapOr of its indexes instead of
 * every row compared in turn.
 */

/** `text` matched literally inside a LIKE pattern (its %, _ and \ are not wildcards). */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column` contains `q` (any case; `%` and `_` are characters): a name's trigram index. */
export const contains = (column: AnyPgColumn | SQL, q: string): SQL => sql`${column} ilike ${`%${likeLiteral(q)}%`}`;

/**
 * `column` starts with `q` (any case; `%` and `_` are characters), written as its
 * `lower(column) text_pattern_ops` index reads it. `lower` on both sides is what ILIKE compares.
 */
export const startsWith = (column: AnyPgColumn, q: string): SQL =>
  sql`lower(${column}) like lower(${`${likeLiteral(q)}%`})`;

/**
 * `column` is one of the ids `ids` selects, the set worked out once before the rows are read.
 * Written `= any(array(…))` rather than `in (…)`: under an OR, `in (select …)` is a filter that
 * every row is passed through, where `= any` of a computed array is an index condition and one
 * arm of a BitmapOr.
 */
export const inIds = (column: AnyPgColumn, ids: SQL | { getSQL(): SQL }): SQL => sql`${column} = any(array(${ids}))`;
