import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDb } from './index';

const url = process.env.PORTAL_TEST_PG_URL;

describe.skipIf(!url)('the PostgreSQL pool', () => {
  it('lives on when the server ends one of its idle connections, and answers again', async () => {
    const database = await openDb({ url, poolSize: 1 });
    try {
      const pidOf = async () =>
        Number(
          ((await database.db.execute(sql`SELECT pg_backend_pid() AS pid`)) as { rows: { pid: number }[] }).rows[0]!
            .pid,
        );
      const pid = await pidOf();
      // As a restart, a failover or an administrator would: the idle connection is ended.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      // No uncaught error ended the test run, and a new connection serves the next statement.
      expect(await pidOf()).not.toBe(pid);
    } finally {
      await database.close();
    }
  });
});
