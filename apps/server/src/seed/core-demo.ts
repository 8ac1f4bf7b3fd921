import { clock } from '../platform/clock';
import { addDays, certificationPeriod, isoDay, subDays } from '../platform/dates';
import type { Db } from '../platform/db';
import {
  caseExpenses,
  casePrograms,
  caseworkers,
  cases,
  householdMembers,
  households,
  offices,
  personIncomes,
  persons,
  users,
} from '../platform/db/schema';
import type { AppContext } from '../platform/http/context';
import type { DemoIds } from '../features';
import { insertReferenceData } from './reference-data';
import { DEMO_NAMING, type DemoNaming } from './naming';
import { demoCasePrograms } from './demo-programmes';

/**
 * The core demo records every feature's demo data builds on: the office and its caseworkers,
 * the people, households and cases, and the accounts (listed in the README). Loaded once, by
 * seedDemoData (demo.ts).
 */

/** Every demo account signs in with this password (refused when NODE_ENV=production). */
export const DEMO_PASSWORD = 'Demo-Password-2026';

/** The demo accounts, named by what they show. Listed in the README. */
export const DEMO_USERS = {
  standard: 'resident',
  linked: 'linked',
  delinked: 'delinked',
  newbornProvider: 'newbornprovider',
  presumptiveProvider: 'presumptiveprovider',
  caseworker: 'caseworker',
  caseworker2: 'caseworker2',
  admin: 'admin',
  hearingOfficer: 'hearing',
} as const;

/**
 * Inserts the core records (and, for the demo data, the reference data) and returns their ids for
 * the features' seeds, each account's id under its demo username. A test world passes its own
 * naming (naming.ts) and gets the same records under names of its own.
 */
