import { eq } from 'drizzle-orm';
import type { AnbReferral, ReferralStatus } from '@portal/contracts';
import type { Db } from '../../platform/db';
import type { FieldCipher } from '../../platform/crypto';
import { cases, newbornReferrals, offices, persons, providerFacilities, users } from '../../platform/db/schema';

/** A referral with what its answer shows: facility, provider, mother's name, case and office. */
export function referralRows(db: Db) {
  return db
    .select({
      r: newbornReferrals,
      facilityName: providerFacilities.name,
      providerFirst: users.firstName,
      providerLast: users.lastName,
      motherFirst: persons.firstName,
      motherLast: persons.lastName,
      caseReference: cases.reference,
      officeId: cases.officeId,
      dssCode: offices.dssCode,
    })
    .from(newbornReferrals)
    .innerJoin(providerFacilities, eq(providerFacilities.id, newbornReferrals.facilityId))
    .innerJoin(users, eq(users.id, newbornReferrals.providerUserId))
    .innerJoin(persons, eq(persons.id, newbornReferrals.motherPersonId))
    .innerJoin(cases, eq(cases.id, newbornReferrals.caseId))
    .innerJoin(offices, eq(offices.id, cases.officeId))
    .$dynamic();
}
export type ReferralRow = Awaited<ReturnType<typeof referralRows>>[number];

/** The spec's newborn referral. */
export function presentReferral(row: ReferralRow, cipher: FieldCipher): AnbReferral {
  const { r } = row;
  const approved = r.status === 'APPROVED';
  return {
    referralId: r.id,
    ANBProviderName: row.facilityName,
    providerUser: `${row.providerFirst} ${row.providerLast}`,
    birthMotherCNDSID: r.motherClientId,
    newBornCNDSID: r.newbornPersonId,
    birthMotherName: `${row.motherFirst} ${row.motherLast}`,
    newBornName: `${r.newbornFirstName} ${r.newbornLastName}`,
    newBornDOB: cipher.decrypt(r.newbornBirthDateEnc),
    submittedDateTime: r.submittedAt.toISOString(),
    submittedDate: r.submittedAt.toISOString().slice(0, 10),
    isProcessed: r.processedAt !== null,
    processingDate: r.processedAt ? r.processedAt.toISOString().slice(0, 10) : null,
    applicationCaseID: approved ? row.caseReference : null,
    nfCountyDSSCode: row.dssCode,
    nfReferralStatus: r.status as ReferralStatus,
    archived: r.archivedAt !== null,
  };
}
