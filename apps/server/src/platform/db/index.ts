import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { observed, observePool, type StatementHooks } from './observe';
import * as schema from './schema';

export { schema };
export type { StatementObserver } from './observe';

/** One type for both drivers; a transaction is also a Db, so repos take either. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Runs raw SQL and returns its rows, the same way on both drivers. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where metrics and traces are told of each statement (observe.ts). */
  statements: StatementHooks;
  /** The connection pool's use (PostgreSQL only): open, idle, and callers waiting for one. */
  pool?: () => { total: number; idle: number; waiting: number };
  /**
   * Subscribes to a NOTIFY channel (every process on the same database hears it); returns the
   * function that unsubscribes.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Sends a notification to every process listening on the channel, after the transaction commits. */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}

export interface OpenDbOptions {
  /** postgres://… for a real server; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite directory, or 'memory://' for a throw-away database. */
  dataDir?: string;
  /** Real server only: use (and create) this schema, so parallel test files do not collide. */
  searchPath?: string;
  poolSize?: number;
  /** PGlite in memory only: start from this copy of a data directory (a migrated one, in tests). */
  startFrom?: Blob;
}

export async function openDb(options: OpenDbOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // An idle connection the server ends (a restart, a failover, a dropped database) is taken out
    // of the pool, which opens another when needed: without a listener its error would end the process.
    pool.on('error', () => {});
    const statements: StatementHooks = {};
    observePool(pool, statements);
    if (options.searchPath) {
      await pool.query(`CREATE SCHEMA IF NOT EXISTS "${options.searchPath.replace(/"/g, '')}"`);
    }
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const listeners: pg.Client[] = [];
    return {
      db,
      kind: 'postgres',
      statements,
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      async listen(channel, onMessage) {
        // A dedicated connection: LISTEN holds its session, so it cannot come from the pool.
        const client = new pg.Client({ connectionString: options.url });
        await client.connect();
        client.on('notification', (n) => {
          if (n.channel === channel) onMessage(n.payload ?? '');
        });
        client.on('error', () => {
          // A lost listener only makes caches rely on their short time-to-live.
        });
        await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
        listeners.push(client);
        return async () => {
          listeners.splice(listeners.indexOf(client), 1);
          await client.end().catch(() => {});
        };
      },
      async close() {
        await Promise.all(listeners.map((c) => c.end().catch(() => {})));
        await pool.end();
      },
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new TurnTakingPGlite(dataDir, options.startFrom);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    statements: client.statements,
    async listen(channel, onMessage) {
      const stop = await client.listen(channel, onMessage);
      return () => stop();
    },
    close: () => client.close(),
  };
}

/**
 * The PostgreSQL extensions the migrations create (pg_trgm: the queues' name searches, ADR 0420).
 * PGlite has them only when loaded at its start, wherever one is made: here, the tests' migrated
 * template (test/pglite-template.ts) and a data directory made by an earlier version alike.
 */
export const pgliteExtensions = { pg_trgm };

/**
 * PGlite runs each statement on this thread, synchronously, and statements queued behind one
 * another follow on in the same microtask checkpoint. Node accepts one new connection per turn
 * of its event loop, so under load the turns grew long and the loop went seconds without
 * accepting one: at 100 connections to the dashboard, half of them were not accepted in 10 s
 * while the others were served over and over. So statements (and whole transactions) from outside
 * a transaction take turns: one at a time, in the order they were asked for, each at a new turn
 * of the event loop, so connections and requests waiting in between are taken at every
 * statement. Statements inside a transaction run straight on (it holds the database meanwhile).
 */
export class TurnTakingPGlite extends PGlite {
  #last: Promise<unknown> = Promise.resolve();
  /** Told of each statement as it runs (its turn taken), in and out of transactions. */
  readonly statements: StatementHooks = {};
  /** PGlite's own start-up runs statements: until it is ready, everything goes straight on. */
  #started = false;

  constructor(dataDir: string, startFrom?: Blob) {
    super(dataDir, { extensions: pgliteExtensions, ...(startFrom ? { loadDataDir: startFrom } : {}) });
    void this.waitReady.then(
      () => (this.#started = true),
      () => {},
    );
  }

  #inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (!this.#started) return work();
    const mine = this.#last.then(() => nextTurn()).then(work);
    this.#last = mine.catch(() => undefined);
    return mine;
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#inTurn(() => observed(this.statements, query, params, () => super.query<T>(query, params, options)));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#inTurn(() =>
      super.transaction((tx) => {
        if (this.statements.observer) {
          const query = tx.query.bind(tx);
          tx.query = (text, params, options) =>
            observed(this.statements, text, params, () => query(text, params, options));
        }
        return callback(tx);
      }),
    );
  }
}

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Splits a migration into statements: drizzle-kit's breakpoints, else semicolons at line ends. */
export function splitStatements(text: string): string[] {
  const parts = text.includes('--> statement-breakpoint')
    ? text.split('--> statement-breakpoint')
    : text.split(/;\s*$/m);
  return parts.map((s) => s.trim()).filter((s) => s.length > 0 && !/^(--[^\n]*\n?)+$/.test(s));
}

/** The migrations this version of the server needs, in the order they apply. */
export function migrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

/**
 * How many of this version's migrations the database lacks (all of them before the first
 * start). Never waits for the advisory lock: it reads, so a process applying them is not held.
 */
export async function pendingMigrations(db: Db): Promise<number> {
  const exists = await rowsOf<{ present: boolean }>(
    db,
    sql`SELECT to_regclass('schema_migrations') IS NOT NULL AS present`,
  );
  if (!exists[0]?.present) return migrationFiles().length;
  const done = new Set(
    (await rowsOf<{ name: string }>(db, sql`SELECT name FROM schema_migrations`)).map((r) => r.name),
  );
  return migrationFiles().filter((f) => !done.has(f)).length;
}

/**
 * Applies the SQL files of migrations/ in name order, each once, under an advisory lock so two
 * processes starting together against one server do not race.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = migrationFiles();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7305001)`);
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = new Set(
      (await rowsOf<{ name: string }>(tx, sql`SELECT name FROM schema_migrations`)).map((r) => r.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      for (const statement of splitStatements(readFileSync(path.join(migrationsDir, file), 'utf8'))) {
        await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO schema_migrations (name) VALUES (${file})`);
      applied.push(file);
    }
  });
  return applied;
}
