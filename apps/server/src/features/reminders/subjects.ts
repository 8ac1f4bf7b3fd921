import { and, eq, gte, inArray, isNotNull, isNull, ne, notExists, sql } from 'drizzle-orm';
import { dayIn, subDays } from '../../platform/dates';
import {
  appeals,
  applicationDrafts,
  applicationPrograms,
  applications,
  caseChanges,
  casePrograms,
  cases,
  householdMembers,
  users,
  verificationItems,
} from '../../platform/db/schema';
import type { Db } from '../../platform/db';
import { DRAFT_LIFETIME_DAYS } from '@portal/contracts/applications-api';
import type { ReminderSubject } from './schedule';

/** A thing one account may miss: its subject (with its schedule's days) and the record's id. */
export interface PendingTask {
  userId: string;
  locale: string;
  subjectId: string;
  subject: ReminderSubject;
}

/**
 * Food renewals not yet sent: for each account linked to a member of an active or suspended food
 * case whose certification ends on or after `today` (state day), with no renewal (RECERT) for that
 * period — a renewal sent takes the case out at once, so its later reminders never go.
 */
export async function pendingRenewals(db: Db, today: string, userId?: string): Promise<PendingTask[]> {
  const states = ['ACTIVE', 'SUSPENDED'];
  const rows = await db
    .selectDistinct({
      userId: users.id,
      locale: users.locale,
      caseId: cases.id,
      end: cases.certificationEndOn,
    })
    .from(cases)
    .innerJoin(householdMembers, eq(householdMembers.householdId, cases.householdId))
    .innerJoin(users, eq(users.linkedPersonId, householdMembers.personId))
    .innerJoin(
      casePrograms,
      and(eq(casePrograms.caseId, cases.id), eq(casePrograms.programCode, 'FNS'), inArray(casePrograms.status, states)),
    )
    .where(
      and(
        inArray(cases.status, states),
        isNotNull(cases.certificationEndOn),
        gte(cases.certificationEndOn, today),
        userId ? eq(users.id, userId) : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(caseChanges)
            .where(
              and(
                eq(caseChanges.caseId, cases.id),
                eq(caseChanges.kind, 'RECERT'),
                eq(caseChanges.certificationEndOn, cases.certificationEndOn),
              ),
            ),
        ),
      ),
    );
  return rows.map((r) => ({
    userId: r.userId,
    locale: r.locale,
    subjectId: `${r.caseId}:${r.end}`,
    subject: { task: 'RENEWAL', certificationEnd: r.end! },
  }));
}

/**
 * Documents a caseworker asked for and not yet verified or answered: one task per case and due
 * date for each account linked to a member of the case (several requests due the same day are one
 * reminder).
 */
export async function pendingDocuments(db: Db, today: string, userId?: string): Promise<PendingTask[]> {
  const rows = await db
    .selectDistinct({
      userId: users.id,
      locale: users.locale,
      caseId: verificationItems.caseId,
      dueOn: verificationItems.dueOn,
    })
    .from(verificationItems)
    .innerJoin(cases, eq(cases.id, verificationItems.caseId))
    .innerJoin(householdMembers, eq(householdMembers.householdId, cases.householdId))
    .innerJoin(users, eq(users.linkedPersonId, householdMembers.personId))
    .where(
      and(
        eq(verificationItems.status, 'OUTSTANDING'),
        gte(verificationItems.dueOn, today),
        userId ? eq(users.id, userId) : undefined,
      ),
    );
  return rows.map((r) => ({
    userId: r.userId,
    locale: r.locale,
    subjectId: `${r.caseId}:${r.dueOn}`,
    subject: { task: 'DOCUMENTS', dueOn: r.dueOn },
  }));
}

/** Hearings set and still to come, for the person who asked for them (a new date is a new task). */
export async function pendingHearings(db: Db, today: string, userId?: string): Promise<PendingTask[]> {
  const rows = await db
    .select({ userId: users.id, locale: users.locale, appealId: appeals.id, day: appeals.hearingDate })
    .from(appeals)
    .innerJoin(users, eq(users.id, appeals.userId))
    .where(
      and(
        eq(appeals.status, 'SCHEDULED'),
        isNotNull(appeals.hearingDate),
        gte(appeals.hearingDate, today),
        userId ? eq(users.id, userId) : undefined,
      ),
    );
  return rows.map((r) => ({
    userId: r.userId,
    locale: r.locale,
    subjectId: `${r.appealId}:${r.day}`,
    subject: { task: 'HEARING', hearingDay: r.day! },
  }));
}

/** How far back a denial can still be appealed: 90 business days are fewer than 140 calendar days. */
const APPEAL_LOOKBACK_DAYS = 140;

/**
 * Denied programmes of the account's applications that no hearing was asked for (a request sent
 * takes them out at once); the schedule drops those whose window has closed.
 */
export async function pendingAppealWindows(
  db: Db,
  now: Date,
  timeZone: string,
  userId?: string,
): Promise<PendingTask[]> {
  const rows = await db
    .select({
      userId: users.id,
      locale: users.locale,
      programId: applicationPrograms.id,
      decidedAt: applicationPrograms.decidedAt,
    })
    .from(applicationPrograms)
    .innerJoin(applications, eq(applications.id, applicationPrograms.applicationId))
    .innerJoin(users, eq(users.id, applications.userId))
    .where(
      and(
        eq(applicationPrograms.status, 'DENIED'),
        isNotNull(applicationPrograms.decidedAt),
        gte(applicationPrograms.decidedAt, subDays(now, APPEAL_LOOKBACK_DAYS)),
        userId ? eq(users.id, userId) : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(appeals)
            .where(and(eq(appeals.applicationProgramId, applicationPrograms.id), isNotNull(appeals.submittedAt))),
        ),
      ),
    );
  return rows.map((r) => ({
    userId: r.userId,
    locale: r.locale,
    subjectId: r.programId,
    subject: { task: 'APPEAL_WINDOW', decisionDay: dayIn(r.decidedAt!, timeZone) },
  }));
}

/**
 * Drafts started and not sent: change reports (a draft on a case; a renewal is reminded as a
 * renewal) and applications (no case, not an appeal's). Drafts are deleted DRAFT_LIFETIME_DAYS
 * after they were started, so only younger ones are read.
 */
export async function pendingDrafts(db: Db, now: Date, timeZone: string, userId?: string): Promise<PendingTask[]> {
  const rows = await db
    .select({
      userId: users.id,
      locale: users.locale,
      draftId: applicationDrafts.id,
      caseId: applicationDrafts.caseId,
      createdAt: applicationDrafts.createdAt,
      updatedAt: applicationDrafts.updatedAt,
    })
    .from(applicationDrafts)
    .innerJoin(users, eq(users.id, applicationDrafts.userId))
    .where(
      and(
        gte(applicationDrafts.createdAt, subDays(now, DRAFT_LIFETIME_DAYS)),
        ne(applicationDrafts.formId, 'FNS_RECERT'),
        isNull(applicationDrafts.organisationId),
        userId ? eq(users.id, userId) : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(appeals)
            .where(eq(appeals.draftId, applicationDrafts.id)),
        ),
      ),
    );
  return rows.map((r): PendingTask => {
    const startedOn = dayIn(r.createdAt, timeZone);
    const subject: ReminderSubject = r.caseId
      ? { task: 'CHANGE_REPORT', startedOn }
      : { task: 'APPLICATION_DRAFT', startedOn, lastSavedOn: dayIn(r.updatedAt, timeZone) };
    return { userId: r.userId, locale: r.locale, subjectId: r.draftId, subject };
  });
}
