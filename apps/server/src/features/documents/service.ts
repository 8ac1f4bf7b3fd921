import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { DocumentKind, Locale } from '@portal/contracts';
import { audit } from '../../platform/audit';
import type { BlobStore } from '../../platform/blobs/store';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { documents } from '../../platform/db/schema';
import { HttpError, notFound } from '../../platform/http/errors';
import { ownCaseIds } from '../cases/repo';
import { presentWorkerDocument } from './present';
import { lockOwner, ownApplicationIds, targetsWithProgram, type DocumentRow } from './repo';
import { documentsOfTarget } from './review-repo';

/**
 * The documents' rules around the files: who uploads, which cases and applications are theirs,
 * removing what is not yet submitted and submitting what is ready. Keeping one file (checks,
 * rewrite, row) is store-upload.ts; its names stay importable from here.
 */
export { storeUpload, uploadMessage, type FileOutcome, type UploadTarget } from './store-upload';
/** Sends a stored document as a download (a hearing officer opening an appellant's document). */
export { sendDocument } from './present';

/** The files sent for a submitted application, as its review lists them (a caseworker's application page). */
export async function filesOfApplication(db: Db, applicationId: string, locale: Locale) {
  return (await documentsOfTarget(db, { applicationId })).map((row) => presentWorkerDocument(row, locale));
}

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

/**
 * Splits chosen ids into the person's cases and the user's submitted applications; an id that
 * is neither → 404 (never says whose it is). With `programCode`, each must also have that
 * programme (energy documents: LIEAP), else the choice is refused as the select-case screen would.
 */
export async function checkOwnTargets(
  db: Db,
  who: Uploader,
  ids: string[],
  programCode?: string,
): Promise<{ caseIds: string[]; applicationIds: string[] }> {
  const unique = [...new Set(ids)];
  const cases = new Set(who.personId ? (await ownCaseIds(db, who.personId)).map((r) => r.id) : []);
  const apps = await ownApplicationIds(
    db,
    who.userId,
    unique.filter((id) => !cases.has(id)),
  );
  if (unique.some((id) => !cases.has(id) && !apps.has(id))) throw notFound();
  if (programCode) {
    const withProgram = await targetsWithProgram(db, unique, programCode);
    if (unique.some((id) => !withProgram.has(id))) {
      throw new HttpError(400, 'validation.upload.energyCase', 'nfApplicationIDList');
    }
  }
  return { caseIds: unique.filter((id) => cases.has(id)), applicationIds: unique.filter((id) => apps.has(id)) };
}

/** Removes documents not yet submitted: rows first, then files. Someone else's id → 404. */
export async function deleteUploaded(
  db: Db,
  store: BlobStore,
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
