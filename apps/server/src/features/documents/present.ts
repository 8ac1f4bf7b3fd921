import { lang, type CodeValue, type Locale, type UploadedDocument } from '@portal/contracts';
import { CODE_TABLES } from '../../seed/code-tables';
import type { DocumentRow } from './repo';

/** A code value described in the caller's language (from the code tables the portal ships). */
export function codeValue(tableName: string, value: string, locale: Locale): CodeValue {
  const item = CODE_TABLES[tableName]?.items.find((i) => i.value === value);
  return { tableName, value, description: item ? item[lang(locale)] : value, parentCodeTable: null };
}

export const describe = (tableName: string, value: string, locale: Locale) => codeValue(tableName, value, locale).description;

/** Statuses of a programme on a submitted application (spec part 2 §4), in the caller's language. */
const APPLICATION_STATUS: Record<string, { en: string; es: string }> = {
  PENDING: { en: 'Pending decision', es: 'Decisión pendiente' },
  APPROVED: { en: 'Approved', es: 'Aprobado' },
  DENIED: { en: 'Denied', es: 'Denegado' },
  WITHDRAWN: { en: 'Withdrawn', es: 'Retirado' },
  WITHDRAWAL_REQUESTED: { en: 'Withdrawal requested', es: 'Retiro solicitado' },
};
export const applicationStatus = (status: string, locale: Locale) => APPLICATION_STATUS[status]?.[lang(locale)] ?? status;

export const isoDate = (d: Date | string) => (typeof d === 'string' ? d : d.toISOString());

/** The row of an uploaded document as the resident sees it; its status decides the actions offered. */
export function presentDocument(
  doc: DocumentRow,
  context: { caseId: string | null; participantName: string; itemDescription: string; programName: string; documentType: string },
  locale: Locale,
): UploadedDocument {
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
    documentLink: `/api/v1/ua/nf_document_upload/documents/${doc.id}/content`,
    vipKey: doc.id,
    showDocumentIconInd: true,
    showViewActionInd: true,
    showDeleteActionInd: doc.status === 'UPLOADED',
    showSubmitActionInd: doc.status === 'UPLOADED',
    showAcceptInd: doc.status === 'ACCEPTED',
    showRejectInd: rejected,
    documentRejectionReason: rejected && doc.rejectionReason ? codeValue('DocumentRejectionReason', doc.rejectionReason, locale) : null,
    rejectionComments: rejected ? (doc.rejectionComment ?? '') : null,
  };
}

/** A file name safe for a Content-Disposition header, with the full name in RFC 5987 form beside it. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
