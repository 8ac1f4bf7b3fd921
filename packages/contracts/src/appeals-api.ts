import { UA_BASE } from './api';
import { call } from './http';

/**
 * Calls of appeals (spec part 2 §7 "appeals", "nf_appeals"): a resident asks for a hearing about
 * a decision, follows it and may withdraw it; the hearing office schedules the hearing and
 * records its outcome. Zod-free so the web app can import it; the schemas are APPEAL_ENDPOINTS
 * in appeals.ts. An appeal request is written as a draft (the form calls of applying: form
 * details, save page, save and exit, delete) bound to the decision it appeals.
 *
 * Two tracks: `/appeals` for Medicaid decisions (the state hearing office), `/nfAppeals` for
 * the other programmes (food and nutrition, Work First, energy, disaster food, COVID-19).
 */

/** A hearing must be asked for within this many days of the decision (spec part 2 §9). */
export const APPEAL_DAYS = 90;
/** A request sent at or after this hour, state time, is dated the next business day. */
export const APPEAL_FILING_CUTOFF_HOUR = 17;

/**
 * The hearing office's queue (ADR 0416): a request waits until it is decided or withdrawn —
 * sent (SUBMITTED) or with its hearing set (SCHEDULED). Its status filter chooses one of them.
 */
export const APPEAL_QUEUE_STATUSES = ['SUBMITTED', 'SCHEDULED'] as const;
export type AppealQueueStatus = (typeof APPEAL_QUEUE_STATUSES)[number];

const APPEAL = `${UA_BASE}/appeals`;
export const APPEAL_RESIDENT_CALLS = {
  /** The person's Medicaid appeal requests (the spec's list of requests). */
  appeals: call('GET', APPEAL),
  /** The person's appeal requests about the other programmes. */
  nfAppeals: call('GET', `${UA_BASE}/nf_appeals`),
  /** The decisions the person can appeal on a track, each with its last day, and drafts to resume. */
  appealDecisions: call('GET', `${APPEAL}/decisions`),
  startAppeal: call('POST', `${APPEAL}/start`),
  submitAppeal: call('POST', `${APPEAL}/submit`),
  appealDetails: call('GET', `${APPEAL}/:id`),
  appealPdf: call('GET', `${APPEAL}/:id/pdf`),
  withdrawAppeal: call('POST', `${APPEAL}/:id/withdraw`),
};
