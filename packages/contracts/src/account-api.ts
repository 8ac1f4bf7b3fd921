import { API_ROOT, UA_BASE, WORKER_BASE } from './api';

/** Paths of the account feature's calls (zod-free, so pages can import them cheaply). */
export const ACCOUNT_API = {
  // Multi-factor sign-in (spec part 1 §7)
  mfaQuestions: `${UA_BASE}/nfmfa/getMFAQuestions`,
  mfaSendCode: `${UA_BASE}/nfmfa/sendMFACode`,
  mfaResendCode: `${UA_BASE}/nfmfa/resendMFACode`,
  mfaConfirmCode: `${UA_BASE}/nfmfa/confirmMFACode`,
  mfaRememberDevice: `${UA_BASE}/nfmfa/rememberDevice`,
  mfaNoAccess: `${UA_BASE}/nfmfa/noAccessToContacts`,
  // Profile and contact
  profileInfo: `${UA_BASE}/nf_ridp/profile_info`,
  updatePrimaryContact: `${UA_BASE}/nf_ridp/update_pri_contact`,
  updateSecondaryContact: `${UA_BASE}/nf_ridp/update_sec_contact`,
  resendContactCode: `${UA_BASE}/nf_ridp/resend_code_update_contact`,
  confirmContactCode: `${UA_BASE}/nf_ridp/update_confirmation_number`,
  revokeAllDevices: `${UA_BASE}/nf_ridp/revoke_all`,
  changePassword: `${API_ROOT}/auth/password`,
  // Identity proofing
  ridpStart: `${UA_BASE}/nf_ridp/start`,
  ridpAnswer: `${UA_BASE}/nf_ridp/answer`,
  ridpQuiz: `${UA_BASE}/nf_ridp/quiz`,
  // Alerts
  alerts: `${UA_BASE}/nf_alerts/preferences`,
  // Development mailbox and staff
  devMailbox: `${API_ROOT}/dev/mailbox`,
  workerOutboxFailed: `${WORKER_BASE}/outbox/failed`,
  workerOutboxRetry: (id: string) => `${WORKER_BASE}/outbox/${id}/retry`,
  workerDelinkedAccounts: `${WORKER_BASE}/accounts/delinked`,
  workerRestoreLinked: (username: string) => `${WORKER_BASE}/accounts/${username}/restore-linked`,
} as const;
