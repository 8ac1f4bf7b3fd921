import { z } from 'zod';
import { PROGRAM_STATUSES, WITHDRAWAL_REASONS, ACTIVITY_TYPES } from './applications-api';
import { NeededDocument } from './applications-submitted';
import { CodeValue } from './documents-lists';

/**
 * Answers of the application calls (spec part 2 §3), with the spec's field names; the types the
 * web app reads are inferred from them. "Portal addition" marks a field the spec does not name.
 * What a submitted application answers (its confirmation, the submitted list) is in
 * applications-submitted.ts.
 */
export * from './applications-submitted';

/** A programme as the spec's Program entity names it (programId is the ProgramType code). */
export const ProgramInfo = z.object({ programId: z.string(), name: z.string() });
export type ProgramInfo = z.infer<typeof ProgramInfo>;

/** An intake application type of an online category (spec part 2 §3). */
export const IntakeApplicationType = z.object({
  application_type_id: z.string(),
  iegScriptId: z.string(),
  individualProgramSelectionAllowed: z.boolean(),
  name: z.string(),
  summary: z.string(),
  description: z.string(),
  displayOrder: z.number().int(),
  canApplyFor: z.boolean(),
  /** The signed-in user's draft of this type, if any. */
  associatedDraftApplicationId: z.string().nullable(),
  url: z.string(),
  programs: z.array(ProgramInfo),
  allowedWithdrawalReasons: z.array(z.enum(WITHDRAWAL_REASONS)),
  /** Portal addition: whether an account is needed (the spec has no field for it). */
  requiresLogin: z.boolean(),
});
export type IntakeApplicationType = z.infer<typeof IntakeApplicationType>;
export const OnlineCategory = z.object({
  online_category_id: z.string(),
  name: z.string(),
  description: z.string(),
  displayOrder: z.number().int(),
  url: z.string(),
  intakeApplicationTypes: z.array(IntakeApplicationType),
});
export type OnlineCategory = z.infer<typeof OnlineCategory>;
export const OnlineCategories = z.object({ categories: z.array(OnlineCategory) });
export type OnlineCategories = z.infer<typeof OnlineCategories>;

/** An application in progress (spec part 2 §3 "Draft application"). */
export const DraftApplication = z.object({
  draft_application_id: z.string(),
  name: z.string(),
  createdOn: z.string(),
  lastUpdatedOn: z.string(),
  /** False for a motivation that submits nothing (standalone identity proofing). */
  isSubmissionForm: z.boolean(),
  isMotivation: z.boolean(),
  motivationID: z.string(),
  /** The programmes asked for so far. */
  programs: z.array(ProgramInfo),
  /** Portal addition: when the draft is deleted (30 days after it was started). */
  expiresOn: z.string(),
  /** Portal addition: the page to resume at (the save-and-exit page, else the last saved). */
  currentPage: z.string().nullable(),
  /** Portal addition: the form it is (application_type_id), so starting the same form offers this one. */
  application_type_id: z.string(),
});
export type DraftApplication = z.infer<typeof DraftApplication>;
export const DraftApplications = z.object({ applications: z.array(DraftApplication) });
export type DraftApplications = z.infer<typeof DraftApplications>;

/** POST application_form: the draft started (spec part 2 §3 "Application creation"). */
export const ApplicationFormResult = z.object({
  application_form_id: z.string(),
  /** True: the new application is partial (a draft) until it is signed and submitted. */
  isPartialApplication: z.boolean(),
});
export type ApplicationFormResult = z.infer<typeof ApplicationFormResult>;
/** POST nf_citizen_workspace/start_lieap (spec part 2 §3 "Start energy result"). */
export const StartLieapResult = z.object({
  application_form_id: z.string(),
  message: z.string(),
  isSuccess: z.boolean(),
});
export type StartLieapResult = z.infer<typeof StartLieapResult>;
/** POST motivation/setup-and-start: the draft started, as the script execution to resume. */
export const SetupAndStartResult = z.object({ iegExecutionID: z.string() });

