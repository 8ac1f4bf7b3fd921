import type { QueueAssignee } from '@portal/contracts';
import { ExplainedError } from '../../platform/http/errors';
import { inEveryLanguage, type MessageId } from '../../platform/i18n';

/**
 * Who works on a queue's item (ADR 0411, 0413): the same for applications and documents.
 */

/** A caseworker as the queues read them. */
export type Assignee = { id: string; firstName: string; lastName: string };

/** The assignee as a queue row shows it: named, and whether it is the reader. */
export function assigneeOfRow(who: Assignee | null, userId: string): QueueAssignee | null {
  return who ? { userId: who.id, name: `${who.firstName} ${who.lastName}`, mine: who.id === userId } : null;
}

/** Refused: someone else has the item (409 on the field `assignee`, their name said in every language). */
export function heldByError(message: MessageId, who: Assignee | null): ExplainedError {
  const name = who ? `${who.firstName} ${who.lastName}` : '';
  return new ExplainedError(409, 'CONFLICT', 'assignee', inEveryLanguage(message, { name }));
}
