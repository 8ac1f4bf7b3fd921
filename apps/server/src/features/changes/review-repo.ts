import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { caseChanges, cases } from '../../platform/db/schema';
import type { SessionUser } from '../../platform/sessions';
import { inScope, officeScope, type OfficeScope } from '../worker/scope';

/** The reads of the caseworkers' review of change reports and renewals (review.ts). */

type Staff = Pick<SessionUser, 'id' | 'staffRole'>;

/** Where a report still waits for the caseworker: not yet decided, or waiting for a document. */
export const OPEN_STATUSES = ['SUBMITTED', 'INFO_REQUESTED'] as const;

/**
 * The offices whose reports a staff member reviews: the one decision of features/worker/scope.ts.
 */
export async function staffOffice(db: Db, user: Staff): Promise<OfficeScope> {
  return officeScope(db, user);
}

export type ChangeRow = typeof caseChanges.$inferSelect;

/** Reports (with their case's reference and primary person) that meet every condition. */
function changesWhere(db: Db, ...conditions: (SQL | undefined)[]) {
  return db
    .select({ change: caseChanges, caseReference: cases.reference, primaryPersonId: cases.primaryPersonId })
    .from(caseChanges)
    .innerJoin(cases, eq(cases.id, caseChanges.caseId))
    .where(and(...conditions));
}

/** On a case of an office in scope (ADR 0402). */
const ofOffice = (office: OfficeScope) => inScope(office, cases.officeId);

/** One report of the office, or undefined (another office's reports do not exist for this caseworker). */
export async function changeInOffice(db: Db, office: OfficeScope, id: string) {
  const [row] = await changesWhere(db, eq(caseChanges.id, id), ofOffice(office));
  return row;
}

/**
 * The same, its case_changes row locked until the transaction ends, so two caseworkers acting on
 * one report at once act one after the other and the second sees the first's outcome.
 */
export async function lockChangeInOffice(tx: Db, office: OfficeScope, id: string) {
  const [row] = await changesWhere(tx, eq(caseChanges.id, id), ofOffice(office)).for('update', { of: caseChanges });
  return row;
}
