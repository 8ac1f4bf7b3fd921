import { and, asc, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import {
  applicationPrograms,
  applications,
  casePrograms,
  caseworkers,
  cases,
  documentApplications,
  documentCases,
  documents,
  persons,
  users,
  verificationItems,
} from '../../platform/db/schema';
import { ownCaseIds } from '../cases/repo';

export type DocumentRow = typeof documents.$inferSelect;
/** APPLICATION: given for a submitted application (online or disaster), sent to the agency at once. */
export type DocumentKind = 'VERIFICATION' | 'STANDALONE' | 'ENERGY' | 'APPLICATION';
/** Statuses a caseworker sees: the resident has submitted the document. */
const REVIEWABLE = ['SUBMITTED', 'ACCEPTED', 'REJECTED', 'PARTIALLY_REJECTED'];
/** Per group: documents awaiting review, and those already decided. */
const awaitingCount = sql<number>`count(*) filter (where ${documents.status} = 'SUBMITTED')::int`;
const reviewedCount = sql<number>`count(*) filter (where ${documents.status} in ('ACCEPTED','REJECTED','PARTIALLY_REJECTED'))::int`;

/** The person's cases with their primary person and programmes, for the select-case screen. */
export async function casesForSelection(db: Db, personId: string) {
  const rows = await db
    .select({
      id: cases.id,
      reference: cases.reference,
      status: cases.status,
      openedOn: cases.openedOn,
      closedOn: cases.closedOn,
      primaryPersonId: cases.primaryPersonId,
      firstName: persons.firstName,
      lastName: persons.lastName,
    })
    .from(cases)
    .innerJoin(persons, eq(persons.id, cases.primaryPersonId))
    .where(inArray(cases.id, ownCaseIds(db, personId)))
    .orderBy(asc(cases.reference));
  if (rows.length === 0) return [];
  const programs = await db
    .select()
    .from(casePrograms)
    .where(inArray(casePrograms.caseId, rows.map((r) => r.id)))
    .orderBy(asc(casePrograms.programCode));
  return rows.map((r) => ({ ...r, programs: programs.filter((p) => p.caseId === r.id) }));
}

/** The person's applications submitted since `since`, with their programmes, for the select-case screen. */
export async function applicationsForSelection(db: Db, userId: string, since: Date) {
  const rows = await db
    .select({ id: applications.id, reference: applications.reference, applicantName: applications.applicantName, formId: applications.formId, submittedAt: applications.submittedAt })
    .from(applications)
    .where(and(eq(applications.userId, userId), gte(applications.submittedAt, since)))
    .orderBy(desc(applications.submittedAt));
  if (rows.length === 0) return [];
  const programs = await db
    .select()
    .from(applicationPrograms)
    .where(inArray(applicationPrograms.applicationId, rows.map((r) => r.id)))
    .orderBy(asc(applicationPrograms.programCode));
  return rows.map((r) => ({ ...r, programs: programs.filter((p) => p.applicationId === r.id) }));
}

/** Which of these application ids are the user's own. */
export async function ownApplicationIds(db: Db, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: applications.id }).from(applications).where(and(eq(applications.userId, userId), inArray(applications.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The applications each document is linked to, with their references. */
export async function applicationsOfDocuments(db: Db, documentIds: string[]) {
  if (documentIds.length === 0) return [];
  return db
    .select({ documentId: documentApplications.documentId, applicationId: documentApplications.applicationId, reference: applications.reference })
    .from(documentApplications)
    .innerJoin(applications, eq(applications.id, documentApplications.applicationId))
    .where(inArray(documentApplications.documentId, documentIds))
    .orderBy(asc(applications.reference));
}

/** Verification items on the person's cases, with who they are about. */
export async function itemsForPerson(db: Db, personId: string, itemId?: string) {
  return db
    .select({
      item: verificationItems,
      caseReference: cases.reference,
      firstName: persons.firstName,
      lastName: persons.lastName,
    })
    .from(verificationItems)
    .innerJoin(cases, eq(cases.id, verificationItems.caseId))
    .innerJoin(persons, eq(persons.id, verificationItems.personId))
    .where(and(inArray(verificationItems.caseId, ownCaseIds(db, personId)), itemId ? eq(verificationItems.id, itemId) : undefined))
    .orderBy(asc(cases.reference), asc(persons.firstName), asc(verificationItems.dueOn));
}

export async function documentsOfOwner(db: Db, ownerUserId: string, filter: { kind?: DocumentKind | DocumentKind[]; itemId?: string; statuses?: string[] } = {}) {
  return db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.ownerUserId, ownerUserId),
        filter.kind ? inArray(documents.kind, Array.isArray(filter.kind) ? filter.kind : [filter.kind]) : undefined,
        filter.itemId ? eq(documents.verificationItemId, filter.itemId) : undefined,
        filter.statuses ? inArray(documents.status, filter.statuses) : undefined,
      ),
    )
    .orderBy(asc(documents.uploadedAt), asc(documents.fileName));
}

export async function documentByClientId(db: Db, ownerUserId: string, clientId: string) {
  const [row] = await db.select().from(documents).where(and(eq(documents.ownerUserId, ownerUserId), eq(documents.clientId, clientId)));
  return row ?? null;
}

export async function ownDocument(db: Db, ownerUserId: string, id: string) {
  const [row] = await db.select().from(documents).where(and(eq(documents.ownerUserId, ownerUserId), eq(documents.id, id)));
  return row ?? null;
}

export async function countReadyToSubmit(db: Db, ownerUserId: string, kind: DocumentKind): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(documents)
    .where(and(eq(documents.ownerUserId, ownerUserId), eq(documents.kind, kind), eq(documents.status, 'UPLOADED')));
  return row?.n ?? 0;
}

