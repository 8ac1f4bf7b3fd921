import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
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
import type { FsBlobStore } from '../../platform/blob-store';
import { clock } from '../../platform/clock';
import { hoursMs } from '../../platform/dates';
import type { Db } from '../../platform/db';
import { documentApplications, documentCases, documents } from '../../platform/db/schema';
import { HttpError, notFound } from '../../platform/http/errors';
import { countInWindow, hit } from '../../platform/rate-limit';
import { stripJpegMetadata } from './jpeg-strip';
import { stripTiffMetadata } from './tiff-strip';
import { trimBmp } from './bmp-trim';
import { ownCaseIds } from '../cases/repo';
import { checkAndRewritePdf } from './pdf-scan';
import {
  countReadyToSubmit,
  documentByClientId,
  documentsOfOwner,
  lockOwner,
  ownApplicationIds,
  type DocumentRow,
} from './repo';
import type { StagedFile } from './upload-body';

export interface Uploader {
  userId: string;
  /** The account holder's name, shown on documents not given for a verification item. */
  name: string;
  /** The person a LINKED account is linked to; null for an account that is not (or no longer) linked. */
  personId: string | null;
  ip: string;
}

const Uuid = z.string().uuid();
/** Ids in paths are checked here, not by the schema: one that is not a UUID is as unknown (404) as someone else's. */
export const isUuid = (id: string) => Uuid.safeParse(id).success;

export interface UploadTarget {
  kind: DocumentKind;
  /** The verification item (VERIFICATION only). */
  itemId: string | null;
  /** The cases and submitted applications the document concerns (already checked to be the person's). */
  caseIds: string[];
  applicationIds: string[];
  householdConfirmed: boolean;
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
  store: FsBlobStore,
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

/**
 * Splits chosen ids into the person's cases and the user's submitted applications; an id that
 * is neither → 404 (never says whose it is).
 */
export async function checkOwnTargets(
  db: Db,
  who: Uploader,
  ids: string[],
): Promise<{ caseIds: string[]; applicationIds: string[] }> {
  const unique = [...new Set(ids)];
  const cases = new Set(who.personId ? (await ownCaseIds(db, who.personId)).map((r) => r.id) : []);
  const apps = await ownApplicationIds(
    db,
    who.userId,
    unique.filter((id) => !cases.has(id)),
  );
  if (unique.some((id) => !cases.has(id) && !apps.has(id))) throw notFound();
  return { caseIds: unique.filter((id) => cases.has(id)), applicationIds: unique.filter((id) => apps.has(id)) };
}

/** Removes documents not yet submitted: rows first, then files. Someone else's id → 404. */
export async function deleteUploaded(
  db: Db,
  store: FsBlobStore,
  who: Uploader,
  ids: string[],
  kinds: DocumentKind[],
): Promise<DocumentRow[]> {
  const unique = [...new Set(ids)];
  const removed = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.ownerUserId, who.userId), inArray(documents.id, unique), inArray(documents.kind, kinds)));
    if (rows.length !== unique.length) throw notFound();
    if (rows.some((r) => r.status !== 'UPLOADED')) throw new HttpError(409, 'CONFLICT');
    await tx.delete(documents).where(inArray(documents.id, unique));
    for (const row of rows) {
      await audit(tx, {
        actorUserId: who.userId,
        action: 'document.deleted',
        entity: 'document',
        entityId: row.id,
        ip: who.ip,
      });
    }
    return rows;
  });
  for (const row of removed) await store.remove(row.blobKey);
  return removed;
}

/** Sends every document of a kind that is ready to submit to the agency. */
export async function submitReady(db: Db, who: Uploader, kind: DocumentKind): Promise<number> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, who.userId);
    const now = clock.now();
    const rows = await tx
      .update(documents)
      .set({ status: 'SUBMITTED', submittedAt: now })
      .where(and(eq(documents.ownerUserId, who.userId), eq(documents.kind, kind), eq(documents.status, 'UPLOADED')))
      .returning({ id: documents.id });
    if (rows.length === 0) throw new HttpError(400, 'validation.upload.nothingToSubmit');
    await audit(tx, {
      actorUserId: who.userId,
      action: 'document.submitted',
      entity: 'document',
      ip: who.ip,
      detail: { kind, count: rows.length },
    });
    return rows.length;
  });
}
