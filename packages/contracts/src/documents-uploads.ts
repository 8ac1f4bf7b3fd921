import { z } from 'zod';
import { MAX_DOCUMENTS_PER_SUBMISSION, MAX_FILE_NAME_LENGTH } from './upload-rules';
import { line } from './validation';

/** Requests and answers of the calls that upload, delete and submit documents (spec part 1 §5, §7). */

const AttachmentName = line(MAX_FILE_NAME_LENGTH, 'validation.upload.fileName').min(1, 'validation.required');
/** A client-chosen id of one file (a UUID): sending the same file again does not store it twice. */
const AttachmentId = z.string().uuid('validation.invalid');
const Base64Data = z.string().min(1, 'validation.required');
/**
 * The portal's addition: one id (a UUID) per batch of files the person sends together (one press
 * of "Upload files"), so the server can hold a batch sent file by file to 20 documents
 * (spec part 1 §5, §9; docs/decisions/0300). Without it each request is its own batch.
 */
const SubmissionId = z.string().uuid('validation.invalid').optional();

export const UploadVerificationRequest = z.object({
  attachment_name: AttachmentName,
  verification_item_utilization_id: line(64).optional(),
  attachment_id: AttachmentId,
  attachment_base_64_data: Base64Data,
  vdied_link_id: z.string().uuid('validation.invalid'),
});
export type UploadVerificationRequest = z.infer<typeof UploadVerificationRequest>;

export const UploadResult = z.object({
  attachment_name: z.string(),
  message: z.string(),
  isSuccess: z.boolean(),
  verificationItemProvidedID: z.string().nullable(),
  /** The portal's addition: which rule refused the file (see UPLOAD_PROBLEMS), for the browser's own wording. */
  code: z.string().nullable(),
});
export type UploadResult = z.infer<typeof UploadResult>;

export const UploadMultipleVerificationRequest = z.object({
  dtls: z.array(UploadVerificationRequest).min(1).max(MAX_DOCUMENTS_PER_SUBMISSION, 'validation.upload.tooMany'),
});
export const UploadResults = z.object({ dtls: z.array(UploadResult) });
export type UploadResults = z.infer<typeof UploadResults>;

export const DeleteVerificationRequest = z.object({
  verification_item_provided_id: z.array(z.string().uuid('validation.invalid')).min(1).max(100),
});
export const GenericResult = z.object({
  isSuccess: z.boolean(),
  message: z.string(),
  vDIEDLinkID: z.string().nullable(),
});
export type GenericResult = z.infer<typeof GenericResult>;
export const SubmitResult = z.object({ isSuccess: z.boolean(), message: z.string(), submittedCount: z.number().int() });
export type SubmitResult = z.infer<typeof SubmitResult>;

const CaseRef = z.object({
  referenceNumber: line(64).optional(),
  primaryApplicant: line(200).optional(),
  concernRoleID: line(64).optional(),
  caseID: z.string().uuid('validation.invalid'),
  programName: line(200).optional(),
});
export const StandaloneUploadRequest = z
  .object({
    attachment_name: AttachmentName,
    attachment_id: AttachmentId,
    attachment_base_64_data: Base64Data,
    applicationID: z.string().uuid('validation.invalid').nullable().optional(),
    concernRoleID: line(64).nullable().optional(),
    caseDtls: z.array(CaseRef).max(20).default([]),
    /** The portal's addition: more than one submitted application chosen on the select-case screen. */
    nfApplicationIDList: z
      .array(z.object({ applicationID: z.string().uuid('validation.invalid') }))
      .max(20)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.caseDtls.length === 0 && !v.applicationID && !v.nfApplicationIDList?.length) {
      ctx.addIssue({ code: 'custom', path: ['caseDtls'], message: 'validation.upload.selectCase' });
    }
  });
export const UploadMultipleStandaloneRequest = z.object({
  dtls: z.array(StandaloneUploadRequest).min(1).max(MAX_DOCUMENTS_PER_SUBMISSION, 'validation.upload.tooMany'),
  submissionID: SubmissionId,
});
export type StandaloneUploadRequest = z.infer<typeof StandaloneUploadRequest>;

export const DeleteStandaloneRequest = z.object({
  nfDULStandaloneAttachmentID: z.array(z.string().uuid('validation.invalid')).min(1).max(100),
});
export const DeleteStandaloneResult = z.object({
  isSuccess: z.boolean(),
  message: z.string(),
  concernrole_id: z.string(),
});

/** A document for one submitted application (online or disaster food assistance): it reaches the agency at once. */
export const ApplicationUploadRequest = z.object({
  attachment_name: AttachmentName,
  attachment_id: AttachmentId,
  attachment_base_64_data: Base64Data,
  applicationID: z.string().uuid('validation.invalid'),
  /** Portal addition: which of the application's "documents we still need" this file is (its key). */
  neededKey: z
    .string()
    .max(120)
    .regex(/^[A-Z_]+(\.[A-Za-z0-9]+)+$/, 'validation.invalid')
    .optional(),
});
/** The single-file call's body: one file, and the batch it belongs to. */
export const SingleApplicationUploadRequest = ApplicationUploadRequest.extend({ submissionID: SubmissionId });
export const UploadMultipleApplicationRequest = z.object({
  dtls: z.array(ApplicationUploadRequest).min(1).max(MAX_DOCUMENTS_PER_SUBMISSION, 'validation.upload.tooMany'),
  submissionID: SubmissionId,
});

export const EnergyUploadRequest = z.object({
  attachment_name: AttachmentName,
  attachment_id: AttachmentId,
  attachment_base_64_data: Base64Data,
  concernRoleID: line(64).nullable().optional(),
  nfApplicationIDList: z
    .array(z.object({ applicationID: z.string().uuid('validation.invalid') }))
    .min(1, 'validation.upload.selectCase')
    .max(20),
  /** Spec §5: the documents concern only people in the household of the named case holder. */
  householdConfirmed: z.literal(true, { error: 'validation.upload.householdConfirm' }),
});
export type EnergyUploadRequest = z.infer<typeof EnergyUploadRequest>;
export const UploadMultipleEnergyRequest = z.object({
  dtls: z.array(EnergyUploadRequest).min(1).max(MAX_DOCUMENTS_PER_SUBMISSION, 'validation.upload.tooMany'),
  submissionID: SubmissionId,
});
export const EnergyUploadResults = z.object({
  dtls: z.array(
    z.object({
      applicationRefs: z.array(z.string()),
      documents: z.array(
        z.object({
          attachment_name: z.string(),
          message: z.string(),
          isSuccess: z.boolean(),
          code: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type EnergyUploadResults = z.infer<typeof EnergyUploadResults>;
