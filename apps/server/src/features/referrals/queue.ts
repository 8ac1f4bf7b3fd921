import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { QUEUE_PAGE_SIZE, type ReferralCheck, type WorkerReferralQueueRow } from '@portal/contracts';
import { clock } from '../../platform/clock';
import type { FieldCipher } from '../../platform/crypto';
import { dayIn, daysSince } from '../../platform/dates';
import type { Db } from '../../platform/db';
import {
  casePrograms,
  cases,
  householdMembers,
  households,
  newbornReferrals,
  persons,
  providerFacilities,
  users,
} from '../../platform/db/schema';
import { contains, startsWith } from '../worker/search';
import { assigneeOfRow, type AuditedAssignable } from '../worker/assignment';
import { queueTotal } from '../worker/queue-total';
import { inScope, type OfficeScope } from '../worker/scope';

/**
 * The office's queue of newborn referrals (ADR 0419), on the other queues' shape (ADR 0411, 0415):
 * a page of the referrals waiting for a decision, oldest first, with their age, what no longer
 * matches the mother's case, and who works on each.
 */

/** The queue's search, view and page (contracts WorkerReferralQueueQuery, validated) and who asks. */
export interface ReferralQueueFilters {
  q?: string | undefined;
  view: 'office' | 'mine';
  page: number;
  userId: string;
}

/** The referrals' assignee columns and audit names, for the queues' one assign and release. */
export const referralAssignable: AuditedAssignable = {
  table: newbornReferrals,
  id: newbornReferrals.id,
  assignedTo: newbornReferrals.assignedTo,
  assignedAt: newbornReferrals.assignedAt,
  entity: 'newborn_referral',
  taken: 'newborn.queue.taken',
  notYours: 'newborn.queue.notYours',
};

/** The mother's name as one text, for the search. */
const motherName = sql`${persons.firstName} || ' ' || ${persons.lastName}`;
const newbornName = sql`${newbornReferrals.newbornFirstName} || ' ' || ${newbornReferrals.newbornLastName}`;

/**
 * One page of the scope's referrals waiting for a decision, oldest first: searched (a substring of
 * the mother's or the baby's name; a prefix of the mother's case number) and the caseworker's own
 * ("Mine"), with the count. The page walks the waiting referrals in the order it shows them (their
 * partial index) and stops at its last row; the count runs only when the page is full or past the
 * end (ADR 0411's rule).
 */
export async function referralQueuePage(db: Db, scope: OfficeScope, f: ReferralQueueFilters) {
  const where = and(
    isNull(newbornReferrals.processedAt),
    inScope(scope, cases.officeId),
    f.view === 'mine' ? eq(newbornReferrals.assignedTo, f.userId) : undefined,
    f.q ? or(contains(motherName, f.q), contains(newbornName, f.q), startsWith(cases.reference, f.q)) : undefined,
  );
  const assignee = alias(users, 'assignee');
  // A search reads every waiting referral of the scope anyway (a name can be anywhere in the
  // order): it counts them in the same pass. Without one the page stops at its 25th row and the
  // count, when needed, is its own index-only read.
  const matching = f.q ? sql<number>`(count(*) over ())::int` : sql<number>`0`;
  const page = await db
    .select({
      r: {
        id: newbornReferrals.id,
        caseId: newbornReferrals.caseId,
        motherPersonId: newbornReferrals.motherPersonId,
        newbornFirstName: newbornReferrals.newbornFirstName,
        newbornLastName: newbornReferrals.newbornLastName,
        newbornBirthDateEnc: newbornReferrals.newbornBirthDateEnc,
        submittedAt: newbornReferrals.submittedAt,
      },
      motherFirst: persons.firstName,
      motherLast: persons.lastName,
      caseReference: cases.reference,
      facilityName: providerFacilities.name,
      assignee: { id: assignee.id, firstName: assignee.firstName, lastName: assignee.lastName },
      matching,
    })
    .from(newbornReferrals)
    .innerJoin(cases, eq(cases.id, newbornReferrals.caseId))
    .innerJoin(persons, eq(persons.id, newbornReferrals.motherPersonId))
    .innerJoin(providerFacilities, eq(providerFacilities.id, newbornReferrals.facilityId))
    .leftJoin(assignee, eq(assignee.id, newbornReferrals.assignedTo))
    .where(where)
    .orderBy(asc(newbornReferrals.submittedAt), asc(newbornReferrals.id))
    .limit(QUEUE_PAGE_SIZE)
    .offset((f.page - 1) * QUEUE_PAGE_SIZE);
  const counted = f.q && page.length > 0 ? page[0]!.matching : null;
  const total =
    counted ??
    (await queueTotal(page.length, { page: f.page, pageSize: QUEUE_PAGE_SIZE }, async () => {
      const counted = db
        .select({ n: count() })
        .from(newbornReferrals)
        .innerJoin(cases, eq(cases.id, newbornReferrals.caseId));
      const withMother = f.q ? counted.innerJoin(persons, eq(persons.id, newbornReferrals.motherPersonId)) : counted;
      return (await withMother.where(where))[0]!.n;
    }));
  return { total, rows: page };
}

