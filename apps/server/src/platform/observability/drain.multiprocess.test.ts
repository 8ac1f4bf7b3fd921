import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts';
import { testDatabaseUrl } from '../config';
import { stopProcesses } from '../../test/processes';

/**
 * Two real server processes on one PostgreSQL database: SIGTERM to one makes its /readyz answer
 * 503 for its drain time while it still serves, and the other keeps serving and stays ready.
 * Runs in the PostgreSQL pass of the suite (PORTAL_TEST_PG_URL).
 */
const adminUrl = testDatabaseUrl();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const DRAIN_MS = 3_000;

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const status = async (url: string) => {
  try {
    return (await fetch(url)).status;
  } catch {
    return 0; // not listening
  }
};

describe.skipIf(!adminUrl)('draining on SIGTERM, two processes', () => {
  const dbName = `portal_drain_${randomBytes(4).toString('hex')}`;
  const servers: ChildProcess[] = [];
  const ports = [8800 + Math.floor(Math.random() * 100), 8900 + Math.floor(Math.random() * 100)];
  const bases = ports.map((p) => `http://127.0.0.1:${p}`);

  beforeAll(async () => {
    await admin((c) => c.query(`CREATE DATABASE ${dbName}`));
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    for (const port of ports) {
      servers.push(
        spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'apps/server/src/main.ts')], {
          cwd: root,
          env: {
            ...process.env,
            PORT: String(port),
            DATABASE_URL: url.toString(),
            NODE_ENV: 'development',
            PORTAL_SEED: '0',
            PORTAL_DRAIN_MS: String(DRAIN_MS),
            LOG_LEVEL: 'warn',
            PORTAL_WEB_DIST: '/nonexistent',
          },
          stdio: 'inherit',
        }),
      );
    }
    for (const base of bases) {
      for (let i = 0; (await status(`${base}/readyz`)) !== 200; i++) {
        if (i > 300) throw new Error(`${base} did not become ready`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }, 60_000);

  afterAll(async () => {
    await stopProcesses(servers);
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
  }, 30_000);

  it('the draining process answers 503 on /readyz but still serves; the other stays ready; then it exits', async () => {
    const [a, b] = bases as [string, string];
    const draining = servers[0]!;
    const exited = new Promise<number>((resolve) => draining.once('exit', (code) => resolve(code ?? -1)));
    const sentAt = Date.now();
    draining.kill('SIGTERM');

    let seen = 0;
    for (let i = 0; i < 50 && seen !== 503; i++) {
      seen = await status(`${a}/readyz`);
      if (seen !== 503) await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toBe(503);
    // Still serving during the drain: liveness and real calls answer.
    expect(await status(`${a}/healthz`)).toBe(200);
    expect(await status(a + urlOf('userAccountLogin'))).toBe(200);
    // The other process is ready and serves.
    expect(await status(`${b}/readyz`)).toBe(200);
    expect(await status(b + urlOf('userAccountLogin'))).toBe(200);
    expect(Date.now() - sentAt).toBeLessThan(DRAIN_MS);

    expect(await exited).toBe(0);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(DRAIN_MS);
    expect(await status(`${a}/healthz`)).toBe(0);
    expect(await status(`${b}/readyz`)).toBe(200);
  }, 30_000);
});
