import { API_ROOT, WORKER_BASE } from './api';
import { call, pathTo, type PathParams, type QueryParams } from './http';
import { DELIVERY_STAFF_CALLS } from './delivery-api';
import { MASS_COMM_STAFF_CALLS } from './mass-communications-api';
import { NEWBORN_STAFF_CALLS } from './newborn-api';
import { STAFFADMIN_STAFF_CALLS } from './staffadmin-staff-api';

/**
 * The calls of the staff console (zod-free): caseworkers, hearing officers and administrators.
 * They live apart from the features' resident calls (the *-api.ts files) so that a resident's
 * phone never downloads them: a bundle splits by file, not by export. Each feature's schemas
 * (appeals.ts, changes.ts, ...) join its staff calls here with its resident ones.
 */

const WORKER_APP = `${WORKER_BASE}/applications/:id`;
const WORKER_CHANGE = `${WORKER_BASE}/case_changes/:id`;
const WORKER_APPEAL = `${WORKER_BASE}/appeals/:id`;
const WORKER_CASE = `${WORKER_BASE}/cases/:caseId`;

/** The staff side's own read: who is signed in and their office. */
export const WORKER_CALLS = {
  workerMe: call('GET', `${WORKER_BASE}/me`),
};

/** Staff: accounts whose extra features were turned off, and restoring them. */
export const MFA_STAFF_CALLS = {
  workerDelinkedAccounts: call('GET', `${WORKER_BASE}/accounts/delinked`),
  workerRestoreLinked: call('POST', `${WORKER_BASE}/accounts/:username/restore-linked`),
  workerResetPasskeys: call('POST', `${WORKER_BASE}/accounts/:username/reset-passkeys`),
};

/** Staff view of the outbox: messages that could not be sent. */
export const OUTBOX_CALLS = {
  workerOutboxFailed: call('GET', `${WORKER_BASE}/outbox/failed`),
  workerOutboxRetry: call('POST', `${WORKER_BASE}/outbox/:id/retry`),
};

/** The caseworkers' calls: the queue of applications and their decisions. */
export const APP_STAFF_CALLS = {
  workerApplicationQueue: call('GET', `${WORKER_BASE}/applications`),
  workerFormTimings: call('GET', `${WORKER_BASE}/form_timings`),
  workerApplication: call('GET', WORKER_APP),
  workerApplicationPdf: call('GET', `${WORKER_APP}/pdf`),
  workerAssignApplication: call('POST', `${WORKER_APP}/assign`),
  workerReleaseApplication: call('POST', `${WORKER_APP}/release`),
  workerApplicationDecision: call('POST', `${WORKER_APP}/programs/:programId/decision`),
  workerWithdrawalDecision: call('POST', `${WORKER_APP}/programs/:programId/withdrawal_decision`),
};

/** The caseworkers' review of submitted documents (the portal's own calls). */
export const WORKER_DOC_CALLS = {
  workerDocumentQueue: call('GET', `${WORKER_BASE}/documents`),
  workerAssignDocument: call('POST', `${WORKER_BASE}/documents/:attachmentId/assign`),
  workerReleaseDocument: call('POST', `${WORKER_BASE}/documents/:attachmentId/release`),
  workerCaseDocuments: call('GET', `${WORKER_BASE}/documents/cases/:caseId`),
  workerDocumentContent: call('GET', `${WORKER_BASE}/documents/:attachmentId/content`),
  workerDocumentDecision: call('POST', `${WORKER_BASE}/documents/:attachmentId/decision`),
};

/** The caseworkers' review of change reports and renewals. */
export const CHANGE_STAFF_CALLS = {
  workerCaseChanges: call('GET', `${WORKER_BASE}/case_changes`),
  workerCaseChange: call('GET', WORKER_CHANGE),
  workerAssignCaseChange: call('POST', `${WORKER_CHANGE}/assign`),
  workerReleaseCaseChange: call('POST', `${WORKER_CHANGE}/release`),
  workerAcceptCaseChange: call('POST', `${WORKER_CHANGE}/accept`),
  workerCaseChangeInfo: call('POST', `${WORKER_CHANGE}/request_information`),
};

/** Staff: one case on a page (its people, programmes, items, messages, notes and history; ADR 0412). */
export const CASE_STAFF_CALLS = {
  workerCase: call('GET', WORKER_CASE),
  workerCaseHistory: call('GET', `${WORKER_CASE}/history`),
  workerAddCaseNote: call('POST', `${WORKER_CASE}/notes`),
};

