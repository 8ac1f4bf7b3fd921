/**
 * What the benches that drive the real portal share: start the server as `npm start` would (the
 * built server in a child process over embedded PGlite in a temp directory, development mode with
 * its demo data and mailbox), and a visitor that keeps cookies and sends the CSRF header like the
 * web app, and signs in through the real calls (password, then the one-time code read from the
 * development mailbox when the account has a second step).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { CSRF_COOKIE, CSRF_HEADER } from '@portal/contracts/api';
import { urlOf } from '@portal/contracts/calls';
import {
  addSoftPasskey,
  signInWithSoftPasskey,
  SoftPasskey,
  type JsonPost,
} from '../apps/server/src/test/authenticator';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEMO_PASSWORD = 'Demo-Password-2026';

let built = false;

/**
 * Node's arguments that run the built server as `npm start` does (ADR 0015), after `nodeArgs`.
 * The first call builds it (a fraction of a second), so a bench run on its own measures the
 * current code.
 */
export function builtServer(nodeArgs: string[] = [], script?: string): string[] {
  if (script) return [...nodeArgs, '--enable-source-maps', script];
  if (!built) {
    // The build's line goes to stderr: a bench's stdout ends with its JSON report.
    const build = spawnSync(process.execPath, [path.join(root, 'apps/server/build.mjs')], { stdio: ['ignore', 2, 2] });
    if (build.status !== 0) throw new Error(`the server build failed (exit ${build.status})`);
    built = true;
  }
  return [...nodeArgs, '--enable-source-maps', path.join(root, 'apps/server/dist/main.mjs')];
}

export interface Portal {
  base: string;
  server: ChildProcess;
  /** Stops the server and removes its data directory. */
  stop: () => Promise<void>;
}

/**
 * Starts the portal on `port` over PGlite in a fresh temp directory; resolves once it answers.
 * `nodeArgs` go to the server's Node (e.g. `--cpu-prof` to see where its time goes).
 */
export async function startPortal(
  port: number,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
  /** Another build's main.mjs to run instead of this checkout's (built here when not given). */
  script?: string,
): Promise<Portal> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  // BENCH_SERVER_CPUS (e.g. "1"): the server runs on those cores alone (taskset), so a bench run
  // with `taskset -c 0` beside it does not take turns with it on the same core.
  const cpus = process.env.BENCH_SERVER_CPUS;
  const [command, args] = cpus
    ? ['taskset', ['-c', cpus, process.execPath, ...builtServer(nodeArgs, script)]]
    : [process.execPath, builtServer(nodeArgs, script)];
  const server = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORTAL_DATA_DIR: path.join(dir, 'pg'),
      PORTAL_BLOB_DIR: path.join(dir, 'blobs'),
      PORTAL_WEB_DIST: path.join(dir, 'no-web'),
      // Passkeys are made for this address (the staff's, ADR 0132).
      PORTAL_PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const kill = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', () => {
    kill();
    remove();
  });
  const stop = async () => {
    if (server.exitCode === null) {
      await new Promise<void>((resolve) => {
        server.once('exit', () => resolve());
        kill();
      });
    }
    remove();
  };
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`, server);
  return { base, server, stop };
}

/**
 * An empty database `name` on the PostgreSQL server of BENCH_PG_ADMIN_URL (default: the local
 * one), dropped first if it exists; its URL, or null (with a warning) when the server is not
 * reachable.
 */
export async function freshPgDatabase(name: string): Promise<string | null> {
  const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (err) {
    console.warn(`PostgreSQL not reachable at ${adminUrl}: ${(err as Error).message}`);
    return null;
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Waits until `url` answers 2xx (two minutes at most: migrations and demo data come first). */
export async function waitFor(url: string, child?: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** A browser as far as the server can tell: its cookies, and the CSRF header on every call. */
export class Visitor {
  readonly cookies = new Map<string, string>();

  constructor(readonly base: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** The headers a call from the web app carries (cookie, CSRF token, JSON body). */
  headers(): Record<string, string> {
    return {
      cookie: this.cookieHeader(),
      'content-type': 'application/json',
      [CSRF_HEADER]: this.cookies.get(CSRF_COOKIE) ?? '',
    };
  }

  /** Sends a call and keeps the cookies it sets; throws on anything but 2xx. */
  async call<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers: this.headers(),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.keepCookies(res);
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  /** Opens the anonymous session the first page opens (it sets the CSRF cookie). */
  async start(): Promise<this> {
    await this.call('GET', urlOf('userAccountLogin'));
    return this;
  }

  /** Signs in with the demo password, through the one-time code step when the account has one. */
  async signIn(username: string, password = DEMO_PASSWORD): Promise<this> {
    await this.start();
    const passkey = new SoftPasskey({ origin: this.base, rpId: new URL(this.base).hostname }, username);
    const first = await this.post(urlOf('login'), { username, password });
    // Staff and providers sign in with a passkey once they have one (ADR 0132).
    if ((first.body as { errors?: { code: string }[] }).errors?.[0]?.code === 'PASSKEY_REQUIRED') {
      const signedIn = await signInWithSoftPasskey(this.post, passkey, username);
      if (signedIn.status !== 200) throw new Error(`passkey sign-in refused: ${signedIn.status}`);
      return this;
    }
    if (first.status !== 200) throw new Error(`sign-in refused: ${first.status}`);
    const result = first.body as { next: string; loginAttemptId?: string };
    if (result.next !== 'MFA') return this;
    const uuid = result.loginAttemptId;
    await this.call('POST', urlOf('mfaSendCode'), { uuid, nfValue: 'PRIMARY' });
    const mailbox = await this.call<{ messages: { userName: string | null; templateKey: string; body: string }[] }>(
      'GET',
      urlOf('devMailbox'),
    );
    const code = mailbox.messages
      .find((m) => m.userName === username && m.templateKey === 'mfa.code')
      ?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error('no sign-in code in the development mailbox');
    const confirmed = await this.call<{ outcome: string }>('POST', urlOf('mfaConfirmCode'), {
      uuid,
      confirmationCode: code,
    });
    if (confirmed.outcome !== 'SUCCESS') throw new Error(`sign-in code refused: ${confirmed.outcome}`);
    // A staff or provider account with no passkey yet adds this one first.
    if ((await this.call<{ passkeyRequired: boolean }>('GET', urlOf('userAccountLogin'))).passkeyRequired)
      await addSoftPasskey(this.post, passkey, 'Bench key');
    return this;
  }

  /** A JSON POST that keeps the cookies and answers the status and body whatever the status. */
  readonly post: JsonPost = async (url, body) => {
    const res = await fetch(`${this.base}${url}`, {
      method: 'POST',
      headers: this.headers(),
      body: JSON.stringify(body),
    });
    this.keepCookies(res);
    return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
  };

  private keepCookies(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
  }
}

/** Debian's Chromium (CHROMIUM_PATH to use another), started as the browser benches need it. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}
