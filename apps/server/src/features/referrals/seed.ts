import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { FeatureSeed } from '../index';
import { clock } from '../../platform/clock';
import { isoDay, subDays } from '../../platform/dates';
import { newbornReferrals, providerFacilities } from '../../platform/db/schema';
import { DEMO_USERS } from '../../seed/core-demo';

/**
 * Demo newborn referrals for Ana Rivera's case (C-100234) from Priya Shah at the hospital and the
 * clinic for her twins, Mateo and Lucia: two waiting for the office, two denied (sent again after
 * a mistake) and one withdrawn (sent twice), all sent days ago. With
 * them a search by Ana's name fills more than one page (five to a page) and the office has
 * referrals to decide. None is approved, so Ana's household stays as other demos expect.
 */
export const seed: FeatureSeed = async (tx, ctx, demo, naming) => {
  const facilities = await tx
    .select({ id: providerFacilities.id, name: providerFacilities.name })
    .from(providerFacilities)
    .where(
      inArray(providerFacilities.name, [
        naming.label('Riverside General Hospital'),
        naming.label('Maple Family Clinic'),
      ]),
    );
  const hospital = facilities.find((f) => f.name.startsWith('Riverside'))!.id;
  const clinic = facilities.find((f) => f.name.startsWith('Maple'))!.id;
  const priya = demo.users[DEMO_USERS.newbornProvider]!;
  const maria = demo.users[DEMO_USERS.caseworker]!;
  const now = clock.now();
  const demoReferral = (
    first: string,
    facilityId: string,
    sentDaysAgo: number,
    bornDaysAgo: number,
    sex: 'F' | 'M',
    decided?: { status: 'DENIED' | 'WITHDRAWN'; reason: string },
  ) => {
    const born = isoDay(subDays(now, bornDaysAgo));
    return {
      id: randomUUID(),
      facilityId,
      providerUserId: priya,
      motherPersonId: demo.persons.ana,
      caseId: demo.cases.rivera,
      motherClientId: naming.caseReference('C-100234'),
      newbornFirstName: first,
      newbornLastName: 'Rivera',
      newbornBirthDateEnc: ctx.cipher.encrypt(born),
      newbornBirthDateIndex: ctx.cipher.blindIndex(born),
      newbornSex: sex,
      status: decided?.status ?? 'SUBMITTED',
      submittedAt: subDays(now, sentDaysAgo),
      processedAt: decided ? subDays(now, sentDaysAgo - 2) : null,
      processedBy: decided ? maria : null,
      denialReason: decided?.reason ?? null,
    };
  };
  await tx
    .insert(newbornReferrals)
    .values([
      demoReferral('Mateo', hospital, 14, 15, 'M', { status: 'DENIED', reason: 'Name misspelled; sent again.' }),
      demoReferral('Mateo', clinic, 13, 15, 'M', { status: 'WITHDRAWN', reason: 'The clinic sent it twice.' }),
      demoReferral('Lucia', hospital, 12, 15, 'F', { status: 'DENIED', reason: 'Wrong birth date; sent again.' }),
      demoReferral('Lucia', clinic, 11, 15, 'F'),
      demoReferral('Mateo', hospital, 10, 15, 'M'),
    ]);
};
