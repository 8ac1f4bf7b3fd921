import { z } from 'zod';
import { SignAndSubmitRequest, FinishRequest, FinishResult, WorkerAssignRequest } from './applications';
import { QueueAssignment } from './applications-responses';
import { WorkerChangeQueue, WorkerChangeQueueQuery } from './changes-queue';
import { CHANGE_RESIDENT_CALLS } from './changes-api';
import { CHANGE_STAFF_CALLS } from './calls-staff';
import { CASE_CODE_TABLES } from './code-tables-cases';
import { CodeValue } from './documents-lists';
import { codeValues } from './code-tables';
import { endpoints, FileResponse } from './endpoint';
import { line, MoneyCents, text } from './validation';

export * from './changes-api';
export * from './changes-queue';

/**
 * Requests and answers of keeping benefits (spec part 2 §3 "COC config", "Recert finish",
 * "Recert confirmation", "Submitted renewals", "Unsupported scenario"), with the spec's field
 * names; the portal's additions are commented.
 */

export const UnsupportedScenarioCode = z.enum(codeValues(CASE_CODE_TABLES.UnsupportedScenario));
export type UnsupportedScenarioCode = z.infer<typeof UnsupportedScenarioCode>;
export const ChangeStatus = z.enum(codeValues(CASE_CODE_TABLES.ChangeStatus));
/** A change report (COC) or a renewal (RECERT), named SNAP or FNS by the route the person took. */
export const CocTypeCode = z.enum(['SNAP_COC', 'FNS_COC', 'SNAP_RECERT', 'FNS_RECERT']);
export type CocTypeCode = z.infer<typeof CocTypeCode>;

/** What apply_for_*_coc and apply_for_*_recert answer: the configuration, and whether it can start. */
export const CocConfig = z.object({
  nfCOCConfigID: z.string(),
  cocTypeCode: CocTypeCode,
  processID: z.string(),
  /** Portal additions: the case it would report on, why it cannot start, a draft to resume. */
  caseID: z.string().nullable(),
  caseReference: z.string().nullable(),
  unsupportedScenarioCode: UnsupportedScenarioCode.nullable(),
  inProgressFormId: z.string().nullable(),
  /** Renewals: the due date (YYYY-MM-DD, 4:59 p.m. state time) and the day online renewal opens. */
  dueDate: z.string().nullable(),
  opensOn: z.string().nullable(),
  nfDisplayLateRecertMessage: z.boolean(),
  nfLateRecertEndDate: z.string().nullable(),
});
export type CocConfig = z.infer<typeof CocConfig>;

export const UnsupportedMessage = z.object({
  unsupportedScenarioMessage: z.string(),
  details: z.array(z.object({ unsupportedScenarioCode: CodeValue })),
});
export const UnsupportedQuery = z.object({ code: UnsupportedScenarioCode });

export const StartCocRequest = z.object({ cocTypeCode: CocTypeCode, caseID: z.uuid() });
export const StartCocResult = z.object({ iegScriptExecutionID: z.string() });

export const RecertFinishResult = z.object({
  isSuccess: z.boolean(),
  pdcCaseReference: z.string(),
  cocInstanceID: z.string(),
  isARCOC: z.boolean(),
  submittedOn: z.string().nullable(),
});
export const SubmitChangeResult = z.object({
  /** The submitted change report or renewal (the confirmation's id). */
  cocInstanceID: z.string(),
  referenceNumber: z.string(),
});

/** The confirmation of a change report (coc_confirmation_details) or a renewal (coc_recert_…). */
export const ChangeConfirmation = z.object({
  userRole: z.string(),
  pdcCaseReference: z.string(),
  /** The office to contact with questions. */
  contact: z.object({ name: z.string(), phone: z.string() }).nullable(),
  nfEnableFNSAppFromCOC: z.boolean(),
  showVoterRegistration: z.boolean(),
  /** Portal addition: where to register to vote (shown when showVoterRegistration). */
  voterRegistrationUrl: z.string().nullable(),
  nfDisplayLateRecertMessage: z.boolean(),
  nfLateRecertEndDate: z.string().nullable(),
  errors: z.array(z.object({ message: z.string(), level: z.string(), code: z.string() })),
  /** Portal additions. */
  referenceNumber: z.string(),
  submittedOn: z.string(),
  cocTypeCode: CocTypeCode,
  status: ChangeStatus,
});
export type ChangeConfirmation = z.infer<typeof ChangeConfirmation>;