const AnswerValue = z.union([z.string(), z.array(z.string()), z.record(z.string(), z.string())]);
export type AnswerValueJson = z.infer<typeof AnswerValue>;
export const FormDetails = z.object({
  formId: z.string(),
  applicationTypeId: z.string(),
  version: z.number().int(),
  answers: z.record(z.string(), AnswerValue),
  currentPage: z.string().nullable(),
  saveExitPage: z.string().nullable(),
  /** What was typed on the save-and-exit page, not yet saved (shown again there). */
  saveExitAnswers: z.record(z.string(), AnswerValue).optional(),
  createdOn: z.string(),
  /** A change report or renewal: the answers on file when it started (before -> after). */
  before: z.record(z.string(), AnswerValue).optional(),
});
export type FormDetails = z.infer<typeof FormDetails>;
/** The page after the one saved (null: the summary). */
export const SavePageResult = z.object({ nextPage: z.string().nullable() });
export type SavePageResult = z.infer<typeof SavePageResult>;

/** The motivation type of an application type (what the apply_for_* calls return). */
export const MotivationType = z.object({
  name: z.string(),
  motivationName: z.string(),
  description: z.string(),
  motivationTypeId: z.string(),
  requiresLogin: z.boolean(),
  displayOrder: z.number().int(),
});
export const MotivationDetails = z.object({
  motivationId: z.string(),
  dataStoreId: z.string(),
  typeID: z.string(),
  state: z.string(),
  scriptExecutionID: z.string(),
  username: z.string(),
  timestamp: z.string(),
  name: z.string(),
  isSubmissionFormInd: z.boolean(),
});

/** The e-signature flags of the spec (part 2 §3, eSignatureDetails). */
export const ESignatureFlags = z.object({
  showConsentAccuracyQuestion: z.boolean(),
  hasAbsentParent: z.boolean(),
  isAnnualRenewalMotivationType: z.boolean(),
  showConsentUpdateInfoQuestion: z.boolean(),
  showCooperateMedicalQuestion: z.boolean(),
  showCoverageRenewalQuestion: z.boolean(),
  showFullNameInputs: z.boolean(),
  showMedicalExpenseQuestion: z.boolean(),
  isEligibleForMA: z.boolean(),
});
export type ESignatureFlags = z.infer<typeof ESignatureFlags>;
/** The flags and, as a portal addition, the boxes to tick in the caller's language. */
export const ESignatureResponse = z.object({
  showUAMedicalAssistanceQuestion: z.boolean(),
  username: z.string(),
  eSignatureDetails: ESignatureFlags,
  agreements: z.array(z.object({ id: z.string(), text: z.string() })),
});
export type ESignatureResponse = z.infer<typeof ESignatureResponse>;

/** The result of finishing the motivation: the spec's finish fields (nothing is submitted). */
export const FinishResult = z.object({
  isSuccess: z.boolean(),
  application_id: z.string().nullable(),
  applicationReference: z.string().nullable(),
  motivationID: z.string(),
  isARCOC: z.boolean(),
  hasAuthRep: z.boolean(),
});
export type FinishResult = z.infer<typeof FinishResult>;
/** Finishing standalone identity proofing: the finish fields and what the identity service said. */
export const FinishStandaloneRidpResult = FinishResult.extend({
  status: z.enum(['QUIZ', 'NOT_VERIFIED']),
  quizId: z.string().nullable(),
});
export type FinishStandaloneRidpResult = z.infer<typeof FinishStandaloneRidpResult>;

/** One thing on a case's outcome plan the resident has to do. */
export const Activity = z.object({
  activity_id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  name: z.string(),
  description: z.string(),
  programCode: z.string(),
  programName: z.string(),
  /** OUTSTANDING / VERIFIED for a document; UPCOMING / OPEN for a renewal. */
  status: z.string(),
  /** Dates as YYYY-MM-DD. */
  start_date: z.string(),
  end_date: z.string(),
  personName: z.string().nullable(),
});
export type Activity = z.infer<typeof Activity>;
export const Activities = z.object({
  outcome_plan_id: z.string(),
  caseReference: z.string(),
  activities: z.array(Activity),
});
export type Activities = z.infer<typeof Activities>;

/** nf_dsnap/is_disaster_active (spec part 2 §3 "Flags"). */
export const DisasterStatus = z.object({
  isDisasterActiveInd: z.boolean(),
  isSuccess: z.boolean(),
  /** What the flag means, in the caller's language. */
  message: z.string(),
  /** Portal additions: the declared disaster's name, its counties and when pre-registration ends. */
  disasterName: z.string().nullable(),
  counties: z.array(z.string()),
  endsAt: z.string().nullable(),
});
export type DisasterStatus = z.infer<typeof DisasterStatus>;
/** nf_energy/is_energy_active (spec part 2 §3 "Flags"). */
export const EnergyStatus = z.object({ isEnergyActiveInd: z.boolean(), isSuccess: z.boolean(), message: z.string() });
export type EnergyStatus = z.infer<typeof EnergyStatus>;

