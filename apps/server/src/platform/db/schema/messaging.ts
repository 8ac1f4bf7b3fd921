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
  },
  (t) => [
    index('secure_messages_user_idx').on(t.userId, t.createdAt.desc()),
    index('secure_messages_case_idx').on(t.caseId, t.createdAt.desc()),
  ],
);
