import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { persons } from './people';
import { textSubscriptions } from './messaging';
import { recoveryRequests } from './recovery';

/**
 * Every e-mail and SMS the portal sends (ADR 0006). A row is written in the same transaction
 * as the change that caused it; the delivery worker sends it. A `sensitive` row (a security
 * code) has its body purged once sent or once the code it carries has expired.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    channel: text('channel', { enum: ['EMAIL', 'SMS'] }).notNull(),
    recipient: text('recipient').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    templateKey: text('template_key').notNull(),
    /** Which language to send: en-US or es. Both texts are kept so staff can read either. */
    locale: text('locale').notNull().default('en-US'),
    subjectEn: text('subject_en').notNull(),
    subjectEs: text('subject_es').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyEs: text('body_es').notNull(),
    sensitive: boolean('sensitive').notNull().default(false),
    /** After this time a sensitive body is worthless and is purged even if never sent. */
    purgeAfter: timestamp('purge_after', { withTimezone: true }),
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    status: text('status', { enum: ['QUEUED', 'SENT', 'FAILED', 'CANCELLED'] })
      .notNull()
      .default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A delivery receipt's outcome (migration 0980, ADR 0912): null until one comes. */
    delivery: text('delivery', { enum: ['DELIVERED', 'FAILED'] }),
    deliveryAt: timestamp('delivery_at', { withTimezone: true }),
    deliveryDetail: text('delivery_detail'),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt), index('outbox_user_idx').on(t.userId)],
);

/**
 * A person's contact methods for codes and notices: a primary and an optional secondary,
 * each an e-mail address or a phone number (spec part 1 §3.2).
 */
export const accountContacts = pgTable(
  'account_contacts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: text('slot', { enum: ['PRIMARY', 'SECONDARY'] }).notNull(),
    method: text('method', { enum: ['EMAIL', 'PHONE'] }).notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** When a code sent to this contact was returned; only confirmed contacts serve account recovery. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.slot] }), index('account_contacts_value_idx').on(t.method, t.value)],
);

/** Lock state of the two-step sign-in, per account (thresholds: ADR 0007). */
export const mfaStates = pgTable('mfa_states', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Wrong codes since the last success or lock. */
  failedCodes: integer('failed_codes').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Locks since the last successful sign-in; enough of them delink the account. */
  lockouts: integer('lockouts').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A sign-in between the password and the code: the {uuid} of the MFA pages. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session (hash) that passed the password; the attempt belongs to it alone. */
    sessionIdHash: text('session_id_hash').notNull(),
    status: text('status', { enum: ['PENDING', 'DONE', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    sends: integer('sends').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('login_attempts_user_idx').on(t.userId)],
);

/** A pending change of a contact method, applied only once its code is confirmed. */
export const contactChanges = pgTable(
  'contact_changes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: text('slot', { enum: ['PRIMARY', 'SECONDARY'] }).notNull(),
    method: text('method', { enum: ['EMAIL', 'PHONE'] }).notNull(),
    value: text('value').notNull(),
    status: text('status', { enum: ['PENDING', 'CONFIRMED', 'CANCELLED'] })
      .notNull()
      .default('PENDING'),
    sends: integer('sends').notNull().default(0),
    failedCodes: integer('failed_codes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('contact_changes_user_idx').on(t.userId)],
);

/** One-time security codes. Only an HMAC of the code is kept (ADR 0006). */
export const securityCodes = pgTable(
  'security_codes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['LOGIN', 'CONTACT', 'RECOVERY', 'TEXT'] }).notNull(),
    loginAttemptId: uuid('login_attempt_id').references(() => loginAttempts.id, { onDelete: 'cascade' }),
    contactChangeId: uuid('contact_change_id').references(() => contactChanges.id, { onDelete: 'cascade' }),
    recoveryRequestId: uuid('recovery_request_id').references(() => recoveryRequests.id, { onDelete: 'cascade' }),
    textSubscriptionId: uuid('text_subscription_id').references((): AnyPgColumn => textSubscriptions.id, {
      onDelete: 'cascade',
    }),
    codeHash: text('code_hash').notNull(),
    channel: text('channel', { enum: ['EMAIL', 'SMS'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('security_codes_attempt_idx').on(t.loginAttemptId),
    index('security_codes_change_idx').on(t.contactChangeId),
    index('security_codes_recovery_idx').on(t.recoveryRequestId),
    index('security_codes_text_idx').on(t.textSubscriptionId),
  ],
);

/** Browsers a person chose to remember: the cookie holds a token, the row its hash. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('trusted_devices_user_idx').on(t.userId)],
);

/**
 * The simulated credit bureau's own records (features/proofing/simulated-bureau.ts). A real
 * bureau is an outside service; this table stands in for its data in development and demos.
 */
export const simulatedBureauRecords = pgTable(
  'simulated_bureau_records',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    ssnIndex: text('ssn_index').notNull(),
    birthDateEnc: text('birth_date_enc').notNull(),
    zip: text('zip').notNull(),
    /** What the knowledge questions are drawn from: earlier streets, a lender, a vehicle, a county. */
    facts: jsonb('facts')
      .$type<{ previousStreet: string; lender: string; vehicle: string; county: string }>()
      .notNull(),
  },
  (t) => [index('simulated_bureau_ssn_idx').on(t.ssnIndex)],
);

/** A knowledge quiz in progress: the provider's reference and the questions shown (answers stay with the provider). */
export const ridpQuizzes = pgTable(
  'ridp_quizzes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    /** The portal person the identity data matched (linked only if the quiz is passed). */
    personId: uuid('person_id').references(() => persons.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['UPGRADE', 'APPLY'] }).notNull(),
    questions: jsonb('questions').$type<unknown[]>().notNull(),
    status: text('status', { enum: ['OPEN', 'PASSED', 'FAILED'] })
      .notNull()
      .default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ridp_quizzes_user_idx').on(t.userId)],
);

/** The record of each soft credit inquiry made for identity proofing; purged after 23 months. */
export const ridpInquiries = pgTable(
  'ridp_inquiries',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    outcome: text('outcome', { enum: ['PASSED', 'FAILED', 'NOT_FOUND'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    purgeAfter: timestamp('purge_after', { withTimezone: true }).notNull(),
  },
  (t) => [index('ridp_inquiries_user_idx').on(t.userId), index('ridp_inquiries_purge_idx').on(t.purgeAfter)],
);

/** Alerts (text and e-mail reminders from the department), one set of choices per account. */
export const alertPreferences = pgTable('alert_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The linked person, when the account is linked (the alerts concern their case). */
  personId: uuid('person_id').references(() => persons.id, { onDelete: 'set null' }),
  department: text('department').notNull(),
  byEmail: boolean('by_email').notNull(),
  bySms: boolean('by_sms').notNull(),
  emailAddress: text('email_address'),
  phoneNumber: text('phone_number'),
  topics: jsonb('topics').$type<string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
