import { z } from 'zod';
import type { ValidationMessageKey } from './messages';
import { isGuessablePassword } from './password-policy';
import {
  normalizePhone,
  SECURITY_CODE_PATTERN,
  parseUsDate,
  SSN_PATTERN,
  MONEY_PATTERN,
  USERNAME_PATTERN,
  PASSWORD_MIN,
  PASSWORD_MAX,
} from './validation-rules';

/** The zod schemas of the shared rules (validation-rules.ts, zod-free, is what the browser imports). */
export * from './validation-rules';

/**
 * Free text from a person: no C0 control characters or DEL (a NUL cannot even be stored in a
 * PostgreSQL text). `line` is one line (a name, a reason code, a page name, an id in a path);
 * `text` is a multi-line text that may also hold line breaks and tabs. Every free-text field of a
 * request is one of these, so a stray control character gets a message, not a server error.
 */
// eslint-disable-next-line no-control-regex -- these rules exist to find control characters
const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE = /^[^\u0000-\u0008\u000b-\u001f\u007f]*$/;
export const CONTROL_CHARACTERS_MESSAGE = 'validation.text.control' satisfies ValidationMessageKey;
export function line(max: number, tooLong?: ValidationMessageKey) {
  return z.string().trim().max(max, tooLong).regex(ONE_LINE, CONTROL_CHARACTERS_MESSAGE);
}
export function text(max: number, tooLong?: ValidationMessageKey) {
  return z.string().trim().max(max, tooLong).regex(MULTI_LINE, CONTROL_CHARACTERS_MESSAGE);
}

export const SecurityCode = z.string().trim().regex(SECURITY_CODE_PATTERN, 'validation.code.invalid');

export const Email = z.string().trim().max(254).email('validation.email.invalid');

export const Phone = z
  .string()
  .trim()
  .refine((v) => normalizePhone(v) !== null, 'validation.phone.invalid')
  .transform((v) => normalizePhone(v)!);

export const UsDate = z.string().refine((v) => parseUsDate(v) !== null, 'validation.date.invalid');

export const Ssn = z
  .string()
  .trim()
  .regex(SSN_PATTERN, 'validation.ssn.invalid')
  .transform((v) => v.replace(/-/g, ''));

/** Dollars as typed (MONEY_PATTERN), as whole cents. */
export const MoneyCents = z
  .string()
  .trim()
  .regex(MONEY_PATTERN, 'validation.amount.invalid')
  .transform((v) => Math.round(Number(v.replace('$', '')) * 100));

export const Username = z.string().trim().regex(USERNAME_PATTERN, 'validation.username.invalid');

export const Password = z
  .string()
  .min(PASSWORD_MIN, 'validation.password.tooShort')
  .max(PASSWORD_MAX, 'validation.password.tooLong')
  .regex(ONE_LINE, CONTROL_CHARACTERS_MESSAGE)
  .refine((p) => !isGuessablePassword(p), 'validation.password.common');
/** A password typed to be checked (sign-in, the current one at a change): any it could have been set to. */
export const EnteredPassword = z
  .string()
  .min(1, 'validation.required')
  .max(256)
  .regex(ONE_LINE, CONTROL_CHARACTERS_MESSAGE);
