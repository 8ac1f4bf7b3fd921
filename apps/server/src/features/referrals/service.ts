import { and, count, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type {
  AnbReferral,
  AnbReferralForm,
  AnbReferralPage,
  ReferralSearchBy,
  SubmitAnbReferral,
} from '@portal/contracts';
import { newbornBirthProblem, normalizeMotherId, referralDateToIso, referralSearchProblem } from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import type { FieldCipher } from '../../platform/crypto';
import { isoDay } from '../../platform/dates';
import type { Db } from '../../platform/db';
import { casePrograms, cases, householdMembers, newbornReferrals, persons } from '../../platform/db/schema';
import { conflict, ExplainedError, notFound } from '../../platform/http/errors';
import { t } from '../../platform/i18n';
import { contains } from '../worker/search';
import { presentReferral, referralRows } from './present';

type Form = Omit<AnbReferralForm, 'newbornSex'> & { newbornSex: 'F' | 'M' };
export interface Actor {
  actorUserId: string;
  ip: string;
}

const explained = (status: number, field: string, key: Parameters<typeof t>[1]) =>
  new ExplainedError(status, status === 422 ? 'VALIDATION' : 'CONFLICT', field, { en: t('en', key), es: t('es', key) });

const same = (a: string, b: string) => a.trim().toLocaleLowerCase('en-US') === b.trim().toLocaleLowerCase('en-US');

/**
 * The mother: a member of the household of an open case with Medicaid (active, or awaiting its
 * decision) whose case number, name and birth date all match. Whatever does not match, the
 * answer is the same, so the form tells nothing of who is on a case.
 */
async function findMother(db: Db, cipher: FieldCipher, form: Form) {
  const caseNumber = normalizeMotherId(form.motherClientId);
  const members = await db
    .select({ person: persons, caseId: cases.id })
    .from(cases)
    .innerJoin(casePrograms, and(eq(casePrograms.caseId, cases.id), eq(casePrograms.programCode, 'MA')))
    .innerJoin(householdMembers, eq(householdMembers.householdId, cases.householdId))
    .innerJoin(persons, eq(persons.id, householdMembers.personId))
    .where(
      and(
        sql`upper(${cases.reference}) = ${caseNumber}`,
        ne(cases.status, 'CLOSED'),
        inArray(casePrograms.status, ['ACTIVE', 'PENDING']),
      ),
    );
  const born = referralDateToIso(form.motherBirthDate);
  const found = members.find(
    ({ person }) =>
      same(person.firstName, form.motherFirstName) &&
      same(person.lastName, form.motherLastName) &&
      person.birthDateEnc !== null &&
      cipher.decrypt(person.birthDateEnc) === born,
  );
  if (!found) throw explained(422, 'motherClientId', 'newborn.motherNotFound');
  return { personId: found.person.id, caseId: found.caseId, caseNumber };
}

/** Checks the form as the server sees it: the newborn's birth date on today's clock, the mother found. */
export async function checkReferral(db: Db, cipher: FieldCipher, form: Form) {
  const problem = newbornBirthProblem(form.newbornBirthDate, isoDay(clock.now()));
  if (problem === 'future') throw explained(422, 'newbornBirthDate', 'newborn.birthFuture');
  if (problem) throw explained(422, 'newbornBirthDate', 'newborn.birthTooOld');
  return findMother(db, cipher, form);
}

/** One referral of the given facilities (404 for any other). */
export async function referralOf(db: Db, cipher: FieldCipher, facilityIds: string[], id: string) {
  const [row] = await referralRows(db).where(
    and(eq(newbornReferrals.id, id), inArray(newbornReferrals.facilityId, facilityIds)),
  );
  if (!row) throw notFound();
  return presentReferral(row, cipher);
}

/** Signs and submits; the same form id again answers the referral already made by this provider. */
export async function submitReferral(
  db: Db,
  cipher: FieldCipher,
  facilityIds: string[],
  input: SubmitAnbReferral & { newbornSex: 'F' | 'M' },
  who: Actor,
): Promise<AnbReferral> {
  if (!facilityIds.includes(input.providerConcernRoleID)) throw notFound();
  const [existing] = await db
    .select({ providerUserId: newbornReferrals.providerUserId })
    .from(newbornReferrals)
    .where(eq(newbornReferrals.id, input.formId));
  if (existing) {
    if (existing.providerUserId !== who.actorUserId) throw conflict();
    return referralOf(db, cipher, facilityIds, input.formId);
  }
  const mother = await checkReferral(db, cipher, input);
  const born = referralDateToIso(input.newbornBirthDate)!;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(newbornReferrals)
      .values({
        id: input.formId,
        facilityId: input.providerConcernRoleID,
        providerUserId: who.actorUserId,
        motherPersonId: mother.personId,
        caseId: mother.caseId,
        motherClientId: mother.caseNumber,
        newbornFirstName: input.newbornFirstName,
        newbornLastName: input.newbornLastName,
        newbornBirthDateEnc: cipher.encrypt(born),
        newbornBirthDateIndex: cipher.blindIndex(born),
        newbornSex: input.newbornSex,
        submittedAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: newbornReferrals.id });
    if (inserted.length === 0) return;
    await audit(tx, {
      ...who,
      action: 'newbornReferral.submit',
      entity: 'newborn_referral',
      entityId: input.formId,
      detail: { facilityId: input.providerConcernRoleID, motherPersonId: mother.personId },
    });
  });
  return referralOf(db, cipher, facilityIds, input.formId);
}

