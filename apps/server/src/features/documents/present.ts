import type { FastifyReply } from 'fastify';
import {
  describeCode,
  isCodeTableKey,
  lang,
  urlOf,
  type CodeValue,
  type ExistingApplicationsAndCases,
  type Locale,
  type OutstandingVerification,
  type ProgramStatus,
  type RejectedDocument,
  type StandaloneDocument,
  type UploadedDocument,
  type WorkerDocument,
} from '@portal/contracts';
import type { BlobStore } from '../../platform/blobs/store';
import { DOWNLOAD_CSP } from '../../platform/http/plugin';
import { t, type MessageId } from '../../platform/i18n';
import type { applicationsForSelection, casesForSelection, DocumentRow, ItemRow } from './repo';
import type { documentsOfTarget } from './review-repo';

/** A code value described in the caller's language (from the code tables the portal ships). */
export function codeValue(tableName: string, value: string, locale: Locale): CodeValue {
  const description = isCodeTableKey(tableName) ? describeCode(tableName, value, lang(locale)) : value;
  return { tableName, value, description, parentCodeTable: null };
}

export const describe = (tableName: string, value: string, locale: Locale) =>
  codeValue(tableName, value, locale).description;

/** Statuses of a programme on a submitted application (spec part 2 §4), as the messages that name them. */
const APPLICATION_STATUS = {
  PENDING: 'documents.applicationStatus.PENDING',
  APPROVED: 'documents.applicationStatus.APPROVED',
  DENIED: 'documents.applicationStatus.DENIED',
  WITHDRAWN: 'documents.applicationStatus.WITHDRAWN',
  WITHDRAWAL_REQUESTED: 'documents.applicationStatus.WITHDRAWAL_REQUESTED',
} satisfies Record<ProgramStatus, MessageId>;
/** A programme's status in the caller's language; a status without a name is shown as it is. */
export const applicationStatus = (status: string, locale: Locale) =>
  Object.hasOwn(APPLICATION_STATUS, status) ? t(locale, APPLICATION_STATUS[status as ProgramStatus]) : status;

export const isoDate = (d: Date | string) => (typeof d === 'string' ? d : d.toISOString());

/** What a document row shows besides the document itself: whom and what it is for. */
export interface DocumentContext {
  caseId: string | null;
  participantName: string;
  itemDescription: string;
  programName: string;
  documentType: string;
}

/** The row of an uploaded document as the resident sees it; its status decides the actions offered. */
export function presentDocument(doc: DocumentRow, context: DocumentContext, locale: Locale): UploadedDocument {
  const status = codeValue('DocumentStatus', doc.status, locale);
  const rejected = doc.status === 'REJECTED' || doc.status === 'PARTIALLY_REJECTED';
  const latest = doc.reviewedAt ?? doc.submittedAt ?? doc.uploadedAt;
  return {
    attachmentID: doc.id,
    attachmentName: doc.fileName,
    attachmentDate: isoDate(doc.uploadedAt),
    documentType: context.documentType,
    documentStatus: status,
    documentStatusDescription: status.description,
    caseID: context.caseId,
    participantName: context.participantName,
    itemDescription: context.itemDescription,
    programName: context.programName,
    latestActivity: isoDate(latest),
    documentLink: urlOf('documentContent', { attachmentId: doc.id }),
    vipKey: doc.id,
    showDocumentIconInd: true,
    showViewActionInd: true,
    showDeleteActionInd: doc.status === 'UPLOADED',
    showSubmitActionInd: doc.status === 'UPLOADED',
    showAcceptInd: doc.status === 'ACCEPTED',
    showRejectInd: rejected,
    ...rejectionOf(doc, locale),
  };
}

/** Why a rejected (or partly rejected) document was refused; nulls for any other status. */
function rejectionOf(doc: DocumentRow, locale: Locale) {
  const rejected = doc.status === 'REJECTED' || doc.status === 'PARTIALLY_REJECTED';
  const reason =
    rejected && doc.rejectionReason ? codeValue('DocumentRejectionReason', doc.rejectionReason, locale) : null;
  return {
    documentRejectionReason: reason,
    rejectionComments: rejected ? (doc.rejectionComment ?? '') : null,
  };
}

