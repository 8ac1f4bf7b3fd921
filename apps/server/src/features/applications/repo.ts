import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { applicationInScope, applicationOffice, type OfficeScope } from '../worker/scope';
import { appealRequest, appealRequestContinuing } from '@portal/forms';
import type { Db } from '../../platform/db';
import {
  applicationDrafts,
  applicationPrograms,
  applications,
  documentApplications,
  documents,
  persons,
  verificationItems,
} from '../../platform/db/schema';

export type DraftRow = typeof applicationDrafts.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type ProgramRow = typeof applicationPrograms.$inferSelect;

/** The user's own draft, or undefined (someone else's draft is not found). */
export async function ownDraft(db: Db, userId: string, id: string): Promise<DraftRow | undefined> {
  const [row] = await db
    .select()
    .from(applicationDrafts)
    .where(and(eq(applicationDrafts.id, id), eq(applicationDrafts.userId, userId)));
  return row;
}

/**
 * A draft of an application: not a change report or renewal (bound to a case), not an appeal
 * request (its own forms).
 */
const isApplicationDraft = and(
  isNull(applicationDrafts.caseId),
  notInArray(applicationDrafts.formId, [appealRequest.id, appealRequestContinuing.id]),
);

/** The user's application drafts. */
export async function draftsOf(db: Db, userId: string): Promise<DraftRow[]> {
  return db
    .select()
    .from(applicationDrafts)
    .where(and(eq(applicationDrafts.userId, userId), isApplicationDraft))
    .orderBy(desc(applicationDrafts.updatedAt));
}

export async function applicationBySubmissionKey(db: Db, key: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.submissionKey, key));
  return row;
}

export async function ownApplication(db: Db, userId: string, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, userId)));
  return row;
}

export async function applicationById(db: Db, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row;
}

/** A submitted application a staff member may see (ADR 0402), or undefined. */
export async function applicationInOffice(db: Db, id: string, scope: OfficeScope): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), applicationInScope(scope)));
  return row;
}

/**
 * An intake application (no office yet) becomes the deciding office's; false when another office
 * took it first (in the same transaction as the decision, so two offices cannot both take it).
 */
export async function takeForOffice(db: Db, id: string, officeId: string): Promise<boolean> {
  const [row] = await db
    .update(applications)
    .set({ officeId: sql`coalesce(${applications.officeId}, ${officeId}::uuid)` })
    .where(eq(applications.id, id))
    .returning({ office: applicationOffice });
  return row?.office === officeId;
}

export async function programsOfApplications(db: Db, ids: string[]): Promise<ProgramRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(applicationPrograms)
    .where(inArray(applicationPrograms.applicationId, ids))
    .orderBy(applicationPrograms.programCode);
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

/**
 * Programme codes the user has waiting for a decision (a pending application blocks a new one);
 * what an organisation's user submitted for other households does not count.
 */
export async function pendingProgramCodes(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ code: applicationPrograms.programCode })
    .from(applicationPrograms)
    .innerJoin(applications, eq(applications.id, applicationPrograms.applicationId))
    .where(
      and(
        eq(applications.userId, userId),
        isNull(applications.organisationId),
        inArray(applicationPrograms.status, ['PENDING', 'WITHDRAWAL_REQUESTED']),
      ),
    );
  return new Set(rows.map((r) => r.code));
}

/**
 * For the dashboard: the user's drafts and submitted applications (last six months), with
 * each programme's status. `since` is the start of the window. Only the columns shown are read
 * (never the encrypted answers), the applications with their programmes in one query.
 */
