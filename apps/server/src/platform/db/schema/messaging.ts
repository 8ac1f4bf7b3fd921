import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { cases } from './people';

/** Texts telling a person that a secure message is waiting; a new number waits for its code. */
export const textSubscriptions = pgTable('text_subscriptions', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The ten digits texts go to (null before a number was ever confirmed). */
  phone: text('phone'),
  active: boolean('active').notNull().default(false),
  pendingPhone: text('pending_phone'),
  pendingUntil: timestamp('pending_until', { withTimezone: true }),
  failedCodes: integer('failed_codes').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  stoppedByReplyAt: timestamp('stopped_by_reply_at', { withTimezone: true }),
});

/** A caseworker's message to the person on a case, or the person's reply. */
export const secureMessages = pgTable(
  'secure_messages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['FROM_OFFICE', 'FROM_PERSON'] }).notNull(),
    staffUserId: uuid('staff_user_id').references(() => users.id),
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => secureMessages.id),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    /**
     * A resident's message: when a caseworker first wrote to the person on the same case after it
     * arrived (null while it waits for an answer). Kept by a trigger on every caseworker's message
     * (migration 1040, ADR 0418).
     */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The caseworker working on a resident's message (the office's queue), and since when. */
    assignedTo: uuid('assigned_to').references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
  },
  (t) => [
    index('secure_messages_user_idx').on(t.userId, t.createdAt.desc()),
    index('secure_messages_case_idx').on(t.caseId, t.createdAt.desc()),
    // The office's queue (ADR 0418): waiting oldest first (the migration adds INCLUDE), by case
    // (the trigger's look-up), a caseworker's own.
    index('secure_messages_waiting_idx')
      .on(t.createdAt, t.id)
      .where(sql`direction = 'FROM_PERSON' AND answered_at IS NULL`),
    index('secure_messages_waiting_case_idx')
      .on(t.caseId)
      .where(sql`direction = 'FROM_PERSON' AND answered_at IS NULL`),
    index('secure_messages_assigned_idx')
      .on(t.assignedTo, t.createdAt)
      .where(sql`assigned_to IS NOT NULL`),
  ],
);