/** The hearing office's calls (hearing officers and administrators). */
export const APPEAL_STAFF_CALLS = {
  workerAppeals: call('GET', `${WORKER_BASE}/appeals`),
  workerAppeal: call('GET', WORKER_APPEAL),
  workerAssignAppeal: call('POST', `${WORKER_APPEAL}/assign`),
  workerReleaseAppeal: call('POST', `${WORKER_APPEAL}/release`),
  workerScheduleHearing: call('POST', `${WORKER_APPEAL}/schedule`),
  workerDecideAppeal: call('POST', `${WORKER_APPEAL}/decide`),
  /** A document the appellant sent after the request (what they show to support it). */
  workerAppealDocument: call('GET', `${WORKER_APPEAL}/documents/:attachmentId`),
  /** The state holidays the filing date skips; an administrator adds the coming years'. */
  workerHolidays: call('GET', `${WORKER_BASE}/holidays`),
  workerAddHoliday: call('POST', `${WORKER_BASE}/holidays`),
};

/** Staff: the paper copies to print and mail. */
export const COMMUNICATION_STAFF_CALLS = {
  workerPaperCopies: call('GET', `${WORKER_BASE}/paper_copies`),
  workerPaperCopyPdf: call('GET', `${WORKER_BASE}/paper_copies/:communicationId/pdf`),
  workerPaperCopyMailed: call('POST', `${WORKER_BASE}/paper_copies/:communicationId/mailed`),
};

/** Staff: secure messages to the people on the office's cases, and their replies. */
export const MESSAGING_STAFF_CALLS = {
  /** The office's residents' messages waiting for an answer (the queue, ADR 0418). */
  workerSecureMessages: call('GET', `${WORKER_BASE}/secure_messages`),
  /** The cases a message can go to (the write form). */
  workerSecureMessageCases: call('GET', `${WORKER_BASE}/secure_messages/cases`),
  workerAssignSecureMessage: call('POST', `${WORKER_BASE}/secure_messages/:id/assign`),
  workerReleaseSecureMessage: call('POST', `${WORKER_BASE}/secure_messages/:id/release`),
  workerSendSecureMessage: call('POST', `${WORKER_BASE}/secure_messages`),
  /** A caseworker marks a person's reply as read by the office. */
  workerReadSecureMessage: call('POST', `${WORKER_BASE}/secure_messages/:id/read`),
  /** Not a staff page's call: the SMS provider's, when a person texts back (STOP). */
  smsInbound: call('POST', `${API_ROOT}/sms/inbound`),
};

/** Administrators: the configured external links (nf_external_URL_config) and the click counts. */
export const SYSTEM_STAFF_CALLS = {
  workerExternalLinks: call('GET', `${WORKER_BASE}/external_links`),
  workerUpdateExternalLink: call('POST', `${WORKER_BASE}/external_links/:id`),
  workerCounters: call('GET', `${WORKER_BASE}/counters`),
};

/** Administrators: provider facilities and their staff; organisations and their accounts (issue 13). */
const FACILITY = `${WORKER_BASE}/provider_facilities/:id`;
export const PROVISIONING_STAFF_CALLS = {
  workerProviderFacilities: call('GET', `${WORKER_BASE}/provider_facilities`),
  workerCreateProviderFacility: call('POST', `${WORKER_BASE}/provider_facilities`),
  workerUpdateProviderFacility: call('POST', FACILITY),
  workerAddProviderStaff: call('POST', `${FACILITY}/staff`),
  workerRemoveProviderStaff: call('POST', `${FACILITY}/staff/:username/remove`),
  workerOrganisations: call('GET', `${WORKER_BASE}/organisations`),
  workerCreateOrganisation: call('POST', `${WORKER_BASE}/organisations`),
  workerAddOrganisationUser: call('POST', `${WORKER_BASE}/organisations/:id/users`),
  workerRemoveOrganisationUser: call('POST', `${WORKER_BASE}/organisations/:id/users/:username/remove`),
  workerProvisionedReps: call('GET', `${WORKER_BASE}/provisioned_representatives`),
  workerProvisionRep: call('POST', `${WORKER_BASE}/provisioned_representatives`),
  workerUnprovisionRep: call('POST', `${WORKER_BASE}/provisioned_representatives/:username/remove`),
};

export const STAFF_CALLS = {
  ...WORKER_CALLS,
  ...MFA_STAFF_CALLS,
  ...APP_STAFF_CALLS,
  ...WORKER_DOC_CALLS,
  ...CHANGE_STAFF_CALLS,
  ...CASE_STAFF_CALLS,
  ...APPEAL_STAFF_CALLS,
  ...COMMUNICATION_STAFF_CALLS,
  ...MESSAGING_STAFF_CALLS,
  ...MASS_COMM_STAFF_CALLS,
  ...NEWBORN_STAFF_CALLS,
  ...SYSTEM_STAFF_CALLS,
  ...OUTBOX_CALLS,
  ...PROVISIONING_STAFF_CALLS,
  ...STAFFADMIN_STAFF_CALLS,
  ...DELIVERY_STAFF_CALLS,
};
export type StaffCallName = keyof typeof STAFF_CALLS;

/** The URL of a staff call (a document or PDF a staff page links to). */
export function staffUrlOf(name: StaffCallName, params?: PathParams, query?: QueryParams): string {
  return pathTo(STAFF_CALLS[name].path, params, query);
}
