import { and, eq, isNull, ne } from 'drizzle-orm';
import type { SecureMessage, WorkerMessageCases, WorkerSecureMessageRequest } from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { cases, persons, secureMessages, users } from '../../platform/db/schema';
import { ExplainedError, notFound } from '../../platform/http/errors';
import { t } from '../../platform/i18n';
import { contactsOf, type Contact } from '../communications/contacts';
import { sendNotice } from '../communications/service';
import { inScope, officeScopeOf, type OfficeScope } from '../worker/scope';
import { messagesWithCase, presentMessage } from './messages';
import { textNumberOf } from './texts';

/**
 * The staff side of secure messages: a caseworker writes to the person on a case of their own
 * office (an administrator, to any office's), who must have an enhanced account linked to it to
 * read it. The person is told by e-mail, and by text if they opted in, that a message is waiting;
 * neither carries the message. Writing to the person answers every message of theirs on the case
 * still waiting in the office's queue (the database marks them answered: migration 1040, ADR 0418).
 */

/** The case's primary person's linked account (not turned off). */
const linkedToCase = and(
  eq(users.linkedPersonId, cases.primaryPersonId),
  eq(users.userType, 'LINKED'),
  isNull(users.delinkedAt),
);

/** Open cases of the office (every office's for an administrator) whose person can read a message. */
function reachableCases(db: Db, scope: OfficeScope) {
  return db
    .select({
      caseId: cases.id,
      reference: cases.reference,
      userId: users.id,
      firstName: persons.firstName,
      lastName: persons.lastName,
    })
    .from(cases)
    .innerJoin(persons, eq(persons.id, cases.primaryPersonId))
    .innerJoin(users, linkedToCase)
    .where(and(inScope(scope, cases.officeId), ne(cases.status, 'CLOSED')))
    .$dynamic();
}

/**
 * The office's cases a message can go to (the write form's list). The residents' messages waiting
 * for an answer are the office's queue (queue.ts, ADR 0418).
 */
export async function messageCases(db: Db, staffUserId: string): Promise<WorkerMessageCases> {
  const scope = await officeScopeOf(db, staffUserId);
  const reachable = await reachableCases(db, scope).orderBy(cases.reference);
  return {
    cases: reachable.map((c) => ({
      caseId: c.caseId,
      caseReference: c.reference,
      personName: `${c.firstName} ${c.lastName}`,
    })),
  };
}

/**
 * Writes a message to the person on a case of the office. Another office's case answers 404; a
 * case whose person has no linked account, 409 with the reason.
 */
export async function sendOfficeMessage(
  db: Db,
  staffUserId: string,
  input: WorkerSecureMessageRequest,
  who: { actorUserId: string; ip: string },
): Promise<SecureMessage> {
  const scope = await officeScopeOf(db, staffUserId);
  const [target] = await reachableCases(db, scope).where(
    and(eq(cases.id, input.caseId), inScope(scope, cases.officeId), ne(cases.status, 'CLOSED')),
  );
  if (!target) {
    const [inOffice] = await db
      .select({ id: cases.id })
      .from(cases)
      .where(and(eq(cases.id, input.caseId), inScope(scope, cases.officeId)));
    if (!inOffice) throw notFound();
    throw new ExplainedError(409, 'CONFLICT', 'caseId', {
      en: t('en', 'messaging.noLinkedAccount'),
      es: t('es', 'messaging.noLinkedAccount'),
    });
  }
  const id = await db.transaction(async (tx) => {
    const [message] = await tx
      .insert(secureMessages)
      .values({
        caseId: target.caseId,
        userId: target.userId,
        direction: 'FROM_OFFICE',
        staffUserId,
        subject: input.subjectText,
        body: input.communicationText,
        createdAt: clock.now(),
      })
      .returning({ id: secureMessages.id });
    // Told at each e-mail address on file and, if they opted in, by text: never the message itself.
    const told: Pick<Contact, 'method' | 'value'>[] = (await contactsOf(tx, target.userId)).filter(
      (c) => c.method === 'EMAIL',
    );
    const phone = await textNumberOf(tx, target.userId);
    if (phone) told.push({ method: 'PHONE', value: phone });
    await sendNotice(tx, { userId: target.userId, kind: 'secure.message', params: undefined, contacts: told });
    await audit(tx, { ...who, action: 'secureMessage.send', entity: 'secure_message', entityId: message!.id });
    return message!.id;
  });
  const [row] = await messagesWithCase(db).where(eq(secureMessages.id, id));
  return presentMessage(row!);
}

/**
 * A caseworker marks a person's reply as read by the office (the first time only). A reply to
 * another office's case, or a caseworker's own message, answers 404.
 */
export async function markReplyRead(
  db: Db,
  staffUserId: string,
  id: string,
  who: { actorUserId: string; ip: string },
): Promise<SecureMessage> {
  const scope = await officeScopeOf(db, staffUserId);
  const [row] = await messagesWithCase(db).where(
    and(eq(secureMessages.id, id), eq(secureMessages.direction, 'FROM_PERSON'), inScope(scope, cases.officeId)),
  );
  if (!row) throw notFound();
  if (row.viewedAt === null) {
    await db.transaction(async (tx) => {
      await tx
        .update(secureMessages)
        .set({ viewedAt: clock.now() })
        .where(and(eq(secureMessages.id, id), isNull(secureMessages.viewedAt)));
      await audit(tx, { ...who, action: 'secureMessage.readByOffice', entity: 'secure_message', entityId: id });
    });
  }
  const [read] = await messagesWithCase(db).where(eq(secureMessages.id, id));
  return presentMessage(read!, 'OFFICE');
}
