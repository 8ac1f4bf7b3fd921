import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DocumentKind } from '@portal/contracts';
import type { Db } from '../../platform/db';
import {
  applicationPrograms,
  applications,
  casePrograms,
  cases,
  docUploadMessages,
  documentApplications,
  documentCases,
  documents,
  persons,
  verificationItems,
} from '../../platform/db/schema';
import { ownCaseIds } from '../cases/repo';

export type DocumentRow = typeof documents.$inferSelect;

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
    .where(
      inArray(
        casePrograms.caseId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(casePrograms.programCode));
  return rows.map((r) => ({ ...r, programs: programs.filter((p) => p.caseId === r.id) }));
}

/** The person's applications submitted since `since`, with their programmes, for the select-case screen. */
export async function applicationsForSelection(db: Db, userId: string, since: Date) {
  const rows = await db
    .select({
      id: applications.id,
      reference: applications.reference,
      applicantName: applications.applicantName,
      formId: applications.formId,
      submittedAt: applications.submittedAt,
    })
    .from(applications)
    .where(and(eq(applications.userId, userId), gte(applications.submittedAt, since)))
    .orderBy(desc(applications.submittedAt));
  if (rows.length === 0) return [];
  const programs = await db
    .select()
    .from(applicationPrograms)
    .where(
      inArray(
        applicationPrograms.applicationId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(applicationPrograms.programCode));
  return rows.map((r) => ({ ...r, programs: programs.filter((p) => p.applicationId === r.id) }));
}

/** Which of these application ids are the user's own. */
export async function ownApplicationIds(db: Db, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, userId), inArray(applications.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The keys of the documents a submitted application's form called for ("documents we still need"). */
export async function calledDocumentKeys(db: Db, applicationId: string): Promise<Set<string>> {
  const [row] = await db
    .select({ called: applications.documentsCalledFor })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return new Set((row?.called ?? []).map((d) => d.key));
}

/** The cases and applications among `ids` that have the programme (energy documents go to energy ones). */
export async function targetsWithProgram(db: Db, ids: string[], programCode: string): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const [ofCases, ofApplications] = await Promise.all([
    db
      .selectDistinct({ id: casePrograms.caseId })
      .from(casePrograms)
      .where(and(inArray(casePrograms.caseId, ids), eq(casePrograms.programCode, programCode))),
    db
      .selectDistinct({ id: applicationPrograms.applicationId })
      .from(applicationPrograms)
      .where(and(inArray(applicationPrograms.applicationId, ids), eq(applicationPrograms.programCode, programCode))),
  ]);
  return new Set([...ofCases, ...ofApplications].map((r) => r.id));
}

/** The applications each document is linked to, with their references. */
export async function applicationsOfDocuments(db: Db, documentIds: string[]) {
  if (documentIds.length === 0) return [];
  return db
    .select({
      documentId: documentApplications.documentId,
      applicationId: documentApplications.applicationId,
      reference: applications.reference,
    })
    .from(documentApplications)
    .innerJoin(applications, eq(applications.id, documentApplications.applicationId))
    .where(inArray(documentApplications.documentId, documentIds))
    .orderBy(asc(applications.reference));
}

export type ItemRow = Awaited<ReturnType<typeof itemsForPerson>>[number];

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
    .where(
      and(
        inArray(verificationItems.caseId, ownCaseIds(db, personId)),
        itemId ? eq(verificationItems.id, itemId) : undefined,
      ),
    )
    .orderBy(asc(cases.reference), asc(persons.firstName), asc(verificationItems.dueOn));
}

export async function documentsOfOwner(
  db: Db,
  ownerUserId: string,
  filter: { kind?: DocumentKind | DocumentKind[]; itemId?: string; statuses?: string[] } = {},
) {
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
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.ownerUserId, ownerUserId), eq(documents.clientId, clientId)));
  return row ?? null;
}

export async function ownDocument(db: Db, ownerUserId: string, id: string) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.ownerUserId, ownerUserId), eq(documents.id, id)));
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

/** The banner messages of the upload home that are switched on, in their order. */
export async function activeInfoMessages(db: Db) {
  return db
    .select()
    .from(docUploadMessages)
    .where(eq(docUploadMessages.active, true))
    .orderBy(asc(docUploadMessages.id));
}
