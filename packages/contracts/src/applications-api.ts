import { UA_BASE, WORKER_BASE } from './api';

/**
 * Calls of applying for benefits (spec part 2 §3, §7 "Application and guided flows" and
 * "Withdrawal"), with the spec's paths and field names; zod-free so the web app can import it.
 * The portal's own additions: saving one page (PUT form_details/{id}), the PDF, the staff queue.
 */
/** Encodes an id; a route pattern's `:name` passes through (the server registers the same builders). */
const enc = (v: string) => (v.startsWith(':') ? v : encodeURIComponent(v));
export const APP_API = {
  onlineCategories: `${UA_BASE}/online_categories`,
  draftApplications: `${UA_BASE}/draft_applications`,
  submittedApplications: `${UA_BASE}/submitted_applications`,
  applicationForm: `${UA_BASE}/application_form`,
  applications: `${UA_BASE}/applications`,
  formDetails: (id: string) => `${UA_BASE}/form_details/${enc(id)}`,
  setupAndStart: `${UA_BASE}/motivation/setup-and-start`,
  motivationType: (id: string) => `${UA_BASE}/nf_motivation/motivation_type/${enc(id)}`,
  motivationDetails: (id: string) => `${UA_BASE}/nf_motivation/motivation_details/${enc(id)}`,
  confirmationDetails: (id: string) => `${UA_BASE}/nf_motivation/confirmation_details/${enc(id)}`,
  esignature: (id: string) => `${UA_BASE}/nf_motivation/${enc(id)}/esignature`,
  esignatureByMotivation: (id: string) => `${UA_BASE}/nf_motivation/${enc(id)}/esignature_by_motivation`,
  applyForUnified: `${UA_BASE}/nf_motivation/apply_for_unified`,
  applyForCovidTesting: `${UA_BASE}/nf_motivation/apply_for_covid_testing`,
  /** The standalone identity-proofing motivation (proving who you are outside an application). */
  applyForStandaloneRidp: `${UA_BASE}/nf_motivation/apply_for_standalone_ridp`,
  finishStandaloneRidp: `${UA_BASE}/nf_motivation/finish_standalone_ridp`,
  /** The activities of an outcome plan (`?outcome_plan_id=` the case): what the resident has to do, by when. */
  activities: `${UA_BASE}/activities`,
  setupStartMotivation: `${UA_BASE}/nf_motivation/setup_start_motivation`,
  finishUnified: `${UA_BASE}/nf_motivation/finish_unified`,
  finishMotivation: `${UA_BASE}/nf_motivation/finish_motivation`,
  finishCovidTesting: `${UA_BASE}/nf_motivation/finish_covid_testing`,
  signAndSubmit: `${UA_BASE}/nf_motivation/sign_and_submit`,
  storeSaveAndExit: `${UA_BASE}/nf_motivation/store_save_and_exit_page_name`,
  deleteMotivation: (id: string) => `${UA_BASE}/nf_motivation/${enc(id)}`,
  listExistingApp: `${UA_BASE}/nf_citizen_workspace/list_existing_app`,
  applyLieap: `${UA_BASE}/nf_citizen_workspace/apply_lieap`,
  startLieap: `${UA_BASE}/nf_citizen_workspace/start_lieap`,
  isEnergyActive: `${UA_BASE}/nf_energy/is_energy_active`,
  isDisasterActive: `${UA_BASE}/nf_dsnap/is_disaster_active`,
  existsPendingApp: `${UA_BASE}/nf_authrep/exists_pending_app_for_user`,
  withdrawalReasons: (appId: string, programId: string) => `${UA_BASE}/submitted_applications/${enc(appId)}/application_programs/${enc(programId)}/withdrawal_request_reasons`,
  withdrawalRequest: (appId: string, programId: string) => `${UA_BASE}/submitted_applications/${enc(appId)}/application_programs/${enc(programId)}/withdrawal_request`,
  /** A withdrawal reported as a change: the programme (and the case it is on) named in the body. */
  withdrawalCocRequest: `${UA_BASE}/submitted_applications/application_programs/withdrawal_coc_request`,
  nfWithdrawalRequest: (appId: string, programId: string) => `${UA_BASE}/nf_submitted_applications/${enc(appId)}/application_programs/${enc(programId)}/withdrawal_request`,
  /** The application as a PDF, in the language applied in (`?key=` for an anonymous one). */
  pdf: (appId: string) => `${UA_BASE}/applications/${enc(appId)}/pdf`,
  workerQueue: `${WORKER_BASE}/applications`,
  workerApplication: (appId: string) => `${WORKER_BASE}/applications/${enc(appId)}`,
  workerPdf: (appId: string) => `${WORKER_BASE}/applications/${enc(appId)}/pdf`,
  workerDecision: (appId: string, programId: string) => `${WORKER_BASE}/applications/${enc(appId)}/programs/${enc(programId)}/decision`,
  workerWithdrawalDecision: (appId: string, programId: string) => `${WORKER_BASE}/applications/${enc(appId)}/programs/${enc(programId)}/withdrawal_decision`,
} as const;

