import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applicationDrafts, applicationPrograms } from './applications';
import { caseChanges } from './changes';
import { users } from './identity';

/** The state's holidays: an appeal's filing date skips them (administrators add more). */
export const stateHolidays = pgTable('state_holidays', {
  day: date('day').primaryKey(),
  name: text('name').notNull(),
  addedBy: uuid('added_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An appeal request: while it is written, a DRAFT bound to its application draft (deleting the
 * draft deletes it); signed, the hearing office's case: SUBMITTED, SCHEDULED, DECIDED or
 * WITHDRAWN. It appeals one decision: a programme of an application or a decided case change.
 * The answers, which may name people and needs, are encrypted like applications.
 */
export const appeals = pgTable(
  'appeals',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    reference: text('reference').unique(),
    track: text('track').$type<'MA' | 'NF'>().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationProgramId: uuid('application_program_id')
      .unique()
      .references(() => applicationPrograms.id, { onDelete: 'cascade' }),
    caseChangeId: uuid('case_change_id')
      .unique()
      .references(() => caseChanges.id, { onDelete: 'cascade' }),
    programCode: text('program_code').notNull(),
    decisionDate: date('decision_date').notNull(),
    draftId: uuid('draft_id').references(() => applicationDrafts.id, { onDelete: 'cascade' }),
    submissionKey: uuid('submission_key').notNull().unique(),
    answersEnc: text('answers_enc'),
    appellantName: text('appellant_name'),
    locale: text('locale'),
    signature: jsonb('signature'),
    status: text('status')
      .$type<'DRAFT' | 'SUBMITTED' | 'SCHEDULED' | 'DECIDED' | 'WITHDRAWN'>()
      .notNull()
      .default('DRAFT'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    filedOn: date('filed_on'),
    hearingDate: date('hearing_date'),
    hearingTime: text('hearing_time'),
    hearingMode: text('hearing_mode').$type<'PHONE' | 'IN_PERSON'>(),
    hearingPlace: text('hearing_place'),
    scheduledBy: uuid('scheduled_by').references(() => users.id),
    outcome: text('outcome').$type<'UPHELD' | 'REVERSED' | 'DISMISSED'>(),
    outcomeNote: text('outcome_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawalReason: text('withdrawal_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The hearing officer working on it (the queue's "Assign to me", ADR 0416), and since when. */
    assignedTo: uuid('assigned_to').references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
  },
  (t) => [
    index('appeals_user_idx').on(t.userId, t.submittedAt),
    index('appeals_status_idx').on(t.status),
    // The queue (ADR 0416): waiting oldest first (the migration adds INCLUDE), an officer's own.
    index('appeals_waiting_idx')
      .on(t.submittedAt, t.id)
      .where(sql`status IN ('SUBMITTED', 'SCHEDULED')`),
    index('appeals_assigned_idx')
      .on(t.assignedTo, t.submittedAt)
      .where(sql`assigned_to IS NOT NULL`),
  ],
);
