import { z } from 'zod';
import { line, MoneyCents, text } from './validation';
import {
  APP_RESIDENT_CALLS,
  QUEUE_SEARCH_MAX,
  QUEUE_STATUSES,
  QUEUE_VIEWS,
  WITHDRAWAL_REASONS,
} from './applications-api';
import { CODE_TABLES, codeValues } from './code-tables';
import { APP_STAFF_CALLS } from './calls-staff';
import * as R from './applications-responses';
import { FormTimings } from './form-timings';
import { endpoints, FileResponse, OkResult } from './endpoint';

/**
 * Requests and answers of the application calls (spec part 2 §3, with the spec's field names);
 * paths are APP_RESIDENT_CALLS and APP_STAFF_CALLS in applications-api.ts. The server answers through these schemas (unknown
 * keys dropped); the web app takes the types only.
 */
export * from './applications-api';
export * from './applications-responses';
export * from './form-timings';

const Answer = z.union([text(500), z.array(line(100)).max(20), z.record(line(80), line(200))]);
export const Answers = z.record(line(80), Answer).refine((a) => Object.keys(a).length <= 2000, 'validation.invalid');

export const ApplicationFormRequest = z.object({ applicationTypeId: line(20).min(1) });
export const SetupAndStartRequest = z.object({ motivationTypeId: line(20).min(1) });
export const FinishRequest = z.object({ iegExecutionID: z.uuid() });
export const SavePageBody = z.object({ page: line(80).min(1), answers: Answers });
/** `answers`: what is typed on that page, kept as typed and shown again on resume. */
export const SaveAndExitBody = z.object({
  iegExecutionID: z.uuid(),
  pageName: line(80).min(1),
  answers: Answers.optional(),
});
const Signature = {
  agreements: z.record(line(40), z.boolean()),
  firstName: line(200),
  middleName: line(200).optional(),
  lastName: line(200),
};
export const SignAndSubmitRequest = z.object({ iegExecutionID: z.uuid(), ...Signature });
/** The signature of a submission: the boxes ticked and the name typed. */
export type SignAndSubmitBody = z.infer<z.ZodObject<typeof Signature>>;
export const AnonymousSubmitRequest = z.object({
  applicationTypeId: line(20).min(1),
  /** A one-time key the browser makes per application: a repeat returns the same one. */
  submissionKey: line(64).min(16),
  answers: Answers,
  signature: z.object(Signature),
  /** Seconds from the first page to this submission, measured by the browser (time to complete; no personal data). */
  elapsedSeconds: z.number().int().min(0).max(86_400).optional(),
});
export const WithdrawalRequest = z.object({
  withdrawalReason: line(40),
  otherReason: text(500).optional(),
  firstName: line(200),
  middleName: line(200).optional(),
  lastName: line(200),
  acknowledged: z.boolean(),
});
export type WithdrawalRequestBody = z.infer<typeof WithdrawalRequest>;
/** A withdrawal reported as a change of circumstance: the ids travel in the body. */
export const WithdrawalCocRequest = WithdrawalRequest.extend({
  application_id: z.uuid(),
  application_program_id: z.uuid(),
  /** The case the programme is on, when the resident names it; it must carry the programme. */
  case_id: z.uuid().nullish(),
});
export type WithdrawalCocRequestBody = z.infer<typeof WithdrawalCocRequest>;
export const ActivitiesQuery = z.object({ outcome_plan_id: z.uuid() });
export const WorkerDecisionRequest = z.object({
  decision: z.enum(['APPROVED', 'DENIED']),
  reason: text(500).optional(),
  /** The monthly benefit approved, in dollars (food and cash; none for Medicaid). */
  benefitAmount: MoneyCents.optional(),
});
export const WorkerWithdrawalDecisionRequest = z.object({ accept: z.boolean(), reason: text(500).optional() });
export const WithdrawalReasonCode = z.enum(WITHDRAWAL_REASONS);
const Id = z.object({ id: z.uuid() });
const ProgramParams = z.object({ appId: z.uuid(), programId: z.uuid() });
const WorkerProgramParams = z.object({ id: z.uuid(), programId: z.uuid() });
/** The queue's filters and page (ADR 0411); an empty value is no filter, as a form sends it. */
const blankIsNone = (v: unknown) => (v === '' ? undefined : v);
export const WorkerQueueQuery = z.object({
  q: z.preprocess(blankIsNone, line(QUEUE_SEARCH_MAX, 'validation.queue.search').optional()),
  program: z.preprocess(blankIsNone, z.enum(codeValues(CODE_TABLES.ProgramType), 'validation.queue.choice').optional()),
  status: z.preprocess(blankIsNone, z.enum(QUEUE_STATUSES, 'validation.queue.choice').optional()),
  view: z.preprocess(blankIsNone, z.enum(QUEUE_VIEWS, 'validation.queue.choice').default('office')),
  page: z.preprocess(
    blankIsNone,
    z.coerce
      .number('validation.queue.page')
      .int('validation.queue.page')
      .min(1, 'validation.queue.page')
      .max(100_000, 'validation.queue.page')
      .default(1),
  ),
});
export type WorkerQueueQuery = z.input<typeof WorkerQueueQuery>;
/** "Assign to me": `takeOver` takes it from the caseworker who has it (the office's or an administrator's choice). */
export const WorkerAssignRequest = z.object({ takeOver: z.boolean().default(false) });
const PdfQuery = z.object({ key: line(64).optional() });
const motivationTypeCall = (summary: string) => ({ summary, response: R.MotivationType });
const finishCall = {
  summary: 'Checks that every page of the form is complete',
  body: FinishRequest,
  response: R.FinishResult,
};
const startCall = {
  summary: 'Sets up and starts a motivation',
  body: SetupAndStartRequest,
  response: R.SetupAndStartResult,
  errors: [409],
};
const esignatureCall = {
  summary: 'The e-signature flags and the boxes to tick',
  params: Id,
  response: R.ESignatureResponse,
};
const withdrawCall = {
  summary: 'Asks to withdraw one programme of an application',
  params: ProgramParams,
  body: WithdrawalRequest,
  response: OkResult,
  errors: [409],
};

