import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { providerFacilities } from './providers';

/**
 * A presumptive-eligibility filing by a qualified provider (DRAFT until the answers come, then
 * DECIDED). SSN and birth date are encrypted (FieldCipher); the SSN's blind index finds it for
 * the linked resident.
 */
export const presumptiveFilings = pgTable(
  'presumptive_filings',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    filedBy: uuid('filed_by')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    facilityId: uuid('facility_id').references(() => providerFacilities.id),
    firstName: text('first_name'),
    lastName: text('last_name'),
    birthDateEnc: text('birth_date_enc'),
    ssnEnc: text('ssn_enc'),
    ssnIndex: text('ssn_index'),
    addressLine1: text('address_line1'),
    city: text('city'),
    zip: text('zip'),
    householdSize: integer('household_size'),
    monthlyIncomeCents: integer('monthly_income_cents'),
    category: text('category'),
    eligible: boolean('eligible'),
    reason: text('reason'),
    monthlyLimitCents: integer('monthly_limit_cents'),
    percent: integer('percent'),
    guidelineYear: integer('guideline_year'),
    filedOn: date('filed_on'),
    coverageStart: date('coverage_start'),
    coverageEnd: date('coverage_end'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('presumptive_filings_filed_by_idx').on(t.filedBy, t.status),
    index('presumptive_filings_ssn_index_idx').on(t.ssnIndex),
  ],
);
