import type { Locale, WorkerApplication } from '@portal/contracts';
import type { Db } from '../../platform/db';
import { filesOfApplication } from '../documents/service';
import { documentsDueOnOf, neededDocumentsOf } from './present';
import { sentNeededKeys, type ApplicationRow } from './repo';

type Evidence = Pick<WorkerApplication, 'documentsNeeded' | 'documentsDueOn' | 'documents'>;

/**
 * What a caseworker reads before deciding, beside the answers: the documents the answers call
 * for, each marked once sent (as the applicant's own list reads), the day they are due, and the
 * files sent for the application with their review status.
 */
export async function evidenceOf(db: Db, app: ApplicationRow, locale: Locale): Promise<Evidence> {
  const sent = await sentNeededKeys(db, [app.id]);
  const files = await filesOfApplication(db, app.id, locale);
  return {
    documentsNeeded: neededDocumentsOf(app.documentsCalledFor, sent.get(app.id) ?? new Set(), locale),
    documentsDueOn: documentsDueOnOf(app),
    documents: files.map(({ attachmentID, attachmentName, itemDescription, status, submittedAt }) => ({
      attachmentID,
      attachmentName,
      itemDescription,
      status,
      submittedAt,
    })),
  };
}