/** Whom and what a verification item is about. */
export function itemContext(row: ItemRow, locale: Locale): DocumentContext {
  return {
    caseId: row.item.caseId,
    participantName: `${row.firstName} ${row.lastName}`,
    itemDescription: describe('VerificationItem', row.item.itemCode, locale),
    programName: describe('ProgramType', row.item.programCode, locale),
    documentType: row.item.itemCode,
  };
}

/** A verification item with the person's documents for it; `today` (YYYY-MM-DD) decides overdue. */
export function presentOutstanding(
  row: ItemRow,
  own: DocumentRow[],
  today: string,
  locale: Locale,
): OutstandingVerification {
  const context = itemContext(row, locale);
  const outstanding = row.item.status === 'OUTSTANDING';
  return {
    caseID: row.item.caseId,
    caseReference: row.caseReference,
    participantName: context.participantName,
    itemDescription: context.itemDescription,
    programName: context.programName,
    documentType: row.item.itemCode,
    showAddActionInd: outstanding,
    dtls: {
      primaryClient: context.participantName,
      concernRoleID: row.item.personId,
      verifiableDataItemName: context.itemDescription,
      evidence: describe('VerificationEvidence', row.item.itemCode, locale),
      dueDate: row.item.dueOn,
      verificationStatus: outstanding ? (row.item.dueOn < today ? 'OVERDUE' : 'OUTSTANDING') : 'VERIFIED',
      vDIEDLinkID: row.item.id,
      verificationID: row.item.id,
      contextDescription: describe('VerificationEvidence', row.item.itemCode, locale),
      mandatory: row.item.mandatory,
      itemProvided: own.some((d) => d.status !== 'UPLOADED'),
      documentSubmittedOpt: own.some((d) => d.status === 'SUBMITTED'),
    },
    documents: own.map((d) => presentDocument(d, context, locale)),
  };
}

/** A case or application a document is linked to. */
export interface DocumentLink {
  documentId: string;
  caseId: string;
  reference: string;
}

/** A rejected document with where its replacement goes; `item` when it was for a verification item. */
export function presentRejected(
  d: DocumentRow,
  found: { item: ItemRow | undefined; targets: DocumentLink[]; canAdd: boolean; ownerName: string },
  locale: Locale,
): RejectedDocument {
  const { item, targets } = found;
  const program = item ? describe('ProgramType', item.item.programCode, locale) : '';
  return {
    rejectionParticipantName: item ? `${item.firstName} ${item.lastName}` : found.ownerName,
    rejectionComments: d.rejectionComment ?? '',
    documentRejectionReason: codeValue('DocumentRejectionReason', d.rejectionReason ?? 'OTHER', locale),
    vDIEDLinkId: item?.item.id ?? null,
    documentType: item?.item.itemCode ?? null,
    showAddActionInd: found.canAdd,
    attachmentID: d.id,
    attachmentName: d.fileName,
    programName: !item && d.kind === 'ENERGY' ? describe('ProgramType', 'LIEAP', locale) : program,
    verifiableDataItemName: describe('VerificationItem', item?.item.itemCode ?? 'OTHER', locale),
    documentKind: d.kind,
    caseDtls: targets.map((l) => ({ caseID: l.caseId, referenceNumber: l.reference })),
    rejectDtls: {
      rejectedOn: isoDate(d.reviewedAt ?? d.uploadedAt),
      caseReference: item?.caseReference ?? targets[0]?.reference ?? null,
      status: codeValue('DocumentStatus', d.status, locale),
    },
  };
}

