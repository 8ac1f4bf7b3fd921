import { z } from 'zod';
import { FileResponse, endpoints } from './endpoint';
import { line } from './validation';
import { RESIDENT_DOC_CALLS } from './documents-api';
import { WORKER_DOC_CALLS } from './calls-staff';
import {
  DocUploadInfoMessages,
  ExistingApplicationsAndCases,
  IsUserLinked,
  OutstandingVerifications,
  RejectedDocuments,
  StandaloneDocuments,
  UploadedDocuments,
} from './documents-lists';
import {
  DeleteStandaloneRequest,
  DeleteStandaloneResult,
  DeleteVerificationRequest,
  EnergyUploadResults,
  GenericResult,
  SingleApplicationUploadRequest,
  SubmitResult,
  UploadMultipleApplicationRequest,
  UploadMultipleEnergyRequest,
  UploadMultipleStandaloneRequest,
  UploadMultipleVerificationRequest,
  UploadResult,
  UploadResults,
  UploadVerificationRequest,
} from './documents-uploads';
import {
  DecisionRequest,
  DecisionResult,
  WorkerCaseDocuments,
  WorkerDocumentQueue,
  WorkerDocumentQueueQuery,
} from './documents-review';
import { QueueAssignment } from './applications-responses';
import { WorkerAssignRequest } from './applications';

export * from './upload-rules';
export * from './documents-api';
export * from './documents-lists';
export * from './documents-uploads';
export * from './documents-review';

/**
 * The document calls (spec part 1 §3.3, §7) with their schemas; paths and codes are in
 * documents-api.ts (no zod, for the browser). An id in a path is checked by the handler, so
 * one that is not a UUID gets the same 404 as someone else's.
 */
const Id = <K extends string>(name: K) => z.object({ [name]: line(64) } as Record<K, ReturnType<typeof line>>);
/** The answer of a file download: the file's bytes, in the media type it was stored with. */
const download = { response: FileResponse, produces: 'application/octet-stream' } as const;
const multipleSummary = (what: string) => `Uploads up to 20 documents for ${what}, with a result per file`;

const RESIDENT_DOC_ENDPOINTS = endpoints('documents', RESIDENT_DOC_CALLS, {
  isUserLinked: {
    summary: 'Whether the user may upload verification documents (a LINKED account)',
    response: IsUserLinked,
  },
  docUploadInfoMsgs: { summary: 'Banner messages of the document upload home', response: DocUploadInfoMessages },
  outstandingVerifications: {
    summary: "Verification items of the person's cases, with the documents given for each",
    response: OutstandingVerifications,
  },
  rejectedDocuments: {
    summary: 'Documents of any kind a caseworker rejected, with reason, comments and where a replacement goes',
    response: RejectedDocuments,
  },
  uploadedVerificationDocuments: {
    summary: 'Documents uploaded for one verification item',
    params: Id('vdiedLinkId'),
    response: UploadedDocuments,
  },
  uploadedStandaloneDocuments: {
    summary:
      'Documents uploaded for cases or submitted applications (standalone, online, disaster), outside a verification item',
    response: StandaloneDocuments,
  },
  uploadedEnergyDocuments: { summary: 'Documents uploaded for energy assistance', response: StandaloneDocuments },
  listNfExistingApplicationAndCases: {
    summary:
      'Submitted applications and (for a linked account) cases, open or closed in the last 90 days, documents can be given for',
    response: ExistingApplicationsAndCases,
  },
  uploadVerificationDocument: {
    summary: 'Uploads one document for a verification item (base64 in attachment_base_64_data)',
    body: UploadVerificationRequest,
    response: UploadResult,
    errors: [413],
  },
  uploadMultipleVerificationDocuments: {
    summary: multipleSummary('verification items'),
    body: UploadMultipleVerificationRequest,
    response: UploadResults,
    errors: [413],
  },
  uploadMultipleStandaloneDocuments: {
    summary: multipleSummary('chosen cases or applications (a linked account: its cases and submitted applications)'),
    body: UploadMultipleStandaloneRequest,
    response: UploadResults,
    errors: [413],
  },
  uploadMultipleNonLinkedStandaloneDocuments: {
    summary: multipleSummary('chosen cases or applications (any account: its own submitted applications)'),
    body: UploadMultipleStandaloneRequest,
    response: UploadResults,
    errors: [413],
  },
  uploadMultipleEnergyDocuments: {
    summary: 'Uploads up to 20 documents for energy assistance, per application (or case, for a linked account)',
    body: UploadMultipleEnergyRequest,
    response: EnergyUploadResults,
    errors: [413],
  },
  uploadOnlineDocument: {
    summary: 'Uploads one document for an application submitted online of the account',
    body: SingleApplicationUploadRequest,
    response: UploadResult,
    errors: [413],
  },
  uploadMultipleOnlineDocuments: {
    summary: multipleSummary('an application submitted online of the account'),
    body: UploadMultipleApplicationRequest,
    response: UploadResults,
    errors: [413],
  },
  uploadDsnapDocument: {
    summary: 'Uploads one document for a disaster food assistance application of the account',
    body: SingleApplicationUploadRequest,
    response: UploadResult,
    errors: [413],
  },
  uploadMultipleDsnapDocuments: {
    summary: multipleSummary('a disaster food assistance application of the account'),
    body: UploadMultipleApplicationRequest,
    response: UploadResults,
    errors: [413],
  },
  deleteUploadedVerificationDocuments: {
    summary: 'Removes uploaded documents not yet submitted',
    body: DeleteVerificationRequest,
    response: GenericResult,
    errors: [409],
  },
  deleteUploadedStandaloneDocuments: {
    summary: 'Removes standalone documents not yet submitted',
    body: DeleteStandaloneRequest,
    response: DeleteStandaloneResult,
    errors: [409],
  },
  submitVerificationDocuments: { summary: 'Sends every verification document ready to submit', response: SubmitResult },
  submitNonLinkedStandaloneDocuments: {
    summary: 'Sends every standalone document ready to submit',
    response: SubmitResult,
  },
  documentContent: {
    summary: 'The file itself, to its owner only, always as a download',
    params: Id('attachmentId'),
    ...download,
  },
});

const WORKER_DOC_ENDPOINTS = endpoints('worker', WORKER_DOC_CALLS, {
  workerDocumentQueue: {
    summary: 'A page of the documents waiting for review, oldest first, searched and filtered, with the count',
    query: WorkerDocumentQueueQuery,
    response: WorkerDocumentQueue,
  },
  workerAssignDocument: {
    summary: 'Assigns the document to the caseworker who asks (refused while another has it, unless taken over)',
    params: Id('attachmentId'),
    body: WorkerAssignRequest,
    response: QueueAssignment,
    errors: [409],
  },
  workerReleaseDocument: {
    summary: 'Releases the document the caseworker has, back to the office',
    params: Id('attachmentId'),
    response: QueueAssignment,
    errors: [409],
  },
  workerCaseDocuments: {
    summary: 'The submitted documents of one case (or of a submitted application not yet on a case)',
    params: Id('caseId'),
    response: WorkerCaseDocuments,
  },
  workerDocumentContent: {
    summary: 'Opens a submitted document (as a download)',
    params: Id('attachmentId'),
    ...download,
  },
  workerDocumentDecision: {
    summary: 'Marks a document Accepted, Rejected or Partially rejected (a reason is required unless accepted)',
    params: Id('attachmentId'),
    body: DecisionRequest,
    response: DecisionResult,
    errors: [409],
  },
});

export const DOC_ENDPOINTS = { ...RESIDENT_DOC_ENDPOINTS, ...WORKER_DOC_ENDPOINTS };