export const APP_ENDPOINTS = endpoints(
  'applications',
  { ...APP_RESIDENT_CALLS, ...APP_STAFF_CALLS },
  {
    onlineCategories: { summary: 'Categories, their application types and programmes', response: R.OnlineCategories },
    draftApplications: { summary: "The user's applications in progress", response: R.DraftApplications },
    submittedApplications: {
      summary: 'Applications submitted in the last six months',
      response: R.SubmittedApplications,
    },
    applicationForm: {
      summary: 'Starts an application (a draft) of a type',
      body: ApplicationFormRequest,
      response: R.ApplicationFormResult,
      errors: [409],
    },
    applications: {
      summary: 'Submits an anonymous food or energy application (idempotent by submissionKey)',
      body: AnonymousSubmitRequest,
      response: R.PostedApplication,
    },
    formDetails: {
      summary: "A draft's answers and where the person was",
      params: Id,
      query: z.object({ isPartialApplication: line(10).optional() }),
      response: R.FormDetails,
    },
    saveFormDetails: {
      summary: "Saves one page of answers (checked by the server's engine)",
      params: Id,
      body: SavePageBody,
      response: R.SavePageResult,
      errors: [409],
    },
    setupAndStart: startCall,
    setupStartMotivation: startCall,
    motivationType: { summary: "A draft's motivation type", params: Id, response: R.MotivationType },
    motivationDetails: {
      summary: 'A draft as a motivation (its script execution)',
      params: Id,
      response: R.MotivationDetails,
    },
    confirmationDetails: {
      summary: 'What the confirmation page shows of a submitted application',
      params: Id,
      response: R.ConfirmationDetails,
    },
    esignature: esignatureCall,
    esignatureByMotivation: esignatureCall,
    applyForUnified: motivationTypeCall("The unified (combined) application's motivation type"),
    applyForCovidTesting: motivationTypeCall("The COVID-19 testing application's motivation type"),
    applyForStandaloneRidp: motivationTypeCall('The standalone identity-proofing motivation type'),
    finishStandaloneRidp: {
      summary: 'Finishes standalone identity proofing: sends the answers to the identity service',
      body: FinishRequest,
      response: R.FinishStandaloneRidpResult,
      errors: [409],
    },
    finishUnified: finishCall,
    finishMotivation: finishCall,
    finishCovidTesting: finishCall,
    signAndSubmit: {
      summary: 'Signs and submits a draft (idempotent)',
      body: SignAndSubmitRequest,
      response: R.SignAndSubmitResult,
      errors: [409],
    },
    storeSaveAndExitPageName: { summary: 'Marks the page to resume at', body: SaveAndExitBody, response: OkResult },
    deleteMotivation: { summary: 'Deletes a draft', params: Id, response: OkResult },
    activities: {
      summary: "The activities of a case's outcome plan: documents asked for and the renewal",
      query: ActivitiesQuery,
      response: R.Activities,
    },
    listExistingApp: { summary: "The user's drafts and pending programmes", response: R.ExistingApps },
    applyLieap: { summary: 'Whether an energy application is in progress', response: R.LieapInProgress },
    startLieap: {
      summary: 'Starts an energy application (refused while one is in progress)',
      response: R.StartLieapResult,
      errors: [409],
    },
    isEnergyActive: { summary: 'Whether it is the energy assistance season', response: R.EnergyStatus },
    isDisasterActive: {
      summary: 'Whether disaster food assistance pre-registration is open',
      response: R.DisasterStatus,
    },
    existsPendingAppForUser: {
      summary: 'Whether the user has applications waiting, by programme',
      response: R.PendingAppFlags,
    },
    withdrawalRequestReasons: {
      summary: 'The reasons one may give to withdraw a programme',
      params: ProgramParams,
      response: R.WithdrawalReasons,
    },
    withdrawalRequest: withdrawCall,
    nfWithdrawalRequest: withdrawCall,
    withdrawalCocRequest: {
      summary: 'Asks to withdraw one programme, named (with its case) in the body',
      body: WithdrawalCocRequest,
      response: OkResult,
      errors: [409],
    },
    applicationPdf: {
      summary: 'The application as a PDF',
      params: Id,
      query: PdfQuery,
      response: FileResponse,
      produces: 'application/pdf',
    },
    workerApplicationQueue: {
      summary: 'A page of the applications waiting for a decision, oldest first, searched and filtered, with the count',
      query: WorkerQueueQuery,
      response: R.WorkerQueue,
    },
    workerAssignApplication: {
      summary: 'Assigns the application to the caseworker who asks (refused while another has it, unless taken over)',
      params: Id,
      body: WorkerAssignRequest,
      response: R.QueueAssignment,
      errors: [409],
    },
    workerReleaseApplication: {
      summary: 'Releases the application the caseworker has, back to the office',
      params: Id,
      response: R.QueueAssignment,
      errors: [409],
    },
    workerFormTimings: {
      summary:
        'Time to complete each form (median minutes) and the pages where unfinished ones stopped; no personal data',
      response: FormTimings,
    },
    workerApplication: {
      summary: 'One application as the caseworker reads it',
      params: Id,
      response: R.WorkerApplication,
    },
    workerApplicationPdf: {
      summary: "The application as a PDF, in the caseworker's language",
      params: Id,
      response: FileResponse,
      produces: 'application/pdf',
    },
    workerApplicationDecision: {
      summary: 'Approves or denies one programme (a denial needs a reason)',
      params: WorkerProgramParams,
      body: WorkerDecisionRequest,
      response: R.WorkerDecisionResult,
      errors: [409],
    },
    workerWithdrawalDecision: {
      summary: 'Accepts or refuses a request to withdraw',
      params: WorkerProgramParams,
      body: WorkerWithdrawalDecisionRequest,
      response: R.WorkerDecisionResult,
      errors: [409],
    },
  },
);
