import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
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
} from '../../platform/db/schema';
import { applicationInScope, inScope, type OfficeScope } from '../worker/scope';

/** The caseworkers' queue of documents waiting for review (ADR 0413): one page of it, and who has each. */

/** The queue's filters (contracts WorkerDocumentQueueQuery, validated) and who asks. */
export interface DocumentQueueFilters {
  q?: string;
  program?: string;
  view: 'office' | 'mine';
  page: number;
  pageSize: number;
  userId: string;
}

/** `text` matched literally inside a LIKE pattern (its %, _ and \ are not wildcards). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of the submitted documents of the scope waiting for review, oldest first, searched
 * (the primary person's or applicant's name, the case's or application's reference) and filtered
 * (the programme of the request it answers; the caseworker's own), and how many match in all.
 * A document is the scope's through a case of the office it was sent for, or a submitted
 * application of the office (ADR 0402); sent for several, the row names the first in scope. The
 * page walks the waiting documents in submitted order (their partial index) and stops at its
 * last row; the count runs only when the page is full or past the end (ADR 0411's rule).
 */
export async function documentQueuePage(db: Db, scope: OfficeScope, f: DocumentQueueFilters) {
  // The joins to the document's case and application keep only those in scope.
  const person = sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`;
  const pattern = f.q ? likeLiteral(f.q) : '';
  const caseInScope = and(eq(cases.id, documentCases.caseId), inScope(scope, cases.officeId));
  const applicationInScopeOn = and(eq(applications.id, documentApplications.applicationId), applicationInScope(scope));
  const where = and(
    eq(documents.status, 'SUBMITTED'),
    or(isNotNull(cases.id), isNotNull(applications.id)),
    f.program ? eq(verificationItems.programCode, f.program) : undefined,
    f.view === 'mine' ? eq(documents.assignedTo, f.userId) : undefined,
    f.q
      ? or(
          sql`${person} ilike ${`%${pattern}%`}`,
          sql`${applications.applicantName} ilike ${`%${pattern}%`}`,
          sql`${cases.reference} ilike ${`${pattern}%`}`,
          sql`${applications.reference} ilike ${`${pattern}%`}`,
        )
      : undefined,
  );
  const offset = (f.page - 1) * f.pageSize;
  const page: QueueDocumentRow[] = await db
    .selectDistinctOn([documents.submittedAt, documents.id], {
      id: documents.id,
      fileName: documents.fileName,
      submittedAt: documents.submittedAt,
      caseId: cases.id,
      caseReference: cases.reference,
      person,
      applicationId: applications.id,
      applicationReference: applications.reference,
      applicantName: applications.applicantName,
      applicationSubmittedAt: applications.submittedAt,
      programCode: verificationItems.programCode,
      itemDueOn: verificationItems.dueOn,
    })
    .from(documents)
    .leftJoin(documentCases, eq(documentCases.documentId, documents.id))
    .leftJoin(cases, caseInScope)
    .leftJoin(persons, eq(persons.id, cases.primaryPersonId))
    .leftJoin(documentApplications, eq(documentApplications.documentId, documents.id))
    .leftJoin(applications, applicationInScopeOn)
    .leftJoin(verificationItems, eq(verificationItems.id, documents.verificationItemId))
    .where(where)
    // The first case in scope (by reference), else the first application, for a document sent for several.
    .orderBy(
      asc(documents.submittedAt),
      asc(documents.id),
      sql`${cases.reference} nulls last`,
      sql`${applications.reference} nulls last`,
    )
    .limit(f.pageSize)
    .offset(offset);
  const full = page.length === f.pageSize;
  const total =
    (page.length > 0 && !full) || (page.length === 0 && f.page === 1)
      ? offset + page.length
      : (
          await db
            .select({ n: sql<number>`count(distinct ${documents.id})::int` })
            .from(documents)
            .leftJoin(documentCases, eq(documentCases.documentId, documents.id))
            .leftJoin(cases, caseInScope)
            .leftJoin(persons, eq(persons.id, cases.primaryPersonId))
            .leftJoin(documentApplications, eq(documentApplications.documentId, documents.id))
            .leftJoin(applications, applicationInScopeOn)
            .leftJoin(verificationItems, eq(verificationItems.id, documents.verificationItemId))
            .where(where)
        )[0]!.n;
  const who = await assigneesOf(
    db,
    page.map((r) => r.id),
  );
  return { total, rows: page.map((r) => ({ ...r, assignee: who.get(r.id) ?? null })) };
}

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
    .where(
      sql`${documents.id} in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  return new Map(rows.map(({ documentId, ...p }) => [documentId, p]));
}

/** The document's assignee (id and name), or null. */
export async function documentAssignee(db: Db, id: string) {
  return (await assigneesOf(db, [id])).get(id) ?? null;
}

/**
 * Assigns the submitted document to `userId`: false when another caseworker has it (unless
 * `takeOver`). One statement: of two caseworkers taking it at once, the second waits for the
 * first's row lock, then finds it taken and changes nothing.
 */
export async function assignDocument(db: Db, id: string, userId: string, takeOver: boolean, at: Date) {
  const changed = await db
    .update(documents)
    .set({
      assignedTo: userId,
      assignedAt: sql`case when ${documents.assignedTo} = ${userId}::uuid then ${documents.assignedAt} else ${at.toISOString()}::timestamptz end`,
    })
    .where(
      and(
        eq(documents.id, id),
        takeOver ? undefined : or(isNull(documents.assignedTo), eq(documents.assignedTo, userId)),
      ),
    )
    .returning({ id: documents.id });
  return changed.length > 0;
}

/** Releases the document `userId` has: false when someone else has it. */
export async function releaseDocument(db: Db, id: string, userId: string): Promise<boolean> {
  const [row] = await db
    .update(documents)
    .set({ assignedTo: null, assignedAt: null })
    .where(and(eq(documents.id, id), or(isNull(documents.assignedTo), eq(documents.assignedTo, userId))))
    .returning({ id: documents.id });
  return row !== undefined;
}
