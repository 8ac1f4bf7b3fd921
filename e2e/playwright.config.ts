import { defineConfig } from '@playwright/test';
import { E2E_PORT as PORT, IDP_CLIENT_ID, IDP_CLIENT_SECRET, IDP_ISSUER, IDP_REDIRECT_URL } from './identity-provider';
import { BOUNCE_PORT } from './tests/mail-server';
import { SMS_GATEWAY_TOKEN } from './tests/sms-gateway';

/**
 * The browser suite: Debian's Chromium (Playwright's own download is not available here),
 * against the real server (built, as `npm start` runs it) over a throw-away in-memory PGlite
 * database with demo data.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Every test makes its own world (fixtures.ts), so files run side by side and in any order;
  // a file's tests run in turn on one worker. E2E_WORKERS changes the count.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  // Lighthouse measures the host as much as the page: it runs in `npm run bench` and on request
  // (LIGHTHOUSE=1), not in every run of the suite.
  testIgnore: process.env.LIGHTHOUSE === '1' ? [] : ['**/lighthouse.spec.ts'],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // The server as `npm start` runs it: built (again, so a run started with `npx playwright test`
    // tests the current code; it takes a fraction of a second), then plain JavaScript.
    command: `node ../apps/server/build.mjs && node --enable-source-maps ../apps/server/dist/main.mjs`,
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      PORTAL_DATA_DIR: 'memory://',
      PORTAL_TEST_HOOKS: '1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // The address the browser uses: passkeys are checked against its origin (ADR 0131).
      PORTAL_PUBLIC_URL: `http://localhost:${PORT}`,
      // Provider sign-in against the suite's test provider (started by tests/identity-provider.spec.ts).
      OIDC_ISSUER_URL: IDP_ISSUER,
      OIDC_CLIENT_ID: IDP_CLIENT_ID,
      OIDC_CLIENT_SECRET: IDP_CLIENT_SECRET,
      OIDC_REDIRECT_URL: IDP_REDIRECT_URL,
      // Every browser of the suite signs up from 127.0.0.1; the per-address sign-up limit is not under test here.
      SIGNUP_MAX_PER_IP: '1000',
      // Likewise uploads: two workers' residents upload from the same address at once. The
      // per-account limit stays as in production (documents.spec holds it).
      PORTAL_UPLOADS_PER_ADDRESS: '8',
      // The SMS provider's calls (inbound texts, status callbacks) carry this token
      // (renewal-reminders.spec.ts reports a text that could not be delivered).
      SMS_INBOUND_TOKEN: SMS_GATEWAY_TOKEN,
      // The portal's bounce listener: renewal-reminders.spec.ts returns an e-mail as undeliverable.
      BOUNCE_SMTP_PORT: String(BOUNCE_PORT),
      // A helper building the web app elsewhere (to not disturb another run) points here.
      ...(process.env.PORTAL_WEB_DIST ? { PORTAL_WEB_DIST: process.env.PORTAL_WEB_DIST } : {}),
    },
  },
});
