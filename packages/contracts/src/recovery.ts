import { z } from 'zod';
import { endpoints } from './endpoint';
import { RECOVERY_CALLS, RECOVERY_CODE_MINUTES, RECOVERY_OUTCOMES, type RecoveryOutcome } from './recovery-api';
import { line, Password, recoveryContactOf, SecurityCode } from './validation';

export { RECOVERY_CALLS, RECOVERY_CODE_MINUTES, RECOVERY_OUTCOMES };
export type { RecoveryOutcome };

/** Contracts of account recovery (ADR 0112). Every answer is the same whether or not an account matched. */

/** An e-mail address or a phone number, as typed; read into its method and normalised value. */
export const TypedContact = line(254)
  .min(1, 'validation.required')
  .refine((v) => recoveryContactOf(v) !== null, 'validation.recovery.contact')
  .transform((v) => recoveryContactOf(v)!);

export const UsernameRecoveryRequest = z.object({ contact: TypedContact });
export type UsernameRecoveryRequest = z.input<typeof UsernameRecoveryRequest>;
export const UsernameRecoveryResult = z.object({ isSuccess: z.boolean() });

export const PasswordRecoveryRequest = z.object({
  username: line(64).min(1, 'validation.required'),
  contact: TypedContact,
});
export type PasswordRecoveryRequest = z.input<typeof PasswordRecoveryRequest>;
/** The recovery to continue with the code (it belongs to this browser's session), and how long the code works. */
export const PasswordRecoveryStarted = z.object({ requestId: z.uuid(), minutes: z.number().int() });
export type PasswordRecoveryStarted = z.infer<typeof PasswordRecoveryStarted>;

export const RecoveryCodeRequest = z.object({ requestId: z.uuid(), confirmationCode: SecurityCode });
export const RecoveryCodeResult = z.object({ outcome: z.enum(RECOVERY_OUTCOMES), triesLeft: z.number().int() });
export type RecoveryCodeResult = z.infer<typeof RecoveryCodeResult>;

export const PasswordResetRequest = z.object({ requestId: z.uuid(), newPassword: Password });
export type PasswordResetRequest = z.input<typeof PasswordResetRequest>;
export const PasswordResetResult = z.object({ isSuccess: z.boolean() });

export const RECOVERY_ENDPOINTS = endpoints('recovery', RECOVERY_CALLS, {
  recoverUsername: {
    summary: 'Forgot username: sent to the confirmed contact method given, if one matches (same answer either way)',
    body: UsernameRecoveryRequest,
    response: UsernameRecoveryResult,
    errors: [429],
  },
  recoverPasswordStart: {
    summary: `Forgot password: a ${RECOVERY_CODE_MINUTES}-minute code to the confirmed contact given (same answer)`,
    body: PasswordRecoveryRequest,
    response: PasswordRecoveryStarted,
    errors: [429],
  },
  recoverPasswordCode: {
    summary: 'Check the recovery code; a limited number of wrong codes ends the recovery',
    body: RecoveryCodeRequest,
    response: RecoveryCodeResult,
  },
  recoverPasswordReset: {
    summary: 'New password after a right code: sessions end, remembered devices are forgotten, every contact is told',
    body: PasswordResetRequest,
    response: PasswordResetResult,
    errors: [410],
  },
});
