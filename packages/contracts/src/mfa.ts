import { z } from 'zod';
import { MFA_RESIDENT_CALLS } from './account-api';
import { MFA_STAFF_CALLS } from './calls-staff';
import { endpoints, OkResult } from './endpoint';
import { line } from './validation';

export { MFA_RESIDENT_CALLS, MFA_STAFF_CALLS };

// ---- Multi-factor sign-in (spec part 1 §3.2, §4, §7) ----

export const ContactSlot = z.enum(['PRIMARY', 'SECONDARY']);
export type ContactSlot = z.infer<typeof ContactSlot>;
export const ContactMethodKind = z.enum(['EMAIL', 'PHONE']);

export const MfaAttemptRequest = z.object({ uuid: z.uuid() });
export const MfaQuestions = z.object({
  questions: z.array(z.object({ nfValue: ContactSlot, nfMessage: z.string(), method: ContactMethodKind })),
});
export type MfaQuestions = z.infer<typeof MfaQuestions>;

export const MfaSendRequest = z.object({ uuid: z.uuid(), nfValue: ContactSlot });
export const MfaSendResult = z.object({ nfIsSentInd: z.boolean(), nfValue: ContactSlot, nfMessage: z.string() });
export type MfaSendResult = z.infer<typeof MfaSendResult>;

export const MfaOutcome = z.enum(['SUCCESS', 'INCORRECT', 'LOCKED', 'NEWBORN_LOCKED', 'DELINKED', 'EXPIRED']);
export type MfaOutcome = z.infer<typeof MfaOutcome>;
export const MfaConfirmRequest = z.object({
  uuid: z.uuid(),
  confirmationCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'validation.code.invalid'),
});
export const MfaConfirmResult = z.object({ outcome: MfaOutcome, triesLeft: z.number().int() });
export type MfaConfirmResult = z.infer<typeof MfaConfirmResult>;

export const RememberDeviceRequest = z.object({ uuid: z.uuid(), remember: z.boolean() });

/** Staff: accounts whose enhanced features repeated lockouts turned off, newest first. */
export const DelinkedAccounts = z.object({
  accounts: z.array(z.object({ userName: z.string(), displayName: z.string(), delinkedAt: z.string() })),
});
export type DelinkedAccounts = z.infer<typeof DelinkedAccounts>;

const mfaErrors = [410, 429] as const;
export const MFA_ENDPOINTS = endpoints(
  'mfa',
  { ...MFA_RESIDENT_CALLS, ...MFA_STAFF_CALLS },
  {
    mfaQuestions: {
      summary: 'Contact methods a security code can be sent to, masked',
      body: MfaAttemptRequest,
      response: MfaQuestions,
      errors: mfaErrors,
    },
    mfaSendCode: {
      summary: 'Send a 6-digit security code to the chosen contact method',
      body: MfaSendRequest,
      response: MfaSendResult,
      errors: mfaErrors,
    },
    mfaResendCode: {
      summary: 'Send a new code; the earlier one stops working',
      body: MfaSendRequest,
      response: MfaSendResult,
      errors: mfaErrors,
    },
    mfaConfirmCode: {
      summary: 'Check the security code; on success the session is fully signed in',
      body: MfaConfirmRequest,
      response: MfaConfirmResult,
      errors: mfaErrors,
    },
    mfaRememberDevice: {
      summary: 'Remember this browser after a successful code, or not',
      body: RememberDeviceRequest,
      response: OkResult,
    },
    mfaNoAccess: {
      summary: 'No access to any contact method: continue as a standard account for this session only',
      body: MfaAttemptRequest,
      response: OkResult,
      errors: mfaErrors,
    },
    revokeAllDevices: { summary: 'Forget every remembered device (revoke_all)', response: OkResult },
    workerDelinkedAccounts: {
      summary: 'Accounts whose enhanced features were turned off after repeated lockouts',
      response: DelinkedAccounts,
    },
    workerRestoreLinked: {
      summary: 'Restore the enhanced features of an account delinked after repeated lockouts',
      params: z.object({ username: line(64).min(1) }),
      response: OkResult,
    },
    workerResetPasskeys: {
      summary:
        "Administrator: remove every passkey of a staff member's or provider's account and end its sessions (a lost device); the next sign-in adds a new one",
      params: z.object({ username: line(64).min(1) }),
      response: OkResult,
      errors: [404],
    },
  },
);
