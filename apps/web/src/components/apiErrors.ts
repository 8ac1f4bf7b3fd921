import { useIntl } from 'react-intl';
import { ERROR_MESSAGES, VALIDATION_MESSAGES, isValidationMessageKey, type ErrorCode } from '@portal/contracts/messages-all';
import { ApiRequestError } from '../api/client';

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
  if (!(error instanceof ApiRequestError)) return { fields: {}, general: null };
  const fields: Record<string, string> = {};
  let general: string | null = null;
  for (const e of error.errors) {
    if (e.field) fields[e.field] ??= text(e.code);
    else general ??= text(e.code);
  }
  if (error.kind !== 'http') general = text('INTERNAL');
  return { fields, general: general ?? (Object.keys(fields).length === 0 ? text(error.code) : null) };
}