export const SubmittedChange = z.object({
  referenceNumber: z.string(),
  primaryApplicant: z.string(),
  nfLocalizedInd: z.boolean(),
  concernRoleID: z.string(),
  caseID: z.string(),
  /** The PDF of the report (GET case_changes/:id/pdf). */
  attachmentID: z.string(),
  programName: z.string(),
  submittedDateTime: z.string(),
  nfCOCInstanceID: z.string(),
  /** Portal addition: where it stands, described in the reader's language. */
  status: ChangeStatus,
  statusDescription: z.string(),
});
export type SubmittedChange = z.infer<typeof SubmittedChange>;
export const SubmittedRenewals = z.object({
  isLinkedUserInd: z.boolean(),
  isDelinkedUserInd: z.boolean(),
  displayPDFInd: z.boolean(),
  cocDetails: z.array(SubmittedChange),
  renewalDetails: z.array(SubmittedChange),
});
export type SubmittedRenewals = z.infer<typeof SubmittedRenewals>;

export const ExistingCocApps = z.object({
  drafts: z.array(
    z.object({ formId: z.string(), cocTypeCode: CocTypeCode, caseReference: z.string(), startedOn: z.string() }),
  ),
});
export const BenefitAmountRange = z.object({ maxAmountStr: z.string(), minAmountStr: z.string() });

export const LifeEventType = z.enum(codeValues(CASE_CODE_TABLES.LifeEventType));
export type LifeEventType = z.infer<typeof LifeEventType>;
/** A life event one may report (apply info): its name, its context (the type) and the form it opens. */
export const LifeEventInfo = z.object({
  lifeEventTypeName: z.string(),
  lifeEventContextId: LifeEventType,
  schema: z.string(),
});
export const LifeEventOptions = z.object({
  lifeEvents: z.array(LifeEventInfo),
  /** Why none can be reported online (the unsupported scenarios of a change report), or null. */
  unsupportedScenarioCode: UnsupportedScenarioCode.nullable(),
});
export const ArOption = LifeEventInfo.extend({ unsupportedScenarioCode: UnsupportedScenarioCode.nullable() });
export const LifeEventFormRequest = z.object({ lifeEventContextId: LifeEventType });
export const LifeEventFormResult = z.object({ formId: z.string() });
/** One submitted life event (list_submitted_lifeevents). */
export const SubmittedLifeEvent = z.object({
  displayPDFInd: z.boolean(),
  /** The PDF of the report. */
  applicationUrl: z.string(),
  applicationName: z.string(),
  intakeApplicationID: z.string(),
  attachmentID: z.string(),
  details: z.object({
    lifeEventName: z.string(),
    lifeEventID: z.string(),
    submittedDate: z.string(),
    hasAnswerScript: z.boolean(),
    remoteSystems: z.array(z.string()),
    hasRecommendationsRuleSet: z.boolean(),
  }),
  /** Portal additions: its reference and where it stands. */
  referenceNumber: z.string(),
  statusDescription: z.string(),
});
export type SubmittedLifeEvent = z.infer<typeof SubmittedLifeEvent>;
export const SubmittedLifeEvents = z.object({
  header: z.string(),
  playerID: z.string(),
  applications: z.array(SubmittedLifeEvent),
});

/** Staff: one change report or renewal to review, with each change as before -> after. */
export const WorkerChangeRow = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.enum(['COC', 'RECERT']),
  caseReference: z.string(),
  applicantName: z.string(),
  submittedAt: z.string(),
  status: ChangeStatus,
});
export const WorkerChangeDetail = WorkerChangeRow.extend({
  /** The case reported on (its staff case page). */
  caseId: z.string(),
  /** What the person said changed and since when (a change report). */
  summary: z.array(z.object({ label: z.string(), value: z.string() })),
  changes: z.array(z.object({ heading: z.string(), label: z.string(), before: z.string(), after: z.string() })),
  /** A renewal: the period it renews and the next one an acceptance starts. */
  certificationEndOn: z.string().nullable(),
  nextPeriod: z.object({ start: z.string(), end: z.string() }).nullable(),
  decisionNote: z.string().nullable(),
});
export type WorkerChangeDetail = z.infer<typeof WorkerChangeDetail>;
export const AcceptChangeRequest = z.object({
  /** A renewal: the monthly benefit for the next period, in dollars (kept when not given). */
  benefitAmount: MoneyCents.optional(),
  note: text(500).optional(),
});
export const ChangeInfoRequest = z.object({ itemCode: line(40).min(1), note: text(500).min(1) });

