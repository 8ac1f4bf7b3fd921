import {
  ERROR_MESSAGES,
  isValidationMessageKey,
  VALIDATION_MESSAGES,
  lang,
  type ApiError,
  type ErrorCode,
  type Locale,
} from '@portal/contracts';

/** An error a handler throws on purpose; the error handler turns it into the spec's shape. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | string,
    readonly field?: string,
    readonly detail?: string,
    /** Sent as Retry-After: seconds until a lock or limit lets the caller try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail ?? code);
  }
}

/**
 * A refusal the person must understand to act on (an appeal past its 90 days, with the day they
 * ended): its own text in both languages is the response's message.
 */
export class ExplainedError extends HttpError {
  constructor(
    status: number,
    code: ErrorCode,
    field: string,
    readonly explanation: { en: string; es: string },
  ) {
    super(status, code, field);
  }
}

/** A refusal until `until` (a lockout or a throttle), answered with Retry-After in whole seconds. */
export function lockedOut(status: 423 | 429, code: string, until: Date, now: Date): HttpError {
  return new HttpError(
    status,
    code,
    undefined,
    undefined,
    Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
  );
}

export const badRequest = (code: string = 'BAD_REQUEST', field?: string) => new HttpError(400, code, field);
export const unauthenticated = () => new HttpError(401, 'UNAUTHENTICATED');
export const forbidden = () => new HttpError(403, 'FORBIDDEN');
export const notFound = () => new HttpError(404, 'NOT_FOUND');
export const conflict = (code = 'CONFLICT') => new HttpError(409, code);

/** The text of a code or validation key in the caller's language. */
export function messageFor(code: string, locale: Locale): string {
  const l = lang(locale);
  if (code in ERROR_MESSAGES) return ERROR_MESSAGES[code as ErrorCode][l];
  if (isValidationMessageKey(code)) return VALIDATION_MESSAGES[code][l];
  return ERROR_MESSAGES.BAD_REQUEST[l];
}

export function apiError(code: string, locale: Locale, field?: string): ApiError {
  return { code, message: messageFor(code, locale), level: 'error', ...(field ? { field } : {}) };
}
