import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  API_ROOT,
  CSRF_HEADER,
  LOCALE_COOKIE,
  isLocale,
  isValidationMessageKey,
  lang,
  pickLocale,
  type ApiError,
} from '@portal/contracts';
import { errorsOf, FormIssues } from '@portal/forms';
import { safeEqual } from '../crypto';
import { currentSession, requireLinked, requireStaff, requireUser, sessionCookieName } from './context';
import { apiError, ExplainedError, HttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The only body type a write may declare (a form or text/plain post is what a cross-site page can send). */
const ACCEPTED_MEDIA_TYPE = 'application/json';

/** A file handed to the browser as a download: if it is ever opened in place, it runs nothing and reaches nothing. */
export const DOWNLOAD_CSP = "default-src 'none'; sandbox";

/**
 * Whether a call is an API call, judged by the route it was matched to (the router has already
 * decoded `/%61pi/…` to `/api/…`), never by how the client spelled the URL. A call no route
 * matched is judged by its decoded, lower-cased path.
 */
export function isApiCall(req: FastifyRequest): boolean {
  const routed = req.routeOptions.url;
  return isUnderApiRoot(routed ?? decodedPath(req.url));
}

function isUnderApiRoot(path: string): boolean {
  return path === API_ROOT || path.startsWith(`${API_ROOT}/`);
}

function decodedPath(url: string): string {
  const raw = url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

function declaredMediaType(req: FastifyRequest): string {
  return (req.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
}

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The HTTP rules every call follows: the caller's language, security headers, CSRF on every
 * write, the route's access level, and the spec's error shape for anything that goes wrong.
 */
export function installHttpRules(app: FastifyInstance): void {
  const { config } = app.ctx;
  app.decorateRequest('locale', 'en-US');
  app.decorateRequest('sessionCache', undefined);

  // One hook for the language and the call's checks: each hook is a step every request takes.
  app.addHook('onRequest', async (req) => {
    const chosen = req.cookies[LOCALE_COOKIE];
    req.locale = isLocale(chosen) ? chosen : pickLocale(req.headers['accept-language']);
    if (!isApiCall(req)) return;
    const access = req.routeOptions.config?.access ?? 'public';
    if (access === 'gateway') {
      // A provider's server, not a browser: no cookies, so no CSRF; its bearer token instead.
      const mediaType = declaredMediaType(req);
      if (mediaType !== '' && mediaType !== ACCEPTED_MEDIA_TYPE) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE');
      const expected = config.delivery.smsInboundToken;
      if (!expected) throw new HttpError(404, 'NOT_FOUND');
      const sent = req.headers.authorization ?? '';
      if (!safeEqual(sent, `Bearer ${expected}`)) throw new HttpError(401, 'UNAUTHENTICATED');
      return;
    }
    if (!SAFE_METHODS.has(req.method)) {
      const token = req.cookies[sessionCookieName(config)];
      const sent = req.headers[CSRF_HEADER];
      if (!token || typeof sent !== 'string' || !safeEqual(sent, app.ctx.sessions.csrfTokenFor(token))) {
        throw new HttpError(403, 'CSRF');
      }
      const mediaType = declaredMediaType(req);
      const accepted = req.routeOptions.config?.mediaType ?? ACCEPTED_MEDIA_TYPE;
      if (mediaType !== '' && mediaType !== accepted) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE');
    }
    switch (access) {
      case 'public':
        return;
      case 'session':
        if (!(await currentSession(req))) throw new HttpError(401, 'SESSION_EXPIRED');
        return;
      case 'user':
        await requireUser(req);
        return;
      case 'linked':
        await requireLinked(req);
        return;
      case 'staff':
        await requireStaff(req);
        return;
      case 'hearing':
        await requireStaff(req, 'HEARING_OFFICER');
        return;
      case 'anyStaff':
        await requireStaff(req, 'ANY');
        return;
      case 'admin':
        await requireStaff(req, 'ADMIN');
        return;
    }
  });

  const securityHeaders: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=()',
    ...(config.secureCookies ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  // Not async: the hook runs on every answer, and a callback spares it a promise.
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.headers(securityHeaders);
    // A route that set its own policy (a download is sandboxed) keeps it.
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    if (isApiCall(req)) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });

  app.setErrorHandler((error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const locale = req.locale ?? 'en-US';
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: ApiError[] = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const text = issue.message ?? '';
        const missing = issue.keyword === 'invalid_type' && /received undefined/.test(text);
        const key = isValidationMessageKey(text) ? text : missing ? 'validation.required' : 'validation.invalid';
        return apiError(key, locale, field || error.validationContext || undefined);
      });
      return reply.status(400).send({ errors });
    }
    // Answers refused by the forms engine: every issue at its field, in the caller's language.
    if (error instanceof FormIssues) return reply.status(400).send({ errors: errorsOf(error, lang(locale)) });
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      const sent = apiError(error.code, locale, error.field);
      if (error instanceof ExplainedError) sent.message = error.explanation[lang(locale)];
      return reply.status(error.status).send({ errors: [sent] });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ errors: [apiError('PAYLOAD_TOO_LARGE', locale)] });
    if (status === 415) return reply.status(415).send({ errors: [apiError('UNSUPPORTED_MEDIA_TYPE', locale)] });
    if (status >= 400 && status < 500) return reply.status(status).send({ errors: [apiError('BAD_REQUEST', locale)] });
    if (req.raw.readableAborted || req.raw.socket?.destroyed) {
      // The sender went away (a closed tab, a lost connection mid-upload): nothing is wrong here.
      req.log.info({ method: req.method, route: req.routeOptions.url }, 'client closed the connection');
      return reply.status(499).send();
    }
    req.log.error(errorLogLine(req, error), 'unhandled error');
    return reply.status(500).send({ errors: [apiError('INTERNAL', locale)] });
  });
}

/**
 * What an unexpected error leaves in the log: the method, the routed pattern (never the URL with
 * its query string), the status and the error's name and message. A failed database query's own
 * message lists the values bound into it, which came from the request, so the driver's cause is
 * logged instead; the stack keeps its frames only.
 */
export function errorLogLine(req: FastifyRequest, error: Error): Record<string, unknown> {
  const cause = error.cause instanceof Error && /^Failed query/.test(error.message) ? error.cause : null;
  const shown = cause ?? error;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    method: req.method,
    route: req.routeOptions.url ?? '(no route)',
    status: 500,
    // (`errorCode`: a field named `code` is redacted from every log line.)
    error: {
      name: shown.name,
      message: shown.message,
      errorCode: (shown as { code?: unknown }).code,
      stack: frames.join('\n'),
    },
  };
}
