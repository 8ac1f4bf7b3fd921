import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { resumableUploadParts, resumableUploads, users } from '../../platform/db/schema';
import { clock } from '../../platform/clock';

export type ResumableRow = typeof resumableUploads.$inferSelect;

/**
 * How many unfinished uploads an account keeps. The web app sends one file at a time; past this,
 * a new upload takes the place of the oldest unfinished one (its client finds it gone and starts
 * that file again), so an account cannot pile up pieces until the 24-hour clean-up.
 */
export const MAX_OPEN_RESUMABLE = 20;

/**
 * Starts an upload of `length` bytes for the account, for the call (its path) and body given —
 * or null when, with the declared bytes of its other unfinished uploads, it would pass the
 * `bytesLeft` of the day's quota. The account's row is locked for the check and the insert, so
 * two uploads started at once cannot both fit in what is left.
 */
export async function createResumable(
  db: Db,
  userId: string,
  call: string,
  body: unknown,
  length: number,
  allowance: { bytesLeft: number },
): Promise<ResumableRow | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const open = await tx
      .select({ id: resumableUploads.id, length: resumableUploads.length })
      .from(resumableUploads)
      .where(and(eq(resumableUploads.userId, userId), isNull(resumableUploads.result)))
      .orderBy(asc(resumableUploads.createdAt), asc(resumableUploads.id));
    const replaced = open.slice(0, Math.max(0, open.length - MAX_OPEN_RESUMABLE + 1));
    const kept = open.slice(replaced.length);
    if (kept.reduce((sum, r) => sum + r.length, 0) + length > allowance.bytesLeft) return null;
    if (replaced.length > 0)
      await tx.delete(resumableUploads).where(
        inArray(
          resumableUploads.id,
          replaced.map((r) => r.id),
        ),
      );
    const now = clock.now();
    const [row] = await tx
      .insert(resumableUploads)
      .values({ userId, call, body, length, createdAt: now, updatedAt: now })
      .returning();
    return row!;
  });
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
