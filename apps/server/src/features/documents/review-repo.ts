import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DecisionRequest } from '@portal/contracts';
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

/** The caseworkers' side of the documents (spec part 1 §6): what they review and their decisions. */

/** Statuses a caseworker sees: the resident has submitted the document. */
const REVIEWABLE = ['SUBMITTED', 'ACCEPTED', 'REJECTED', 'PARTIALLY_REJECTED'];
export async function staffApplication(db: Db, applicationId: string, scope: OfficeScope) {
  const [row] = await db
    .select({ id: applications.id, reference: applications.reference, applicantName: applications.applicantName })
    .from(applications)
    .where(and(eq(applications.id, applicationId), applicationInScope(scope)));
  return row ?? null;
}

export async function staffCase(db: Db, caseId: string, scope: OfficeScope) {
  const [row] = await db
    .select({ id: cases.id, reference: cases.reference, firstName: persons.firstName, lastName: persons.lastName })
    .from(cases)
    .innerJoin(persons, eq(persons.id, cases.primaryPersonId))
    .where(and(eq(cases.id, caseId), inScope(scope, cases.officeId)));
  return row ?? null;
}

/** Submitted (and reviewed) documents of a case or of an application, with the item and person they concern. */
export async function documentsOfTarget(db: Db, target: { caseId: string } | { applicationId: string }) {
  const reviewer = sql<
    string | null
  >`(select u.first_name || ' ' || u.last_name from users u where u.id = ${documents.reviewedByUserId})`;
  // A representative's proof of authority: the person the representation is for.
  const authorityFor = sql<string | null>`(select p.first_name || ' ' || p.last_name
    from representations r join users p on p.id = r.person_user_id
    where r.authority_document_id = ${documents.id} order by r.created_at desc limit 1)`;
  // A file sent for one of an application's "documents we still need": the proof it was asked as.
  const calledAs = sql<string | null>`(select e->>'evidence' from document_applications da
    join applications a on a.id = da.application_id
    cross join jsonb_array_elements(a.documents_called_for) e
    where da.document_id = ${documents.id} and e->>'key' = ${documents.neededKey} limit 1)`;
  const linked =
    'caseId' in target
      ? db.select({ id: documentCases.documentId }).from(documentCases).where(eq(documentCases.caseId, target.caseId))
      : db
          .select({ id: documentApplications.documentId })
          .from(documentApplications)
          .where(eq(documentApplications.applicationId, target.applicationId));
  return db
    .select({
      doc: documents,
      itemCode: verificationItems.itemCode,
      itemProgram: verificationItems.programCode,
      itemDueOn: verificationItems.dueOn,
      itemCreatedAt: verificationItems.createdAt,
      personFirst: persons.firstName,
      personLast: persons.lastName,
      ownerFirst: users.firstName,
      ownerLast: users.lastName,
      reviewer,
      authorityFor,
      calledAs,
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
export async function staffDocument(db: Db, documentId: string, scope: OfficeScope) {
  const onCase = db
    .select({ id: documentCases.documentId })
    .from(documentCases)
    .innerJoin(cases, eq(cases.id, documentCases.caseId))
    .where(and(eq(documentCases.documentId, documentId), inScope(scope, cases.officeId)));
  const onApplication = db
    .select({ id: documentApplications.documentId })
    .from(documentApplications)
    .innerJoin(applications, eq(applications.id, documentApplications.applicationId))
    .where(and(eq(documentApplications.documentId, documentId), applicationInScope(scope)));
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.id, documentId),
        inArray(documents.status, REVIEWABLE),
        or(inArray(documents.id, onCase), inArray(documents.id, onApplication)),
      ),
    );
  return row ?? null;
}

/**
 * Writes a caseworker's decision on a document the resident has submitted (still in that state,
 * or already reviewed); null when the document is in no state to be decided.
 */
export async function recordDecision(
  tx: Db,
  documentId: string,
  reviewer: { userId: string; at: Date },
  decision: DecisionRequest,
) {
  const accepted = decision.decision === 'ACCEPTED';
  const [doc] = await tx
    .update(documents)
    .set({
      status: decision.decision,
      reviewedAt: reviewer.at,
      reviewedByUserId: reviewer.userId,
      rejectionReason: accepted ? null : decision.reasonCode!,
      rejectionComment: accepted ? null : (decision.comments ?? ''),
    })
    .where(and(eq(documents.id, documentId), inArray(documents.status, REVIEWABLE)))
    .returning();
  return doc ?? null;
}

/** An item is verified while one of its documents is accepted; otherwise it asks for more. */
export async function refreshItemStatus(tx: Db, itemId: string): Promise<void> {
  const accepted = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.verificationItemId, itemId), eq(documents.status, 'ACCEPTED')));
  await tx
    .update(verificationItems)
    .set({ status: accepted.length > 0 ? 'VERIFIED' : 'OUTSTANDING' })
    .where(eq(verificationItems.id, itemId));
}
