import { and, eq, inArray } from 'drizzle-orm';
import type { FieldCipher } from '../../platform/crypto';
import { dayIn } from '../../platform/dates';
import type { Db } from '../../platform/db';
import { casePrograms, cases, householdMembers, persons } from '../../platform/db/schema';
import { notFound } from '../../platform/http/errors';
import { ownCaseIds } from './repo';

/**
 * What Your information offers to apply for, case by case (get_enable_abd, getEnableUnifiedMagi):
 * Medicaid for the household when the case has none active or waiting, and Medicaid for the aged,
 * blind or disabled when, besides, someone in the household is 65 or older.
 */
export async function medicaidOffers(
  db: Db,
  cipher: FieldCipher,
  personId: string,
  reference: string,
  now: Date,
  timeZone: string,
) {
  const [found] = await db
    .select({ id: cases.id, householdId: cases.householdId })
    .from(cases)
    .where(and(eq(cases.reference, reference), inArray(cases.id, ownCaseIds(db, personId))));
  if (!found) throw notFound();
  const medicaid = await db
    .select({ status: casePrograms.status })
    .from(casePrograms)
    .where(
      and(
        eq(casePrograms.caseId, found.id),
        eq(casePrograms.programCode, 'MA'),
        inArray(casePrograms.status, ['ACTIVE', 'PENDING', 'SUSPENDED']),
      ),
    );
  const magi = medicaid.length === 0;
  const births = await db
    .select({ birthDateEnc: persons.birthDateEnc })
    .from(householdMembers)
    .innerJoin(persons, eq(persons.id, householdMembers.personId))
    .where(eq(householdMembers.householdId, found.householdId));
  const today = dayIn(now, timeZone);
  const sixtyFiveBy = `${Number(today.slice(0, 4)) - 65}${today.slice(4)}`;
  const aged = births.some((b) => b.birthDateEnc && cipher.decrypt(b.birthDateEnc) <= sixtyFiveBy);
  return { nfEnableUnifiedMagi: magi, nfEnableABD: magi && aged };
}
