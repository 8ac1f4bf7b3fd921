import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { SecureMessage, SecureMessageList, SecureMessageReply } from '@portal/contracts';
import { replySubject } from '@portal/contracts/messaging-api';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { cases, offices, persons, secureMessages } from '../../platform/db/schema';
import { HttpError, notFound } from '../../platform/http/errors';
import { claim } from '../../platform/rate-limit';

/**
 * Secure messages as the person reads them (spec part 2 §3 "Secure message"): a caseworker's
 * message shows the office that sent it, its date and its full text; opening it records the
 * viewed date once. The person may answer a caseworker's message; the office reads the answer on
 * the staff side. Nobody reads or answers another person's messages (404).
 */

/** The messages listed: the newest, which is more than a person reads in a year of a case. */
const LISTED = 100;
/** Answers a person may write in a day (a slip of the finger, not a flood). */
const REPLIES_PER_DAY = 30;
const DAY_MS = 24 * 60 * 60_000;

/** A message row with what is shown of it: its case's reference, office and person. */
export const messageColumns = {
  id: secureMessages.id,
  direction: secureMessages.direction,
  subject: secureMessages.subject,
  body: secureMessages.body,
  createdAt: secureMessages.createdAt,
  viewedAt: secureMessages.viewedAt,
  replyToId: secureMessages.replyToId,
  staffUserId: secureMessages.staffUserId,
  caseReference: cases.reference,
  officeName: offices.name,
  firstName: persons.firstName,
  lastName: persons.lastName,
};

/** secure_messages with its case, the case's office and its primary person. */
export const messagesWithCase = (db: Db) =>
  db
    .select(messageColumns)
    .from(secureMessages)
    .innerJoin(cases, eq(cases.id, secureMessages.caseId))
    .innerJoin(offices, eq(offices.id, cases.officeId))
    .innerJoin(persons, eq(persons.id, cases.primaryPersonId));

type Shown = Awaited<ReturnType<ReturnType<typeof messagesWithCase>['where']>>[number];

/**
 * One message as the contract shows it. To the person their own answer counts as read; to the
 * office (`viewer` OFFICE) a reply is read once a caseworker marked it so.
 */
export function presentMessage(row: Shown, viewer: 'PERSON' | 'OFFICE' = 'PERSON'): SecureMessage {
  const fromOffice = row.direction === 'FROM_OFFICE';
  return {
    communicationID: row.id,
    subjectText: row.subject,
    communicationText: row.body,
    communicationDate: row.createdAt.toISOString(),
    direction: row.direction,
    correspondentName: fromOffice ? row.officeName : `${row.firstName} ${row.lastName}`,
    caseReference: row.caseReference,
    nfViewedInd: (!fromOffice && viewer === 'PERSON') || row.viewedAt !== null,
    nfClientViewedDate: row.viewedAt?.toISOString() ?? null,
    nfCarbonCopyFromCommID: row.replyToId,
  };
}

const unreadOf = (userId: string) =>
  and(eq(secureMessages.userId, userId), eq(secureMessages.direction, 'FROM_OFFICE'), isNull(secureMessages.viewedAt));

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(secureMessages).where(unreadOf(userId));
  return row?.n ?? 0;
}

export async function listMessages(db: Db, userId: string): Promise<SecureMessageList> {
  const rows = await messagesWithCase(db)
    .where(eq(secureMessages.userId, userId))
    .orderBy(desc(secureMessages.createdAt), desc(secureMessages.id))
    .limit(LISTED);
  return {
    isSuccess: true,
    nfUnreadSecureMessagesCount: await unreadCount(db, userId),
    messages: rows.map((r) => presentMessage(r)),
  };
}

/** A caseworker's message to this person, or a 404 (someone else's, a reply, or none). */
async function officeMessageTo(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(secureMessages)
    .where(
      and(eq(secureMessages.id, id), eq(secureMessages.userId, userId), eq(secureMessages.direction, 'FROM_OFFICE')),
    );
  if (!row) throw notFound();
  return row;
}

/** Records the first time the person opened a caseworker's message. */
export async function markMessageViewed(db: Db, userId: string, id: string) {
  await officeMessageTo(db, userId, id);
  await db
    .update(secureMessages)
    .set({ viewedAt: clock.now() })
    .where(and(eq(secureMessages.id, id), isNull(secureMessages.viewedAt)));
  return { isSuccess: true };
}

/** The person's answer to a caseworker's message, on the same case (and the message counts as read). */
export async function replyToMessage(
  db: Db,
  userId: string,
  input: SecureMessageReply,
  who: { actorUserId: string; ip: string },
): Promise<SecureMessage> {
  const original = await officeMessageTo(db, userId, input.communicationID);
  if (!(await claim(db, `secure.reply:${userId}`, DAY_MS, REPLIES_PER_DAY))) throw new HttpError(429, 'THROTTLED');
  const id = await db.transaction(async (tx) => {
    const now = clock.now();
    const [reply] = await tx
      .insert(secureMessages)
      .values({
        caseId: original.caseId,
        userId,
        direction: 'FROM_PERSON',
        replyToId: original.id,
        subject: replySubject(original.subject),
        body: input.communicationText,
        createdAt: now,
      })
      .returning({ id: secureMessages.id });
    await tx
      .update(secureMessages)
      .set({ viewedAt: now })
      .where(and(eq(secureMessages.id, original.id), isNull(secureMessages.viewedAt)));
    await audit(tx, { ...who, action: 'secureMessage.reply', entity: 'secure_message', entityId: reply!.id });
    return reply!.id;
  });
  const [row] = await messagesWithCase(db).where(eq(secureMessages.id, id));
  return presentMessage(row!);
}
