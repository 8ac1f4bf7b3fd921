import { UA_BASE } from './api';
import { call } from './http';

/** The secure inbox's calls (spec part 2 §7 "Secure inbox and e-notices"). No zod: the browser imports it. */
const INBOX = `${UA_BASE}/nf_secure_inbox`;
export const COMMUNICATION_RESIDENT_CALLS = {
  listComm: call('GET', `${INBOX}/list_comm`),
  getENotices: call('GET', `${INBOX}/get_eNotices/:communicationId`),
  updateENoticeViewStatus: call('POST', `${INBOX}/update_ENotice_ViewStatus`),
  getMailingAddress: call('GET', `${INBOX}/get_mailing_address`),
  sendByMail: call('POST', `${INBOX}/send_by_mail/:communicationId`),
  /** E-notices: whether notices come electronically, the contact they go to, and the switch. */
  isSubscribed: call('GET', `${INBOX}/is_subscribed`),
  primaryContactDtls: call('POST', `${INBOX}/primary_contact_dtls`),
  subscribeEnotices: call('POST', `${INBOX}/subscribe_enotices`),
  unsubscribeEnotices: call('POST', `${INBOX}/unsubscribe_enotices`),
};
