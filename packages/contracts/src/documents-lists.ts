import { z } from 'zod';
import { DOCUMENT_KINDS } from './documents-api';

/** What the document calls answer to a resident (spec part 1 §3.3, §7): lists, cases, flags. */

export const CodeValue = z.object({
  tableName: z.string(),
  value: z.string(),
  description: z.string(),
  parentCodeTable: z.string().nullable(),
});
export type CodeValue = z.infer<typeof CodeValue>;

/** The kind of upload a document came from. */
export const DocumentKind = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof DocumentKind>;

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
  documentKind: DocumentKind,
  caseDtls: z.array(z.object({ caseID: z.string(), referenceNumber: z.string() })),
  rejectDtls: z.object({ rejectedOn: z.string(), caseReference: z.string().nullable(), status: CodeValue }),
});
export type RejectedDocument = z.infer<typeof RejectedDocument>;
export const RejectedDocuments = z.object({ dtls: z.array(RejectedDocument) });
export type RejectedDocuments = z.infer<typeof RejectedDocuments>;

export const UploadedDocuments = z.object({ dtls: z.array(UploadedDocument) });
export type UploadedDocuments = z.infer<typeof UploadedDocuments>;

/** A case (or submitted application) documents can be given for: a card of the select-case screen. */
export const ExistingCase = z.object({
  referenceNumber: z.string(),
  primaryApplicant: z.string(),
  concernRoleID: z.string(),
  caseID: z.string(),
  programName: z.string(),
  /** The programme codes of the case (ProgramType), so a screen can offer only energy cases. */
  programCodes: z.array(z.string()),
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
  dtlsSubmitted: z.array(
    z.object({
      applicationName: z.string(),
      programName: z.string(),
      programCode: z.string(),
      submittedDateTime: z.string(),
      programStatus: z.string(),
    }),
  ),
});
export const ExistingApplicationsAndCases = z.object({
  caseDtls: z.array(ExistingCase),
  subAppDtls: z.array(SubmittedApplicationEntry),
  /** True when the person has no benefits, no pending application and no case closed in the last 90 days. */
  noBenefitsInd: z.boolean(),
});
export type ExistingApplicationsAndCases = z.infer<typeof ExistingApplicationsAndCases>;

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

export const IsUserLinked = z.object({ nfLinkedInd: z.boolean() });
export const DocUploadInfoMessages = z.object({ dtls: z.array(z.object({ informationalMsgText: z.string() })) });
export type DocUploadInfoMessages = z.infer<typeof DocUploadInfoMessages>;
