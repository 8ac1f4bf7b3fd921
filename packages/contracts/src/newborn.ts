import { z } from 'zod';
import { endpoints, OkResult } from './endpoint';
import {
  MOTHER_ID_PATTERN,
  NEWBORN_NAME_MAX,
  NEWBORN_CALLS,
  NEWBORN_SEXES,
  NEWBORN_STAFF_CALLS,
  REFERRAL_REASON_MAX,
  REFERRAL_ARCHIVE_MAX,
  REFERRAL_DECISIONS,
  REFERRAL_PAGE_SIZE_DEFAULT,
  REFERRAL_PAGE_SIZE_MAX,
  REFERRAL_SEARCH_BY,
  REFERRAL_SEARCH_VALUE_MAX,
  REFERRAL_STATUSES,
} from './newborn-api';
import { WorkerAssignRequest } from './applications';
import { MotivationType, QueueAssignee, QueueAssignment } from './applications-responses';
import { ReferralProblems, WorkerReferralQueueQuery, WorkerReferralQueueRow } from './referrals-queue';
import { line, text, UsDate } from './validation';

export * from './newborn-api';
export * from './referrals-queue';

/**
 * Deemed newborn referrals (spec part 2 §3 "Newborn referral", "Search pages", "Provider
 * facility"; §7 "Deemed newborn"). A provider sees only the referrals of their own facilities,
 * and of the mother only what the referral holds: her name and the number she was found by.
 */

export const DeemedNewBornAllowed = z.object({ deemedNewBornAllowed: z.boolean() });

/** Provider facility. */
export const AnbFacility = z.object({ ANBProviderName: z.string(), providerConcernRoleID: z.uuid() });
export const AnbFacilities = z.object({ facilities: z.array(AnbFacility) });
export type AnbFacility = z.infer<typeof AnbFacility>;

/** Newborn referral, with the spec's field names (referralId is the portal's). */
export const AnbReferral = z.object({
  referralId: z.uuid(),
  ANBProviderName: z.string(),
  providerUser: z.string(),
  /** The number the mother was found by: her Medicaid case number. */
  birthMotherCNDSID: z.string(),
  /** The newborn as a person, once approved. */
  newBornCNDSID: z.string().nullable(),
  birthMotherName: z.string(),
  newBornName: z.string(),
  /** ISO day. */
  newBornDOB: z.string(),
  submittedDateTime: z.string(),
  submittedDate: z.string(),
  isProcessed: z.boolean(),
  processingDate: z.string().nullable(),
  /** The case the newborn joined, once approved. */
  applicationCaseID: z.string().nullable(),
  nfCountyDSSCode: z.string(),
  nfReferralStatus: z.enum(REFERRAL_STATUSES),
  archived: z.boolean(),
});
export type AnbReferral = z.infer<typeof AnbReferral>;

/** Search pages. */
export const AnbReferralPage = z.object({
  isSuccess: z.boolean(),
  message: z.string(),
  pageNumber: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  dtls: z.array(AnbReferral),
});
export type AnbReferralPage = z.infer<typeof AnbReferralPage>;

export const AnbReferralSearch = z.object({
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(REFERRAL_PAGE_SIZE_MAX).default(REFERRAL_PAGE_SIZE_DEFAULT),
  /** One of the provider's facilities; none: all of them. */
  nfProviderConcernRoleID: z.uuid().optional(),
  nfSearchBy: z.enum(REFERRAL_SEARCH_BY).optional(),
  /** Checked by referralSearchProblem once nfSearchBy says what it is. */
  nfSearchByValue: line(REFERRAL_SEARCH_VALUE_MAX).optional(),
});
export type AnbReferralSearch = z.input<typeof AnbReferralSearch>;

const name = line(NEWBORN_NAME_MAX).min(1, 'validation.required');

/** The referral form: facility, the mother (found by her case number, name and birth date), the newborn. */
export const AnbReferralForm = z.object({
  providerConcernRoleID: z.uuid(),
  motherClientId: z.string().trim().regex(MOTHER_ID_PATTERN, 'validation.invalid'),
  motherFirstName: name,
  motherLastName: name,
  motherBirthDate: UsDate,
  newbornFirstName: name,
  newbornLastName: name,
  /** Not in the future, at most NEWBORN_MAX_AGE_DAYS old (checked by the server's clock). */
  newbornBirthDate: UsDate,
  newbornSex: z.enum(NEWBORN_SEXES, 'validation.required'),
});
export type AnbReferralForm = z.input<typeof AnbReferralForm>;

export const SubmitAnbReferral = AnbReferralForm.extend({
  /** The form's id: submitting twice keeps one referral. */
  formId: z.uuid(),
  signatureFirstName: name,
  signatureLastName: name,
  agree: z.literal(true, 'validation.required'),
});
export type SubmitAnbReferral = z.input<typeof SubmitAnbReferral>;

