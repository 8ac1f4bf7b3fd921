import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CALLS } from '@portal/contracts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Everything the server reads from its environment, read once at start-up. */
export interface Config {
  nodeEnv: 'production' | 'development' | 'test';
  host: string;
  port: number;
  /** postgres://… for a real server; unset means the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** Where PGlite keeps its files; 'memory://' for a throw-away database. */
  dataDir: string;
  /** Built web app to serve, if it exists. */
  webDist: string;
  /** Cookies get `Secure` unless the portal is served from localhost over plain HTTP. */
  secureCookies: boolean;
  logLevel: string;
  /**
   * How many reverse proxies in front of the portal append to X-Forwarded-For (0: none, the
   * header is ignored and the socket's address is the client's).
   */
  trustProxyHops: number;
  buildRevision: string;
  /** Test-only hooks (moving the server clock) for the browser suite; refused in production. */
  testHooks: boolean;
  session: { idleMs: number; absoluteMs: number; touchEveryMs: number };
  loginThrottle: { maxFailures: number; windowMs: number; maxPerIp: number };
  branding: {
    stateName: string;
    agencyName: string;
    departmentCode: string;
    identityServiceName: string;
    portalName: string;
    sealUrl: string;
  };
  /**
   * Identity proofing (ADR 0111): the remote provider's HTTPS address. Required in production;
   * unset elsewhere means the built-in simulated bureau (demonstration data only).
   */
  proofing: { url: string | undefined; token: string | undefined; displayName: string };
  /** Base64 32-byte keys; when unset outside production they are generated and kept in the database. */
  secrets: { sessionKey: string | undefined; piiKey: string | undefined };
  /** Sign-in with the state's identity provider (OpenID Connect, ADR 0104); undefined = off. */
  oidc: OidcConfig | undefined;
}

export interface OidcConfig {
  /** The provider's issuer identifier; its discovery document is read from there. */
  issuerUrl: URL;
  clientId: string;
  /** Unset for a public client (PKCE alone). */
  clientSecret: string | undefined;
  /** This portal's callback as registered with the provider. */
  redirectUrl: URL;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n)) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return n;
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const host = env.HOST ?? '127.0.0.1';
  const testHooks = env.PORTAL_TEST_HOOKS === '1';
  if (testHooks && nodeEnv === 'production') throw new Error('PORTAL_TEST_HOOKS cannot be used in production');
  const config: Config = {
    nodeEnv,
    host,
    port: int(env, 'PORT', 8080),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.PORTAL_DATA_DIR ?? path.join(repoRoot, 'data', 'pg'),
    webDist: env.PORTAL_WEB_DIST ?? path.join(repoRoot, 'apps', 'web', 'dist'),
    secureCookies: env.COOKIE_SECURE ? env.COOKIE_SECURE === '1' : nodeEnv === 'production',
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxyHops: int(env, 'TRUST_PROXY_HOPS', 0),
    buildRevision: env.BUILD_REVISION ?? 'dev',
    testHooks,
    session: {
      idleMs: int(env, 'SESSION_IDLE_MINUTES', 30) * 60_000,
      absoluteMs: int(env, 'SESSION_ABSOLUTE_HOURS', 12) * 3_600_000,
      touchEveryMs: 30_000,
    },
    loginThrottle: {
      maxFailures: int(env, 'LOGIN_MAX_FAILURES', 10),
      windowMs: int(env, 'LOGIN_WINDOW_MINUTES', 15) * 60_000,
      maxPerIp: int(env, 'LOGIN_MAX_PER_IP', 100),
    },
    branding: {
      stateName: env.BRAND_STATE_NAME ?? 'State of Example',
      agencyName: env.BRAND_AGENCY_NAME ?? 'Department of Health and Human Services',
      departmentCode: env.BRAND_DEPARTMENT_CODE ?? 'dhhs',
      identityServiceName: env.BRAND_IDENTITY_SERVICE ?? 'StateID',
      portalName: env.BRAND_PORTAL_NAME ?? 'Benefits Portal',
      sealUrl: env.BRAND_SEAL_URL ?? '/seal.svg',
    },
    proofing: {
      url: env.PROOFING_PROVIDER_URL || undefined,
      token: env.PROOFING_PROVIDER_TOKEN || undefined,
      displayName: env.PROOFING_PROVIDER_NAME ?? 'Identity verification service',
    },
    secrets: { sessionKey: env.PORTAL_SESSION_KEY, piiKey: env.PORTAL_PII_KEY },
    oidc: undefined,
  };
  config.oidc = oidcConfig(env, nodeEnv, config.port);
  if (nodeEnv === 'production' && !config.proofing.url?.startsWith('https://')) {
    throw new Error('PROOFING_PROVIDER_URL (https://…) must be set in production: the simulated bureau is for development only');
  }
  if (nodeEnv === 'production' && (!config.secrets.sessionKey || !config.secrets.piiKey)) {
    throw new Error('PORTAL_SESSION_KEY and PORTAL_PII_KEY must be set in production');
  }
  if (config.trustProxyHops < 0 || config.trustProxyHops > 10) throw new Error('TRUST_PROXY_HOPS must be 0 to 10');
  if (!/^[a-z]{2,12}$/.test(config.branding.departmentCode)) {
    throw new Error('BRAND_DEPARTMENT_CODE must be 2 to 12 lower-case letters');
  }
  return config;
}

function url(name: string, raw: string): URL {
  try {
    return new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
}

/**
 * OIDC_ISSUER_URL turns provider sign-in on; it then needs OIDC_CLIENT_ID, and OIDC_REDIRECT_URL
 * in production (elsewhere it defaults to this server on localhost). Production refuses plain HTTP.
 */
function oidcConfig(env: Env, nodeEnv: Config['nodeEnv'], port: number): OidcConfig | undefined {
  if (!env.OIDC_ISSUER_URL) return undefined;
  const issuerUrl = url('OIDC_ISSUER_URL', env.OIDC_ISSUER_URL);
  const clientId = env.OIDC_CLIENT_ID;
  if (!clientId) throw new Error('OIDC_CLIENT_ID must be set when OIDC_ISSUER_URL is');
  if (!env.OIDC_REDIRECT_URL && nodeEnv === 'production') {
    throw new Error('OIDC_REDIRECT_URL must be set in production');
  }
  const callback = CALLS.federationCallback.path;
  const redirectUrl = url('OIDC_REDIRECT_URL', env.OIDC_REDIRECT_URL || `http://localhost:${port}${callback}`);
  const plain = [issuerUrl, redirectUrl].some((u) => u.protocol !== 'https:');
  if (plain && nodeEnv === 'production') throw new Error('OIDC_ISSUER_URL and OIDC_REDIRECT_URL must use https in production');
  return { issuerUrl, clientId, clientSecret: env.OIDC_CLIENT_SECRET || undefined, redirectUrl };
}
