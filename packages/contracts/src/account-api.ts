import { API_ROOT, UA_BASE } from './api';
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

/** The two-step sign-in (spec part 1 §7), remembered devices and the staff call that restores an account. */
export const MFA_RESIDENT_CALLS = {
  mfaQuestions: call('POST', `${UA_BASE}/nfmfa/getMFAQuestions`),
  mfaSendCode: call('POST', `${UA_BASE}/nfmfa/sendMFACode`),
  mfaResendCode: call('POST', `${UA_BASE}/nfmfa/resendMFACode`),
  mfaConfirmCode: call('POST', `${UA_BASE}/nfmfa/confirmMFACode`),
  mfaRememberDevice: call('POST', `${UA_BASE}/nfmfa/rememberDevice`),
  mfaNoAccess: call('POST', `${UA_BASE}/nfmfa/noAccessToContacts`),
  revokeAllDevices: call('POST', `${UA_BASE}/nf_ridp/revoke_all`),
};