const Id = z.object({ id: z.uuid() });
const configCall = (summary: string) => ({ summary, response: CocConfig });
const finishCall = { summary: 'Checks that every page of the report is complete', body: FinishRequest };
const submitCall = {
  summary: 'Signs and submits the report (idempotent: a repeat returns the same one)',
  body: SignAndSubmitRequest,
  response: SubmitChangeResult,
  errors: [409],
};
const confirmationCall = {
  summary: 'The confirmation of a submitted report',
  params: Id,
  response: ChangeConfirmation,
};

export const CHANGE_ENDPOINTS = endpoints(
  'changes',
  { ...CHANGE_RESIDENT_CALLS, ...CHANGE_STAFF_CALLS },
  {
    unsupportedMessage: {
      summary: 'The message of an unsupported scenario and what to do instead',
      query: UnsupportedQuery,
      response: UnsupportedMessage,
    },
    applyForSnapCoc: configCall('Reporting a SNAP change: the configuration and whether it can start'),
    applyForFnsCoc: configCall('Reporting an FNS change: the configuration and whether it can start'),
    applyForSnapRecert: configCall('Renewing SNAP: the configuration, the due date and whether it can start'),
    applyForFnsRecert: configCall('Renewing FNS: the configuration, the due date and whether it can start'),
    snapBenefitAmount: { summary: 'The range of monthly food benefits', response: BenefitAmountRange },
    startCocScript: {
      summary: 'Starts a change report or renewal, filled in from the case',
      body: StartCocRequest,
      response: StartCocResult,
      errors: [409],
    },
    finishCoc: { ...finishCall, response: FinishResult },
    signAndSubmitCoc: submitCall,
    cocConfirmationDetails: confirmationCall,
    finishCocRecert: { ...finishCall, response: RecertFinishResult, errors: [409] },
    signandsubmitCocRecert: submitCall,
    cocRecertConfirmationDetails: confirmationCall,
    listSubmittedRenewals: {
      summary: 'Renewals and reported changes of the last twelve months',
      response: SubmittedRenewals,
    },
    listExistingCocApp: { summary: 'Change reports and renewals in progress', response: ExistingCocApps },
    caseChangePdf: {
      summary: 'A submitted change report or renewal as a PDF',
      params: Id,
      response: FileResponse,
      produces: 'application/pdf',
    },
    applyForLifeEventCoc: { summary: 'The life events one may report as a change', response: LifeEventOptions },
    applyForAr: { summary: 'Naming an authorized representative: whether it can start', response: ArOption },
    lifeEventsForm: {
      summary: 'Starts the report of a life event, filled in from the case',
      body: LifeEventFormRequest,
      response: LifeEventFormResult,
      errors: [409],
    },
    listSubmittedLifeevents: {
      summary: 'Life events reported in the last twelve months',
      response: SubmittedLifeEvents,
    },
    workerCaseChanges: {
      summary:
        "A page of the office's change reports and renewals waiting, oldest first, searched and filtered, with the count",
      query: WorkerChangeQueueQuery,
      response: WorkerChangeQueue,
    },
    workerAssignCaseChange: {
      summary: 'Assigns the report to the caseworker who asks (refused while another has it, unless taken over)',
      params: Id,
      body: WorkerAssignRequest,
      response: QueueAssignment,
      errors: [409],
    },
    workerReleaseCaseChange: {
      summary: 'Releases the report the caseworker has, back to the office',
      params: Id,
      response: QueueAssignment,
      errors: [409],
    },
    workerCaseChange: {
      summary: 'One change report or renewal, before -> after',
      params: Id,
      response: WorkerChangeDetail,
    },
    workerAcceptCaseChange: {
      summary: 'Accepts a report: the case records change; a renewal starts the next period',
      params: Id,
      body: AcceptChangeRequest,
      response: WorkerChangeDetail,
      errors: [409],
    },
    workerCaseChangeInfo: {
      summary: 'Asks the resident for information: a document request on the case',
      params: Id,
      body: ChangeInfoRequest,
      response: WorkerChangeDetail,
      errors: [409],
    },
  },
);
