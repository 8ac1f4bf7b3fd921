import {
  ERROR_MESSAGES,
  VALIDATION_MESSAGES,
  isValidationMessageKey,
  type ErrorCode,
} from '@portal/contracts/messages-all';
import { ApiRequestError } from '../api/client';
import { useIntl, useT } from '../i18n/locale';
import { defineMessages } from '../i18n/messages';

const messages = defineMessages({
  'callError.network': {
    en: 'We could not reach the portal. Check that you are connected to the internet, then try again.',
    es: 'No pudimos comunicarnos con el portal. Revise que tenga conexión a internet y vuelva a intentarlo.',
  },
  'callError.timeout': {
    en: 'The portal is taking too long to answer. Nothing was lost: try again in a moment.',
    es: 'El portal está tardando demasiado en responder. No se perdió nada: vuelva a intentarlo en un momento.',
  },
});

/**
 * What to tell the person when a call failed without an answer from the server: no
 * connection, or no answer in time. Null for a call the server answered.
 */
export function useNoAnswerText() {
  const t = useT(messages);
  return (error: unknown): string | null => {
    if (!(error instanceof ApiRequestError) || error.kind === 'http') return null;
    return t(error.kind === 'timeout' ? 'callError.timeout' : 'callError.network');
  };
}

/**
 * The text for an error code or validation key in the current language, from the same
 * tables the server uses (packages/contracts), so both sides say the same thing.
 */
export function useErrorText() {
  const intl = useIntl();
  const l = intl.locale === 'es' ? 'es' : 'en';
  return (code: string): string => {
    if (isValidationMessageKey(code)) return VALIDATION_MESSAGES[code][l];
    if (code in ERROR_MESSAGES) return ERROR_MESSAGES[code as ErrorCode][l];
    return ERROR_MESSAGES.INTERNAL[l];
  };
}

/** Field errors of a failed call, keyed by field name, in the current language. */
export function useApiFieldErrors(error: unknown): { fields: Record<string, string>; general: string | null } {
  const text = useErrorText();
  const noAnswer = useNoAnswerText();
  if (!(error instanceof ApiRequestError)) return { fields: {}, general: null };
  const fields: Record<string, string> = {};
  let general: string | null = null;
  // A refusal the server explains (why, with its dates or names) keeps the server's words; any
  // other is said from the shared table.
  const say = (e: { code: string; message?: string }) =>
    e.message && e.message !== text(e.code) && !isValidationMessageKey(e.code) && e.code in ERROR_MESSAGES
      ? e.message
      : text(e.code);
  for (const e of error.errors) {
    if (e.field) fields[e.field] ??= say(e);
    else general ??= say(e);
  }
  if (error.kind !== 'http') general = noAnswer(error);
  return { fields, general: general ?? (Object.keys(fields).length === 0 ? text(error.code) : null) };
}

/** Field messages of a refused page or submission (the server already translated them). */
export function fieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  return Object.fromEntries(error.errors.filter((e) => e.field).map((e) => [e.field!, e.message]));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether a path's id can name a record at all (the others are "page not found" without a call). */
export const isRecordId = (id: string) => UUID.test(id);

/** A record that is not there (or not the person's): show "page not found", not an error. */
export const isNotFound = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/** Refused for this account (such as a page of linked accounts, once the link was turned off). */
export const isForbidden = (error: unknown) => error instanceof ApiRequestError && error.status === 403;
