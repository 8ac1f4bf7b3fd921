import { z } from 'zod';
import { normalizePhone, SECURITY_CODE_PATTERN, parseUsDate, SSN_PATTERN, USERNAME_PATTERN, PASSWORD_MIN, PASSWORD_MAX } from './validation-rules';

/** The zod schemas of the shared rules (validation-rules.ts, zod-free, is what the browser imports). */
export * from './validation-rules';

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

export const Username = z.string().trim().regex(USERNAME_PATTERN, 'validation.username.invalid');

export const Password = z
  .string()
  .min(PASSWORD_MIN, 'validation.password.tooShort')
  .max(PASSWORD_MAX, 'validation.password.tooLong');