export async function listUserApplications(db: Db, userId: string, since: Date) {
  const drafts = await db
    .select({
      formId: applicationDrafts.id,
      applicationTypeId: applicationDrafts.formId,
      householdLabel: applicationDrafts.householdLabel,
      createdAt: applicationDrafts.createdAt,
      updatedAt: applicationDrafts.updatedAt,
    })
    .from(applicationDrafts)
    .where(and(eq(applicationDrafts.userId, userId), isApplicationDraft))
    .orderBy(desc(applicationDrafts.updatedAt));
  const rows = await db
    .select({
      applicationId: applications.id,
      reference: applications.reference,
      applicationTypeId: applications.formId,
      submittedAt: applications.submittedAt,
      householdLabel: applications.householdLabel,
      documentsCalledFor: applications.documentsCalledFor,
      program: { programCode: applicationPrograms.programCode, status: applicationPrograms.status },
    })
    .from(applications)
    .leftJoin(applicationPrograms, eq(applicationPrograms.applicationId, applications.id))
    .where(and(eq(applications.userId, userId), gte(applications.submittedAt, since)))
    .orderBy(desc(applications.submittedAt), asc(applications.id), asc(applicationPrograms.programCode));
  type Program = NonNullable<(typeof rows)[number]['program']>;
  const submitted = new Map<string, Omit<(typeof rows)[number], 'program'> & { programs: Program[] }>();
  for (const { program, ...row } of rows) {
    const found =
      submitted.get(row.applicationId) ??
      submitted.set(row.applicationId, { ...row, programs: [] }).get(row.applicationId)!;
    if (program) found.programs.push(program);
  }
  return { drafts, submitted: [...submitted.values()] };
}

/**
 * For each application, the keys of its "documents we still need" that are in hand: a document
 * was sent for it and not refused, or its case has that kind of proof (a request of the
 * caseworker answered or verified) — so the list reads the same as the case's documents.
 */
export async function sentNeededKeys(db: Db, applicationIds: string[]): Promise<Map<string, Set<string>>> {
  const sent = new Map<string, Set<string>>();
  if (applicationIds.length === 0) return sent;
  const rows = await db
    .select({ applicationId: documentApplications.applicationId, key: documents.neededKey })
    .from(documentApplications)
    .innerJoin(documents, eq(documents.id, documentApplications.documentId))
    .where(
      and(
        inArray(documentApplications.applicationId, applicationIds),
        isNotNull(documents.neededKey),
        ne(documents.status, 'REJECTED'),
      ),
    );
  const keysOf = (id: string) => sent.get(id) ?? sent.set(id, new Set()).get(id)!;
  for (const r of rows) keysOf(r.applicationId).add(r.key!);
  // A kind of proof the case's caseworker asked for and has (sent for the request, or accepted)
  // is no longer needed, whichever page it was sent from.
  const given = await db
    .selectDistinct({
      applicationId: applications.id,
      called: applications.documentsCalledFor,
      itemCode: verificationItems.itemCode,
    })
    .from(applications)
    .innerJoin(verificationItems, eq(verificationItems.caseId, applications.caseId))
    .where(
      and(
        inArray(applications.id, applicationIds),
        sql`(${verificationItems.status} = 'VERIFIED' or exists (select 1 from ${documents} d
          where d.verification_item_id = ${verificationItems.id} and d.status in ('SUBMITTED', 'ACCEPTED')))`,
      ),
    );
  for (const g of given) for (const d of g.called) if (d.evidence === g.itemCode) keysOf(g.applicationId).add(d.key);
  return sent;
}

/** What the agency asked for on a case, with whom each item is about, soonest due first. */
export async function verificationsOfCase(db: Db, caseId: string) {
  return db
    .select({
      id: verificationItems.id,
      itemCode: verificationItems.itemCode,
      programCode: verificationItems.programCode,
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

/**
 * Inserts a submitted application once per submission key (undefined when the key was already
 * used), with its programmes.
 */
export async function insertApplication(db: Db, values: typeof applications.$inferInsert, programs: string[]) {
  const [row] = await db.insert(applications).values(values).onConflictDoNothing().returning();
  if (row)
    await db
      .insert(applicationPrograms)
      .values(programs.map((programCode) => ({ applicationId: row.id, programCode })));
  return row;
}

/**
 * Moves a programme from one status to another with what is recorded alongside; false when
 * the programme was no longer in `from` (someone else was first).
 */
export async function moveProgram(
  db: Db,
  id: string,
  from: string,
  set: Partial<typeof applicationPrograms.$inferInsert> & { status: string },
): Promise<boolean> {
  const changed = await db
    .update(applicationPrograms)
    .set(set)
    .where(and(eq(applicationPrograms.id, id), eq(applicationPrograms.status, from)))
    .returning({ id: applicationPrograms.id });
  return changed.length > 0;
}
