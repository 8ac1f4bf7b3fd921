import type { DemoIds, FeatureSeed } from '../index';
import type { DemoNaming } from '../../seed/naming';
import type { Db } from '../../platform/db';
import type { AppContext } from '../../platform/http/context';
import { clock } from '../../platform/clock';
import { casePrograms, cases, householdMembers, households, persons, users } from '../../platform/db/schema';
import { addDays, addMonths, certificationPeriod, isoDay } from '../../platform/dates';
import { hashPassword } from '../../platform/passwords';
import { DEMO_PASSWORD } from '../../seed/core-demo';

/**
 * Demo data of keeping benefits. Ana Rivera's case (core demo) ends this month, so her renewal is
 * open. Grace Lee (`latelinked`, case C-100512) was certified through yesterday: renewing shows
 * the late-renewal message. Omar Haddad (`renewsoon`) has a food case ending in three months
 * (renewal not open yet, C-100613), a Medicaid case (C-100614) and a closed food case (C-100615).
 */
export const seed: FeatureSeed = async (tx, ctx, demo, naming) => {
  await lateRenewal(tx, ctx, demo, naming);
  await severalCases(tx, ctx, demo, naming);
};

const day = (offset: number) => isoDay(addDays(clock.now(), offset));

/** A person, their household (alone) and a linked demo account. */
async function linkedResident(
  tx: Db,
  { cipher }: Pick<AppContext, 'cipher'>,
  naming: DemoNaming,
  p: {
    first: string;
    last: string;
    ssn: string;
    born: string;
    street: string;
    zip: string;
    username: string;
    phone: string;
  },
) {
  const [person] = await tx
    .insert(persons)
    .values({
      firstName: p.first,
      lastName: p.last,
      ssnEnc: cipher.encrypt(naming.ssn(p.ssn)),
      ssnIndex: cipher.blindIndex(naming.ssn(p.ssn)),
      birthDateEnc: cipher.encrypt(p.born),
      usCitizen: true,
      addressLine1: p.street,
      city: 'Springfield',
      state: 'NC',
      zip: p.zip,
      county: 'Example County',
    })
    .returning();
  const [home] = await tx
    .insert(households)
    .values({ addressLine1: p.street, city: 'Springfield', state: 'NC', zip: p.zip })
    .returning();
  await tx.insert(householdMembers).values({ householdId: home!.id, personId: person!.id, relationship: 'SELF' });
  await tx.insert(users).values({
    username: naming.username(p.username),
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: p.first,
    lastName: p.last,
    isDemo: true,
    userType: 'LINKED',
    linkedPersonId: person!.id,
    email: naming.email(`${p.first}.${p.last}@example.com`.toLowerCase()),
    phone: naming.phone(p.phone),
  });
  return { personId: person!.id, householdId: home!.id };
}

async function severalCases(tx: Db, ctx: Pick<AppContext, 'cipher'>, demo: DemoIds, naming: DemoNaming) {
  const omar = await linkedResident(tx, ctx, naming, {
    first: 'Omar',
    last: 'Haddad',
    ssn: '423456783',
    born: '1979-03-14',
    street: '12 Willow Way',
    zip: '27006',
    username: 'renewsoon',
    phone: '5555550177',
  });
  const threeMonths = certificationPeriod(isoDay(addMonths(clock.now(), 3)), 1).end;
  const kept = { householdId: omar.householdId, primaryPersonId: omar.personId, officeId: demo.officeId };
  const [food, medicaid, closed] = await tx
    .insert(cases)
    .values([
      {
        ...kept,
        reference: naming.caseReference('C-100613'),
        status: 'ACTIVE',
        openedOn: day(-270),
        certificationEndOn: threeMonths,
      },
      {
        ...kept,
        reference: naming.caseReference('C-100614'),
        status: 'ACTIVE',
        openedOn: day(-120),
        certificationEndOn: day(245),
      },
      {
        ...kept,
        reference: naming.caseReference('C-100615'),
        status: 'CLOSED',
        openedOn: day(-800),
        closedOn: day(-300),
      },
    ])
    .returning();
  await tx.insert(casePrograms).values([
    { caseId: food!.id, programCode: 'FNS', status: 'ACTIVE', startedOn: day(-270), certificationEndOn: threeMonths },
    { caseId: medicaid!.id, programCode: 'MA', status: 'ACTIVE', startedOn: day(-120), certificationEndOn: day(245) },
    { caseId: closed!.id, programCode: 'FNS', status: 'CLOSED', startedOn: day(-800) },
  ]);
}

async function lateRenewal(tx: Db, ctx: Pick<AppContext, 'cipher'>, demo: DemoIds, naming: DemoNaming) {
  const grace = await linkedResident(tx, ctx, naming, {
    first: 'Grace',
    last: 'Lee',
    ssn: '323456782',
    born: '1969-07-21',
    street: '3 Birch Lane',
    zip: '27004',
    username: 'latelinked',
    phone: '5555550166',
  });
  const [graceCase] = await tx
    .insert(cases)
    .values({
      reference: naming.caseReference('C-100512'),
      householdId: grace.householdId,
      primaryPersonId: grace.personId,
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
}
