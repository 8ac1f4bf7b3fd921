/**
 * Shared validation rules (spec part 1 §5, part 2 §5). Each rule carries a message key;
 * the web app shows the key's text from its catalog, the server sends the key as the error
 * code, so both sides say the same thing in the person's language.
 */
import type { ValidationMessageKey } from './messages';

/** US phone, shown with the mask ###-###-####; stored as ten digits. */
export const PHONE_PATTERN = /^\(?(\d{3})\)?[-. ]?(\d{3})[-. ]?(\d{4})$/;

export function normalizePhone(input: string): string | null {
  const m = PHONE_PATTERN.exec(input.trim());
  return m ? `${m[1]}${m[2]}${m[3]}` : null;
}

export function formatPhone(digits: string): string {
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}

/** Shows only the last four digits of a phone number, for lists of contact methods. */
export function maskPhone(digits: string): string {
  return `***-***-${digits.slice(-4)}`;
}

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

export function maskSsn(ssn: string): string {
  return `***-**-${ssn.replace(/\D/g, '').slice(-4)}`;
}

/** One-time security codes are exactly six digits. */
export const SECURITY_CODE_PATTERN = /^\d{6}$/;

/** Dates are entered MM/DD/YYYY and must be real calendar dates. */
export const DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

export function parseUsDate(input: string): Date | null {
  const m = DATE_PATTERN.exec(input.trim());
  if (!m) return null;
  const month = Number(m[1]);
  const day = Number(m[2]);
  const year = Number(m[3]);
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return d;
}

/** A sum in dollars below a million, with cents or not: 250, $250.50. */
export const MONEY_PATTERN = /^\$?\d{1,6}(\.\d{1,2})?$/;

export const SSN_PATTERN = /^(?!000|666|9\d\d)\d{3}-?(?!00)\d{2}-?(?!0000)\d{4}$/;
/** Account credentials. Passwords follow NIST SP 800-63B: length, not composition rules. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{4,64}$/;

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

/** A contact method as account recovery matches it: an e-mail address in lower case, or a phone number's ten digits. */
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

/** A configured link's address: https://host…, or a path of the portal such as /nf-FAQ (not //host). */
export const LINK_URL_PATTERN = /^(https:\/\/[^\s/]+\S*|\/[^/\s]\S*)$/;