/** The cases each document is linked to, with their references. */
export async function casesOfDocuments(db: Db, documentIds: string[]) {
  if (documentIds.length === 0) return [];
  return db
    .select({ documentId: documentCases.documentId, caseId: documentCases.caseId, reference: cases.reference })
    .from(documentCases)
    .innerJoin(cases, eq(cases.id, documentCases.caseId))
    .where(inArray(documentCases.documentId, documentIds))
    .orderBy(asc(cases.reference));
}

/** Serialises a person's uploads so limits are counted without races (held to the transaction's end). */
export async function lockOwner(tx: Db, ownerUserId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(7305300, hashtext(${ownerUserId}))`);
}

/** Which of these blob keys have rows (for the orphan sweep). */
export async function knownBlobKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: documents.blobKey }).from(documents).where(inArray(documents.blobKey, keys));
  return new Set(rows.map((r) => r.key));
}

// Staff side

/** The office whose cases a staff member reviews; null for an administrator (all offices). */
export async function officeOfStaff(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ officeId: caseworkers.officeId }).from(caseworkers).where(eq(caseworkers.userId, userId));
  return row?.officeId ?? null;
}

/** Cases with submitted documents (of the office, when given), with counts awaiting review and reviewed. */
export async function casesWithDocuments(db: Db, officeId: string | null) {
  return db
    .select({
      caseId: cases.id,
      reference: cases.reference,
      firstName: persons.firstName,
      lastName: persons.lastName,
      awaiting: awaitingCount,
      reviewed: reviewedCount,
    })
    .from(documentCases)
    .innerJoin(documents, eq(documents.id, documentCases.documentId))
    .innerJoin(cases, eq(cases.id, documentCases.caseId))
    .innerJoin(persons, eq(persons.id, cases.primaryPersonId))
    .where(and(inArray(documents.status, REVIEWABLE), officeId ? eq(cases.officeId, officeId) : undefined))
    .groupBy(cases.id, cases.reference, persons.firstName, persons.lastName)
    .orderBy(desc(sql`count(*) filter (where ${documents.status} = 'SUBMITTED')`), asc(cases.reference));
}

/** Submitted applications with submitted documents (any office: applications are not yet on a case). */
export async function applicationsWithDocuments(db: Db) {
  return db
    .select({
      applicationId: applications.id,
      reference: applications.reference,
      applicantName: applications.applicantName,
      awaiting: awaitingCount,
      reviewed: reviewedCount,
    })
    .from(documentApplications)
    .innerJoin(documents, eq(documents.id, documentApplications.documentId))
    .innerJoin(applications, eq(applications.id, documentApplications.applicationId))
    .where(inArray(documents.status, REVIEWABLE))
    .groupBy(applications.id, applications.reference, applications.applicantName)
    .orderBy(asc(applications.reference));
}

export async function staffApplication(db: Db, applicationId: string) {
  const [row] = await db
    .select({ id: applications.id, reference: applications.reference, applicantName: applications.applicantName })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row ?? null;
}

export async function staffCase(db: Db, caseId: string, officeId: string | null) {
  const [row] = await db
    .select({ id: cases.id, reference: cases.reference, firstName: persons.firstName, lastName: persons.lastName })
    .from(cases)
    .innerJoin(persons, eq(persons.id, cases.primaryPersonId))
    .where(and(eq(cases.id, caseId), officeId ? eq(cases.officeId, officeId) : undefined));
  return row ?? null;
}

/** Submitted (and reviewed) documents of a case or of an application, with the item and person they concern. */
export async function documentsOfTarget(db: Db, target: { caseId: string } | { applicationId: string }) {
  const reviewer = sql<string | null>`(select u.first_name || ' ' || u.last_name from users u where u.id = ${documents.reviewedByUserId})`;
  const linked =
    'caseId' in target
      ? db.select({ id: documentCases.documentId }).from(documentCases).where(eq(documentCases.caseId, target.caseId))
      : db.select({ id: documentApplications.documentId }).from(documentApplications).where(eq(documentApplications.applicationId, target.applicationId));
  return db
    .select({
      doc: documents,
      itemCode: verificationItems.itemCode,
      personFirst: persons.firstName,
      personLast: persons.lastName,
      ownerFirst: users.firstName,
      ownerLast: users.lastName,
      reviewer,
    })
    .from(documents)
    .innerJoin(users, eq(users.id, documents.ownerUserId))
    .leftJoin(verificationItems, eq(verificationItems.id, documents.verificationItemId))
    .leftJoin(persons, eq(persons.id, verificationItems.personId))
    .where(and(inArray(documents.id, linked), inArray(documents.status, REVIEWABLE)))
    .orderBy(asc(documents.submittedAt), asc(documents.fileName));
}

/**
 * A submitted document a staff member may see: on a case of their office (any office for an
 * administrator), or given for a submitted application.
 */
export async function staffDocument(db: Db, documentId: string, officeId: string | null) {
  const onCase = db
    .select({ id: documentCases.documentId })
    .from(documentCases)
    .innerJoin(cases, eq(cases.id, documentCases.caseId))
    .where(and(eq(documentCases.documentId, documentId), officeId ? eq(cases.officeId, officeId) : undefined));
  const onApplication = db.select({ id: documentApplications.documentId }).from(documentApplications).where(eq(documentApplications.documentId, documentId));
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), inArray(documents.status, REVIEWABLE), or(inArray(documents.id, onCase), inArray(documents.id, onApplication))));
  return row ?? null;
}
