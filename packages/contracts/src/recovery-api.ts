import { API_ROOT } from './api';
import { call } from './http';
import type { ValidationMessageKey } from './messages';
import { normalizePhone } from './validation-rules';

/**
 * Account recovery (ADR 0112): a forgotten username is sent to a confirmed contact method; a
 * forgotten password is replaced after a one-time code sent to one. Zod-free, for the web app.
 */
export const RECOVERY_CALLS = {
  recoverUsername: call('POST', `${API_ROOT}/auth/recovery/username`),
  recoverPasswordStart: call('POST', `${API_ROOT}/auth/recovery/password`),
  recoverPasswordCode: call('POST', `${API_ROOT}/auth/recovery/password/code`),
  recoverPasswordReset: call('POST', `${API_ROOT}/auth/recovery/password/reset`),
};

/** How long a recovery code works, and how long a checked code leaves to choose the new password. */
export const RECOVERY_CODE_MINUTES = 10;

/**
 * What a recovery code did: VERIFIED (choose the new password now), INCORRECT (tries left),
 * FAILED (too many wrong codes: start again), EXPIRED (too late, or already used: start again).
 */
export const RECOVERY_OUTCOMES = ['VERIFIED', 'INCORRECT', 'FAILED', 'EXPIRED'] as const;
export type RecoveryOutcome = (typeof RECOVERY_OUTCOMES)[number];

/** A contact method as recovery matches it: an e-mail address in lower case, or a phone number's ten digits. */
export interface RecoveryContact {
  method: 'EMAIL' | 'PHONE';
  value: string;
}

/** Something@something.tld with no spaces: the server and the browser read an e-mail address the same way. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contact method a person typed (an e-mail address or a US phone number), or null. */
export function recoveryContactOf(typed: string): RecoveryContact | null {
  const text = typed.trim();
  if (text.includes('@')) return EMAIL_SHAPE.test(text) ? { method: 'EMAIL', value: text.toLowerCase() } : null;
  const phone = normalizePhone(text);
  return phone ? { method: 'PHONE', value: phone } : null;
}

/** Why a typed contact method cannot be used, as a validation message key, or null. */
export function recoveryContactProblem(typed: string): ValidationMessageKey | null {
  if (!typed.trim()) return 'validation.required';
  return recoveryContactOf(typed) ? null : 'validation.recovery.contact';
}
