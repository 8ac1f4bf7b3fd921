import {
  MAX_DOCUMENTS_PER_SUBMISSION,
  MAX_FILE_NAME_LENGTH,
  MEDIA_TYPES,
  UPLOAD_MESSAGES,
  hasAllowedExtension,
  isNameInList,
  lang,
  type DocumentKind,
  type Locale,
  type UploadProblem,
} from '@portal/contracts';
import { audit } from '../../platform/audit';
import type { BlobStore } from '../../platform/blobs/store';
import { clock } from '../../platform/clock';
import { hoursMs } from '../../platform/dates';
import type { Db } from '../../platform/db';
import { documentApplications, documentCases, documents } from '../../platform/db/schema';
import { countInWindow, hit } from '../../platform/rate-limit';
import { trimBmp } from './bmp-trim';
import { heicToJpeg } from './heic-convert';
import { stripJpegMetadata } from './jpeg-strip';
import { checkAndRewritePdf } from './pdf-scan';
import { countReadyToSubmit, documentByClientId, documentsOfOwner, lockOwner, type DocumentRow } from './repo';
import type { Uploader } from './service';
import { stripTiffMetadata } from './tiff-strip';
import type { StagedFile } from './upload-body';

/**
 * Keeping one uploaded file (spec part 1 §5, §9): the checks that can refuse it, the rewrite
 * that strips what it must not carry, and the row that records it. What the file is for (its
 * kind, item, cases and applications) is decided by the caller; service.ts holds the rest of
 * the documents' rules.
 */

export interface UploadTarget {
  kind: DocumentKind;
  /** The verification item (VERIFICATION only). */
  itemId: string | null;
  /** The cases and submitted applications the document concerns (already checked to be the person's). */
  caseIds: string[];
  applicationIds: string[];
  householdConfirmed: boolean;
  /** Which of the application's "documents we still need" the file is, if the person said so. */
  neededKey?: string | null;
}

export interface FileOutcome {
  name: string;
  document: DocumentRow | null;
  problem: UploadProblem | null;
}

export function uploadMessage(outcome: FileOutcome, locale: Locale): string {
  return UPLOAD_MESSAGES[outcome.problem ?? 'uploaded'][lang(locale)];
}

/** Refusals that can be told from the staged file alone (its content decides, not its name). */
function contentProblem(name: string, staged: StagedFile): UploadProblem | null {
  if (!hasAllowedExtension(name) || name.length > MAX_FILE_NAME_LENGTH) return 'fileName';
  if (staged.tooLarge) return 'fileTooLarge';
  if (staged.badEncoding) return 'fileDamaged';
  if (staged.size === 0) return 'fileEmpty';
  if (!staged.type) return 'fileType';
  return null;
}

/** An image rewrite (true when written) as a check that names the problem. */
const imageRewrite =
  (strip: (from: string, to: string) => Promise<boolean>) =>
  async (from: string, to: string): Promise<UploadProblem | null> =>
    (await strip(from, to)) ? null : 'fileDamaged';

/**
 * How long a batch's count is kept. A batch is one press of "Upload files"; a day is far longer
 * than any batch takes, and short enough that the counters do not pile up for ever.
 */
const SUBMISSION_WINDOW_MS = hoursMs(24);
const submissionKey = (userId: string, submissionId: string) => `documents.submission:${userId}:${submissionId}`;

/**
 * Whether one more document would pass the 20 a submission (spec part 1 §5, §9). Documents that
 * wait for the submit call (verification, standalone) form one submission per kind until it is
 * made; documents sent at once (energy, application) are counted per batch the client names
 * (`submissionID`, docs/decisions/0300), which applies to standalone batches too.
 */
async function submissionFull(
  db: Db,
  who: Uploader,
  target: UploadTarget,
  submissionId: string | null,
): Promise<boolean> {
  if (target.kind === 'VERIFICATION' || target.kind === 'STANDALONE') {
    if ((await countReadyToSubmit(db, who.userId, target.kind)) >= MAX_DOCUMENTS_PER_SUBMISSION) return true;
  }
  return (
    submissionId !== null &&
    (await countInWindow(db, submissionKey(who.userId, submissionId), SUBMISSION_WINDOW_MS)) >=
      MAX_DOCUMENTS_PER_SUBMISSION
  );
}

/**
 * Keeps one uploaded file: checks it, strips image metadata, moves it into the blob store and
 * writes its row — in that order (see blob-store.ts), so a failure leaves no row without a file.
 * Idempotent per file: the same client id returns the document already stored.
 */
