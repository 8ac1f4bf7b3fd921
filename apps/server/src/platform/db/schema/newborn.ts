import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { cases, persons } from './people';
import { providerFacilities } from './providers';

/** A deemed newborn referral from a facility to the office of the mother's case (ADR 0118). */
export const newbornReferrals = pgTable(
  'newborn_referrals',
  {
    /** The referral form's id (submitting twice keeps one). */
    id: uuid('id').primaryKey(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => providerFacilities.id),
    providerUserId: uuid('provider_user_id')
      .notNull()
      .references(() => users.id),
    motherPersonId: uuid('mother_person_id')
      .notNull()
      .references(() => persons.id),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id),
    /** The number the mother was found by: her Medicaid case number. */
    motherClientId: text('mother_client_id').notNull(),
    newbornFirstName: text('newborn_first_name').notNull(),
    newbornLastName: text('newborn_last_name').notNull(),
    newbornBirthDateEnc: text('newborn_birth_date_enc').notNull(),
    /** Blind index of the ISO birth date: the search by date of birth. */
    newbornBirthDateIndex: text('newborn_birth_date_index').notNull(),
    newbornSex: text('newborn_sex').notNull(),
    /** SUBMITTED, APPROVED, WITHDRAWN, DENIED. */
    status: text('status').notNull().default('SUBMITTED'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    processedBy: uuid('processed_by').references(() => users.id),
    denialReason: text('denial_reason'),
    newbornPersonId: uuid('newborn_person_id').references(() => persons.id),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** The caseworker working on it (the office's queue, ADR 0419), and since when. */
    assignedTo: uuid('assigned_to').references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
  },
  (t) => [
    index('newborn_referrals_facility_idx').on(t.facilityId, t.submittedAt),
    index('newborn_referrals_case_idx').on(t.caseId),
    // The office's queue (ADR 0419): waiting oldest first (the migration adds INCLUDE), a
    // caseworker's own, the last decided.
    index('newborn_referrals_waiting_idx')
      .on(t.submittedAt, t.id)
      .where(sql`processed_at IS NULL`),
    index('newborn_referrals_assigned_idx')
      .on(t.assignedTo, t.submittedAt)
      .where(sql`assigned_to IS NOT NULL`),
    index('newborn_referrals_decided_idx')
      .on(t.processedAt.desc())
      .where(sql`processed_at IS NOT NULL`),
  ],
);
