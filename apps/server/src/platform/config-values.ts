import { z } from 'zod';

/**
 * How one environment variable becomes a value: each reader gives the variable's default when
 * it is unset or empty, and otherwise checks the text and names what is wrong with it. The
 * variables themselves and what they configure are in config.ts.
 */

/** An unset or empty variable takes its default. */
const unset = (raw: string | undefined): raw is undefined => raw === undefined || raw.trim() === '';

export function text(fallback: string) {
  return z
    .string()
    .optional()
    .transform((raw) => (unset(raw) ? fallback : raw));
}

export function optionalText() {
  return z
    .string()
    .optional()
    .transform((raw) => (unset(raw) ? undefined : raw));
}

/** A whole number of at least `min`. */
export function whole(fallback: number, min = 0) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (unset(raw)) return fallback;
      const n = Number(raw);
      if (Number.isInteger(n) && n >= min) return n;
      ctx.addIssue({ code: 'custom', message: `must be a whole number of at least ${min}, got "${raw}"` });
      return z.NEVER;
    });
}

/** A number above zero (fractions allowed, e.g. 0.5 minutes). */
export function positive(fallback: number) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (unset(raw)) return fallback;
      const n = Number(raw);
      if (Number.isFinite(n) && n > 0) return n;
      ctx.addIssue({ code: 'custom', message: `must be a number above zero, got "${raw}"` });
      return z.NEVER;
    });
}

/** "1" or "0" (also "true" / "false"); unset is `undefined` so the default can depend on other values. */
export function flag() {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (unset(raw)) return undefined;
      if (raw === '1' || raw === 'true') return true;
      if (raw === '0' || raw === 'false') return false;
      ctx.addIssue({ code: 'custom', message: `must be 1 or 0, got "${raw}"` });
      return z.NEVER;
    });
}

export function timeZone(fallback: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const name = unset(raw) ? fallback : raw;
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: name });
        return name;
      } catch {
        ctx.addIssue({ code: 'custom', message: `must be an IANA time zone such as America/New_York, got "${raw}"` });
        return z.NEVER;
      }
    });
}
