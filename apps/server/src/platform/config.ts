import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { blobConfig } from './blobs/config';
import { oidcConfig } from './config-oidc';
import { passkeyConfig } from './config-passkeys';
import { TRACES_ENV, tracesConfig } from './config-traces';
import { UPLOADS_ENV, uploadLimits } from './config-uploads';
import { flag, optionalText, positive, text, timeZone, whole } from './config-values';
import { BRAND_DEFAULTS, brandText, type DeliveryConfig, type MfaConfig } from './config-parts';

export type { DeliveryConfig, MfaConfig } from './config-parts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

type Env = Record<string, string | undefined>;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Every variable the server reads, with its default. Nothing else in the server reads the environment. */
const EnvSchema = z.object({
  NODE_ENV: z
    .enum(['production', 'development', 'test'], { message: 'must be production, development or test' })
    .optional(),
  HOST: text('127.0.0.1'),
  PORT: whole(8080, 0),
  DATABASE_URL: optionalText(),
  PORTAL_DATA_DIR: text(path.join(repoRoot, 'data', 'pg')),
  PORTAL_WEB_DIST: text(path.join(repoRoot, 'apps', 'web', 'dist')),
  PORTAL_BLOB_DIR: optionalText(),
  PORTAL_BLOB_STORE: text('fs').pipe(z.enum(['fs', 's3'], { message: 'must be fs or s3' })),
  S3_BUCKET: optionalText(),
  S3_PREFIX: optionalText(),
  S3_REGION: text('us-east-1'),
  S3_ENDPOINT: optionalText(),
  S3_FORCE_PATH_STYLE: flag(),
  S3_ACCESS_KEY_ID: optionalText(),
  S3_SECRET_ACCESS_KEY: optionalText(),
  COOKIE_SECURE: flag(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  BUILD_REVISION: text('dev'),
  PORTAL_TEST_HOOKS: flag(),
  PORTAL_SEED: flag(),
  PORTAL_JOBS: flag(),
  STATE_TIME_ZONE: timeZone('America/New_York'),
  VOTER_REGISTRATION_URL: text('https://vote.gov/'),
  PORTAL_PUBLIC_URL: text('http://localhost:8080'),
  SNAP_BENEFIT_MIN: whole(24, 0),
  SNAP_BENEFIT_MAX: whole(1789, 1),
  CERTIFICATION_MONTHS_FNS: whole(12, 1),
  CERTIFICATION_MONTHS_MA: whole(12, 1),
  CERTIFICATION_MONTHS_WF: whole(12, 1),
  CERTIFICATION_MONTHS_LIEAP: whole(12, 1),
  SESSION_IDLE_MINUTES: whole(30, 1),
  SESSION_ABSOLUTE_HOURS: whole(12, 1),
  LOGIN_MAX_FAILURES: whole(10, 1),
  LOGIN_WINDOW_MINUTES: whole(15, 1),
  LOGIN_MAX_PER_IP: whole(100, 1),
  TRUST_PROXY_HOPS: whole(0, 0).pipe(z.number().max(10, 'must be 0 to 10')),
  SIGNUP_MAX_PER_IP: whole(10, 1),
  SIGNUP_WINDOW_MINUTES: whole(60, 1),
  HTTP_REQUEST_TIMEOUT_MS: whole(60_000, 1),
  HTTP_IDLE_TIMEOUT_MS: whole(30_000, 1),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: whole(72_000, 1),
  ...UPLOADS_ENV,
  BRAND_STATE_NAME: text(BRAND_DEFAULTS.stateName[0]),
  BRAND_STATE_NAME_ES: optionalText(),
  BRAND_AGENCY_NAME: text(BRAND_DEFAULTS.agencyName[0]),
  BRAND_AGENCY_NAME_ES: optionalText(),
  BRAND_DEPARTMENT_CODE: text('dhhs').pipe(z.string().regex(/^[a-z]{2,12}$/, 'must be 2 to 12 lower-case letters')),
  BRAND_IDENTITY_SERVICE: text('StateID'),
  BRAND_PORTAL_NAME: text(BRAND_DEFAULTS.portalName[0]),
  BRAND_PORTAL_NAME_ES: optionalText(),
  BRAND_SEAL_URL: text('/seal.svg'),
  BRAND_PHONE: text('1-800-555-0199'),
  PORTAL_SESSION_KEY: optionalText(),
  PORTAL_PII_KEY: optionalText(),
  PORTAL_PII_OLD_KEYS: optionalText(),
  PORTAL_PII_INDEX_KEY: optionalText(),
  PORTAL_METRICS: flag(),
  PORTAL_METRICS_PORT: whole(0, 0).pipe(z.number().max(65535, 'must be a port number')),
  PORTAL_METRICS_HOST: text('127.0.0.1'),
  ...TRACES_ENV,
  PORTAL_DRAIN_MS: whole(-1, 0),
  MFA_CODE_TTL_MINUTES: positive(10),
  MFA_ATTEMPT_TTL_MINUTES: positive(20),
  MFA_MAX_WRONG_CODES: whole(5, 1),
  MFA_LOCK_MINUTES: positive(30),
  MFA_LOCKOUTS_BEFORE_DELINK: whole(3, 1),
  MFA_MAX_SENDS: whole(5, 1),
  MFA_TRUSTED_DEVICE_DAYS: whole(30, 1),
  CONTACT_CHANGE_FRESH_MINUTES: positive(15),
  SMTP_URL: optionalText(),
  MAIL_FROM: text('Benefits Portal <no-reply@portal.example>'),
  SMS_GATEWAY_URL: optionalText(),
  SMS_GATEWAY_TOKEN: optionalText(),
  SMS_INBOUND_TOKEN: optionalText(),
  BOUNCE_SMTP_PORT: whole(-1, 0),
  BOUNCE_SMTP_HOST: text('127.0.0.1'),
  OUTBOX_MAX_ATTEMPTS: whole(8, 1),
  OUTBOX_POLL_MS: whole(5000, 100),
  PROOFING_PROVIDER_URL: optionalText(),
  PROOFING_PROVIDER_TOKEN: optionalText(),
  PROOFING_PROVIDER_NAME: text('Identity verification service'),
  OIDC_ISSUER_URL: optionalText(),
  OIDC_CLIENT_ID: optionalText(),
  OIDC_CLIENT_SECRET: optionalText(),
  OIDC_REDIRECT_URL: optionalText(),
});

type Vars = z.infer<typeof EnvSchema>;
function configOf(v: Vars) {
  const nodeEnv = v.NODE_ENV ?? 'development';
  return {
    nodeEnv,
    host: v.HOST,
    port: v.PORT,
    /** postgres://… for a real server; unset means the embedded PGlite database. */
    databaseUrl: v.DATABASE_URL,
    /** Where PGlite keeps its files; 'memory://' for a throw-away database. */
    dataDir: v.PORTAL_DATA_DIR,
    /** Built web app to serve, if it exists. */
    webDist: v.PORTAL_WEB_DIST,
    /** Cookies get `Secure` unless the portal is served from localhost over plain HTTP. */
    secureCookies: v.COOKIE_SECURE ?? nodeEnv === 'production',
    logLevel: v.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    /** Reverse proxies in front of the portal that append to X-Forwarded-For (0: the header is ignored). */
    trustProxyHops: v.TRUST_PROXY_HOPS,
    buildRevision: v.BUILD_REVISION,
    /**
     * Prometheus metrics (GET /metrics) on their own port, never the public one; 0 = off.
     * The host defaults to localhost: give the operator network's address to reach it from there.
     */
    metrics: {
      /** Counting requests at all (PORTAL_METRICS=0 turns it off: the bench's baseline). */
      collect: v.PORTAL_METRICS !== false,
      port: v.PORTAL_METRICS_PORT,
      host: v.PORTAL_METRICS_HOST,
    },
    /** OpenTelemetry traces sent as OTLP/HTTP JSON (ADR 0831); no endpoint: off. */
    traces: tracesConfig(v),
    /**
     * After SIGTERM, how long /readyz answers 503 while the process keeps serving, so the load
     * balancer stops sending it work before it closes (default 10 s in production, 0 elsewhere).
     */
    drainMs: v.PORTAL_DRAIN_MS >= 0 ? v.PORTAL_DRAIN_MS : nodeEnv === 'production' ? 10_000 : 0,
    /** Test-only hooks (moving the server clock) for the browser suite; refused in production. */
    testHooks: v.PORTAL_TEST_HOOKS ?? false,
    /** Demo accounts and records are loaded at start (never in production). */
    seedDemo: nodeEnv !== 'production' && v.PORTAL_SEED !== false,
    /** Scheduled jobs and worker loops run in this process (API tests turn them on only when they ask). */
    backgroundWork: v.PORTAL_JOBS ?? nodeEnv !== 'test',
    /** The state's time zone, for rules that speak of the state's calendar days. */
    timeZone: v.STATE_TIME_ZONE,
    /** Where a renewal's confirmation sends a person to register to vote (empty: not offered). */
    voterRegistrationUrl: v.VOTER_REGISTRATION_URL,
    /** The portal's address as residents reach it: reminders link to a screen under it (after sign-in). */
    publicUrl: v.PORTAL_PUBLIC_URL.replace(/\/+$/, ''),
    /** Monthly food benefit range the renewal pages quote, whole dollars (federal figures, set each October). */
    snapBenefitRange: { min: v.SNAP_BENEFIT_MIN, max: v.SNAP_BENEFIT_MAX },
    /** How many months an approval certifies each programme for (other programmes: food's). */
    certificationMonths: {
      FNS: v.CERTIFICATION_MONTHS_FNS,
      MA: v.CERTIFICATION_MONTHS_MA,
      WF: v.CERTIFICATION_MONTHS_WF,
      LIEAP: v.CERTIFICATION_MONTHS_LIEAP,
    } as Record<string, number>,
    session: {
      idleMs: v.SESSION_IDLE_MINUTES * MINUTE_MS,
      absoluteMs: v.SESSION_ABSOLUTE_HOURS * HOUR_MS,
      touchEveryMs: 30_000,
    },
    loginThrottle: {
      maxFailures: v.LOGIN_MAX_FAILURES,
      windowMs: v.LOGIN_WINDOW_MINUTES * MINUTE_MS,
      maxPerIp: v.LOGIN_MAX_PER_IP,
    },
    /** New accounts one client address may create per window. */
    signUpThrottle: { maxPerIp: v.SIGNUP_MAX_PER_IP, windowMs: v.SIGNUP_WINDOW_MINUTES * MINUTE_MS },
    /** Whole request, idle socket (a body that stops arriving) and idle keep-alive connection. */
    http: {
      requestTimeoutMs: v.HTTP_REQUEST_TIMEOUT_MS,
      idleTimeoutMs: v.HTTP_IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: v.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    uploads: {
      ...uploadLimits(v),
      /** Where files are kept: the file system (default) or an S3-API object store. */
      blobs: blobConfig({
        store: v.PORTAL_BLOB_STORE,
        dir: v.PORTAL_BLOB_DIR,
        bucket: v.S3_BUCKET,
        prefix: v.S3_PREFIX,
        region: v.S3_REGION,
        endpoint: v.S3_ENDPOINT,
        forcePathStyle: v.S3_FORCE_PATH_STYLE,
        accessKeyId: v.S3_ACCESS_KEY_ID,
        secretAccessKey: v.S3_SECRET_ACCESS_KEY,
      }),
    },
    branding: {
      stateName: brandText('stateName', v.BRAND_STATE_NAME, v.BRAND_STATE_NAME_ES),
      agencyName: brandText('agencyName', v.BRAND_AGENCY_NAME, v.BRAND_AGENCY_NAME_ES),
      departmentCode: v.BRAND_DEPARTMENT_CODE,
      identityServiceName: v.BRAND_IDENTITY_SERVICE,
      portalName: brandText('portalName', v.BRAND_PORTAL_NAME, v.BRAND_PORTAL_NAME_ES),
      sealUrl: v.BRAND_SEAL_URL,
      /** The agency's help line, given wherever a page says to call. */
      phone: v.BRAND_PHONE,
    },
    /** Base64 32-byte keys; when unset outside production they are generated and kept in the database. */
    secrets: {
      sessionKey: v.PORTAL_SESSION_KEY,
      piiKey: v.PORTAL_PII_KEY,
      /** Earlier personal-data keys (comma-separated), kept to read rows not yet re-encrypted. */
      piiOldKeys: (v.PORTAL_PII_OLD_KEYS ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
      /** The blind-index key (base64 32 bytes); unset: derived from PORTAL_PII_KEY (until a rotation). */
      piiIndexKey: v.PORTAL_PII_INDEX_KEY,
    },
    mfa: {
      codeTtlMs: v.MFA_CODE_TTL_MINUTES * MINUTE_MS,
      attemptTtlMs: v.MFA_ATTEMPT_TTL_MINUTES * MINUTE_MS,
      maxWrongCodes: v.MFA_MAX_WRONG_CODES,
      lockMs: v.MFA_LOCK_MINUTES * MINUTE_MS,
      lockoutsBeforeDelink: v.MFA_LOCKOUTS_BEFORE_DELINK,
      maxSendsPerAttempt: v.MFA_MAX_SENDS,
      trustedDeviceDays: v.MFA_TRUSTED_DEVICE_DAYS,
      freshSignInMs: v.CONTACT_CHANGE_FRESH_MINUTES * MINUTE_MS,
    } satisfies MfaConfig,
    delivery: {
      smtpUrl: v.SMTP_URL,
      mailFrom: v.MAIL_FROM,
      smsGatewayUrl: v.SMS_GATEWAY_URL,
      smsGatewayToken: v.SMS_GATEWAY_TOKEN,
      smsInboundToken: v.SMS_INBOUND_TOKEN,
      bounces: v.BOUNCE_SMTP_PORT >= 0 ? { host: v.BOUNCE_SMTP_HOST, port: v.BOUNCE_SMTP_PORT } : undefined,
      maxAttempts: v.OUTBOX_MAX_ATTEMPTS,
      pollMs: v.OUTBOX_POLL_MS,
    } satisfies DeliveryConfig,
    /**
     * Identity proofing (ADR 0111): the remote provider's HTTPS address. Required in production;
     * elsewhere unset means the simulated development bureau.
     */
    proofing: { url: v.PROOFING_PROVIDER_URL, token: v.PROOFING_PROVIDER_TOKEN, displayName: v.PROOFING_PROVIDER_NAME },
    /** Passkeys (WebAuthn, ADR 0131): relying party and origin from PORTAL_PUBLIC_URL. */
    passkeys: passkeyConfig(
      v.PORTAL_PUBLIC_URL,
      brandText('portalName', v.BRAND_PORTAL_NAME, v.BRAND_PORTAL_NAME_ES).en,
    ),
    /** Sign-in with the state's identity provider (OpenID Connect, ADR 0104); undefined = off. */
    oidc: oidcConfig(
      {
        issuer: v.OIDC_ISSUER_URL,
        clientId: v.OIDC_CLIENT_ID,
        secret: v.OIDC_CLIENT_SECRET,
        redirect: v.OIDC_REDIRECT_URL,
      },
      nodeEnv,
      v.PORT,
    ),
  };
}

/** Everything the server reads from its environment, read once at start-up. */
export type Config = ReturnType<typeof configOf>;

/** Reads and checks the whole environment; a bad value stops the start with the variable's name. */
export function loadConfig(env: Env = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid configuration: ${lines.join('; ')}`);
  }
  const config = configOf(parsed.data);
  if (config.testHooks && config.nodeEnv === 'production')
    throw new Error('PORTAL_TEST_HOOKS cannot be used in production');
  if (config.nodeEnv === 'production' && (!config.secrets.sessionKey || !config.secrets.piiKey)) {
    throw new Error('PORTAL_SESSION_KEY and PORTAL_PII_KEY must be set in production');
  }
  if (config.nodeEnv === 'production' && !config.proofing.url?.startsWith('https://')) {
    throw new Error(
      'PROOFING_PROVIDER_URL (https://…) must be set in production: the simulated bureau is for development only',
    );
  }
  return config;
}

/** The PostgreSQL server API tests run against (PORTAL_TEST_PG_URL), or undefined for PGlite. */
export function testDatabaseUrl(): string | undefined {
  return process.env.PORTAL_TEST_PG_URL || undefined;
}
