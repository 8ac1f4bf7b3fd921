import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { applicationDrafts, applicationPrograms, applications, persons, verificationItems } from '../../platform/db/schema';

export type DraftRow = typeof applicationDrafts.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type ProgramRow = typeof applicationPrograms.$inferSelect;

/** The user's own draft, or undefined (someone else's draft is not found). */
export async function ownDraft(db: Db, userId: string, id: string): Promise<DraftRow | undefined> {
  const [row] = await db.select().from(applicationDrafts).where(and(eq(applicationDrafts.id, id), eq(applicationDrafts.userId, userId)));
  return row;
}

export async function draftsOf(db: Db, userId: string): Promise<DraftRow[]> {
  return db.select().from(applicationDrafts).where(eq(applicationDrafts.userId, userId)).orderBy(desc(applicationDrafts.updatedAt));
}

export async function applicationBySubmissionKey(db: Db, key: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.submissionKey, key));
  return row;
}

export async function ownApplication(db: Db, userId: string, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(and(eq(applications.id, id), eq(applications.userId, userId)));
  return row;
}

export async function applicationById(db: Db, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row;
}

export async function programsOfApplications(db: Db, ids: string[]): Promise<ProgramRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(applicationPrograms).where(inArray(applicationPrograms.applicationId, ids)).orderBy(applicationPrograms.programCode);
}

/** A user's applications submitted since `since`, newest first, with their programmes. */
export async function submittedOf(db: Db, userId: string, since: Date) {
  const apps = await db
    .select()
    .from(applications)
    .where(and(eq(applications.userId, userId), gte(applications.submittedAt, since)))
    .orderBy(desc(applications.submittedAt));
  const programs = await programsOfApplications(
    db,
    apps.map((a) => a.id),
  );
  return apps.map((app) => ({ app, programs: programs.filter((p) => p.applicationId === app.id) }));
}

/** Programme codes the user has waiting for a decision (a pending application blocks a new one). */
export async function pendingProgramCodes(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ code: applicationPrograms.programCode })
    .from(applicationPrograms)
    .innerJoin(applications, eq(applications.id, applicationPrograms.applicationId))
    .where(and(eq(applications.userId, userId), inArray(applicationPrograms.status, ['PENDING', 'WITHDRAWAL_REQUESTED'])));
  return new Set(rows.map((r) => r.code));
}

/**
 * For the dashboard: the user's drafts and submitted applications (last six months), with
 * each programme's status. `since` is the start of the window.
 */
export async function listUserApplications(db: Db, userId: string, since: Date) {
  const drafts = await draftsOf(db, userId);
  const submitted = await submittedOf(db, userId, since);
  return {
    drafts: drafts.map((d) => ({ formId: d.id, applicationTypeId: d.formId, createdAt: d.createdAt, updatedAt: d.updatedAt })),
    submitted: submitted.map(({ app, programs }) => ({
      applicationId: app.id,
      reference: app.reference,
      applicationTypeId: app.formId,
      submittedAt: app.submittedAt,
      programs: programs.map((p) => ({ programCode: p.programCode, status: p.status })),
    })),
  };
}

/** Deletes drafts created before `cutoff`; returns how many. */
export async function purgeDraftsBefore(db: Db, cutoff: Date): Promise<number> {
  const gone = await db.delete(applicationDrafts).where(lt(applicationDrafts.createdAt, cutoff)).returning({ id: applicationDrafts.id });
  return gone.length;
}

/** The staff queue: applications with a programme waiting for a decision, oldest first. */
export async function queue(db: Db) {
  const open = await db
    .selectDistinct({ id: applicationPrograms.applicationId })
    .from(applicationPrograms)
    .where(inArray(applicationPrograms.status, ['PENDING', 'WITHDRAWAL_REQUESTED']));
  if (open.length === 0) return [];
  const apps = await db
    .select()
    .from(applications)
    .where(
      inArray(
        applications.id,
        open.map((o) => o.id),
      ),
    )
    .orderBy(applications.submittedAt);
  const programs = await programsOfApplications(
    db,
    apps.map((a) => a.id),
  );
  return apps.map((app) => ({ app, programs: programs.filter((p) => p.applicationId === app.id) }));
}

/** What the agency asked for on a case, with whom each item is about, soonest due first. */
export async function verificationsOfCase(db: Db, caseId: string) {
  return db
    .select({
      id: verificationItems.id,
      itemCode: verificationItems.itemCode,
      programCode: verificationItems.programCode,
      detail: verificationItems.detail,
      dueOn: verificationItems.dueOn,
      status: verificationItems.status,
      createdAt: verificationItems.createdAt,
      firstName: persons.firstName,
      lastName: persons.lastName,
    })
    .from(verificationItems)
    .innerJoin(persons, eq(persons.id, verificationItems.personId))
    .where(eq(verificationItems.caseId, caseId))
    .orderBy(verificationItems.dueOn, verificationItems.itemCode);
}
