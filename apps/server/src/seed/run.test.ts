import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config';
import { openDb } from '../platform/db';
import { users } from '../platform/db/schema';
import { DEMO_USERS } from './demo';
import { seedConfiguredDatabase } from './run';

describe('npm run seed -w @portal/server', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-seed-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses in production and leaves the database untouched', async () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const env = { NODE_ENV: 'production', PORTAL_DATA_DIR: path.join(dir, 'prod') };
    const config = loadConfig({
      ...env,
      PORTAL_SESSION_KEY: key,
      PORTAL_PII_KEY: key,
      PROOFING_PROVIDER_URL: 'https://proofing.example',
    });
    await expect(seedConfiguredDatabase(config)).rejects.toThrow(/production/);
    expect(existsSync(path.join(dir, 'prod')) && readdirSync(path.join(dir, 'prod')).length > 0).toBe(false);
  });

  it('loads the demo accounts into the configured database once', async () => {
    const config = loadConfig({ NODE_ENV: 'test', PORTAL_DATA_DIR: path.join(dir, 'pg') });
    expect(await seedConfiguredDatabase(config)).toEqual({ kind: 'pglite', loaded: true });
    expect(await seedConfiguredDatabase(config)).toEqual({ kind: 'pglite', loaded: false });

    const database = await openDb({ dataDir: config.dataDir });
    try {
      const [resident] = await database.db.select().from(users).where(eq(users.username, DEMO_USERS.standard));
      expect(resident).toBeDefined();
    } finally {
      await database.close();
    }
  }, 120_000);
});
