import { z } from 'zod';
import { PROGRAM_STATUSES, SUBMITTED_STATUSES } from './applications-api';

/**
 * Answers about submitted applications (spec part 2 §3): the signature's result, the
 * confirmation with the documents still needed, and the submitted list, with the spec's field
 * names. "Portal addition" marks a field the spec does not name.
 */

export const SignAndSubmitResult = z.object({
  userRole: z.string(),
  isPresumptiveFlow: z.boolean(),
  intakeapplicationID: z.string(),
  signAndSubmitResponse: z.object({ contact: z.string(), reference: z.string() }),
  errors: z.array(z.object({ message: z.string(), level: z.string(), code: z.string() })),
});
export type SignAndSubmitResult = z.infer<typeof SignAndSubmitResult>;

/** One of "Documents we still need": a document the application's answers call for. */
export const NeededDocument = z.object({
  /** Names it for the upload (neededKey): stable for the application. */
  key: z.string(),
  /** What it is, in the reader's language (code table VerificationItem). */
  name: z.string(),
  /** What to send for it (code table VerificationEvidence). */
  text: z.string(),
  /** Whom or what it is about: the person, and for a job the employer. */
  about: z.string().nullable(),
  /** A document was sent for it and has not been refused. */
  sent: z.boolean(),
});
export type NeededDocument = z.infer<typeof NeededDocument>;

export const ConfirmationDetails = z.object({
  intakeapplicationID: z.string(),
  reference: z.string(),
  submittedOn: z.string(),
  /** Each programme with the last day of its decision (its processing standard). */
  programs: z.array(z.object({ code: z.string(), name: z.string(), decisionDueOn: z.string() })),
  /** The latest of the programmes' decision days. */
  decisionDueOn: z.string(),
  documentsDueOn: z.string(),
  documentsNeeded: z.array(NeededDocument),
});
export type ConfirmationDetails = z.infer<typeof ConfirmationDetails>;
/** POST applications (an anonymous application): the spec's posted-application fields. */
export const PostedApplication = z.object({
  application_id: z.string(),
  applicationReference: z.string(),
  /** Portal addition: what the confirmation page shows (an anonymous person cannot read confirmation_details). */
  confirmation: ConfirmationDetails,
});
export type PostedApplication = z.infer<typeof PostedApplication>;

/** One programme of a submitted application (spec part 2 §3 "Submitted application"). */
export const SubmittedProgram = z.object({
  application_program_id: z.string(),
  name: z.string(),
  case_id: z.string().nullable(),
  programStatusDetails: z.object({
    hasPendingWithdrawalRequest: z.boolean(),
    status: z.enum(PROGRAM_STATUSES),
    withdrawalRequestStatusMessage: z.string(),
    canBeWithdrawn: z.boolean(),
  }),
  /** Portal addition: the ProgramType code (programId, as the spec's Program entity names it). */
  programId: z.string(),
});
export type SubmittedProgram = z.infer<typeof SubmittedProgram>;
export const SubmittedApplication = z.object({
  application_id: z.string(),
  submittedOn: z.string(),
  /** The application's name (the form's title), as a draft's. */
  name: z.string(),
  status: z.enum(SUBMITTED_STATUSES),
  applicationPrograms: z.array(SubmittedProgram),
  /** Portal addition: the reference the person quotes (applicationReference, as the finish result names it). */
  applicationReference: z.string(),
});
export type SubmittedApplication = z.infer<typeof SubmittedApplication>;
export const SubmittedApplications = z.object({ applications: z.array(SubmittedApplication) });
export type SubmittedApplications = z.infer<typeof SubmittedApplications>;
export const WithdrawalReasons = z.object({
  withdrawalReason: z.array(z.object({ code: z.string(), description: z.string() })),
});
export type WithdrawalReasons = z.infer<typeof WithdrawalReasons>;
