import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { verificationItems } from './documents';
import { users } from './identity';
import { cases } from './people';

/**
 * A change report (COC) or a renewal (RECERT) a resident signed: the answers on file when they
 * started (`beforeEnc`) and what they reported (`answersEnc`), both encrypted like applications.
 * The caseworker accepts it (the case records change; a renewal starts the next period) or asks
 * for information (a document request, `verificationItemId`).
 */
export const caseChanges = pgTable(
  'case_changes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    reference: text('reference').notNull().unique(),
    kind: text('kind').$type<'COC' | 'RECERT'>().notNull(),
    programCode: text('program_code').notNull(),
    /** SNAP or FNS: the name the person used, which their texts follow. */
    naming: text('naming').$type<'SNAP' | 'FNS'>().notNull(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    draftId: uuid('draft_id').notNull().unique(),
    formId: text('form_id').notNull(),
    formVersion: integer('form_version').notNull(),
    beforeEnc: text('before_enc').notNull(),
    /** The case's people in the order the answers list them (person 0, 1, …) when it started. */
    memberIds: jsonb('member_ids').$type<string[]>().notNull(),
    answersEnc: text('answers_enc').notNull(),
    applicantName: text('applicant_name').notNull(),
    locale: text('locale').notNull(),
    signature: jsonb('signature').notNull(),
    certificationEndOn: date('certification_end_on'),
    status: text('status').$type<'SUBMITTED' | 'ACCEPTED' | 'INFO_REQUESTED'>().notNull().default('SUBMITTED'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id),
    decisionNote: text('decision_note'),
    verificationItemId: uuid('verification_item_id').references(() => verificationItems.id, { onDelete: 'set null' }),
    /** Reported as a life event (code table LifeEventType). */
    lifeEvent: text('life_event'),
    /** The caseworker working on it (the queue's "Assign to me", ADR 0415), and since when. */
    assignedTo: uuid('assigned_to').references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
  },
  (t) => [
    index('case_changes_case_idx').on(t.caseId),
    index('case_changes_user_idx').on(t.userId, t.submittedAt),
    index('case_changes_status_idx').on(t.status),
    // The queue (ADR 0415): waiting oldest first (the migration adds INCLUDE), a caseworker's own.
    index('case_changes_waiting_idx')
      .on(t.submittedAt, t.id)
      .where(sql`status IN ('SUBMITTED', 'INFO_REQUESTED')`),
    index('case_changes_assigned_idx')
      .on(t.assignedTo, t.submittedAt)
      .where(sql`assigned_to IS NOT NULL`),
    uniqueIndex('case_changes_one_renewal_idx')
      .on(t.caseId, t.certificationEndOn)
      .where(sql`kind = 'RECERT'`),
  ],
);

/** Someone a household named to act for it (an accepted AUTH_REP life event). */
export const caseRepresentatives = pgTable(
  'case_representatives',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Code table Relationship. */
    relationship: text('relationship').notNull(),
    phone: text('phone').notNull(),
    mailingAddress: text('mailing_address').notNull(),
    /** Code table RepresentativePower values. */
    powers: jsonb('powers').$type<string[]>().notNull(),
    caseChangeId: uuid('case_change_id')
      .notNull()
      .unique()
      .references(() => caseChanges.id, { onDelete: 'cascade' }),
    addedOn: date('added_on').notNull(),
  },
  (t) => [index('case_representatives_case_idx').on(t.caseId)],
);