export async function insertCoreDemoData(
  tx: Db,
  cipher: AppContext['cipher'],
  passwordHash: string,
  naming: DemoNaming = DEMO_NAMING,
): Promise<DemoIds> {
  if (naming.world === null) await insertReferenceData(tx);
  const today = clock.now();
  const dayFromToday = (offsetDays: number) => isoDay(addDays(today, offsetDays));
  const lastDayOfMonth = certificationPeriod(isoDay(today), 1).end;

  const [office] = await tx
    .insert(offices)
    .values({
      name: 'Example County Department of Social Services',
      county: 'Example County',
      dssCode: '001',
      addressLine1: '100 Main Street',
      city: 'Springfield',
      state: 'EX',
      zip: '27001',
      phone: naming.phone('5555550100'),
      email: naming.email('dss@example.org'),
      hours: 'Monday to Friday, 8:00 a.m. to 5:00 p.m.',
    })
    .returning();

  const account = (
    username: string,
    firstName: string,
    lastName: string,
    extra: Partial<typeof users.$inferInsert> = {},
  ) => ({
    username: naming.username(username),
    passwordHash,
    firstName,
    lastName,
    isDemo: true,
    ...extra,
  });
  const staff = await tx
    .insert(users)
    .values([
      account(DEMO_USERS.caseworker, 'Maria', 'Lopez', {
        staffRole: 'CASEWORKER',
        email: naming.email('maria.lopez@example.org'),
        phone: naming.phone('5555550101'),
      }),
      account(DEMO_USERS.caseworker2, 'James', 'Carter', {
        staffRole: 'CASEWORKER',
        email: naming.email('james.carter@example.org'),
        phone: naming.phone('5555550102'),
      }),
      account(DEMO_USERS.admin, 'Avery', 'Admin', {
        staffRole: 'ADMIN',
        email: naming.email('admin@example.org'),
        phone: naming.phone('5555550103'),
      }),
      account(DEMO_USERS.hearingOfficer, 'Harper', 'Hill', {
        staffRole: 'HEARING_OFFICER',
        email: naming.email('harper.hill@example.org'),
        phone: naming.phone('5555550104'),
      }),
    ])
    .returning();
  const [maria, james] = await tx
    .insert(caseworkers)
    .values([
      {
        officeId: office!.id,
        userId: staff[0]!.id,
        firstName: 'Maria',
        lastName: 'Lopez',
        phone: naming.phone('5555550101'),
        email: naming.email('maria.lopez@example.org'),
      },
      {
        officeId: office!.id,
        userId: staff[1]!.id,
        firstName: 'James',
        lastName: 'Carter',
        phone: naming.phone('5555550102'),
        email: naming.email('james.carter@example.org'),
      },
    ])
    .returning();

  const person = (p: {
    firstName: string;
    lastName: string;
    ssn: string;
    birthDate: string;
    gender: string;
    email?: string;
    phone?: string;
  }) => ({
    firstName: p.firstName,
    lastName: p.lastName,
    ssnEnc: cipher.encrypt(p.ssn),
    ssnIndex: cipher.blindIndex(p.ssn),
    birthDateEnc: cipher.encrypt(p.birthDate),
    usCitizen: true,
    gender: p.gender,
    email: p.email ?? null,
    phone: p.phone ?? null,
    addressLine1: '25 Oak Avenue',
    city: 'Springfield',
    // A real postal code: the address question (and so a change report prefilled from it) takes only those.
    state: 'NC',
    zip: '27001',
    county: 'Example County',
  });
  const [ana, leo, sam] = await tx
    .insert(persons)
    .values([
      person({
        firstName: 'Ana',
        lastName: 'Rivera',
        ssn: naming.ssn('123456789'),
        birthDate: '1988-04-12',
        gender: 'F',
        email: naming.email('ana.rivera@example.com'),
        phone: naming.phone('5555550111'),
      }),
      person({
        firstName: 'Leo',
        lastName: 'Rivera',
        ssn: naming.ssn('123456790'),
        birthDate: '2016-09-03',
        gender: 'M',
      }),
      person({
        firstName: 'Sam',
        lastName: 'Okafor',
        ssn: naming.ssn('223456781'),
        birthDate: '1975-01-30',
        gender: 'M',
        email: naming.email('sam.okafor@example.com'),
        phone: naming.phone('5555550122'),
      }),
    ])
    .returning();

  const [riveras, okafors] = await tx
    .insert(households)
    .values([
      { addressLine1: '25 Oak Avenue', city: 'Springfield', state: 'NC', zip: '27001' },
      { addressLine1: '8 Pine Court', city: 'Springfield', state: 'NC', zip: '27002' },
    ])
    .returning();
  await tx.insert(householdMembers).values([
    { householdId: riveras!.id, personId: ana!.id, relationship: 'SELF' },
    { householdId: riveras!.id, personId: leo!.id, relationship: 'CHILD' },
    { householdId: okafors!.id, personId: sam!.id, relationship: 'SELF' },
  ]);

  const [riveraCase, okaforCase] = await tx
    .insert(cases)
    .values([
      {
        reference: naming.caseReference('C-100234'),
        householdId: riveras!.id,
        primaryPersonId: ana!.id,
        officeId: office!.id,
        caseworkerId: maria!.id,
        status: 'ACTIVE',
        openedOn: dayFromToday(-200),
        // Ends this month: Ana's renewal is open (it opens on the first of the period's last month).
        certificationEndOn: lastDayOfMonth,
      },
      {
        reference: naming.caseReference('C-100871'),
        householdId: okafors!.id,
        primaryPersonId: sam!.id,
        officeId: office!.id,
        caseworkerId: james!.id,
        status: 'ACTIVE',
        openedOn: dayFromToday(-400),
        certificationEndOn: dayFromToday(20),
      },
    ])
    .returning();
  await tx.insert(casePrograms).values(demoCasePrograms(today, riveraCase!, okaforCase!));
  // What the Riveras' food case counts: Ana's job and the rent (Your information, change reports).
  await tx.insert(personIncomes).values({
    caseId: riveraCase!.id,
    personId: ana!.id,
    incomeType: 'WAGES',
    employer: 'Oak Street Diner',
    amountCents: 145_000,
    frequency: 'MONTHLY',
    hoursPerWeek: 30,
  });
  await tx.insert(caseExpenses).values({ caseId: riveraCase!.id, kind: 'SHELTER', amountCents: 85_000 });

  const residents = await tx
    .insert(users)
    .values([
      account(DEMO_USERS.standard, 'Jordan', 'Smith', {
        email: naming.email('jordan.smith@example.com'),
        phone: naming.phone('5555550133'),
      }),
      account(DEMO_USERS.linked, 'Ana', 'Rivera', {
        userType: 'LINKED',
        linkedPersonId: ana!.id,
        email: naming.email('ana.rivera@example.com'),
        phone: naming.phone('5555550111'),
        canAppeal: true,
      }),
      account(DEMO_USERS.delinked, 'Sam', 'Okafor', {
        userType: 'LINKED',
        linkedPersonId: sam!.id,
        delinkedAt: subDays(today, 3),
        email: naming.email('sam.okafor@example.com'),
        phone: naming.phone('5555550122'),
      }),
      account(DEMO_USERS.newbornProvider, 'Priya', 'Shah', {
        providerNewborn: true,
        email: naming.email('priya.shah@clinic.example.org'),
        phone: naming.phone('5555550144'),
      }),
      account(DEMO_USERS.presumptiveProvider, 'Dana', 'Brooks', {
        providerPresumptive: true,
        email: naming.email('dana.brooks@hospital.example.org'),
        phone: naming.phone('5555550155'),
      }),
    ])
    .returning();

  const demoNameOf = new Map(Object.values(DEMO_USERS).map((base) => [naming.username(base), base as string]));
  return {
    // Keyed by the demo username, whatever the naming called the account.
    users: Object.fromEntries([...staff, ...residents].map((u) => [demoNameOf.get(u.username)!, u.id])),
    persons: { ana: ana!.id, leo: leo!.id, sam: sam!.id },
    cases: { rivera: riveraCase!.id, okafor: okaforCase!.id },
    caseworkers: { maria: maria!.id, james: james!.id },
    officeId: office!.id,
  };
}
