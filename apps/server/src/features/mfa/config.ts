/** Thresholds of the two-step sign-in (ADR 0007). Each can be set from the environment. */
export interface MfaConfig {
  /** A security code works for this long. */
  codeTtlMs: number;
  /** The whole sign-in between password and code must finish within this. */
  attemptTtlMs: number;
  /** Wrong codes in a row before the account is locked. */
  maxWrongCodes: number;
  /** How long a lock lasts. */
  lockMs: number;
  /** Locks without a successful sign-in in between before the enhanced features are disabled. */
  lockoutsBeforeDelink: number;
  /** Codes one sign-in (or one contact change) may ask for. */
  maxSendsPerAttempt: number;
  /** A remembered browser skips the code for this long. */
  trustedDeviceMs: number;
  /** Changing a contact method needs a sign-in no older than this. */
  freshSignInMs: number;
}

type Env = Record<string, string | undefined>;

function minutes(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
  return n * 60_000;
}

function count(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number`);
  return n;
}

export function loadMfaConfig(env: Env = process.env): MfaConfig {
  return {
    codeTtlMs: minutes(env, 'MFA_CODE_TTL_MINUTES', 10),
    attemptTtlMs: minutes(env, 'MFA_ATTEMPT_TTL_MINUTES', 20),
    maxWrongCodes: count(env, 'MFA_MAX_WRONG_CODES', 5),
    lockMs: minutes(env, 'MFA_LOCK_MINUTES', 30),
    lockoutsBeforeDelink: count(env, 'MFA_LOCKOUTS_BEFORE_DELINK', 3),
    maxSendsPerAttempt: count(env, 'MFA_MAX_SENDS', 5),
    trustedDeviceMs: minutes(env, 'MFA_TRUSTED_DEVICE_DAYS', 30) * 24 * 60,
    freshSignInMs: minutes(env, 'CONTACT_CHANGE_FRESH_MINUTES', 15),
  };
}
