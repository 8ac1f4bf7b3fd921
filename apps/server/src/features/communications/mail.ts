import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PaperCopies } from '@portal/contracts';
import { mailableAddress } from '@portal/contracts/address';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { applications, cases, communications, householdMembers, persons, users } from '../../platform/db/schema';
import { notFound } from '../../platform/http/errors';
import { applicationInScope, inScope, officeScopeOf, type OfficeScope } from '../worker/scope';

/**
 * "Send by mail" (spec part 2 §7): a person asks for a paper copy of one of their notices; staff
 * of the person's office print it from the queue and record it mailed. The copy goes to the
 * mailing address on file when asked, which the person was shown.
 */

/**
 * The mailing address on file, on one line: the linked person's; for an account with no linked
 * person (or no address on it), the home address of the person's own latest application, which
 * they typed in — so no one who gave us an address is told we have none. Null without either.
 */
export async function mailingAddressOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({
      line1: persons.addressLine1,
      line2: persons.addressLine2,
      city: persons.city,
      state: persons.state,
      zip: persons.zip,
    })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.linkedPersonId))
    .where(eq(users.id, userId));
  const onRecord = mailableAddress(row);
  if (onRecord) return onRecord;
  const [latest] = await db
    .select({ address: applications.homeAddress })
    .from(applications)
    .where(and(eq(applications.userId, userId), isNull(applications.actedBy), isNotNull(applications.homeAddress)))
    .orderBy(desc(applications.submittedAt))
    .limit(1);
  return latest?.address ?? null;
}

/**
 * Asks for a paper copy of the person's communication (404 when not theirs). A copy already
 * waiting is not asked for twice; one already mailed may be asked for again.
 */
export async function requestPaperCopy(
  db: Db,
  userId: string,
  id: string,
  /** When it is asked for: now, or the notice's own time when it goes on paper by default. */
  at: Date = clock.now(),
): Promise<{ queued: boolean; address: string | null }> {
  const mine = and(eq(communications.id, id), eq(communications.userId, userId));
  const [row] = await db.select({ id: communications.id }).from(communications).where(mine);
  if (!row) throw notFound();
  const address = await mailingAddressOf(db, userId);
  if (!address) return { queued: false, address: null };
  const waiting = and(isNotNull(communications.mailRequestedAt), isNull(communications.mailedAt));
  await db
    .update(communications)
    .set({ mailRequestedAt: at, mailAddress: address, mailedAt: null })
    .where(and(mine, sql`NOT (${waiting})`));
  return { queued: true, address };
}

/**
 * Waiting copies (or the one `id`) in the staff member's scope (every office for an administrator):
 * those of people with a case in the office, and those of accounts with no linked person yet,
 * which belong to the office of their application (ADR 0402) — the copy goes to the address they
 * typed in it.
 */
async function waitingInOffice(db: Db, scope: OfficeScope, id?: string) {
  const waiting = and(
    isNotNull(communications.mailRequestedAt),
    isNull(communications.mailedAt),
    id ? eq(communications.id, id) : undefined,
  );
  const columns = {
    id: communications.id,
    subject: communications.subject,
    address: communications.mailAddress,
    requestedAt: communications.mailRequestedAt,
  };
  const linked = await db
    .selectDistinct({ ...columns, personName: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}` })
    .from(communications)
    .innerJoin(users, eq(users.id, communications.userId))
    .innerJoin(persons, eq(persons.id, users.linkedPersonId))
    .innerJoin(householdMembers, eq(householdMembers.personId, persons.id))
    .innerJoin(cases, eq(cases.householdId, householdMembers.householdId))
    .where(and(inScope(scope, cases.officeId), waiting));
  const applicants = await db
    .selectDistinctOn([communications.id], { ...columns, personName: applications.applicantName })
    .from(communications)
    .innerJoin(users, eq(users.id, communications.userId))
    .innerJoin(applications, and(eq(applications.userId, users.id), isNotNull(applications.homeAddress)))
    .where(and(isNull(users.linkedPersonId), applicationInScope(scope), waiting))
    .orderBy(communications.id, desc(applications.submittedAt));
  return [...linked, ...applicants].sort(
    (a, b) => a.requestedAt!.getTime() - b.requestedAt!.getTime() || a.id.localeCompare(b.id),
  );
}

/** The print queue of the staff member's office, oldest request first. */
export async function paperCopyQueue(db: Db, staffUserId: string): Promise<PaperCopies> {
  const rows = await waitingInOffice(db, await officeScopeOf(db, staffUserId));
  return {
    paperCopies: rows.map((r) => ({
      communicationID: r.id,
      personName: r.personName,
      subjectText: r.subject,
      mailingAddress: r.address ?? '',
      mailRequestedDate: r.requestedAt!.toISOString(),
    })),
  };
}

/** A communication waiting in the staff member's office queue, or a 404 (another office's, or not waiting). */
async function waitingCopy(db: Db, staffUserId: string, id: string) {
  const [row] = await waitingInOffice(db, await officeScopeOf(db, staffUserId), id);
  if (!row) throw notFound();
  return row;
}

/** The PDF to print for a waiting copy. */
export async function paperCopyPdf(db: Db, staffUserId: string, id: string): Promise<Uint8Array> {
  await waitingCopy(db, staffUserId, id);
  const [row] = await db.select({ pdf: communications.pdf }).from(communications).where(eq(communications.id, id));
  return row!.pdf;
}

/** Records a waiting copy as mailed; it leaves the queue and the person sees the date. */
export async function markPaperCopyMailed(db: Db, staffUserId: string, id: string) {
  await waitingCopy(db, staffUserId, id);
  await db
    .update(communications)
    .set({ mailedAt: clock.now() })
    .where(and(eq(communications.id, id), isNull(communications.mailedAt)));
  return { isSuccess: true };
}
