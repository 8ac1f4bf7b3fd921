import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDb, rowsOf, schema, type Database } from './index';

/**
 * The Drizzle definitions (what the code believes) and the migrated database (what is) must
 * agree: every table and column, its type and whether it may be null.
 */
const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));

/** information_schema's name for a Drizzle SQL type. */
function normalise(sqlType: string): string {
  const t = sqlType.toLowerCase();
  if (t === 'bigserial') return 'bigint';
  if (t === 'serial') return 'integer';
  if (t.startsWith('timestamp'))
    return t.includes('with time zone') ? 'timestamp with time zone' : 'timestamp without time zone';
  if (t.startsWith('varchar')) return 'character varying';
  if (t.endsWith('[]')) return 'ARRAY';
  return t;
}

let database: Database;
beforeAll(async () => {
  database = await openDb({ dataDir: 'memory://' });
  await migrate(database.db);
});
afterAll(async () => {
  await database?.close();
});

describe('database schema', () => {
  it('has every table and column the code defines, with the same type and nullability', async () => {
    const columns = await rowsOf<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>(
      database.db,
      sql`SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = current_schema()`,
    );
    const actual = new Map(columns.map((c) => [`${c.table_name}.${c.column_name}`, c]));
    const problems: string[] = [];
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const column of config.columns) {
        const found = actual.get(`${config.name}.${column.name}`);
        if (!found) {
          problems.push(`${config.name}.${column.name} is missing from the migrations`);
          continue;
        }
        if (normalise(column.getSQLType()) !== found.data_type) {
          problems.push(
            `${config.name}.${column.name}: code says ${column.getSQLType()}, database has ${found.data_type}`,
          );
        }
        if (column.notNull !== (found.is_nullable === 'NO')) {
          problems.push(
            `${config.name}.${column.name}: code says ${column.notNull ? 'NOT NULL' : 'nullable'}, database disagrees`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has no table the code does not know about', async () => {
    const known = new Set(tables.map((t) => getTableConfig(t).name));
    const present = await rowsOf<{ table_name: string }>(
      database.db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    const unknown = present.map((r) => r.table_name).filter((n) => n !== 'schema_migrations' && !known.has(n));
    expect(unknown).toEqual([]);
  });

  it('applies each migration once, however often it runs', async () => {
    expect(await migrate(database.db)).toEqual([]);
  });
});
