import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A person known to the agency. SSN and birth date are encrypted (FieldCipher). */
export const persons = pgTable(
  'persons',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    ssnEnc: text('ssn_enc'),
    /** Blind index of the SSN, to find a person without decrypting every row. */
    ssnIndex: text('ssn_index'),
    birthDateEnc: text('birth_date_enc'),
    gender: text('gender'),
    /** Whether the person is a U.S. citizen or national, as last reported (null: not asked). */
    usCitizen: boolean('us_citizen'),
    email: text('email'),
    phone: text('phone'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    county: text('county'),
    preferredLanguage: text('preferred_language').notNull().default('en-US'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('persons_ssn_index_idx').on(t.ssnIndex)],
);

export const households = pgTable('households', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  addressLine1: text('address_line1'),
  city: text('city'),
  state: text('state'),
  zip: text('zip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const householdMembers = pgTable(
  'household_members',
  {
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    /** SELF, SPOUSE, CHILD, PARENT, OTHER (code table Relationship). */
    relationship: text('relationship').notNull(),
  },
  (t) => [primaryKey({ columns: [t.householdId, t.personId] })],
);

/** A county social-services office. */
export const offices = pgTable('offices', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  county: text('county').notNull(),
  dssCode: text('dss_code').notNull(),
  addressLine1: text('address_line1').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  phone: text('phone').notNull(),
  email: text('email'),
  hours: text('hours'),
});

export const caseworkers = pgTable('caseworkers', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  officeId: uuid('office_id')
    .notNull()
    .references(() => offices.id),
  /** The staff account this caseworker signs in with. */
  userId: uuid('user_id').unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone'),
  email: text('email'),
});

/** An integrated case: one household's benefits, with a primary person, office and worker. */
export const cases = pgTable(
  'cases',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    reference: text('reference').notNull().unique(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id),
    primaryPersonId: uuid('primary_person_id')
      .notNull()
      .references(() => persons.id),
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id),
    caseworkerId: uuid('caseworker_id').references(() => caseworkers.id),
    /** ACTIVE, SUSPENDED, CLOSED. */
    status: text('status').notNull(),
    openedOn: date('opened_on').notNull(),
    closedOn: date('closed_on'),
    certificationEndOn: date('certification_end_on'),
  },
  (t) => [index('cases_primary_person_idx').on(t.primaryPersonId)],
);

/** A benefit programme on a case (FNS food, MA Medicaid, WF Work First cash, LIEAP energy). */
export const casePrograms = pgTable(
  'case_programs',
  {
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    programCode: text('program_code').notNull(),
    status: text('status').notNull(),
    startedOn: date('started_on').notNull(),
    /** The certification period the programme was approved for (null on cases from before it was kept). */
    certificationStartOn: date('certification_start_on'),
    certificationEndOn: date('certification_end_on'),
    /** The monthly benefit the caseworker approved, in cents (null: none given, as for Medicaid). */
    benefitAmountCents: integer('benefit_amount_cents'),
    /** The application programme whose approval opened it (references application_programs). */
    applicationProgramId: uuid('application_program_id'),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.programCode] })],
);

/** A household member's income, kept on the case (code table IncomeType: WAGES for a job). */
export const personIncomes = pgTable(
  'person_incomes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    incomeType: text('income_type').notNull(),
    employer: text('employer'),
    amountCents: integer('amount_cents').notNull(),
    /** Code table Frequency. */
    frequency: text('frequency').notNull(),
    hoursPerWeek: integer('hours_per_week'),
  },
  (t) => [index('person_incomes_case_idx').on(t.caseId)],
);

/** A household's monthly costs: SHELTER, CARE or MEDICAL. */
export const caseExpenses = pgTable(
  'case_expenses',
  {
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.kind] })],
);

/** A pregnancy reported for a household member. */
export const personPregnancies = pgTable(
  'person_pregnancies',
  {
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    dueOn: date('due_on'),
    unborn: integer('unborn').notNull(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.personId] })],
);
