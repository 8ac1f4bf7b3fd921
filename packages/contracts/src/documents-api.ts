import { UA_BASE } from './api';
import { call } from './http';

/**
 * Calls of verification documents (spec part 1 §3.3, §7): the spec's paths, plus the portal's
 * own calls for opening a file. Zod-free (the browser imports it); schemas are in documents.ts.
 */
const DU = `${UA_BASE}/nf_document_upload`;
export const RESIDENT_DOC_CALLS = {
  isUserLinked: call('GET', `${UA_BASE}/nf_doc_upload/is_user_linked`),
  docUploadInfoMsgs: call('GET', `${UA_BASE}/nf_citizen_workspace/doc_upload_info_msgs`),
  outstandingVerifications: call('GET', `${DU}/outstanding_verifications`),
  rejectedDocuments: call('GET', `${DU}/rejected_documents`),
  uploadedVerificationDocuments: call('GET', `${DU}/uploaded_verification_documents/:vdiedLinkId`),
  uploadedStandaloneDocuments: call('GET', `${DU}/uploaded_Standalone_Documents`),
  uploadedEnergyDocuments: call('GET', `${DU}/uploaded_energy_documents`),
  listNfExistingApplicationAndCases: call('GET', `${DU}/listNFExistingApplicationAndCases`),
  uploadVerificationDocument: call('POST', `${DU}/upload_verification_document`),
  uploadMultipleVerificationDocuments: call('POST', `${DU}/upload_multiple_verification_documents`),
  uploadMultipleStandaloneDocuments: call('POST', `${DU}/upload_multiple_standalone_documents`),
  uploadMultipleNonLinkedStandaloneDocuments: call('POST', `${DU}/upload_multiple_non_linked_standalone_documents`),
  uploadMultipleEnergyDocuments: call('POST', `${DU}/upload_multiple_energy_documents`),
  uploadOnlineDocument: call('POST', `${DU}/upload_online_document`),
  uploadMultipleOnlineDocuments: call('POST', `${DU}/upload_multiple_online_documents`),
  uploadDsnapDocument: call('POST', `${DU}/upload_dsnap_document`),
  uploadMultipleDsnapDocuments: call('POST', `${DU}/upload_multiple_dsnap_documents`),
  deleteUploadedVerificationDocuments: call('POST', `${DU}/delete_uploaded_verification_documents`),
  deleteUploadedStandaloneDocuments: call('POST', `${DU}/delete_uploaded_standalone_documents`),
  submitVerificationDocuments: call('POST', `${DU}/submit_verification_documents`),
  submitNonLinkedStandaloneDocuments: call('POST', `${DU}/submit_non_linked_standalone_documents`),
  /** The portal's own: the file itself, to its owner (as an attachment, never shown inline). */
  documentContent: call('GET', `${DU}/documents/:attachmentId/content`),
};

/** Where a document was uploaded from; APPLICATION: for a submitted application (online or disaster), sent at once. */
export const DOCUMENT_KINDS = ['VERIFICATION', 'STANDALONE', 'ENERGY', 'APPLICATION'] as const;

/** Document statuses (code table DocumentStatus). */
export const DOCUMENT_STATUSES = ['UPLOADED', 'SUBMITTED', 'ACCEPTED', 'REJECTED', 'PARTIALLY_REJECTED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
/** Reasons a caseworker gives for a rejection (code table DocumentRejectionReason). */
export const REJECTION_REASONS = [
  'ILLEGIBLE',
  'INCOMPLETE',
  'WRONG_DOCUMENT',
  'EXPIRED',
  'WRONG_PERSON',
  'OTHER',
] as const;
export const DECISIONS = ['ACCEPTED', 'REJECTED', 'PARTIALLY_REJECTED'] as const;
export type Decision = (typeof DECISIONS)[number];
export const MAX_COMMENT_LENGTH = 500;
