import { API_ROOT } from './api';
import { call } from './http';

/**
 * Account recovery (ADR 0112): a forgotten username is sent to a confirmed contact method; a
 * forgotten password is replaced after a one-time code sent to one. Zod-free, and with nothing
 * but the calls and constants, since the first page loads every call's path (the rule for a typed
 * contact method is in validation-rules.ts).
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
