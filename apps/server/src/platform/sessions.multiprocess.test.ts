import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER, urlOf } from '@portal/contracts';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/demo';
import { testDatabaseUrl } from './config';
import { stopProcesses } from '../test/processes';

/**
 * Two real server processes on one PostgreSQL database, started at the same moment (so they
 * also race through migrations, key generation and demo data). Needs a real server: runs in
 * the PostgreSQL pass of the suite (PORTAL_TEST_PG_URL).
 */
const adminUrl = testDatabaseUrl();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

class Jar {
  cookies = new Map<string, string>();
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  keep(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      const value = pair!.slice(i + 1);
      if (value) this.cookies.set(pair!.slice(0, i), value);
      else this.cookies.delete(pair!.slice(0, i));
    }
  }
  async get(base: string, url: string) {
    const res = await fetch(base + url, { headers: { cookie: this.header() } });
    this.keep(res);
    return res;
  }
  async post(base: string, url: string, body: unknown = {}) {
    const res = await fetch(base + url, {
      method: 'POST',
      headers: {
        cookie: this.header(),
        'content-type': 'application/json',
        [CSRF_HEADER]: this.cookies.get(CSRF_COOKIE) ?? '',
      },
      body: JSON.stringify(body),
    });
    this.keep(res);
    return res;
  }
}

describe.skipIf(!adminUrl)('two server processes on one PostgreSQL', () => {
  const dbName = `portal_two_${randomBytes(4).toString('hex')}`;
  const servers: ChildProcess[] = [];
  const ports = [8400 + Math.floor(Math.random() * 200), 8600 + Math.floor(Math.random() * 200)];
  const bases = ports.map((p) => `http://127.0.0.1:${p}`);

  async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  }

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
            LOG_LEVEL: 'warn',
            PORTAL_WEB_DIST: '/nonexistent',
          },
          stdio: 'inherit',
        }),
      );
    }
    for (const base of bases) {
      for (let i = 0; ; i++) {
        try {
          if ((await fetch(`${base}/healthz`)).ok) break;
        } catch {
          // not listening yet
        }
        if (i > 300) throw new Error(`${base} did not start`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }, 60_000);

  afterAll(async () => {
    await stopProcesses(servers);
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
  });

  it('a person signed in on one process is signed in on the other, and logout on one ends it on both', async () => {
    const [a, b] = bases as [string, string];
    const browser = new Jar();
    await browser.get(a, urlOf('userAccountLogin'));
    const login = await browser.post(a, urlOf('login'), { username: DEMO_USERS.standard, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);

    const onB = await browser.get(b, urlOf('userAccountLogin'));
    expect(await onB.json()).toMatchObject({ userName: DEMO_USERS.standard, userType: 'STANDARD' });
    // A write on B with the CSRF token issued by A: both processes share the signing key.
    expect((await browser.post(b, urlOf('sessionKeepAlive'))).status).toBe(200);

    const stolen = browser.header();
    expect((await browser.post(a, urlOf('logout'))).status).toBe(200);
    // B had the session cached a moment ago; the notification from A must end it there too.
    let status = 0;
    for (let i = 0; i < 20; i++) {
      status = (await fetch(b + urlOf('linkedUser'), { headers: { cookie: stolen } })).status;
      if (status === 401) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(401);
  }, 30_000);
});