export const PROGRAM_STATUSES = ['PENDING', 'APPROVED', 'DENIED', 'WITHDRAWN', 'WITHDRAWAL_REQUESTED'] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];
/** Code table WithdrawalReason. */
export const WITHDRAWAL_REASONS = ['NO_LONGER_NEEDED', 'MOVED', 'INCOME_CHANGED', 'APPLIED_IN_ERROR', 'OTHER'] as const;
export type WithdrawalReasonCode = (typeof WITHDRAWAL_REASONS)[number];
export const DRAFT_LIFETIME_DAYS = 30;
export const SUBMITTED_LIST_MONTHS = 6;
export const DECISION_WITHIN_DAYS = 21;
export const DOCUMENTS_DUE_DAYS = 30;

/** A programme as the spec's Program entity names it (programId is the ProgramType code). */
export interface ProgramInfo {
  programId: string;
  name: string;
}
/** An intake application type of an online category (spec part 2 §3). */
export interface IntakeApplicationType {
  application_type_id: string;
  iegScriptId: string;
  individualProgramSelectionAllowed: boolean;
  name: string;
  summary: string;
  description: string;
  displayOrder: number;
  canApplyFor: boolean;
  /** The signed-in user's draft of this type, if any. */
  associatedDraftApplicationId: string | null;
  url: string;
  programs: ProgramInfo[];
  allowedWithdrawalReasons: WithdrawalReasonCode[];
  /** Portal addition: whether an account is needed (the spec has no field for it). */
  requiresLogin: boolean;
}
export interface OnlineCategory {
  online_category_id: string;
  name: string;
  description: string;
  displayOrder: number;
  url: string;
  intakeApplicationTypes: IntakeApplicationType[];
}
export interface OnlineCategories {
  categories: OnlineCategory[];
}

/** An application in progress (spec part 2 §3 "Draft application"). */
export interface DraftApplication {
  draft_application_id: string;
  name: string;
  createdOn: string;
  lastUpdatedOn: string;
  /** False for a motivation that submits nothing (standalone identity proofing). */
  isSubmissionForm: boolean;
  isMotivation: boolean;
  motivationID: string;
  /** The programmes asked for so far. */
  programs: ProgramInfo[];
  /** Portal addition: when the draft is deleted (30 days after it was started). */
  expiresOn: string;
  /** Portal addition: the page to resume at (the save-and-exit page, else the last saved). */
  currentPage: string | null;
}
export interface DraftApplications {
  applications: DraftApplication[];
}

/** POST application_form: the draft started (spec part 2 §3 "Application creation"). */
export interface ApplicationFormResult {
  application_form_id: string;
  /** True: the new application is partial (a draft) until it is signed and submitted. */
  isPartialApplication: boolean;
}
/** POST nf_citizen_workspace/start_lieap (spec part 2 §3 "Start energy result"). */
export interface StartLieapResult {
  application_form_id: string;
  message: string;
  isSuccess: boolean;
}

export type AnswerValueJson = string | string[] | Record<string, string>;
export interface FormDetails {
  formId: string;
  applicationTypeId: string;
  version: number;
  answers: Record<string, AnswerValueJson>;
  currentPage: string | null;
  saveExitPage: string | null;
  createdOn: string;
}
export interface SavePageRequest {
  page: string;
  answers: Record<string, AnswerValueJson>;
}
export interface SavePageResult {
  nextPage: string | null;
}

export interface ESignatureResponse {
  showUAMedicalAssistanceQuestion: boolean;
  username: string;
  eSignatureDetails: {
    showConsentAccuracyQuestion: boolean;
    hasAbsentParent: boolean;
    isAnnualRenewalMotivationType: boolean;
    showConsentUpdateInfoQuestion: boolean;
    showCooperateMedicalQuestion: boolean;
    showCoverageRenewalQuestion: boolean;
    showFullNameInputs: boolean;
    showMedicalExpenseQuestion: boolean;
    isEligibleForMA: boolean;
  };
}

export interface SignAndSubmitBody {
  agreements: Record<string, boolean>;
  firstName: string;
  middleName?: string;
  lastName: string;
}
export interface SignAndSubmitResult {
  userRole: string;
  isPresumptiveFlow: boolean;
  intakeapplicationID: string;
  signAndSubmitResponse: { contact: string; reference: string };
  errors: { message: string; level: string; code: string }[];
}

