import { and, eq, gte, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import { caseChanges, casePrograms, cases, householdMembers, users } from '../../platform/db/schema';
import type { Db } from '../../platform/db';
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
