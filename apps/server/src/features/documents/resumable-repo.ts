import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { resumableUploadParts, resumableUploads } from '../../platform/db/schema';
import { clock } from '../../platform/clock';

export type ResumableRow = typeof resumableUploads.$inferSelect;

/** Starts an upload of `length` bytes for the account, for the call (its path) and body given. */
export async function createResumable(
  db: Db,
  userId: string,
  call: string,
  body: unknown,
  length: number,
): Promise<ResumableRow> {
  const now = clock.now();
  const [row] = await db
    .insert(resumableUploads)
    .values({ userId, call, body, length, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** The account's own upload; another account's, or none, is null (the caller answers 404). */
export async function ownResumable(db: Db, userId: string, id: string): Promise<ResumableRow | null> {
  const [row] = await db
    .select()
    .from(resumableUploads)
    .where(and(eq(resumableUploads.id, id), eq(resumableUploads.userId, userId)));
  return row ?? null;
}

/**
 * Keeps the next piece, at `at`, only if the upload's offset is still `at` (two requests for one
 * upload cannot both write there): false when it is not.
 */
export async function appendPiece(db: Db, id: string, at: number, data: Buffer): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(resumableUploads)
      .set({
        offset: sql`${resumableUploads.offset} + ${data.length}`,
        receivedBytes: sql`${resumableUploads.receivedBytes} + ${data.length}`,
        updatedAt: clock.now(),
      })
      .where(and(eq(resumableUploads.id, id), eq(resumableUploads.offset, at)))
      .returning({ id: resumableUploads.id });
    if (moved.length === 0) return false;
    await tx.insert(resumableUploadParts).values({ uploadId: id, startOffset: at, data: new Uint8Array(data) });
    return true;
  });
}

/** Counts bytes that arrived but were not kept (a piece for an offset that had moved on). */
export async function countDiscarded(db: Db, id: string, bytes: number): Promise<void> {
  if (bytes === 0) return;
  await db
    .update(resumableUploads)
    .set({ receivedBytes: sql`${resumableUploads.receivedBytes} + ${bytes}` })
    .where(eq(resumableUploads.id, id));
}

/** The kept pieces in order, one at a time (a 30 MB file is never held whole). */
export async function* piecesOf(db: Db, id: string): AsyncGenerator<Buffer> {
  let from = 0;
  for (;;) {
    const [piece] = await db
      .select()
      .from(resumableUploadParts)
      .where(and(eq(resumableUploadParts.uploadId, id), gte(resumableUploadParts.startOffset, from)))
      .orderBy(asc(resumableUploadParts.startOffset))
      .limit(1);
    if (!piece) return;
    const bytes = Buffer.from(piece.data);
    yield bytes;
    from = piece.startOffset + bytes.length;
  }
}

/** The call's answer once the file was complete; its pieces are no longer needed. */
export async function finishResumable(db: Db, id: string, result: unknown): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(resumableUploads).set({ result, updatedAt: clock.now() }).where(eq(resumableUploads.id, id));
    await tx.delete(resumableUploadParts).where(eq(resumableUploadParts.uploadId, id));
  });
}

export async function removeResumable(db: Db, id: string): Promise<void> {
  await db.delete(resumableUploads).where(eq(resumableUploads.id, id));
}

/** Removes uploads (finished or not) nothing was sent to for `idleMs`; answers how many. */
export async function removeAbandoned(db: Db, idleMs: number): Promise<number> {
  const before = new Date(clock.nowMs() - idleMs);
  const gone = await db
    .delete(resumableUploads)
    .where(lt(resumableUploads.updatedAt, before))
    .returning({ id: resumableUploads.id });
  return gone.length;
}
