import { eq, lt } from 'drizzle-orm';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { applicationDrafts } from '../../platform/db/schema';
import type { DraftRow } from './repo';

/** Writing drafts: started, saved page by page, marked at save-and-exit, carried forward, deleted. */

export async function insertDraft(db: Db, values: typeof applicationDrafts.$inferInsert): Promise<DraftRow> {
  const [row] = await db.insert(applicationDrafts).values(values).returning();
  return row!;
}

/** Stores a saved page's answers and where the person is now (a save clears the save-and-exit page). */
export async function updateDraftAnswers(db: Db, id: string, answersEnc: string, currentPage: string): Promise<void> {
  await db
    .update(applicationDrafts)
    .set({ answersEnc, currentPage, saveExitPage: null, saveExitAnswersEnc: null, updatedAt: clock.now() })
    .where(eq(applicationDrafts.id, id));
}

/** Moves a draft to the current form version with the answers that still fit, resuming at `currentPage`. */
export async function carryDraftForward(
  db: Db,
  id: string,
  change: { answersEnc: string; formVersion: number; currentPage: string | null },
): Promise<DraftRow> {
  const [row] = await db
    .update(applicationDrafts)
    .set({ ...change, saveExitPage: null, saveExitAnswersEnc: null })
    .where(eq(applicationDrafts.id, id))
    .returning();
  return row!;
}

/** Marks a draft's save-and-exit page, with what was typed on it (null: nothing new). */
export async function setSaveExitPage(db: Db, id: string, page: string, answersEnc: string | null): Promise<void> {
  await db
    .update(applicationDrafts)
    .set({ saveExitPage: page, saveExitAnswersEnc: answersEnc, updatedAt: clock.now() })
    .where(eq(applicationDrafts.id, id));
}

export async function deleteDraft(db: Db, id: string): Promise<void> {
  await db.delete(applicationDrafts).where(eq(applicationDrafts.id, id));
}

/** Deletes drafts created before `cutoff`; returns how many. */
export async function purgeDraftsBefore(db: Db, cutoff: Date) {
  return db.delete(applicationDrafts).where(lt(applicationDrafts.createdAt, cutoff)).returning({
    formId: applicationDrafts.formId,
    createdAt: applicationDrafts.createdAt,
    updatedAt: applicationDrafts.updatedAt,
    currentPage: applicationDrafts.currentPage,
  });
}
