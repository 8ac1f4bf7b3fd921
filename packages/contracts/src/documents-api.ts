import { UA_BASE, WORKER_BASE } from './api';

/**
 * Contracts of verification documents (spec part 1 §3.3, §7): the spec's paths and field names,
 * plus the portal's own calls for opening a file and for the caseworkers' review.
 */
const DU = `${UA_BASE}/nf_document_upload`;
export const DOC_API = {
  isUserLinked: `${UA_BASE}/nf_doc_upload/is_user_linked`,
  infoMessages: `${UA_BASE}/nf_citizen_workspace/doc_upload_info_msgs`,
  outstanding: `${DU}/outstanding_verifications`,
  rejected: `${DU}/rejected_documents`,
  uploadedForItem: (vdiedLinkId: string) => `${DU}/uploaded_verification_documents/${encodeURIComponent(vdiedLinkId)}`,
  uploadedStandalone: `${DU}/uploaded_Standalone_Documents`,
  uploadedEnergy: `${DU}/uploaded_energy_documents`,
  existingCases: `${DU}/listNFExistingApplicationAndCases`,
  uploadVerification: `${DU}/upload_verification_document`,
  uploadMultipleVerification: `${DU}/upload_multiple_verification_documents`,
  uploadMultipleStandalone: `${DU}/upload_multiple_standalone_documents`,
  uploadMultipleNonLinkedStandalone: `${DU}/upload_multiple_non_linked_standalone_documents`,
  uploadMultipleEnergy: `${DU}/upload_multiple_energy_documents`,
  uploadOnline: `${DU}/upload_online_document`,
  uploadMultipleOnline: `${DU}/upload_multiple_online_documents`,
  uploadDsnap: `${DU}/upload_dsnap_document`,
  uploadMultipleDsnap: `${DU}/upload_multiple_dsnap_documents`,
  deleteVerification: `${DU}/delete_uploaded_verification_documents`,
  deleteStandalone: `${DU}/delete_uploaded_standalone_documents`,
  submitVerification: `${DU}/submit_verification_documents`,
  submitStandalone: `${DU}/submit_non_linked_standalone_documents`,
  /** The portal's own: the file itself, to its owner (as an attachment, never shown inline). */
  content: (attachmentId: string) => `${DU}/documents/${encodeURIComponent(attachmentId)}/content`,
  workerCases: `${WORKER_BASE}/documents/cases`,
  workerCase: (caseId: string) => `${WORKER_BASE}/documents/cases/${encodeURIComponent(caseId)}`,
  workerContent: (attachmentId: string) => `${WORKER_BASE}/documents/${encodeURIComponent(attachmentId)}/content`,
  workerDecision: (attachmentId: string) => `${WORKER_BASE}/documents/${encodeURIComponent(attachmentId)}/decision`,
} as const;

/** Document statuses (code table DocumentStatus). */
export const DOCUMENT_STATUSES = ['UPLOADED', 'SUBMITTED', 'ACCEPTED', 'REJECTED', 'PARTIALLY_REJECTED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
/** Reasons a caseworker gives for a rejection (code table DocumentRejectionReason). */
export const REJECTION_REASONS = ['ILLEGIBLE', 'INCOMPLETE', 'WRONG_DOCUMENT', 'EXPIRED', 'WRONG_PERSON', 'OTHER'] as const;
export const DECISIONS = ['ACCEPTED', 'REJECTED', 'PARTIALLY_REJECTED'] as const;
export type Decision = (typeof DECISIONS)[number];
export const MAX_COMMENT_LENGTH = 500;