export const ArchiveAnbReferrals = z.object({
  referralIds: z.array(z.uuid()).min(1).max(REFERRAL_ARCHIVE_MAX),
});

/** A referral as the office sees it: the mother's case too. */
export const WorkerAnbReferral = AnbReferral.extend({
  caseReference: z.string(),
  newbornSex: z.enum(NEWBORN_SEXES),
  denialReason: z.string().nullable(),
});
export type WorkerAnbReferral = z.infer<typeof WorkerAnbReferral>;
/** The office's queue: a page of the referrals waiting, oldest first, and those decided lately. */
export const WorkerAnbReferrals = z.object({
  referrals: z.array(WorkerReferralQueueRow),
  /** How many waiting referrals the search and view match. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /**
   * The last ten decided in the last 30 days, newest first: on the first page of the Office view
   * only, searched or not (not read again for its other pages and "Mine").
   */
  recent: z.array(WorkerAnbReferral).optional(),
});
export type WorkerAnbReferrals = z.infer<typeof WorkerAnbReferrals>;

/**
 * One referral as the caseworker deciding it sees it: the mother's birth date from her case (what
 * the facility's form was matched on), what no longer matches, who has it, and who decided it when.
 */
export const WorkerReferralDetail = WorkerAnbReferral.extend({
  caseId: z.string(),
  motherBirthDate: z.string().nullable(),
  problems: ReferralProblems,
  assignee: QueueAssignee.nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type WorkerReferralDetail = z.infer<typeof WorkerReferralDetail>;

export const WorkerReferralDecision = z
  .object({
    decision: z.enum(REFERRAL_DECISIONS),
    reason: text(REFERRAL_REASON_MAX).default(''),
  })
  .refine((d) => d.decision === 'APPROVE' || d.reason.length > 0, {
    path: ['reason'],
    message: 'validation.required',
  });
export type WorkerReferralDecision = z.input<typeof WorkerReferralDecision>;

const Id = z.object({ id: z.uuid() });

export const NEWBORN_ENDPOINTS = endpoints('deemed newborn', NEWBORN_CALLS, {
  deemedNewBornAllowed: {
    summary: 'Whether the signed-in provider may refer newborns (own flag and a facility allowing it)',
    response: DeemedNewBornAllowed,
  },
  listAnbUserFacilities: { summary: "The provider's facilities that refer newborns", response: AnbFacilities },
  searchAnbReferrals: {
    summary: "A page of the provider's facilities' referrals not archived, newest first",
    query: AnbReferralSearch,
    response: AnbReferralPage,
  },
  searchArchivedAnbReferrals: {
    summary: "A page of the provider's facilities' archived referrals, newest first",
    query: AnbReferralSearch,
    response: AnbReferralPage,
  },
  archiveProviderAnbApplications: {
    summary: 'Archives processed referrals of the provider’s facilities (refused for one not processed)',
    body: ArchiveAnbReferrals,
    response: OkResult,
    errors: [409],
  },
  motivationDeemedNewBorn: { summary: "The newborn referral's motivation type", response: MotivationType },
  checkAnbReferral: {
    summary: 'Checks a referral form: the mother must be found on a Medicaid case (nothing is kept)',
    body: AnbReferralForm,
    response: OkResult,
    errors: [422],
  },
  submitAnbReferral: {
    summary: 'Signs and submits a newborn referral to the office of the mother’s case (idempotent)',
    body: SubmitAnbReferral,
    response: AnbReferral,
    errors: [409, 422],
  },
  anbReferral: { summary: "One referral of the provider's facilities", params: Id, response: AnbReferral },
});

export const NEWBORN_STAFF_ENDPOINTS = endpoints('deemed newborn', NEWBORN_STAFF_CALLS, {
  workerNewbornReferrals: {
    summary:
      "A page of the office's newborn referrals waiting, oldest first, searched, with the count and the last decided",
    query: WorkerReferralQueueQuery,
    response: WorkerAnbReferrals,
  },
  workerNewbornReferral: {
    summary: 'One referral of the office, with what no longer matches the mother’s case',
    params: Id,
    response: WorkerReferralDetail,
  },
  workerAssignNewbornReferral: {
    summary: 'Assigns the referral to the caseworker who asks (refused while another has it, unless taken over)',
    params: Id,
    body: WorkerAssignRequest,
    response: QueueAssignment,
    errors: [409],
  },
  workerReleaseNewbornReferral: {
    summary: 'Releases the referral the caseworker has, back to the office',
    params: Id,
    response: QueueAssignment,
    errors: [409],
  },
  workerNewbornReferralDecision: {
    summary:
      'Approves (the newborn joins the mother’s case; refused when the case no longer matches), denies or withdraws a referral',
    params: Id,
    body: WorkerReferralDecision,
    response: WorkerReferralDetail,
    errors: [409],
  },
});