/** A referral as its checks read it: the case, the mother, and the baby as the facility gave it. */
export interface Checked {
  id: string;
  caseId: string;
  motherPersonId: string;
  newbornFirstName: string;
  newbornLastName: string;
  /** ISO date. */
  newbornBirthDate: string;
}

/** A person of the case's household, as the checks read them. */
interface Member {
  personId: string;
  firstName: string;
  lastName: string;
  birthDateEnc: string | null;
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase('en-US') === b.trim().toLocaleLowerCase('en-US');

/**
 * What no longer matches each referral's case (REFERRAL_CHECKS), read now: the facility's form was
 * matched when it was sent, but the case may have closed, lost its Medicaid or changed household
 * since, or the baby may already have been added.
 */
export async function referralProblems(
  db: Db,
  cipher: FieldCipher,
  referrals: Checked[],
): Promise<Map<string, ReferralCheck[]>> {
  const caseIds = [...new Set(referrals.map((r) => r.caseId))];
  if (caseIds.length === 0) return new Map();
  // One read for the whole page: each case's status, whether its Medicaid is open or waiting, and
  // its household's people.
  const caseRows = await db
    .select({
      id: cases.id,
      status: cases.status,
      medicaid: sql<boolean>`exists (select 1 from ${casePrograms} where ${casePrograms.caseId} = ${cases.id}
        and ${casePrograms.programCode} = 'MA' and ${casePrograms.status} in ('ACTIVE', 'PENDING'))`,
      members: sql<Member[]>`coalesce((select json_agg(json_build_object('personId', ${persons.id},
          'firstName', ${persons.firstName}, 'lastName', ${persons.lastName}, 'birthDateEnc', ${persons.birthDateEnc}))
        from ${householdMembers} join ${persons} on ${persons.id} = ${householdMembers.personId}
        where ${householdMembers.householdId} = ${cases.householdId}), '[]'::json)`,
    })
    .from(cases)
    // A join makes drizzle name each column with its table, which the two subqueries need: in a
    // one-table select it writes bare names, and "household_id" would then be the subquery's own.
    .innerJoin(households, eq(households.id, cases.householdId))
    .where(inArray(cases.id, caseIds));
  const byCase = new Map(caseRows.map((c) => [c.id, c]));
  const problems = new Map<string, ReferralCheck[]>();
  for (const r of referrals) {
    const theCase = byCase.get(r.caseId);
    const household = theCase?.members ?? [];
    const found: ReferralCheck[] = [];
    if (theCase?.status === 'CLOSED') found.push('CASE_CLOSED');
    if (!theCase?.medicaid) found.push('NO_MEDICAID');
    if (!household.some((m) => m.personId === r.motherPersonId)) found.push('MOTHER_NOT_IN_HOUSEHOLD');
    if (
      household.some(
        (m) =>
          same(m.firstName, r.newbornFirstName) &&
          same(m.lastName, r.newbornLastName) &&
          m.birthDateEnc !== null &&
          cipher.decrypt(m.birthDateEnc) === r.newbornBirthDate,
      )
    )
      found.push('ALREADY_IN_HOUSEHOLD');
    problems.set(r.id, found);
  }
  return problems;
}

/** One page of the queue for the staff member, with each row's checks. */
export async function referralQueue(
  db: Db,
  cipher: FieldCipher,
  scope: OfficeScope,
  query: Omit<ReferralQueueFilters, 'userId'>,
  userId: string,
  timeZone: string,
): Promise<{ referrals: WorkerReferralQueueRow[]; total: number; page: number; pageSize: number }> {
  const { rows, total } = await referralQueuePage(db, scope, { ...query, userId });
  const births = new Map(rows.map(({ r }) => [r.id, cipher.decrypt(r.newbornBirthDateEnc)]));
  const problems = await referralProblems(
    db,
    cipher,
    rows.map(({ r }) => ({ ...r, newbornBirthDate: births.get(r.id)! })),
  );
  const today = dayIn(clock.now(), timeZone);
  return {
    referrals: rows.map(({ r, ...row }) => ({
      id: r.id,
      newbornName: `${r.newbornFirstName} ${r.newbornLastName}`,
      newbornBirthDate: births.get(r.id)!,
      motherName: `${row.motherFirst} ${row.motherLast}`,
      caseId: r.caseId,
      caseReference: row.caseReference,
      facilityName: row.facilityName,
      submittedAt: r.submittedAt.toISOString(),
      ageDays: daysSince(dayIn(r.submittedAt, timeZone), today),
      problems: problems.get(r.id) ?? [],
      assignee: assigneeOfRow(row.assignee?.id ? row.assignee : null, userId),
    })),
    total,
    page: query.page,
    pageSize: QUEUE_PAGE_SIZE,
  };
}
