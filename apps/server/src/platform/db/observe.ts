import { AsyncResource } from 'node:async_hooks';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from './schema';

/**
 * Told of each statement as it starts (its text, with $1… placeholders, and its parameters);
 * returns what to call when it has finished, or nothing. Metrics and traces (ADR 0831) watch the
 * database through this and read the text only (the parameters are there for tests that check
 * no value reaches a span); with no observer set the drivers run as before.
 */
export type StatementObserver = (
  text: string,
  params: readonly unknown[] | undefined,
) => ((failed: boolean) => void) | undefined;

/** The observer of one database, set once the app that watches it is built. */
export interface StatementHooks {
  observer?: StatementObserver | undefined;
}

/** What a statement does, for labels and span names: its first keyword and the table it names. */
export interface StatementKind {
  /** Lower-case first keyword (`select`, `insert`, `update`, `delete`, `begin`…), `other` otherwise. */
  operation: string;
  /** A table of the schema the statement reads or writes first, if it names one. */
  table: string | undefined;
}

const OPERATIONS = new Set([
  'select',
  'insert',
  'update',
  'delete',
  'with',
  'begin',
  'commit',
  'rollback',
  'savepoint',
  'release',
  'create',
  'alter',
  'drop',
  'lock',
  'set',
]);
const TABLES = new Set(
  Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as PgTable)),
);
const TABLE_AFTER = /\b(?:from|into|update|join)\s+"?([a-z_][a-z0-9_]*)"?/i;
const kinds = new Map<string, StatementKind>();

/**
 * The operation and table of a statement. Only names the code chose come out: a keyword from a
 * fixed list and a table name of the schema, never a literal or a parameter. Statement texts
 * repeat (their values travel apart), so each is looked at once.
 */
export function statementKind(text: string): StatementKind {
  const known = kinds.get(text);
  if (known) return known;
  const first = /^\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase() ?? '';
  const operation = OPERATIONS.has(first) ? first : 'other';
  const named = TABLE_AFTER.exec(text)?.[1]?.toLowerCase();
  const kind = { operation, table: named && TABLES.has(named) ? named : undefined };
  if (kinds.size > 5000) kinds.clear();
  kinds.set(text, kind);
  return kind;
}

/** Calls `run` and tells the observer when the statement it starts has finished. */
export function observed<T>(
  hooks: StatementHooks,
  text: string,
  params: readonly unknown[] | undefined,
  run: () => Promise<T>,
): Promise<T> {
  const end = hooks.observer?.(text, params);
  if (!end) return run();
  return run().then(
    (value) => {
      end(false);
      return value;
    },
    (error: unknown) => {
      end(true);
      throw error;
    },
  );
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Watches every statement of a node-postgres pool: each client's query() as the pool connects
 * it (pool.query and transactions both go through them). pool.connect() hands a waiting caller
 * its client from another request's release, so its callback is bound to the caller's async
 * context first, for a span to find its request.
 */
export function observePool(pool: pg.Pool, hooks: StatementHooks): void {
  const connect = pool.connect.bind(pool) as QueryFn;
  pool.connect = ((callback?: unknown) =>
    typeof callback === 'function' && hooks.observer
      ? connect(AsyncResource.bind(callback as QueryFn))
      : connect(...(callback === undefined ? [] : [callback]))) as typeof pool.connect;
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as QueryFn;
    client.query = ((...args: unknown[]) => {
      const first = args[0];
      const config = first as { text?: unknown; values?: unknown[] } | null;
      const text = typeof first === 'string' ? first : config?.text;
      const params = Array.isArray(args[1]) ? (args[1] as unknown[]) : config?.values;
      const end = typeof text === 'string' ? hooks.observer?.(text, params) : undefined;
      if (!end) return query(...args);
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (error: unknown, result: unknown) => {
          end(Boolean(error));
          (callback as QueryFn)(error, result);
        };
        return query(...args);
      }
      const result = query(...args) as Promise<unknown> | undefined;
      result?.then?.(
        () => end(false),
        () => end(true),
      );
      return result;
    }) as typeof client.query;
  });
}
