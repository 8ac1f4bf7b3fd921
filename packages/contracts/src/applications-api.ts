import { UA_BASE } from './api';
import { call } from './http';

/**
 * Calls of applying for benefits (spec part 2 §3, §7 "Application and guided flows" and
 * "Withdrawal"), with the spec's paths and field names; zod-free so the web app can import it.
 * The portal's own additions: saving one page (PUT form_details/:id), the PDF, the staff queue.
 * Their schemas are APP_ENDPOINTS in applications.ts.
 */
const MOTIVATION = `${UA_BASE}/nf_motivation`;
const PROGRAM = `${UA_BASE}/submitted_applications/:appId/application_programs/:programId`;
export const APP_RESIDENT_CALLS = {
  onlineCategories: call('GET', `${UA_BASE}/online_categories`),
  draftApplications: call('GET', `${UA_BASE}/draft_applications`),
  submittedApplications: call('GET', `${UA_BASE}/submitted_applications`),
  applicationForm: call('POST', `${UA_BASE}/application_form`),
  /** An anonymous application (food or energy), signed and submitted in one call. */
  applications: call('POST', `${UA_BASE}/applications`),
  formDetails: call('GET', `${UA_BASE}/form_details/:id`),
  /** Portal addition: saving one page of answers. */
  saveFormDetails: call('PUT', `${UA_BASE}/form_details/:id`),
  setupAndStart: call('POST', `${UA_BASE}/motivation/setup-and-start`),
  setupStartMotivation: call('POST', `${MOTIVATION}/setup_start_motivation`),
  motivationType: call('GET', `${MOTIVATION}/motivation_type/:id`),
  motivationDetails: call('GET', `${MOTIVATION}/motivation_details/:id`),
  confirmationDetails: call('GET', `${MOTIVATION}/confirmation_details/:id`),
  esignature: call('GET', `${MOTIVATION}/:id/esignature`),
  esignatureByMotivation: call('GET', `${MOTIVATION}/:id/esignature_by_motivation`),
  applyForUnified: call('GET', `${MOTIVATION}/apply_for_unified`),
  applyForCovidTesting: call('GET', `${MOTIVATION}/apply_for_covid_testing`),
  /** The standalone identity-proofing motivation (proving who you are outside an application). */
  applyForStandaloneRidp: call('GET', `${MOTIVATION}/apply_for_standalone_ridp`),
  finishStandaloneRidp: call('POST', `${MOTIVATION}/finish_standalone_ridp`),
  finishUnified: call('POST', `${MOTIVATION}/finish_unified`),
  finishMotivation: call('POST', `${MOTIVATION}/finish_motivation`),
  finishCovidTesting: call('POST', `${MOTIVATION}/finish_covid_testing`),
  signAndSubmit: call('POST', `${MOTIVATION}/sign_and_submit`),
  storeSaveAndExitPageName: call('POST', `${MOTIVATION}/store_save_and_exit_page_name`),
  deleteMotivation: call('DELETE', `${MOTIVATION}/:id`),
  /** The activities of an outcome plan (`?outcome_plan_id=` the case): what the resident has to do, by when. */
  activities: call('GET', `${UA_BASE}/activities`),
  listExistingApp: call('GET', `${UA_BASE}/nf_citizen_workspace/list_existing_app`),
  applyLieap: call('GET', `${UA_BASE}/nf_citizen_workspace/apply_lieap`),
  startLieap: call('POST', `${UA_BASE}/nf_citizen_workspace/start_lieap`),
  isEnergyActive: call('GET', `${UA_BASE}/nf_energy/is_energy_active`),
  isDisasterActive: call('GET', `${UA_BASE}/nf_dsnap/is_disaster_active`),
  existsPendingAppForUser: call('GET', `${UA_BASE}/nf_authrep/exists_pending_app_for_user`),
  withdrawalRequestReasons: call('GET', `${PROGRAM}/withdrawal_request_reasons`),
  withdrawalRequest: call('POST', `${PROGRAM}/withdrawal_request`),
  /** A withdrawal reported as a change: the programme (and the case it is on) named in the body. */
  withdrawalCocRequest: call('POST', `${UA_BASE}/submitted_applications/application_programs/withdrawal_coc_request`),
  nfWithdrawalRequest: call(
    'POST',
    `${UA_BASE}/nf_submitted_applications/:appId/application_programs/:programId/withdrawal_request`,
  ),
  /** The application as a PDF, in the language applied in (`?key=` for an anonymous one). */
  applicationPdf: call('GET', `${UA_BASE}/applications/:id/pdf`),
};

export const PROGRAM_STATUSES = ['PENDING', 'APPROVED', 'DENIED', 'WITHDRAWN', 'WITHDRAWAL_REQUESTED'] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];
/** PENDING while any programme awaits a decision (or a withdrawal decision), else DECIDED. */
export const SUBMITTED_STATUSES = ['PENDING', 'DECIDED'] as const;
/** Code table WithdrawalReason. */
export const WITHDRAWAL_REASONS = ['NO_LONGER_NEEDED', 'MOVED', 'INCOME_CHANGED', 'APPLIED_IN_ERROR', 'OTHER'] as const;
export type WithdrawalReasonCode = (typeof WITHDRAWAL_REASONS)[number];
export const DRAFT_LIFETIME_DAYS = 30;
export const SUBMITTED_LIST_MONTHS = 6;
export const DECISION_WITHIN_DAYS = 21;
/**
 * The longest time to a decision after an application is submitted, in days (the programmes'
 * processing standards). One source for the confirmation's dates, the system configuration
 * and the information pages; a programme without a standard of its own is decided within the
 * three weeks (DECISION_WITHIN_DAYS) residents are told.
 */
export const PROCESSING_DAYS = {
  expeditedFood: 7,
  food: 30,
  familyMedicaid: 45,
  workFirst: 45,
  disabilityMedicaid: 90,
} as const;

/** The form of Medicaid for the aged, blind or disabled (packages/forms definitions/abd.ts). */
export const MEDICAID_ABD_FORM = 'MAABD';

/** Days to a decision on one programme of an application (ProgramType code), of the form it was asked on. */
export function decisionDaysOf(programCode: string, formId?: string): number {
  if (programCode === 'FNS') return PROCESSING_DAYS.food;
  if (programCode === 'MA')
    return formId === MEDICAID_ABD_FORM ? PROCESSING_DAYS.disabilityMedicaid : PROCESSING_DAYS.familyMedicaid;
  if (programCode === 'WF') return PROCESSING_DAYS.workFirst;
  return DECISION_WITHIN_DAYS;
}
export const DOCUMENTS_DUE_DAYS = 30;

/** Whether approving a programme records a monthly amount (Medicaid is coverage: it has none). */
export const programHasAmount = (programCode: string): boolean => programCode !== 'MA';

export const ACTIVITY_TYPES = ['VERIFICATION', 'RENEWAL'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** The caseworkers' applications queue (ADR 0411): rows a page, its views and the statuses it holds. */
export const QUEUE_PAGE_SIZE = 25;
/** The office's whole queue, or the applications assigned to the signed-in caseworker. */
export const QUEUE_VIEWS = ['office', 'mine'] as const;
export type QueueView = (typeof QUEUE_VIEWS)[number];
/** Programme statuses that keep an application in the queue (waiting for a caseworker). */
export const QUEUE_STATUSES = ['PENDING', 'WITHDRAWAL_REQUESTED'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];
/** Longest search text the queue takes (a name, a case number or an application reference). */
export const QUEUE_SEARCH_MAX = 100;
