import type { FeatureSeed } from '../index';
import { clock } from '../../platform/clock';
import { casePrograms, cases, householdMembers, households, persons, users } from '../../platform/db/schema';
import { addDays, isoDay } from '../../platform/dates';
import { hashPassword } from '../../platform/passwords';
import { DEMO_PASSWORD } from '../../seed/core-demo';

/**
 * Demo data of keeping benefits: a linked resident whose food renewal is late (Grace Lee,
 * `latelinked`, case C-100512, certified through yesterday): renewing shows the late-renewal
 * message and the way to apply again. Ana Rivera's case (core demo) ends this month, so her
 * renewal is open.
 */
export const seed: FeatureSeed = async (tx, { cipher }, demo) => {
  const day = (offset: number) => isoDay(addDays(clock.now(), offset));
  const [grace] = await tx
    .insert(persons)
    .values({
      firstName: 'Grace',
      lastName: 'Lee',
      ssnEnc: cipher.encrypt('323456782'),
      ssnIndex: cipher.blindIndex('323456782'),
      birthDateEnc: cipher.encrypt('1969-07-21'),
      usCitizen: true,
      addressLine1: '3 Birch Lane',
      city: 'Springfield',
      state: 'NC',
      zip: '27004',
      county: 'Example County',
    })
    .returning();
  const [home] = await tx
    .insert(households)
    .values({ addressLine1: '3 Birch Lane', city: 'Springfield', state: 'NC', zip: '27004' })
    .returning();
  await tx.insert(householdMembers).values({ householdId: home!.id, personId: grace!.id, relationship: 'SELF' });
  const [graceCase] = await tx
    .insert(cases)
    .values({
      reference: 'C-100512',
      householdId: home!.id,
      primaryPersonId: grace!.id,
      officeId: demo.officeId,
      caseworkerId: demo.caseworkers.maria,
      status: 'ACTIVE',
      openedOn: day(-370),
      certificationEndOn: day(-1),
    })
    .returning();
  await tx.insert(casePrograms).values({
    caseId: graceCase!.id,
    programCode: 'FNS',
    status: 'ACTIVE',
    startedOn: day(-370),
    certificationStartOn: day(-366),
    certificationEndOn: day(-1),
    benefitAmountCents: 29_800,
  });
  await tx.insert(users).values({
    username: 'latelinked',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Grace',
    lastName: 'Lee',
    isDemo: true,
    userType: 'LINKED',
    linkedPersonId: grace!.id,
    email: 'grace.lee@example.com',
    phone: '5555550166',
  });
};