/** A document given outside a verification item (standalone, energy, application), with its cases. */
export function presentOtherDocument(
  d: DocumentRow,
  links: DocumentLink[],
  ownerName: string,
  locale: Locale,
): StandaloneDocument {
  const own = links.filter((l) => l.documentId === d.id);
  const context = {
    caseId: own[0]?.caseId ?? null,
    participantName: ownerName,
    itemDescription: describe('VerificationItem', 'OTHER', locale),
    programName: d.kind === 'ENERGY' ? describe('ProgramType', 'LIEAP', locale) : '',
    documentType: 'OTHER',
  };
  return {
    ...presentDocument(d, context, locale),
    nfDULStandaloneAttachmentID: d.id,
    caseDtls: own.map((l) => ({ caseID: l.caseId, referenceNumber: l.reference })),
  };
}

type SelectableCase = Awaited<ReturnType<typeof casesForSelection>>[number];
type SelectableApplication = Awaited<ReturnType<typeof applicationsForSelection>>[number];

/** The cards of the select-case screen: cases, then submitted applications. */
export function presentSelection(
  cases: SelectableCase[],
  apps: SelectableApplication[],
  personId: string | null,
  locale: Locale,
): Omit<ExistingApplicationsAndCases, 'noBenefitsInd'> {
  const program = (code: string) => describe('ProgramType', code, locale);
  return {
    caseDtls: cases.map((c) => ({
      referenceNumber: c.reference,
      primaryApplicant: `${c.firstName} ${c.lastName}`,
      concernRoleID: c.primaryPersonId,
      caseID: c.id,
      programName: c.programs.map((p) => program(p.programCode)).join(', '),
      programCodes: c.programs.map((p) => p.programCode),
      submittedOn: c.openedOn,
      programStatus: c.programs
        .map((p) => `${program(p.programCode)}: ${describe('CaseStatus', p.status, locale)}`)
        .join('; '),
    })),
    subAppDtls: apps.map((a) => ({
      referenceNumber: a.reference,
      primaryApplicant: a.applicantName,
      concernRoleID: personId ?? '',
      applicationCaseID: a.id,
      caseID: null,
      dtlsSubmitted: a.programs.map((p) => ({
        applicationName: program(p.programCode),
        programName: program(p.programCode),
        programCode: p.programCode,
        submittedDateTime: isoDate(a.submittedAt),
        programStatus: applicationStatus(p.status, locale),
      })),
    })),
  };
}

type ReviewRow = Awaited<ReturnType<typeof documentsOfTarget>>[number];

/** A submitted document as a caseworker sees it, with who it concerns and who reviewed it. */
export function presentWorkerDocument(r: ReviewRow, locale: Locale): WorkerDocument {
  const d = r.doc;
  return {
    attachmentID: d.id,
    attachmentName: d.fileName,
    mediaType: d.mediaType,
    sizeBytes: d.sizeBytes,
    uploadedAt: isoDate(d.uploadedAt),
    submittedAt: d.submittedAt ? isoDate(d.submittedAt) : null,
    participantName: r.personFirst ? `${r.personFirst} ${r.personLast}` : `${r.ownerFirst} ${r.ownerLast}`,
    itemDescription: describe('VerificationItem', r.itemCode ?? r.calledAs ?? 'OTHER', locale),
    kind: d.kind,
    status: codeValue('DocumentStatus', d.status, locale),
    ...rejectionOf(d, locale),
    reviewedBy: r.reviewer,
    authorityFor: r.authorityFor,
    request:
      r.itemProgram && r.itemDueOn && r.itemCreatedAt
        ? {
            programme: describe('ProgramType', r.itemProgram, locale),
            requestedOn: isoDate(r.itemCreatedAt),
            dueOn: r.itemDueOn,
          }
        : null,
  };
}

/** A file name safe for a Content-Disposition header, with the full name in RFC 5987 form beside it. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends a stored file as a download (never shown inline), to its owner or a caseworker. */
export async function sendDocument(reply: FastifyReply, store: BlobStore, doc: DocumentRow) {
  // Opened before any header is set, so a missing file is an ordinary error answer.
  const body = await store.read(doc.blobKey);
  reply.header('Content-Type', doc.mediaType);
  reply.header('Content-Disposition', contentDisposition(doc.fileName));
  reply.header('Content-Security-Policy', DOWNLOAD_CSP);
  reply.header('Content-Length', String(doc.sizeBytes));
  return reply.send(body);
}
