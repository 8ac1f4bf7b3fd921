import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { organisations } from './organisations';
import { cases, offices } from './people';
import type { CalledDocument } from '@portal/forms';
import type { CocTypeCode } from '@portal/contracts';

/**
 * A running application form (the spec's motivation / IEG execution): a signed-in person's
 * draft. Its id is the iegExecutionID and the formId of the routes. The answers, which hold
 * SSNs and birth dates, are one encrypted JSON document (FieldCipher).
 */
export const applicationDrafts = pgTable(
  'application_drafts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The form definition (application type) and the version the draft was started on. */
    formId: text('form_id').notNull(),
    formVersion: integer('form_version').notNull(),
    answersEnc: text('answers_enc').notNull(),
    /** The last page saved, and the page save-and-exit stored (resume there). */
    currentPage: text('current_page'),
    saveExitPage: text('save_exit_page'),
    /** That page's answers as they were typed when save-and-exit was pressed (checked or not). */
    saveExitAnswersEnc: text('save_exit_answers_enc'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** A change report or renewal: the case it reports on, and the answers on file when it started. */
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'cascade' }),
    beforeEnc: text('before_enc'),
    /** The case's people in the order the prefilled answers list them (person 0, 1, …). */
    memberIds: jsonb('member_ids').$type<string[]>(),
    /** The configuration it started with (SNAP_COC, FNS_RECERT…): which name the person used. */
    cocTypeCode: text('coc_type_code').$type<CocTypeCode>(),
    /** Started from a life event (code table LifeEventType). */
    lifeEvent: text('life_event'),
    /** Started by an organisation's user for a household: the organisation, and the label that tells its drafts apart. */
    organisationId: uuid('organisation_id').references(() => organisations.id),
    householdLabel: text('household_label'),
  },
  (t) => [
    index('application_drafts_user_idx').on(t.userId),
    index('application_drafts_created_idx').on(t.createdAt),
    uniqueIndex('application_drafts_one_renewal_idx')
      .on(t.caseId)
      .where(sql`form_id = 'FNS_RECERT'`),
  ],
);

/** A submitted application. `submissionKey` makes a repeated submission return the same one. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    reference: text('reference').notNull().unique(),
    /** Null for an anonymous application. */
    userId: uuid('user_id').references(() => users.id),
    /** The draft id (signed in) or the browser's one-time key (anonymous). */
    submissionKey: text('submission_key').notNull(),
    formId: text('form_id').notNull(),
    formVersion: integer('form_version').notNull(),
    answersEnc: text('answers_enc').notNull(),
    /** First and last name of the applicant, for lists (not sensitive). */
    applicantName: text('applicant_name').notNull(),
    /** The home address typed into it, on one line (null when incomplete): paper copies go there without a linked record. */
    homeAddress: text('home_address'),
    /** The language the person applied in; their PDF is printed in it. */
    locale: text('locale').notNull(),
    /** Signature names, agreements ticked and the flags shown. */
    signature: jsonb('signature').notNull(),
    /** The documents its answers call for (forms' documentsCalledFor), fixed when it is submitted. */
    documentsCalledFor: jsonb('documents_called_for').$type<CalledDocument[]>().notNull().default([]),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    /** The case its first approved programme opened or joined; later approvals join it too. */
    caseId: uuid('case_id').references(() => cases.id),
    /** The office that first decided one of its programmes while it had no case (ADR 0402). */
    officeId: uuid('office_id').references(() => offices.id),
    /** The organisation that submitted it for a household (null: the person applied for themselves). */
    organisationId: uuid('organisation_id').references(() => organisations.id),
    householdLabel: text('household_label'),
    /** The representative who signed it for the person (ADR 0119); null when the person did. */
    actedBy: uuid('acted_by').references(() => users.id),
    /** The caseworker working on it (ADR 0411), and since when; null: anyone of the office may take it. */
    assignedTo: uuid('assigned_to').references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /**
     * While a programme of it waits for a caseworker (PENDING, WITHDRAWAL_REQUESTED): kept by the
     * database (trigger application_programs_waiting, migration 0930), never written by the code.
     */
    waiting: boolean('waiting').notNull().default(false),
  },
  (t) => [
    uniqueIndex('applications_submission_key_idx').on(t.submissionKey),
    index('applications_user_idx').on(t.userId),
    index('applications_organisation_idx')
      .on(t.organisationId, t.submittedAt.desc())
      .where(sql`organisation_id IS NOT NULL`),
    // The queue (ADR 0411): the waiting ones oldest first (the migration adds INCLUDE case_id,
    // office_id, user_id, assigned_to), an office's through its cases or as taken, a caseworker's own.
    index('applications_waiting_idx')
      .on(t.submittedAt, t.id)
      .where(sql`waiting`),
    index('applications_waiting_case_idx')
      .on(t.caseId)
      .where(sql`waiting AND case_id IS NOT NULL`),
    index('applications_waiting_office_idx')
      .on(t.officeId)
      .where(sql`waiting AND case_id IS NULL`),
    index('applications_assigned_idx')
      .on(t.assignedTo, t.submittedAt)
      .where(sql`assigned_to IS NOT NULL`),
  ],
);

/**
 * One programme asked for on an application, with its status: PENDING, APPROVED, DENIED,
 * WITHDRAWN or WITHDRAWAL_REQUESTED (spec part 2 §4).
 */
export const applicationPrograms = pgTable(
  'application_programs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    programCode: text('program_code').notNull(),
    status: text('status').notNull().default('PENDING'),
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id),
    withdrawalReason: text('withdrawal_reason'),
    withdrawalOther: text('withdrawal_other'),
    withdrawalSignature: text('withdrawal_signature'),
    withdrawalRequestedAt: timestamp('withdrawal_requested_at', { withTimezone: true }),
    /** The appeal whose hearing reversed this programme's denial: it waits to be put into effect. */
    reopenedByAppealId: uuid('reopened_by_appeal_id'),
  },
  (t) => [
    index('application_programs_app_idx').on(t.applicationId),
    index('application_programs_status_idx').on(t.status),
    index('application_programs_open_idx')
      .on(t.applicationId, t.programCode, t.status)
      .where(sql`status IN ('PENDING', 'WITHDRAWAL_REQUESTED')`),
  ],
);

/** Scheduled jobs: when each last ran, so several processes run a job once (row lock). */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
});

/**
 * How long an application took from its first page to its submission, or where it was left
 * (issue 16: time to complete). Nothing here names a person: the form, two times, the page key
 * without its person or item indexes, and whether it was filled in without an account.
 */
export const formTimings = pgTable(
  'form_timings',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    formId: text('form_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** The submission, or the last save of a draft that was never submitted. */
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    submitted: boolean('submitted').notNull(),
    /** For a draft never submitted: the page it was left on (a page id such as `job`). */
    lastPage: text('last_page'),
    anonymous: boolean('anonymous').notNull(),
  },
  (t) => [index('form_timings_form_idx').on(t.formId, t.submitted)],
);
