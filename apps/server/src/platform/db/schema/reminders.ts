import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { outboxMessages } from './account';
import type { ReminderTask } from '@portal/contracts/reminders';
import { users } from './identity';

/** A reminder step claimed for a person (migration 0910): never twice per person, task, thing and step. */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    task: text('task').$type<ReminderTask>().notNull(),
    subjectId: text('subject_id').notNull(),
    step: text('step').notNull(),
    dueDay: date('due_day').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status').$type<'SENT' | 'DEFERRED' | 'CANCELLED'>().notNull(),
    channel: text('channel').$type<'TEXT' | 'EMAIL' | 'PAPER'>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The outbox message it went out as (null for a letter; migration 0980). */
    messageId: uuid('message_id').references(() => outboxMessages.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminders_once_idx').on(t.userId, t.task, t.subjectId, t.step),
    index('reminders_user_sent_idx').on(t.userId, t.sentAt),
    index('reminders_message_idx').on(t.messageId),
  ],
);

/** Failed deliveries to a person's phone number or address; unreachable from the second (migration 0980). */
export const unreachableContacts = pgTable(
  'unreachable_contacts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['EMAIL', 'SMS'] }).notNull(),
    recipient: text('recipient').notNull(),
    failures: integer('failures').notNull().default(0),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channel, t.recipient] })],
);
