import { z } from 'zod';
import { DECISIONS, MAX_COMMENT_LENGTH, REJECTION_REASONS } from './documents-api';
import { MAX_DOCUMENTS_PER_SUBMISSION, MAX_FILE_NAME_LENGTH } from './upload-rules';

export * from './upload-rules';
export * from './documents-api';

/** Schemas of the document calls (spec part 1 §3.3, §7); paths and codes are in documents-api.ts (no zod, for the browser). */

export const CodeValue = z.object({
  tableName: z.string(),
  value: z.string(),
  description: z.string(),
  parentCodeTable: z.string().nullable(),
});
export type CodeValue = z.infer<typeof CodeValue>;

/** One uploaded document as the resident sees it, with the spec's row-action flags. */
export const UploadedDocument = z.object({
  attachmentID: z.string(),
  attachmentName: z.string(),
  attachmentDate: z.string(),
  documentType: z.string(),
  documentStatus: CodeValue,
  documentStatusDescription: z.string(),
  caseID: z.string().nullable(),
  participantName: z.string(),
  itemDescription: z.string(),
  programName: z.string(),
  latestActivity: z.string(),
  documentLink: z.string(),
  vipKey: z.string(),
  showDocumentIconInd: z.boolean(),
  showViewActionInd: z.boolean(),
  showDeleteActionInd: z.boolean(),
  showSubmitActionInd: z.boolean(),
  showAcceptInd: z.boolean(),
  showRejectInd: z.boolean(),
  documentRejectionReason: CodeValue.nullable(),
  rejectionComments: z.string().nullable(),
});
export type UploadedDocument = z.infer<typeof UploadedDocument>;

export const VerificationDetails = z.object({
  primaryClient: z.string(),
  concernRoleID: z.string(),
  verifiableDataItemName: z.string(),
  evidence: z.string(),
  dueDate: z.string(),
  verificationStatus: z.string(),
  vDIEDLinkID: z.string(),
  verificationID: z.string(),
  contextDescription: z.string(),
  mandatory: z.boolean(),
  itemProvided: z.boolean(),
  documentSubmittedOpt: z.boolean(),
});

/** An outstanding verification item of a case and person, with the documents given for it. */
export const OutstandingVerification = z.object({
  caseID: z.string(),
  caseReference: z.string(),
  participantName: z.string(),
  itemDescription: z.string(),
  programName: z.string(),
  documentType: z.string(),
  showAddActionInd: z.boolean(),
  dtls: VerificationDetails,
  documents: z.array(UploadedDocument),
});
export type OutstandingVerification = z.infer<typeof OutstandingVerification>;
export const OutstandingVerifications = z.object({ dtls: z.array(OutstandingVerification) });
export type OutstandingVerifications = z.infer<typeof OutstandingVerifications>;

export const RejectedDocument = z.object({
  rejectionParticipantName: z.string(),
  rejectionComments: z.string(),
  documentRejectionReason: CodeValue,
  vDIEDLinkId: z.string().nullable(),
  documentType: z.string().nullable(),
  showAddActionInd: z.boolean(),
  attachmentID: z.string(),
  attachmentName: z.string(),
  programName: z.string(),
  verifiableDataItemName: z.string(),
  /**
   * The portal's additions: what kind of upload the document came from, and (for a standalone or
   * energy document) the cases and applications it was given for — where its replacement goes.
   */
  documentKind: z.enum(['VERIFICATION', 'STANDALONE', 'ENERGY', 'APPLICATION']),
  caseDtls: z.array(z.object({ caseID: z.string(), referenceNumber: z.string() })),
  rejectDtls: z.object({ rejectedOn: z.string(), caseReference: z.string().nullable(), status: CodeValue }),
});
export type RejectedDocument = z.infer<typeof RejectedDocument>;
export const RejectedDocuments = z.object({ dtls: z.array(RejectedDocument) });
export type RejectedDocuments = z.infer<typeof RejectedDocuments>;

export const UploadedDocuments = z.object({ dtls: z.array(UploadedDocument) });
export type UploadedDocuments = z.infer<typeof UploadedDocuments>;

const AttachmentName = z.string().trim().min(1, 'validation.required').max(MAX_FILE_NAME_LENGTH, 'validation.upload.fileName');
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
  verification_item_utilization_id: z.string().optional(),
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

export const DeleteVerificationRequest = z.object({ verification_item_provided_id: z.array(z.string().uuid('validation.invalid')).min(1).max(100) });
export const GenericResult = z.object({ isSuccess: z.boolean(), message: z.string(), vDIEDLinkID: z.string().nullable() });
export type GenericResult = z.infer<typeof GenericResult>;
export const SubmitResult = z.object({ isSuccess: z.boolean(), message: z.string(), submittedCount: z.number().int() });
export type SubmitResult = z.infer<typeof SubmitResult>;

