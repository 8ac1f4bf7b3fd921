import { WORKER_BASE } from './api';
import { call } from './http';

/**
 * The staff workplace's administration calls (issue "The staff workplace", items 4 and 5): a
 * document shown inside the review page, and correcting or removing a state holiday. No zod: the
 * staff pages import it; the schemas are in staffadmin.ts.
 */
export const STAFFADMIN_STAFF_CALLS = {
  /** A submitted document's bytes to show inside the page (ADR 0409): same access as the download. */
  workerDocumentPreview: call('GET', `${WORKER_BASE}/documents/:attachmentId/preview`),
  /** An administrator corrects a holiday still to come (its date, its name). */
  workerCorrectHoliday: call('POST', `${WORKER_BASE}/holidays/:date`),
  /** An administrator removes a holiday still to come. */
  workerRemoveHoliday: call('POST', `${WORKER_BASE}/holidays/:date/remove`),
};

/**
 * Media types the preview shows in the page (of those kept, upload-rules.ts): the browser draws
 * JPEG and BMP itself, a PDF is drawn by the page (ADR 0409); a TIFF is only downloaded.
 */
export const PREVIEW_IMAGE_TYPES = ['image/jpeg', 'image/bmp'] as const;
export const PREVIEW_PDF_TYPE = 'application/pdf';
export function previewKind(mediaType: string): 'IMAGE' | 'PDF' | null {
  if ((PREVIEW_IMAGE_TYPES as readonly string[]).includes(mediaType)) return 'IMAGE';
  return mediaType === PREVIEW_PDF_TYPE ? 'PDF' : null;
}

/** At most this many pages of a PDF are drawn in the page; the rest are in the download. */
export const MAX_PREVIEW_PAGES = 20;