export const PendingAppFlags = z.object({
  doesPendingMAGIAppExist: z.boolean(),
  doesPendingFNSAppExist: z.boolean(),
  doesPendingABDAppExist: z.boolean(),
  doesPendingSNAPAppExist: z.boolean(),
});
export type PendingAppFlags = z.infer<typeof PendingAppFlags>;
export const ExistingApps = PendingAppFlags.extend({
  drafts: z.array(z.object({ formId: z.string(), applicationTypeId: z.string() })),
});
export const LieapInProgress = z.object({ hasEnergyAppInProgress: z.boolean(), formId: z.string().nullable() });

export const WorkerQueueItem = z.object({
  applicationId: z.string(),
  reference: z.string(),
  applicantName: z.string(),
  submittedOn: z.string(),
  applicationTypeId: z.string(),
  programs: z.array(
    z.object({
      id: z.string(),
      programCode: z.string(),
      programName: z.string(),
      status: z.enum(PROGRAM_STATUSES),
      /** A hearing reversed its denial: it waits for the caseworker to put the decision into effect. */
      reopenedByHearing: z.boolean(),
    }),
  ),
});
export type WorkerQueueItem = z.infer<typeof WorkerQueueItem>;
/** Who works on an application (ADR 0411); `mine`: the caseworker who asked. */
export const QueueAssignee = z.object({ userId: z.string(), name: z.string(), mine: z.boolean() });
export type QueueAssignee = z.infer<typeof QueueAssignee>;
/** A row of the queue: the application, its age, when each programme must be decided, who has it. */
export const WorkerQueueRow = WorkerQueueItem.extend({
  /** Whole days since it was submitted (the state's calendar). */
  ageDays: z.number().int(),
  /** The earliest decision due date of its programmes still waiting (YYYY-MM-DD). */
  decisionDueOn: z.string(),
  /** Each programme's decision due date (its processing standard), by programme id. */
  programDueOn: z.record(z.string(), z.string()),
  assignee: QueueAssignee.nullable(),
});
export type WorkerQueueRow = z.infer<typeof WorkerQueueRow>;
/** One page of the queue, oldest first, and how many applications the filters match in all. */
export const WorkerQueue = z.object({
  applications: z.array(WorkerQueueRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WorkerQueue = z.infer<typeof WorkerQueue>;
/** Who has the application after "Assign to me" or "Release". */
export const QueueAssignment = z.object({ assignee: QueueAssignee.nullable() });
export type QueueAssignment = z.infer<typeof QueueAssignment>;
export const WorkerApplication = WorkerQueueItem.extend({
  /** The case an approval put it on (its staff case page); null while it has none. */
  caseId: z.string().nullable(),
  summary: z.array(
    z.object({ heading: z.string(), rows: z.array(z.object({ label: z.string(), value: z.string() })) }),
  ),
  /** The food programme's expedited-service screening (packages/forms expedited.ts). */
  expedited: z.boolean(),
  withdrawals: z.array(
    z.object({ programId: z.string(), reason: z.string(), other: z.string().nullable(), requestedOn: z.string() }),
  ),
  /** The documents its answers call for ("documents we still need"), each marked once sent, due by documentsDueOn. */
  documentsNeeded: z.array(NeededDocument),
  documentsDueOn: z.string(),
  /** The files sent for it, as its review lists them (the review page: /worker/documents?case=<its id>). */
  documents: z.array(
    z.object({
      attachmentID: z.string(),
      attachmentName: z.string(),
      itemDescription: z.string(),
      status: CodeValue,
      submittedAt: z.string().nullable(),
    }),
  ),
  /** Programmes already decided: who decided, when and why. */
  decisions: z.array(
    z.object({ programId: z.string(), decidedBy: z.string(), decidedOn: z.string(), reason: z.string().nullable() }),
  ),
});
export type WorkerApplication = z.infer<typeof WorkerApplication>;
/** A programme's status after a caseworker's decision. */
export const WorkerDecisionResult = z.object({
  status: z.enum(['APPROVED', 'DENIED', 'WITHDRAWN', 'PENDING']),
  /** The case an approval put the programme on. */
  caseReference: z.string().optional(),
});