/** A case (or submitted application) documents can be given for: a card of the select-case screen. */
export const ExistingCase = z.object({
  referenceNumber: z.string(),
  primaryApplicant: z.string(),
  concernRoleID: z.string(),
  caseID: z.string(),
  programName: z.string(),
  submittedOn: z.string(),
  programStatus: z.string(),
});
export type ExistingCase = z.infer<typeof ExistingCase>;
export const SubmittedApplicationEntry = z.object({
  referenceNumber: z.string(),
  primaryApplicant: z.string(),
  concernRoleID: z.string(),
  applicationCaseID: z.string(),
  caseID: z.string().nullable(),
  dtlsSubmitted: z.array(z.object({ applicationName: z.string(), programName: z.string(), submittedDateTime: z.string(), programStatus: z.string() })),
});
export const ExistingApplicationsAndCases = z.object({
  caseDtls: z.array(ExistingCase),
  subAppDtls: z.array(SubmittedApplicationEntry),
  /** True when the person has no benefits, no pending application and no case closed in the last 90 days. */
  noBenefitsInd: z.boolean(),
});
export type ExistingApplicationsAndCases = z.infer<typeof ExistingApplicationsAndCases>;

const CaseRef = z.object({
  referenceNumber: z.string().optional(),
  primaryApplicant: z.string().optional(),
  concernRoleID: z.string().optional(),
  caseID: z.string().uuid('validation.invalid'),
  programName: z.string().optional(),
});
export const StandaloneUploadRequest = z
  .object({
    attachment_name: AttachmentName,
    attachment_id: AttachmentId,
    attachment_base_64_data: Base64Data,
    applicationID: z.string().uuid('validation.invalid').nullable().optional(),
    concernRoleID: z.string().nullable().optional(),
    caseDtls: z.array(CaseRef).max(20).default([]),
    /** The portal's addition: more than one submitted application chosen on the select-case screen. */
    nfApplicationIDList: z.array(z.object({ applicationID: z.string().uuid('validation.invalid') })).max(20).optional(),
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

export const StandaloneDocument = UploadedDocument.extend({
  nfDULStandaloneAttachmentID: z.string(),
  caseDtls: z.array(z.object({ caseID: z.string(), referenceNumber: z.string() })),
});
export type StandaloneDocument = z.infer<typeof StandaloneDocument>;
export const StandaloneDocuments = z.object({
  concernrole_id: z.string(),
  showReadyToSubmitBadgeInd: z.boolean(),
  dtls: z.array(StandaloneDocument),
});
export type StandaloneDocuments = z.infer<typeof StandaloneDocuments>;
export const DeleteStandaloneRequest = z.object({ nfDULStandaloneAttachmentID: z.array(z.string().uuid('validation.invalid')).min(1).max(100) });
export const DeleteStandaloneResult = z.object({ isSuccess: z.boolean(), message: z.string(), concernrole_id: z.string() });

/** A document for one submitted application (online or disaster food assistance): it reaches the agency at once. */
export const ApplicationUploadRequest = z.object({
  attachment_name: AttachmentName,
  attachment_id: AttachmentId,
  attachment_base_64_data: Base64Data,
  applicationID: z.string().uuid('validation.invalid'),
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
  concernRoleID: z.string().nullable().optional(),
  nfApplicationIDList: z.array(z.object({ applicationID: z.string().uuid('validation.invalid') })).min(1, 'validation.upload.selectCase').max(20),
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
      documents: z.array(z.object({ attachment_name: z.string(), message: z.string(), isSuccess: z.boolean(), code: z.string().nullable() })),
    }),
  ),
});
export type EnergyUploadResults = z.infer<typeof EnergyUploadResults>;

export const IsUserLinked = z.object({ nfLinkedInd: z.boolean() });
export const DocUploadInfoMessages = z.object({ dtls: z.array(z.object({ informationalMsgText: z.string() })) });
export type DocUploadInfoMessages = z.infer<typeof DocUploadInfoMessages>;

// Staff side

export const WorkerCaseSummary = z.object({
  /** A case, or a submitted application not yet on a case. */
  kind: z.enum(['CASE', 'APPLICATION']),
  caseID: z.string(),
  caseReference: z.string(),
  primaryPerson: z.string(),
  awaitingReview: z.number().int(),
  reviewed: z.number().int(),
});
export const WorkerCases = z.object({ cases: z.array(WorkerCaseSummary) });
export type WorkerCases = z.infer<typeof WorkerCases>;

export const WorkerDocument = z.object({
  attachmentID: z.string(),
  attachmentName: z.string(),
  mediaType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
  submittedAt: z.string().nullable(),
  participantName: z.string(),
  itemDescription: z.string(),
  kind: z.enum(['VERIFICATION', 'STANDALONE', 'ENERGY', 'APPLICATION']),
  status: CodeValue,
  documentRejectionReason: CodeValue.nullable(),
  rejectionComments: z.string().nullable(),
  reviewedBy: z.string().nullable(),
});
export type WorkerDocument = z.infer<typeof WorkerDocument>;
export const WorkerCaseDocuments = z.object({
  kind: z.enum(['CASE', 'APPLICATION']),
  caseID: z.string(),
  caseReference: z.string(),
  primaryPerson: z.string(),
  documents: z.array(WorkerDocument),
});
export type WorkerCaseDocuments = z.infer<typeof WorkerCaseDocuments>;

export const DecisionRequest = z
  .object({
    decision: z.enum(DECISIONS, { error: 'validation.upload.decision' }),
    reasonCode: z.enum(REJECTION_REASONS, { error: 'validation.upload.rejectReason' }).optional(),
    comments: z.string().trim().max(MAX_COMMENT_LENGTH, 'validation.upload.commentTooLong').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision !== 'ACCEPTED' && !v.reasonCode) ctx.addIssue({ code: 'custom', path: ['reasonCode'], message: 'validation.upload.rejectReason' });
  });
export type DecisionRequest = z.infer<typeof DecisionRequest>;