export interface ConfirmationDetails {
  intakeapplicationID: string;
  reference: string;
  submittedOn: string;
  programs: { code: string; name: string }[];
  decisionDueOn: string;
  documentsDueOn: string;
}

/** POST applications (an anonymous application): the spec's posted-application fields. */
export interface PostedApplication {
  application_id: string;
  applicationReference: string;
  /** Portal addition: what the confirmation page shows (an anonymous person cannot read confirmation_details). */
  confirmation: ConfirmationDetails;
}

/** One programme of a submitted application (spec part 2 §3 "Submitted application"). */
export interface SubmittedProgram {
  application_program_id: string;
  name: string;
  case_id: string | null;
  programStatusDetails: { hasPendingWithdrawalRequest: boolean; status: ProgramStatus; withdrawalRequestStatusMessage: string; canBeWithdrawn: boolean };
  /** Portal addition: the ProgramType code (programId, as the spec's Program entity names it). */
  programId: string;
}
/** PENDING while any programme awaits a decision (or a withdrawal decision), else DECIDED. */
export type SubmittedApplicationStatus = 'PENDING' | 'DECIDED';
export interface SubmittedApplication {
  application_id: string;
  submittedOn: string;
  /** The application's name (the form's title), as a draft's. */
  name: string;
  status: SubmittedApplicationStatus;
  applicationPrograms: SubmittedProgram[];
  /** Portal addition: the reference the person quotes (applicationReference, as the finish result names it). */
  applicationReference: string;
}
export interface SubmittedApplications {
  applications: SubmittedApplication[];
}
export interface WithdrawalReasons {
  withdrawalReason: { code: string; description: string }[];
}
export interface WithdrawalRequestBody {
  withdrawalReason: string;
  otherReason?: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  acknowledged: boolean;
}

/** A withdrawal reported as a change of circumstance: the ids travel in the body. */
export interface WithdrawalCocRequestBody extends WithdrawalRequestBody {
  application_id: string;
  application_program_id: string;
  /** The case the programme is on, when the resident names it; it must carry the programme. */
  case_id?: string | null;
}

/** The result of finishing the motivation: the spec's finish fields. */
export interface FinishResult {
  isSuccess: boolean;
  application_id: string | null;
  applicationReference: string | null;
  motivationID: string;
  isARCOC: boolean;
  hasAuthRep: boolean;
}
/** Finishing standalone identity proofing: the finish fields and what the identity service said. */
export interface FinishStandaloneRidpResult extends FinishResult {
  status: 'QUIZ' | 'NOT_VERIFIED';
  quizId: string | null;
}

export const ACTIVITY_TYPES = ['VERIFICATION', 'RENEWAL'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
/** One thing on a case's outcome plan the resident has to do. */
export interface Activity {
  activity_id: string;
  type: ActivityType;
  name: string;
  description: string;
  programCode: string;
  programName: string;
  /** OUTSTANDING / VERIFIED for a document; UPCOMING / OPEN for a renewal. */
  status: string;
  /** Dates as YYYY-MM-DD. */
  start_date: string;
  end_date: string;
  personName: string | null;
}
export interface Activities {
  outcome_plan_id: string;
  caseReference: string;
  activities: Activity[];
}

/** nf_dsnap/is_disaster_active (spec part 2 §3 "Flags"). */
export interface DisasterStatus {
  isDisasterActiveInd: boolean;
  isSuccess: boolean;
  /** What the flag means, in the caller's language. */
  message: string;
  /** Portal additions: the declared disaster's name, its counties and when pre-registration ends. */
  disasterName: string | null;
  counties: string[];
  endsAt: string | null;
}
/** nf_energy/is_energy_active (spec part 2 §3 "Flags"). */
export interface EnergyStatus {
  isEnergyActiveInd: boolean;
  isSuccess: boolean;
  message: string;
}

export interface PendingAppFlags {
  doesPendingMAGIAppExist: boolean;
  doesPendingFNSAppExist: boolean;
  doesPendingABDAppExist: boolean;
  doesPendingSNAPAppExist: boolean;
}

export interface WorkerQueueItem {
  applicationId: string;
  reference: string;
  applicantName: string;
  submittedOn: string;
  applicationTypeId: string;
  programs: { id: string; programCode: string; programName: string; status: ProgramStatus }[];
}
export interface WorkerApplication extends WorkerQueueItem {
  summary: { heading: string; rows: { label: string; value: string }[] }[];
  expedited: boolean;
  withdrawals: { programId: string; reason: string; other: string | null; requestedOn: string }[];
}
