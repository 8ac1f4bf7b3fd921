import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, urlOf } from '@portal/contracts';
import { buildApp } from '../app';
import { clock } from '../platform/clock';
import { sessionCookieName } from '../platform/http/context';
import { loadConfig, testDatabaseUrl, type Config } from '../platform/config';
import { migrate, openDb, rowsOf, type Database } from '../platform/db';
import { loginAttempts, outboxMessages } from '../platform/db/schema';
import { DEMO_PASSWORD, insertReferenceData, seedDemoData } from '../seed/demo';
import { pgliteTemplate } from './pglite-template';
import { addSoftPasskey, signInWithSoftPasskey, SoftPasskey } from './authenticator';

/** The least a production start needs (its keys, the identity-proofing service's address), for tests. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PORTAL_SESSION_KEY: Buffer.alloc(32, 1).toString('base64'),
  PORTAL_PII_KEY: Buffer.alloc(32, 2).toString('base64'),
  PROOFING_PROVIDER_URL: 'https://proofing.invalid/v1',
};

/**
 * A real app over a real database for API tests: PGlite in memory by default, or the
 * PostgreSQL server named by PORTAL_TEST_PG_URL (each call gets its own schema there, so
 * test files can run side by side).
 */
export async function startTestApp(
  options: { demo?: boolean; env?: Record<string, string>; logs?: { write(line: string): void } } = {},
) {
  clock.reset();
  const config: Config = loadConfig({ NODE_ENV: 'test', PORTAL_WEB_DIST: '/nonexistent', ...options.env });
  const url = testDatabaseUrl();
  const database: Database = await openDb(
    url
      ? { url, searchPath: `t_${randomBytes(6).toString('hex')}`, poolSize: 4 }
      : { dataDir: 'memory://', startFrom: pgliteTemplate() },
  );
  await migrate(database.db);
  const app = await buildApp({ config, database, logStream: options.logs });
  if (options.demo !== false) await seedDemoData(app.ctx);
  else await insertReferenceData(app.ctx.db);
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    /** A browser: keeps cookies and sends the CSRF header on writes, as the web app does. */
    browser: () => new TestBrowser(app),
    /** A browser signed in as a demo account (the demo password); throws when the sign-in fails. */
    async signedIn(username: string): Promise<TestBrowser> {
      const b = new TestBrowser(app);
      const res = await b.login(username, DEMO_PASSWORD);
      if (res.statusCode !== 200) throw new Error(`${username} could not sign in: ${res.statusCode} ${res.body}`);
      return b;
    },
    async close() {
      await app.close();
      if (url) {
        const [row] = await rowsOf<{ s: string }>(database.db, sql`SELECT current_schema() AS s`);
        await database.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${row!.s}" CASCADE`));
      }
      await database.close();
      clock.reset();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export class TestBrowser {
  readonly cookies = new Map<string, string>();
  sendCsrf = true;

  constructor(private readonly app: FastifyInstance) {}

  async request(opts: InjectOptions & { method: string; url: string }) {
    const headers: Record<string, string> = { ...(opts.headers as Record<string, string> | undefined) };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookies.get(CSRF_COOKIE);
    if (this.sendCsrf && csrf && !['GET', 'HEAD'].includes(opts.method.toUpperCase())) headers[CSRF_HEADER] = csrf;
    const res = await this.app.inject({ ...opts, headers });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const cleared = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now());
      if (cleared) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: unknown) {
    return this.request({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) });
  }

  /** Starts the anonymous session, as the web app does on load. */
  async start() {
    const res = await this.get('/api/v1/ua/user_account_login');
    if (res.statusCode !== 200) throw new Error(`session start failed: ${res.statusCode}`);
    return this;
  }

  /**
   * Signs in completely: the password, then — for LINKED residents and staff — a security code
   * sent to the primary contact method and read from the outbox, as the person would read it
   * on their phone. Returns the password step's response if that step did not succeed or
   * needed no code, otherwise the code step's (`{ outcome: 'SUCCESS' }`).
   */
  async login(username: string, password: string) {
    const first = await this.loginPassword(username, password);
    // A staff or provider account with its passkey signs in only with it (ADR 0132).
    if (first.statusCode === 401 && first.json().errors?.[0]?.code === 'PASSKEY_REQUIRED') {
      const signedIn = await signInWithSoftPasskey(this.jsonPost, this.passkeyOf(username), username);
      if (signedIn.status !== 200) throw new Error(`the passkey step failed: ${JSON.stringify(signedIn.body)}`);
      return this.lastResponse!; // the passkey sign-in's own answer
    }
    if (first.statusCode !== 200) return first;
    if (first.json().next !== 'MFA') {
      await this.addPasskeyIfRequired(username);
      return first;
    }
    const uuid = first.json().loginAttemptId as string;
    const sent = await this.post(urlOf('mfaSendCode'), { uuid, nfValue: 'PRIMARY' });
    if (sent.statusCode !== 200) throw new Error(`sending the code failed: ${sent.statusCode} ${sent.body}`);
    const confirmed = await this.post(urlOf('mfaConfirmCode'), {
      uuid,
      confirmationCode: await this.latestCode(uuid),
    });
    if (confirmed.statusCode !== 200 || confirmed.json().outcome !== 'SUCCESS')
      throw new Error(`the code step failed: ${confirmed.body}`);
    await this.addPasskeyIfRequired(username);
    return confirmed;
  }

  /** The passkey this test client holds for an account: the same one every time (its seed is the username). */
  passkeyOf(username: string): SoftPasskey {
    const { origin, rpId } = this.app.ctx.config.passkeys;
    return new SoftPasskey({ origin, rpId }, username.toLowerCase());
  }

  /** A staff or provider account signed in without a passkey adds this client's first (ADR 0132). */
  async addPasskeyIfRequired(username: string): Promise<void> {
    const account = await this.get(urlOf('userAccountLogin'));
    if (account.json().passkeyRequired === true) await addSoftPasskey(this.jsonPost, this.passkeyOf(username));
  }

  /** `post` in the shape the passkey helpers take (authenticator.ts). */
  readonly jsonPost = async (url: string, body: unknown) => {
    const res = await this.post(url, body);
    this.lastResponse = res;
    return { status: res.statusCode, body: res.body ? (res.json() as unknown) : null };
  };

  private lastResponse: Awaited<ReturnType<TestBrowser['request']>> | undefined;

  /** Only the password step (the session waits at the code step when the account needs one). */
  async loginPassword(username: string, password: string) {
    await this.start();
    return this.post('/api/v1/auth/login', { username, password });
  }

  /** The newest security code sent for a login attempt, read from the outbox message that carries it. */
  async latestCode(loginAttemptId: string): Promise<string> {
    const { db } = this.app.ctx;
    const [attempt] = await db
      .select({ userId: loginAttempts.userId })
      .from(loginAttempts)
      .where(eq(loginAttempts.id, loginAttemptId));
    if (!attempt) throw new Error('no such login attempt');
    return latestCodeFor(db, attempt.userId, 'mfa.code');
  }

  get sessionToken(): string | undefined {
    return this.cookies.get(sessionCookieName(this.app.ctx.config));
  }
}

/** The six digits of the newest code message of a user (template mfa.code or contact.code). */
export async function latestCodeFor(db: Database['db'], userId: string, templateKey: string): Promise<string> {
  const [message] = await db
    .select({ body: outboxMessages.bodyEn })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.userId, userId), eq(outboxMessages.templateKey, templateKey)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no ${templateKey} message for the user`);
  return code;
}