export async function storeUpload(
  db: Db,
  store: BlobStore,
  who: Uploader,
  target: UploadTarget,
  file: { name: string; clientId: string; staged: StagedFile; submissionId?: string | null },
): Promise<FileOutcome> {
  const submissionId = file.submissionId ?? null;
  const name = file.name.trim();
  const { staged } = file;
  const refuse = async (problem: UploadProblem): Promise<FileOutcome> => {
    await store.removeTemp(staged.tempPath);
    return { name, document: null, problem };
  };

  const existing = await documentByClientId(db, who.userId, file.clientId);
  if (existing) {
    await store.removeTemp(staged.tempPath);
    return { name, document: existing, problem: null };
  }
  const problem = contentProblem(name, staged);
  if (problem) return refuse(problem);

  const sameList = async (tx: Db) =>
    (
      await documentsOfOwner(tx, who.userId, {
        kind: target.kind,
        itemId: target.itemId ?? undefined,
        statuses: ['UPLOADED'],
      })
    ).map((d) => d.fileName);
  if (isNameInList(name, await sameList(db))) return refuse('alreadyInList');
  if (await submissionFull(db, who, target, submissionId)) return refuse('tooManyDocuments');

  // Every file is written again before it is kept: photos and scans without their metadata
  // (camera, place, people) and without anything appended after the picture; PDFs from the
  // objects a real parser read, once none of them can run anything (pdf-scan.ts).
  const rewrite = {
    jpeg: imageRewrite(stripJpegMetadata),
    tiff: imageRewrite(stripTiffMetadata),
    bmp: imageRewrite(trimBmp),
    heic: imageRewrite(heicToJpeg),
    pdf: checkAndRewritePdf,
  }[staged.type!];
  const finalTemp = store.tempPath();
  const rewriteProblem = await rewrite(staged.tempPath, finalTemp).catch((): UploadProblem => 'fileDamaged');
  await store.removeTemp(staged.tempPath);
  if (rewriteProblem) {
    await store.removeTemp(finalTemp);
    return { name, document: null, problem: rewriteProblem };
  }
  const blobKey = await store.commit(finalTemp);

  try {
    const outcome = await db.transaction(async (tx): Promise<FileOutcome> => {
      await lockOwner(tx, who.userId);
      const again = await documentByClientId(tx, who.userId, file.clientId);
      if (again) return { name, document: again, problem: null };
      if (isNameInList(name, await sameList(tx))) return { name, document: null, problem: 'alreadyInList' };
      // Counted again under the owner's lock: two requests of one batch cannot both take the 20th place.
      if (await submissionFull(tx, who, target, submissionId))
        return { name, document: null, problem: 'tooManyDocuments' };
      const now = clock.now();
      // Energy and application documents have no separate submit call: they reach the agency when uploaded.
      const status = target.kind === 'ENERGY' || target.kind === 'APPLICATION' ? 'SUBMITTED' : 'UPLOADED';
      const [doc] = await tx
        .insert(documents)
        .values({
          ownerUserId: who.userId,
          clientId: file.clientId,
          kind: target.kind,
          verificationItemId: target.itemId,
          fileName: name,
          mediaType: MEDIA_TYPES[staged.type!],
          sizeBytes: await store.size(blobKey),
          sha256: staged.sha256,
          blobKey,
          status,
          householdConfirmed: target.householdConfirmed,
          neededKey: target.neededKey ?? null,
          uploadedAt: now,
          submittedAt: status === 'SUBMITTED' ? now : null,
        })
        .returning();
      if (target.caseIds.length > 0)
        await tx.insert(documentCases).values(target.caseIds.map((caseId) => ({ documentId: doc!.id, caseId })));
      if (target.applicationIds.length > 0) {
        await tx
          .insert(documentApplications)
          .values(target.applicationIds.map((applicationId) => ({ documentId: doc!.id, applicationId })));
      }
      // In the same transaction as the row: a failed insert does not use up a place in the batch.
      if (submissionId !== null) await hit(tx, submissionKey(who.userId, submissionId), SUBMISSION_WINDOW_MS);
      await audit(tx, {
        actorUserId: who.userId,
        action: 'document.uploaded',
        entity: 'document',
        entityId: doc!.id,
        ip: who.ip,
        detail: { kind: target.kind, mediaType: doc!.mediaType, sizeBytes: doc!.sizeBytes },
      });
      return { name, document: doc!, problem: null };
    });
    if (!outcome.document || outcome.document.blobKey !== blobKey) await store.remove(blobKey);
    return outcome;
  } catch (err) {
    await store.remove(blobKey);
    throw err;
  }
}
