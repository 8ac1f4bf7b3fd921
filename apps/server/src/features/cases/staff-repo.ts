import { and, asc, desc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { CASE_HISTORY_ACTIONS } from '@portal/contracts';
import type { Db } from '../../platform/db';
import {
  appeals,
  applicationPrograms,
  applications,
  auditLog,
  caseChanges,
  caseNotes,
  casePrograms,
  cases,
  documentApplications,
  documentCases,
  householdMembers,
  newbornReferrals,
  offices,
  persons,
  secureMessages,
  users,
  verificationItems,
} from '../../platform/db/schema';
import { inScope, type OfficeScope } from '../worker/scope';

/** The staff case page's reads (ADR 0412); every one takes a case the caller already found in scope. */

export type CaseRow = typeof cases.$inferSelect & { officeName: string };

/** The case, when it is in the staff member's scope (ADR 0402); undefined otherwise (the caller answers 404). */
export async function caseInScope(db: Db, scope: OfficeScope, caseId: string): Promise<CaseRow | undefined> {
  const [row] = await db
    .select({ c: cases, officeName: offices.name })
    .from(cases)
    .innerJoin(offices, eq(offices.id, cases.officeId))
    .where(and(eq(cases.id, caseId), inScope(scope, cases.officeId)));
  return row ? { ...row.c, officeName: row.officeName } : undefined;
}

export async function peopleOf(db: Db, c: CaseRow) {
  return db
    .select({
      personId: persons.id,
      firstName: persons.firstName,
      lastName: persons.lastName,
      relationship: householdMembers.relationship,
    })
    .from(householdMembers)
    .innerJoin(persons, eq(persons.id, householdMembers.personId))
    .where(eq(householdMembers.householdId, c.householdId))
    .orderBy(asc(persons.createdAt), asc(persons.id));
}

export async function programsOf(db: Db, caseId: string) {
  return db
    .select()
    .from(casePrograms)
    .where(eq(casePrograms.caseId, caseId))
    .orderBy(asc(casePrograms.startedOn), asc(casePrograms.programCode));
}

export async function applicationsOf(db: Db, caseId: string) {
  const rows = await db
    .select({
      id: applications.id,
      reference: applications.reference,
      submittedAt: applications.submittedAt,
      programCode: applicationPrograms.programCode,
      status: applicationPrograms.status,
    })
    .from(applications)
    .innerJoin(applicationPrograms, eq(applicationPrograms.applicationId, applications.id))
    .where(eq(applications.caseId, caseId))
    .orderBy(desc(applications.submittedAt), asc(applicationPrograms.programCode));
  const byId = new Map<
    string,
    { id: string; reference: string; submittedAt: Date; programs: { code: string; status: string }[] }
  >();
  for (const r of rows) {
    const app = byId.get(r.id) ?? { id: r.id, reference: r.reference, submittedAt: r.submittedAt, programs: [] };
    app.programs.push({ code: r.programCode, status: r.status });
    byId.set(r.id, app);
  }
  return [...byId.values()];
}

export async function changesOf(db: Db, caseId: string) {
  return db.select().from(caseChanges).where(eq(caseChanges.caseId, caseId)).orderBy(desc(caseChanges.submittedAt));
}

/** Appeals sent about a decision of the case: a programme of one of its applications, or one of its reports. */
export async function appealsOf(db: Db, caseId: string) {
  return db
    .select()
    .from(appeals)
    .where(
      and(
        isNotNull(appeals.submittedAt),
        or(
          inArray(
            appeals.applicationProgramId,
            db
              .select({ id: applicationPrograms.id })
              .from(applicationPrograms)
              .innerJoin(applications, eq(applications.id, applicationPrograms.applicationId))
              .where(eq(applications.caseId, caseId)),
          ),
          inArray(
            appeals.caseChangeId,
            db.select({ id: caseChanges.id }).from(caseChanges).where(eq(caseChanges.caseId, caseId)),
          ),
        ),
      ),
    )
    .orderBy(desc(appeals.submittedAt));
}

export async function referralsOf(db: Db, caseId: string) {
  return db
    .select()
    .from(newbornReferrals)
    .where(eq(newbornReferrals.caseId, caseId))
    .orderBy(desc(newbornReferrals.submittedAt));
}

/** The documents the office asked for that are still outstanding, the first due first. */
export async function outstandingRequestsOf(db: Db, caseId: string) {
  return db
    .select({ item: verificationItems, firstName: persons.firstName, lastName: persons.lastName })
    .from(verificationItems)
    .innerJoin(persons, eq(persons.id, verificationItems.personId))
    .where(and(eq(verificationItems.caseId, caseId), eq(verificationItems.status, 'OUTSTANDING')))
    .orderBy(asc(verificationItems.dueOn), asc(verificationItems.createdAt));
}

export async function messagesOf(db: Db, caseId: string) {
  return db
    .select()
    .from(secureMessages)
    .where(eq(secureMessages.caseId, caseId))
    .orderBy(asc(secureMessages.createdAt));
}

export async function notesOf(db: Db, caseId: string) {
  return db
    .select({
      id: caseNotes.id,
      body: caseNotes.body,
      createdAt: caseNotes.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(caseNotes)
    .innerJoin(users, eq(users.id, caseNotes.authorUserId))
    .where(eq(caseNotes.caseId, caseId))
    .orderBy(desc(caseNotes.createdAt), desc(caseNotes.id));
}

/**
 * The condition "this audit record is about the case": the case itself (its notes, reports
 * started) or one of its applications, their programmes, its reports, appeals, documents,
 * newborn referrals and secure messages. Audit ids are text, so each id is compared as text.
 */
function aboutCase(caseId: string) {
  const ids = (entity: string, subquery: ReturnType<typeof sql>) =>
    sql`(${auditLog.entity} = ${entity} and ${auditLog.entityId} in (${subquery}))`;
  const appIds = sql`select ${applications.id} from ${applications} where ${applications.caseId} = ${caseId}`;
  const programIds = sql`select ${applicationPrograms.id} from ${applicationPrograms} where ${applicationPrograms.applicationId} in (${appIds})`;
  const changeIds = sql`select ${caseChanges.id} from ${caseChanges} where ${caseChanges.caseId} = ${caseId}`;
  return sql`(
    (${auditLog.entity} = 'case' and ${auditLog.entityId} = ${caseId})
    or ${ids('application', sql`select id::text from (${appIds}) a`)}
    or ${ids('application_program', sql`select id::text from (${programIds}) p`)}
    or ${ids('case_change', sql`select id::text from (${changeIds}) c`)}
    or ${ids(
      'appeal',
      sql`select ${appeals.id}::text from ${appeals} where ${appeals.applicationProgramId} in (${programIds})
        or ${appeals.caseChangeId} in (${changeIds})`,
    )}
    or ${ids(
      'document',
      sql`select ${documentCases.documentId}::text from ${documentCases} where ${documentCases.caseId} = ${caseId}
        union select ${documentApplications.documentId}::text from ${documentApplications}
        where ${documentApplications.applicationId} in (${appIds})`,
    )}
    or ${ids('newborn_referral', sql`select ${newbornReferrals.id}::text from ${newbornReferrals} where ${newbornReferrals.caseId} = ${caseId}`)}
    or ${ids('secure_message', sql`select ${secureMessages.id}::text from ${secureMessages} where ${secureMessages.caseId} = ${caseId}`)}
  )`;
}

/**
 * A page of the case's history, newest first: `limit` entries before the audit record `before`
 * (audit ids grow as records are written, so the id orders them as they happened).
 */
export async function historyOf(db: Db, caseId: string, limit: number, before?: number) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      actorUserId: auditLog.actorUserId,
      firstName: users.firstName,
      lastName: users.lastName,
      staffRole: users.staffRole,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        inArray(auditLog.action, [...CASE_HISTORY_ACTIONS]),
        aboutCase(caseId),
        before === undefined ? undefined : lt(auditLog.id, before),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
