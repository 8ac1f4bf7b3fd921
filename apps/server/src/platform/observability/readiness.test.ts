import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
const blobDir = mkdtempSync(path.join(tmpdir(), 'portal-ready-'));

beforeAll(async () => {
  t = await startTestApp({ demo: false, env: { PORTAL_BLOB_DIR: blobDir } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(blobDir, { recursive: true, force: true });
});

const ready = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/readyz' });
  return { status: res.statusCode, checks: res.json().checks as Record<string, string> };
};
const alive = async () => (await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode;

describe('/readyz and /healthz', () => {
  it('is ready when the database, its migrations and the blob store are there', async () => {
    expect(await ready()).toEqual({
      status: 200,
      checks: { draining: 'ok', database: 'ok', migrations: 'ok', blobs: 'ok' },
    });
    expect(await alive()).toBe(200);
  });

  it('is not ready while the blob store cannot be reached, and ready again once it can', async () => {
    const objects = path.join(blobDir, 'objects');
    renameSync(objects, `${objects}.away`);
    try {
      expect(await ready()).toMatchObject({ status: 503, checks: { blobs: 'unreachable', database: 'ok' } });
      expect(await alive()).toBe(200);
    } finally {
      renameSync(`${objects}.away`, objects);
    }
    expect((await ready()).status).toBe(200);
  });

  it('is not ready while the database lacks a migration this version needs (another process applying it)', async () => {
    const [last] = await rowsOf<{ name: string }>(
      t.db,
      sql`SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1`,
    );
    await t.db.execute(sql`DELETE FROM schema_migrations WHERE name = ${last!.name}`);
    try {
      expect(await ready()).toMatchObject({ status: 503, checks: { migrations: 'pending', database: 'ok' } });
    } finally {
      await t.db.execute(sql`INSERT INTO schema_migrations (name) VALUES (${last!.name})`);
    }
    expect((await ready()).status).toBe(200);
  });

  it('is not ready once draining, while the process still serves and stays alive', async () => {
    const other = await startTestApp({ demo: false });
    try {
      other.app.ctx.readiness.startDraining();
      const res = await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks.draining).toBe('draining');
      expect((await other.browser().get('/api/v1/ua/user_account_login')).statusCode).toBe(200);
      expect((await other.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('is not ready when the database cannot be reached', async () => {
    const other = await startTestApp({ demo: false });
    await other.database.close();
    try {
      const res = await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks.database).not.toBe('ok');
      expect((await other.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      // Its listener cannot be removed from a closed database; closing reports that, nothing else.
      await other.app.close().catch(() => undefined);
    }
  });
});
