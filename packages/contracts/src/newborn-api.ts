import { UA_BASE, WORKER_BASE } from './api';
import { call } from './http';
import { parseUsDate } from './validation-rules';

/**
 * Deemed newborn referrals (spec part 2 §7 "Deemed newborn"): staff of a hospital or clinic refer
 * a baby born to a mother on Medicaid; the mother's county office adds the baby to her case. No
 * zod: the browser imports it with the referral pages only (apart from RESIDENT_CALLS, which every
 * page loads). The submit, check and one-referral calls are the portal's own (the spec shows none).
 */
const ANB = `${UA_BASE}/nf_deemed_new_born`;
export const NEWBORN_CALLS = {
  deemedNewBornAllowed: call('GET', `${ANB}/get_deemed_new_born_allowed`),
  listAnbUserFacilities: call('GET', `${ANB}/list_anb_user_facilities`),
  searchAnbReferrals: call('GET', `${ANB}/search_anb_referrals`),
  searchArchivedAnbReferrals: call('GET', `${ANB}/search_archived_anb_referrals`),
  archiveProviderAnbApplications: call('POST', `${ANB}/archive_provider_anb_applications`),
  motivationDeemedNewBorn: call('GET', `${UA_BASE}/nf_motivation/deemed_new_born`),
  /** Portal addition: checks the form (the mother found on Medicaid) without keeping anything. */
  checkAnbReferral: call('POST', `${ANB}/check_referral`),
  /** Portal addition: signs and submits the referral (idempotent by its form id). */
  submitAnbReferral: call('POST', `${ANB}/submit_referral`),
  /** Portal addition: one referral of the provider's facilities (the confirmation page). */
  anbReferral: call('GET', `${ANB}/referrals/:id`),
};
export type NewbornCallName = keyof typeof NEWBORN_CALLS;

/** The caseworkers' side: the office's queue of referrals, one referral, who has it, its decision. */
const WORKER_REFERRAL = `${WORKER_BASE}/newborn_referrals/:id`;
export const NEWBORN_STAFF_CALLS = {
  workerNewbornReferrals: call('GET', `${WORKER_BASE}/newborn_referrals`),
  workerNewbornReferral: call('GET', WORKER_REFERRAL),
  workerAssignNewbornReferral: call('POST', `${WORKER_REFERRAL}/assign`),
  workerReleaseNewbornReferral: call('POST', `${WORKER_REFERRAL}/release`),
  workerNewbornReferralDecision: call('POST', `${WORKER_REFERRAL}/decision`),
};

/**
 * What is checked again when a caseworker reads or approves a referral, since the mother's case
 * may have changed after the facility sent it: the case closed, its Medicaid ended, the mother left
 * the household, or a child of the same name and birth date is already in it.
 */
export const REFERRAL_CHECKS = [
  'CASE_CLOSED',
  'NO_MEDICAID',
  'MOTHER_NOT_IN_HOUSEHOLD',
  'ALREADY_IN_HOUSEHOLD',
] as const;
export type ReferralCheck = (typeof REFERRAL_CHECKS)[number];

export { WORKER_NEWBORN_REFERRALS } from './newborn-paths';

/** nfReferralStatus (labels Submitted, Approved, Withdrawn, Denied). */
export const REFERRAL_STATUSES = ['SUBMITTED', 'APPROVED', 'WITHDRAWN', 'DENIED'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
/** What a caseworker may decide; withdrawing is for a referral the facility asks to take back. */
export const REFERRAL_DECISIONS = ['APPROVE', 'DENY', 'WITHDRAW'] as const;
export type ReferralDecision = (typeof REFERRAL_DECISIONS)[number];

/** nfSearchBy: the mother's name or id, the newborn's name or date of birth. */
export const REFERRAL_SEARCH_BY = ['MOTHER_NAME', 'MOTHER_ID', 'NEWBORN_NAME', 'NEWBORN_DOB'] as const;
export type ReferralSearchBy = (typeof REFERRAL_SEARCH_BY)[number];
export const REFERRAL_PAGE_SIZE_DEFAULT = 10;
/** The server refuses a larger page. */
export const REFERRAL_PAGE_SIZE_MAX = 50;
export const REFERRAL_NAME_SEARCH_MIN = 2;
export const REFERRAL_SEARCH_VALUE_MAX = 60;
export const REFERRAL_ARCHIVE_MAX = 50;
/** A referral is for a baby at most this many days old (and not born in the future). */
export const NEWBORN_MAX_AGE_DAYS = 365;
export const NEWBORN_NAME_MAX = 60;
export const REFERRAL_REASON_MAX = 500;
export const NEWBORN_SEXES = ['F', 'M'] as const;
/** The mother's id: the number of her Medicaid case, as on her card (e.g. C-100234). */
export const MOTHER_ID_PATTERN = /^[A-Za-z]-?\d{4,10}$/;

/** What is wrong with a search value, as a message key of the referral pages (null: fine). */
export type ReferralSearchProblem = 'required' | 'nameTooShort' | 'badDate' | 'badMotherId' | null;

/** The search value's rule for each kind of search (the web page and the server both use it). */
export function referralSearchProblem(by: ReferralSearchBy, raw: string): ReferralSearchProblem {
  const value = raw.trim();
  if (!value) return 'required';
  if (by === 'NEWBORN_DOB') return parseUsDate(value) ? null : 'badDate';
  if (by === 'MOTHER_ID') return MOTHER_ID_PATTERN.test(value) ? null : 'badMotherId';
  return value.length < REFERRAL_NAME_SEARCH_MIN ? 'nameTooShort' : null;
}

/** What is wrong with a newborn's date of birth on `today` (an ISO day): null when fine. */
export function newbornBirthProblem(raw: string, today: string): 'badDate' | 'future' | 'tooOld' | null {
  const born = parseUsDate(raw);
  if (!born) return 'badDate';
  const now = Date.parse(`${today}T00:00:00Z`);
  if (born.getTime() > now) return 'future';
  if (now - born.getTime() > NEWBORN_MAX_AGE_DAYS * 86_400_000) return 'tooOld';
  return null;
}

/** An MM/DD/YYYY date as an ISO day, when it is one. */
export function referralDateToIso(raw: string): string | null {
  const d = parseUsDate(raw);
  return d ? d.toISOString().slice(0, 10) : null;
}

/** A mother's id as kept: upper case, with the hyphen after the letter (c100234 → C-100234). */
export const normalizeMotherId = (raw: string) =>
  raw
    .trim()
    .toUpperCase()
    .replace(/^([A-Z])-?(\d+)$/, '$1-$2');
