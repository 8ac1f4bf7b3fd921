import { and, asc, count, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db';
import {
  applications,
  cases,
  documentApplications,
  documentCases,
  documents,
  persons,
  users,
  verificationItems,
  waitingDocumentOffices,
} from '../../platform/db/schema';
import { assignRow, releaseRow } from '../worker/assignment';
import { applicationInScope, applicationInScopeJoined, inScope, type OfficeScope } from '../worker/scope';
import { queueTotal } from '../worker/queue-total';
import { contains, inIds, startsWith } from '../worker/search';

/** The caseworkers' queue of documents waiting for review (ADR 0413, 0417): one page of it, and who has each. */

/** The queue's filters (contracts WorkerDocumentQueueQuery, validated) and who asks. */
export interface DocumentQueueFilters {
  q?: string;
  program?: string;
  view: 'office' | 'mine';
  page: number;
  pageSize: number;
  userId: string;
}

/** The name of a case's person as the queue shows and searches it (persons_name_trgm_idx's expression, migration 1060). */
const personName = sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`;

/**
 * One page of the submitted documents of the scope waiting for review, oldest first, searched
 * (the primary person's or applicant's name, the case's or application's reference) and filtered
 * (the programme of the request it answers; the caseworker's own), and how many match in all.
 * A document is the scope's through a case of the office it was sent for, or a submitted
 * application in scope (ADR 0402). Which offices those are the database keeps for every waiting
 * document (`waiting_document_offices`, ADR 0417): an office's queue is its rows and the rows of
 * every office's (intake), each read oldest first from its partial index and merged, so neither
 * the page nor the count joins a case or an application. A search still asks each row's cases and applications
 * in scope (only those may match it); the count then asks the same as two sets of ids worked out
 * once and read through the documents' key (an `exists` per row of 10,000 was costed so high that
 * PostgreSQL compiled the count with JIT; `in` sets, hashed, were probed by every document).
 * "Mine" walks the caseworker's own documents and asks each whether it is in scope. The count runs
 * only when the page is full or past the end (ADR 0411's rule). Sent for several, the row names the
 * first case in scope by reference, else the first application.
 */
export async function documentQueuePage(db: Db, scope: OfficeScope, f: DocumentQueueFilters) {
  if (scope.kind === 'none') return { total: 0, rows: [] };
  const waiting = alias(documents, 'waiting_document');
  /**
   * The search: the document has a case or application in scope that matches it. Asked of each
   * row in turn for the page (it stops at its 25th); for the count, as two sets of ids worked out once.
   * The matching cases and applications are found through their indexes (ADR 0420): a case by its
   * number or as one of the cases of the people whose name matches, an application by its
   * applicant's name or its reference, each OR on one table's own columns (a BitmapOr).
   */
  const searched = (q: string, perRow: boolean) => {
    const onCase = db
      .select({ id: documentCases.documentId })
      .from(documentCases)
      .innerJoin(cases, eq(cases.id, documentCases.caseId))
      .innerJoin(waiting, and(eq(waiting.id, documentCases.documentId), eq(waiting.status, 'SUBMITTED')))
      .where(
        and(
          perRow ? eq(documentCases.documentId, documents.id) : undefined,
          inScope(scope, cases.officeId),
          or(
            inIds(cases.primaryPersonId, db.select({ id: persons.id }).from(persons).where(contains(personName, q))),
            startsWith(cases.reference, q),
          ),
        ),
      );
    const onApplication = db
      .select({ id: documentApplications.documentId })
      .from(documentApplications)
      .innerJoin(waiting, and(eq(waiting.id, documentApplications.documentId), eq(waiting.status, 'SUBMITTED')))
      .innerJoin(applications, eq(applications.id, documentApplications.applicationId))
      .leftJoin(cases, eq(cases.id, applications.caseId))
      .where(
        and(
          perRow ? eq(documentApplications.documentId, documents.id) : undefined,
          applicationInScopeJoined(scope, cases.officeId),
          or(contains(applications.applicantName, q), startsWith(applications.reference, q)),
        ),
      );
    return perRow
      ? or(exists(onCase), exists(onApplication))
      : or(inIds(documents.id, onCase), inIds(documents.id, onApplication));
  };
  const offset = (f.page - 1) * f.pageSize;
  const { queue, programFiltered } = queueOf(db, scope, f, f.q ? undefined : offset + f.pageSize);
  const where = (perRow: boolean) =>
    and(
      f.q ? searched(f.q, perRow) : undefined,
      f.program && !programFiltered
        ? inArray(
            documents.verificationItemId,
            db
              .select({ id: verificationItems.id })
              .from(verificationItems)
              .where(eq(verificationItems.programCode, f.program)),
          )
        : undefined,
    );
  const page = await db
    .select({
      id: documents.id,
      fileName: documents.fileName,
      submittedAt: documents.submittedAt,
      programCode: verificationItems.programCode,
      itemDueOn: verificationItems.dueOn,
    })
    .from(queue)
    .innerJoin(documents, eq(documents.id, queue.documentId))
    .leftJoin(verificationItems, eq(verificationItems.id, documents.verificationItemId))
    .where(where(true))
    .orderBy(asc(queue.submittedAt), asc(queue.documentId))
    .limit(f.pageSize)
    .offset(offset);
  const total = await queueTotal(page.length, f, async () => {
    // Counted without a page's limit; without a search (or a programme outside the queue's rows) it
    // reads the queue's index alone.
    const all = queueOf(db, scope, f).queue;
    const counted =
      f.q || (f.program && !programFiltered)
        ? db.select({ n: count() }).from(all).innerJoin(documents, eq(documents.id, all.documentId)).where(where(false))
        : db.select({ n: count() }).from(all);
    return (await counted)[0]!.n;
  });
  const ids = page.map((r) => r.id);
  const [targets, who] = await Promise.all([targetsOf(db, scope, ids), assigneesOf(db, ids)]);
  return {
    total,
    rows: page.map((r) => ({ ...r, ...targets.get(r.id)!, assignee: who.get(r.id) ?? null })),
  };
}

/**
 * The documents of the queue, as `(documentId, submittedAt)`. For an office: its rows of
 * `waiting_document_offices` and every office's, each read in order from its index and merged (a
 * document has either its offices' rows or the one of every office, never both), with the programme
 * filter on the rows themselves (`programFiltered`); each side stops at `limit` rows when given (a
 * page unsearched: no row after them can be on it). For every office (an administrator): each
 * waiting document that has a row. "Mine": the caseworker's waiting documents that are in scope.
 */
function queueOf(db: Db, scope: Exclude<OfficeScope, { kind: 'none' }>, f: DocumentQueueFilters, limit?: number) {
  const w = waitingDocumentOffices;
  if (f.view === 'office' && scope.kind === 'office') {
    const side = (office: SQL) => {
      const rows = db
        .select({ documentId: w.documentId, submittedAt: w.submittedAt })
        .from(w)
        .where(and(office, f.program ? eq(w.programCode, f.program) : undefined));
      return limit === undefined ? rows : rows.orderBy(asc(w.submittedAt), asc(w.documentId)).limit(limit);
    };
    return {
      queue: unionAll(side(eq(w.officeId, scope.officeId)), side(isNull(w.officeId))).as('queue'),
      programFiltered: true,
    };
  }
  const own = alias(w, 'own');
  const queue = db
    .select({
      documentId: sql<string>`${documents.id}`.as('document_id'),
      submittedAt: sql<Date | null>`${documents.submittedAt}`.as('submitted_at'),
    })
    .from(documents)
    .where(
      and(
        eq(documents.status, 'SUBMITTED'),
        f.view === 'mine' ? eq(documents.assignedTo, f.userId) : undefined,
        exists(
          db
            .select({ one: sql`1` })
            .from(own)
            .where(
              and(
                eq(own.documentId, documents.id),
                scope.kind === 'office' ? or(eq(own.officeId, scope.officeId), isNull(own.officeId)) : undefined,
              ),
            ),
        ),
      ),
    )
    .as('queue');
  return { queue, programFiltered: false };
}

/** The uuids of `ids` as an SQL list. */
const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** What each document of the page was sent for: its first case in scope, else its first application. */
async function targetsOf(db: Db, scope: OfficeScope, ids: string[]) {
  const found = new Map<string, Target>();
  if (ids.length === 0) return found;
  const onCases = await db
    .select({
      documentId: documentCases.documentId,
      caseId: cases.id,
      caseReference: cases.reference,
      person: personName,
    })
    .from(documentCases)
    .innerJoin(cases, eq(cases.id, documentCases.caseId))
    .innerJoin(persons, eq(persons.id, cases.primaryPersonId))
    .where(and(sql`${documentCases.documentId} in (${idList(ids)})`, inScope(scope, cases.officeId)))
    .orderBy(asc(cases.reference));
  const onApps = await db
    .select({
      documentId: documentApplications.documentId,
      applicationId: applications.id,
      applicationReference: applications.reference,
      applicantName: applications.applicantName,
      applicationSubmittedAt: applications.submittedAt,
    })
    .from(documentApplications)
    .innerJoin(applications, eq(applications.id, documentApplications.applicationId))
    .where(and(sql`${documentApplications.documentId} in (${idList(ids)})`, applicationInScope(scope)))
    .orderBy(asc(applications.reference));
  const none = {
    caseId: null,
    caseReference: null,
    person: null,
    applicationId: null,
    applicationReference: null,
    applicantName: null,
    applicationSubmittedAt: null,
  };
  for (const { documentId, ...a } of onApps.reverse()) found.set(documentId, { ...none, ...a });
  for (const { documentId, ...c } of onCases.reverse()) found.set(documentId, { ...none, ...c });
  return found;
}

type Target = Pick<
  QueueDocumentRow,
  | 'caseId'
  | 'caseReference'
  | 'person'
  | 'applicationId'
  | 'applicationReference'
  | 'applicantName'
  | 'applicationSubmittedAt'
>;

/** A row of the page as the database answers it (before the assignee is added). */
export interface QueueDocumentRow {
  id: string;
  fileName: string;
  submittedAt: Date | null;
  caseId: string | null;
  caseReference: string | null;
  person: string | null;
  applicationId: string | null;
  applicationReference: string | null;
  applicantName: string | null;
  applicationSubmittedAt: Date | null;
  programCode: string | null;
  itemDueOn: string | null;
}

type Person = { id: string; firstName: string; lastName: string };

/** The assignee of each document of `ids` that has one. */
async function assigneesOf(db: Db, ids: string[]): Promise<Map<string, Person>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ documentId: documents.id, id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(documents)
    .innerJoin(users, eq(users.id, documents.assignedTo))
    .where(sql`${documents.id} in (${idList(ids)})`);
  return new Map(rows.map(({ documentId, ...p }) => [documentId, p]));
}

/** The document's assignee (id and name), or null. */
export async function documentAssignee(db: Db, id: string) {
  return (await assigneesOf(db, [id])).get(id) ?? null;
}

/** The documents' assignee columns, for the queues' one assign and release (worker/assignment.ts). */
const assignable = {
  table: documents,
  id: documents.id,
  assignedTo: documents.assignedTo,
  assignedAt: documents.assignedAt,
};

/** Assigns the document to `userId` (false when another caseworker has it, unless `takeOver`): assignRow. */
export const assignDocument = (db: Db, id: string, userId: string, takeOver: boolean, at: Date) =>
  assignRow(db, assignable, id, userId, takeOver, at);

/** Releases the document `userId` has (false when someone else has it): releaseRow. */
export const releaseDocument = (db: Db, id: string, userId: string) => releaseRow(db, assignable, id, userId);
