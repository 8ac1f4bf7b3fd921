import type { Metrics } from '../observability/metrics';
import type { Readiness } from '../observability/readiness';
import type { Tracing } from '../observability/tracing';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { CSRF_COOKIE, LOCALE_COOKIE, SESSION_COOKIE, isLocale, type CallName, type Locale } from '@portal/contracts';
import type { BlobStore } from '../blobs/store';
import type { Config } from '../config';
import type { FieldCipher } from '../crypto';
import type { Db } from '../db';
import { users } from '../db/schema';
import {
  announceUserChange,
  effectiveUserType,
  mustAddPasskey,
  type Session,
  type SessionStore,
  type SessionUser,
} from '../sessions';
import { HttpError, unauthenticated } from './errors';

/** What every feature gets: the database, configuration and platform services. */
export interface AppContext {
  db: Db;
  config: Config;
  sessions: SessionStore;
  cipher: FieldCipher;
  /** Uploaded files, opened once at start (closed with the app). */
  blobs: BlobStore;
  /** Prometheus metrics of this process (served on PORTAL_METRICS_PORT). */
  metrics: Metrics;
  /** Whether this process should get work (GET /readyz); draining after SIGTERM. */
  readiness: Readiness;
  /** OpenTelemetry traces, exported when OTEL_EXPORTER_OTLP_ENDPOINT is set (ADR 0831); else undefined. */
  tracing: Tracing | undefined;
}

/**
 * Who may call a route. `public`: anyone. `session`: any visitor with a session (anonymous
 * flows). `user`: signed in (STANDARD or LINKED). `linked`: signed in with an enhanced, not
 * delinked account. `staff`: signed in with a staff role.
 */
/**
 * Who may call: anyone, a session, a signed-in person, a linked one, caseworkers' work ('staff'),
 * the hearing office's ('hearing'), any staff role ('anyStaff'), administrators.
 */
/** Who may call a route; `gateway` is a provider's server calling in with its bearer token (no cookies). */
export type Access = 'public' | 'session' | 'user' | 'linked' | 'staff' | 'hearing' | 'anyStaff' | 'admin' | 'gateway';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The call's name in the endpoint table. */
    name?: CallName;
    /** The body type a write to this route may declare instead of application/json (the tus pieces). */
    mediaType?: string;
  }
  interface FastifyRequest {
    locale: Locale;
    /** Cached result of the session lookup for this request (undefined = not looked up yet). */
    sessionCache: Session | null | undefined;
  }
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/**
 * The session cookie's name: `__Host-portal_sid` whenever cookies are Secure (the browser then
 * refuses it unless it is Secure, for path /, and set by this very host, so a neighbouring
 * subdomain cannot plant one); plain `portal_sid` over plain HTTP in development (ADR 0003).
 */
export function sessionCookieName(config: Config): string {
  return config.secureCookies ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/** The session token the browser sent, if any. */
export function sentSessionToken(req: FastifyRequest): string | undefined {
  return req.cookies[sessionCookieName(req.server.ctx.config)];
}

export async function currentSession(req: FastifyRequest): Promise<Session | null> {
  if (req.sessionCache !== undefined) return req.sessionCache;
  const token = sentSessionToken(req);
  req.sessionCache = token ? await req.server.ctx.sessions.lookup(token) : null;
  return req.sessionCache;
}

/** The signed-in user, or a 401 (SESSION_EXPIRED when the browser still held a session cookie). */
export async function requireUser(req: FastifyRequest): Promise<{ session: Session; user: SessionUser }> {
  const session = await currentSession(req);
  if (!session || session.stage !== 'FULL' || !session.user) {
    if (sentSessionToken(req) && !session) throw new HttpError(401, 'SESSION_EXPIRED');
    throw unauthenticated();
  }
  await rememberLanguage(req, session.user);
  if (mustAddPasskey(session.user) && !PASSKEY_SETUP_CALLS.has(req.routeOptions.config?.name)) {
    throw new HttpError(403, 'PASSKEY_SETUP_REQUIRED');
  }
  return { session, user: session.user };
}

/**
 * What a staff or provider account with no passkey may do (ADR 0132): add one (the list, the
 * challenge, the answer) and keep the browser it is on. Everything else waits until it has one.
 */
const PASSKEY_SETUP_CALLS = new Set<CallName | undefined>([
  'passkeyList',
  'passkeyRegistrationOptions',
  'passkeyRegister',
  'mfaRememberDevice',
]);

/**
 * The language a signed-in person chose with the language control (its cookie, never the
 * browser's guess) becomes their account's: the letters, texts and e-mails the portal sends
 * later, from jobs with no browser at hand (reminders, notices), go in it. Written only when it
 * changes; the sessions read the account again.
 */
async function rememberLanguage(req: FastifyRequest, user: SessionUser): Promise<void> {
  const chosen = req.cookies[LOCALE_COOKIE];
  if (!isLocale(chosen) || chosen === user.locale) return;
  const { db } = req.server.ctx;
  await db.update(users).set({ locale: chosen }).where(eq(users.id, user.id));
  await announceUserChange(db, user.id);
}

export async function requireLinked(req: FastifyRequest) {
  const found = await requireUser(req);
  if (effectiveUserType(found.user) !== 'LINKED') throw new HttpError(403, 'FORBIDDEN');
  return found;
}

/**
 * A staff member who may do this work: caseworkers' work (no role given), the hearing office's
 * (HEARING_OFFICER), an administrator's (ADMIN), or what every staff member may (ANY: who am I).
 * An administrator may do all of it.
 */
export async function requireStaff(req: FastifyRequest, role?: 'ADMIN' | 'HEARING_OFFICER' | 'ANY') {
  const found = await requireUser(req);
  const has = found.user.staffRole;
  const allowed = has === 'ADMIN' || (role === 'ANY' ? has !== null : has === (role ?? 'CASEWORKER'));
  if (!allowed) throw new HttpError(403, 'FORBIDDEN');
  return found;
}

/**
 * Writes the session and CSRF cookies for a token the store just created. Both are browser-session
 * cookies (no Max-Age or Expires): closing the browser forgets them; the server's limits still apply.
 */
export function setSessionCookies(req: FastifyRequest, reply: FastifyReply, token: string): void {
  const { config, sessions } = req.server.ctx;
  const secure = config.secureCookies;
  reply.setCookie(sessionCookieName(config), token, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.setCookie(CSRF_COOKIE, sessions.csrfTokenFor(token), {
    path: '/',
    httpOnly: false,
    sameSite: 'strict',
    secure,
  });
  req.sessionCache = undefined;
}

export function clearSessionCookies(req: FastifyRequest, reply: FastifyReply): void {
  const secure = req.server.ctx.config.secureCookies;
  reply.clearCookie(sessionCookieName(req.server.ctx.config), { path: '/', secure });
  reply.clearCookie(CSRF_COOKIE, { path: '/', secure });
}
