import { z } from 'zod';
import { line, text } from './validation';
import { PROGRAM_STATUSES, WITHDRAWAL_REASONS, type ApplicationFormResult, type DisasterStatus, type DraftApplications, type EnergyStatus, type OnlineCategories, type PostedApplication, type StartLieapResult, type SubmittedApplications } from './applications-api';

/** Requests of the application calls (see applications-api.ts for paths and responses). */
export * from './applications-api';

const Answer = z.union([text(500), z.array(line(100)).max(20), z.record(line(80), line(200))]);
export const Answers = z.record(line(80), Answer).refine((a) => Object.keys(a).length <= 2000, 'validation.invalid');

export const ApplicationFormRequest = z.object({ applicationTypeId: line(20).min(1) });
export const SetupAndStartRequest = z.object({ motivationTypeId: line(20).min(1) });
export const FinishRequest = z.object({ iegExecutionID: z.uuid() });
export const SavePageBody = z.object({ page: line(80).min(1), answers: Answers });
export const SaveAndExitBody = z.object({ iegExecutionID: z.uuid(), pageName: line(80).min(1) });
const Signature = {
  agreements: z.record(line(40), z.boolean()),
  firstName: line(200),
  middleName: line(200).optional(),
  lastName: line(200),
};
export const SignAndSubmitRequest = z.object({ iegExecutionID: z.uuid(), ...Signature });
export const AnonymousSubmitRequest = z.object({
  applicationTypeId: line(20).min(1),
  /** A one-time key the browser makes per application: a repeat returns the same one. */
  submissionKey: line(64).min(16),
  answers: Answers,
  signature: z.object(Signature),
});
export const WithdrawalRequest = z.object({
  withdrawalReason: line(40),
  otherReason: text(500).optional(),
  firstName: line(200),
  middleName: line(200).optional(),
  lastName: line(200),
  acknowledged: z.boolean(),
});
export const WithdrawalCocRequest = WithdrawalRequest.extend({
  application_id: z.uuid(),
  application_program_id: z.uuid(),
  case_id: z.uuid().nullish(),
});
export const ActivitiesQuery = z.object({ outcome_plan_id: z.uuid() });
export const WorkerDecisionRequest = z.object({ decision: z.enum(['APPROVED', 'DENIED']), reason: text(500).optional() });
export const WorkerWithdrawalDecisionRequest = z.object({ accept: z.boolean(), reason: text(500).optional() });
export const WithdrawalReasonCode = z.enum(WITHDRAWAL_REASONS);

/* Responses of the spec's calls, with the spec's field names; `satisfies` keeps them equal to the
   zod-free types in applications-api.ts, and the server answers through them (unknown keys dropped). */
const ProgramInfo = z.object({ programId: z.string(), name: z.string() });
export const OnlineCategoriesResponse = z.object({
  categories: z.array(
    z.object({
      online_category_id: z.string(),
      name: z.string(),
      description: z.string(),
      displayOrder: z.number().int(),
      url: z.string(),
      intakeApplicationTypes: z.array(
        z.object({
          application_type_id: z.string(),
          iegScriptId: z.string(),
          individualProgramSelectionAllowed: z.boolean(),
          name: z.string(),
          summary: z.string(),
          description: z.string(),
          displayOrder: z.number().int(),
          canApplyFor: z.boolean(),
          associatedDraftApplicationId: z.string().nullable(),
          url: z.string(),
          programs: z.array(ProgramInfo),
          allowedWithdrawalReasons: z.array(WithdrawalReasonCode),
          requiresLogin: z.boolean(),
        }),
      ),
    }),
  ),
}) satisfies z.ZodType<OnlineCategories>;
export const DraftApplicationsResponse = z.object({
  applications: z.array(
    z.object({
      draft_application_id: z.string(),
      name: z.string(),
      createdOn: z.string(),
      lastUpdatedOn: z.string(),
      isSubmissionForm: z.boolean(),
      isMotivation: z.boolean(),
      motivationID: z.string(),
      programs: z.array(ProgramInfo),
      expiresOn: z.string(),
      currentPage: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<DraftApplications>;
export const SubmittedApplicationsResponse = z.object({
  applications: z.array(
    z.object({
      application_id: z.string(),
      submittedOn: z.string(),
      name: z.string(),
      status: z.enum(['PENDING', 'DECIDED']),
      applicationPrograms: z.array(
        z.object({
          application_program_id: z.string(),
          name: z.string(),
          case_id: z.string().nullable(),
          programStatusDetails: z.object({
            hasPendingWithdrawalRequest: z.boolean(),
            status: z.enum(PROGRAM_STATUSES),
            withdrawalRequestStatusMessage: z.string(),
            canBeWithdrawn: z.boolean(),
          }),
          programId: z.string(),
        }),
      ),
      applicationReference: z.string(),
    }),
  ),
}) satisfies z.ZodType<SubmittedApplications>;
export const DisasterStatusResponse = z.object({
  isDisasterActiveInd: z.boolean(),
  isSuccess: z.boolean(),
  message: z.string(),
  disasterName: z.string().nullable(),
  counties: z.array(z.string()),
  endsAt: z.string().nullable(),
}) satisfies z.ZodType<DisasterStatus>;
export const ApplicationFormResponse = z.object({ application_form_id: z.string(), isPartialApplication: z.boolean() }) satisfies z.ZodType<ApplicationFormResult>;
export const StartLieapResponse = z.object({ application_form_id: z.string(), message: z.string(), isSuccess: z.boolean() }) satisfies z.ZodType<StartLieapResult>;
export const PostedApplicationResponse = z.object({
  application_id: z.string(),
  applicationReference: z.string(),
  confirmation: z.object({
    intakeapplicationID: z.string(),
    reference: z.string(),
    submittedOn: z.string(),
    programs: z.array(z.object({ code: z.string(), name: z.string() })),
    decisionDueOn: z.string(),
    documentsDueOn: z.string(),
  }),
}) satisfies z.ZodType<PostedApplication>;
export const EnergyStatusResponse = z.object({ isEnergyActiveInd: z.boolean(), isSuccess: z.boolean(), message: z.string() }) satisfies z.ZodType<EnergyStatus>;
