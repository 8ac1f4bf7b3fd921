import { addressOnOneLine } from '@portal/contracts/address';
import type { Answers } from '@portal/forms';
import type { Db } from '../../platform/db';
import { caseRepresentatives } from '../../platform/db/schema';

/**
 * An authorized representative named by an accepted life event (form AUTH_REP): who they are,
 * how to reach them and what they may do for the household.
 */
export async function addRepresentative(tx: Db, caseId: string, caseChangeId: string, answers: Answers, day: string) {
  const text = (k: string) => (typeof answers[k] === 'string' ? (answers[k] as string).trim() : '');
  const address = (answers.repAddress ?? {}) as Record<string, string>;
  await tx
    .insert(caseRepresentatives)
    .values({
      caseId,
      caseChangeId,
      firstName: text('repFirstName'),
      lastName: text('repLastName'),
      relationship: text('repRelationship'),
      phone: text('repPhone'),
      mailingAddress: addressOnOneLine(address),
      powers: Array.isArray(answers.repPowers) ? answers.repPowers : [],
      addedOn: day,
    })
    .onConflictDoNothing();
}
