import { UA_BASE } from './api';
import { call } from './http';

/** The calls about a linked person's cases (spec part 2 §7). No zod here: the browser imports it. */
export const CASES_CALLS = {
  readMyInfoTabDetails: call('GET', `${UA_BASE}/nf_citizen_portal_evidence/read_my_info_tab_details`),
  /** Whether Your information offers Medicaid for the aged, blind or disabled ({id}: the case reference). */
  getEnableAbd: call('GET', `${UA_BASE}/nf_citizen_portal_evidence/get_enable_abd/:id`),
  /** Whether Your information offers Medicaid for the household (MAGI) ({id}: the case reference). */
  getEnableUnifiedMagi: call('GET', `${UA_BASE}/nf_citizen_portal_evidence/getEnableUnifiedMagi/:id`),
};

/** The longest internal note a caseworker may write on a case (staff only, ADR 0412). */
export const CASE_NOTE_MAX = 2000;
/** How many history entries the staff case page shows at a time ("Show more" reads the next ones). */
export const CASE_HISTORY_PAGE = 20;

/**
 * What the staff case page's history tells (ADR 0412): the audit records of the case and of its
 * applications, reports, appeals, documents, referrals, messages and notes, for these actions only.
 * Reads (who opened what) stay in the audit log but are not the case's history.
 */
export const CASE_HISTORY_ACTIONS = [
  'application.submit',
  'application.approved',
  'application.denied',
  'application.withdrawn',
  'application.pending',
  'application.withdrawal_request',
  'change.start',
  'renewal.start',
  'change.submit',
  'renewal.submit',
  'case_change.accepted',
  'case_change.info_requested',
  'appeal.submit',
  'appeal.withdraw',
  'appeal.schedule',
  'appeal.decide',
  'document.uploaded',
  'document.submitted',
  'document.reviewed',
  'document.deleted',
  'newbornReferral.submit',
  'newbornReferral.approve',
  'newbornReferral.deny',
  'newbornReferral.withdraw',
  'newbornReferral.archive',
  'secureMessage.send',
  'secureMessage.reply',
  'secureMessage.readByOffice',
  'case_note.add',
] as const;
export type CaseHistoryAction = (typeof CASE_HISTORY_ACTIONS)[number];
/** Who did it: a staff role, a portal account (a resident, representative or provider), or the portal itself. */
export const CASE_HISTORY_ROLES = ['CASEWORKER', 'HEARING_OFFICER', 'ADMIN', 'ACCOUNT', 'SYSTEM'] as const;
export type CaseHistoryRole = (typeof CASE_HISTORY_ROLES)[number];
