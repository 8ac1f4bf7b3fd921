import { API_ROOT, UA_BASE, WORKER_BASE } from './api';
import { call } from './http';

/** Calls of the account settings (spec part 1 §3.2, §7): the profile and changes of contact methods. */
export const ACCOUNT_CALLS = {
  profileInfo: call('GET', `${UA_BASE}/nf_ridp/profile_info`),
  updatePriContact: call('POST', `${UA_BASE}/nf_ridp/update_pri_contact`),
  updateSecContact: call('POST', `${UA_BASE}/nf_ridp/update_sec_contact`),
  resendCodeUpdateContact: call('POST', `${UA_BASE}/nf_ridp/resend_code_update_contact`),
  updateConfirmationNumber: call('POST', `${UA_BASE}/nf_ridp/update_confirmation_number`),
};

/** Calls of the alerts opt-in and update (spec part 1 §2.2). */
export const ALERTS_CALLS = {
  alertPreferences: call('GET', `${UA_BASE}/nf_alerts/preferences`),
  saveAlertPreferences: call('POST', `${UA_BASE}/nf_alerts/preferences`),
};

/** Calls of identity proofing, the account upgrade (spec part 1 §4, §8, §9). */
export const PROOFING_CALLS = {
  ridpStart: call('POST', `${UA_BASE}/nf_ridp/start`),
  ridpQuiz: call('GET', `${UA_BASE}/nf_ridp/quiz`),
  ridpAnswer: call('POST', `${UA_BASE}/nf_ridp/answer`),
};

/** The development mailbox (never in production). */
export const DEV_CALLS = {
  devMailbox: call('GET', `${API_ROOT}/dev/mailbox`),
};

/** Staff view of the outbox: messages that could not be sent. */
export const OUTBOX_CALLS = {
  workerOutboxFailed: call('GET', `${WORKER_BASE}/outbox/failed`),
  workerOutboxRetry: call('POST', `${WORKER_BASE}/outbox/:id/retry`),
};

/**
 * Paths of the calls not yet on the endpoint table (zod-free, so pages can import them cheaply).
 * Multi-factor sign-in, the password and the staff account calls move to CALLS with their features.
 */
export const ACCOUNT_API = {
  // Multi-factor sign-in (spec part 1 §7)
  mfaQuestions: `${UA_BASE}/nfmfa/getMFAQuestions`,
  mfaSendCode: `${UA_BASE}/nfmfa/sendMFACode`,
  mfaResendCode: `${UA_BASE}/nfmfa/resendMFACode`,
  mfaConfirmCode: `${UA_BASE}/nfmfa/confirmMFACode`,
  mfaRememberDevice: `${UA_BASE}/nfmfa/rememberDevice`,
  mfaNoAccess: `${UA_BASE}/nfmfa/noAccessToContacts`,
  revokeAllDevices: `${UA_BASE}/nf_ridp/revoke_all`,
  changePassword: `${API_ROOT}/auth/password`,
  /** Read by the applications tests (apply-side proofing) until they use urlOf('ridpQuiz'). */
  ridpQuiz: PROOFING_CALLS.ridpQuiz.path,
  workerDelinkedAccounts: `${WORKER_BASE}/accounts/delinked`,
  workerRestoreLinked: (username: string) => `${WORKER_BASE}/accounts/${username}/restore-linked`,
} as const;