/** The filter of a search value (already checked by referralSearchProblem). */
function searchFilter(cipher: FieldCipher, by: ReferralSearchBy, value: string): SQL {
  switch (by) {
    case 'MOTHER_NAME':
      return contains(sql`${persons.firstName} || ' ' || ${persons.lastName}`, value);
    case 'NEWBORN_NAME':
      return contains(sql`${newbornReferrals.newbornFirstName} || ' ' || ${newbornReferrals.newbornLastName}`, value);
    case 'MOTHER_ID':
      return eq(newbornReferrals.motherClientId, normalizeMotherId(value));
    case 'NEWBORN_DOB':
      return eq(newbornReferrals.newbornBirthDateIndex, cipher.blindIndex(referralDateToIso(value)!));
  }
}

export interface SearchInput {
  pageNumber: number;
  pageSize: number;
  nfSearchBy?: ReferralSearchBy | undefined;
  nfSearchByValue?: string | undefined;
}

/**
 * A page of the facilities' referrals, archived or not, in the order they were sent. A search
 * value that breaks its rule is refused with the rule's message (nothing is searched).
 */
export async function searchReferrals(
  db: Db,
  cipher: FieldCipher,
  facilityIds: string[],
  archived: boolean,
  q: SearchInput,
  locale: string,
): Promise<AnbReferralPage> {
  const filters: SQL[] = [
    inArray(newbornReferrals.facilityId, facilityIds),
    archived ? isNotNull(newbornReferrals.archivedAt) : isNull(newbornReferrals.archivedAt),
  ];
  if (q.nfSearchBy) {
    const value = q.nfSearchByValue ?? '';
    const problem = referralSearchProblem(q.nfSearchBy, value);
    if (problem) throw explained(422, 'nfSearchByValue', `newborn.search.${problem}`);
    filters.push(searchFilter(cipher, q.nfSearchBy, value.trim()));
  }
  const where = and(...filters);
  const [total] = await db
    .select({ n: count() })
    .from(newbornReferrals)
    .innerJoin(persons, eq(persons.id, newbornReferrals.motherPersonId))
    .where(where);
  const totalCount = total?.n ?? 0;
  const totalPages = Math.max(1, Math.ceil(totalCount / q.pageSize));
  const rows = await referralRows(db)
    .where(where)
    .orderBy(desc(newbornReferrals.submittedAt), desc(newbornReferrals.id))
    .limit(q.pageSize)
    .offset((q.pageNumber - 1) * q.pageSize);
  return {
    isSuccess: true,
    message: totalCount === 0 ? t(locale, 'newborn.search.none') : '',
    pageNumber: q.pageNumber,
    totalPages,
    totalCount,
    dtls: rows.map((r) => presentReferral(r, cipher)),
  };
}

/** Archives processed referrals of the facilities: all or none (404 for another's, 409 for one not processed). */
export async function archiveReferrals(db: Db, facilityIds: string[], ids: string[], who: Actor) {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: newbornReferrals.id, processedAt: newbornReferrals.processedAt })
    .from(newbornReferrals)
    .where(and(inArray(newbornReferrals.id, unique), inArray(newbornReferrals.facilityId, facilityIds)));
  if (rows.length !== unique.length) throw notFound();
  if (rows.some((r) => r.processedAt === null)) throw explained(409, 'referralIds', 'newborn.archiveNotProcessed');
  await db.transaction(async (tx) => {
    await tx
      .update(newbornReferrals)
      .set({ archivedAt: clock.now() })
      .where(and(inArray(newbornReferrals.id, unique), isNull(newbornReferrals.archivedAt)));
    for (const id of unique)
      await audit(tx, { ...who, action: 'newbornReferral.archive', entity: 'newborn_referral', entityId: id });
  });
  return { isSuccess: true };
}
