import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MassCommAudience, MassCommKind, MassCommStatus } from '@portal/contracts';
import { outboxMessages } from './account';
import { users } from './identity';
import { offices } from './people';

/** One message to many people (migration 0740). */
export const massCommunications = pgTable(
  'mass_communications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text('kind').$type<MassCommKind>().notNull(),
    audience: jsonb('audience').$type<Required<Omit<MassCommAudience, 'kind'>>>().notNull(),
    subjectEn: text('subject_en').notNull(),
    subjectEs: text('subject_es').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyEs: text('body_es').notNull(),
    status: text('status').$type<MassCommStatus>().notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    recipientCount: integer('recipient_count').notNull(),
    officeId: uuid('office_id').references(() => offices.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('mass_communications_due_idx').on(t.status, t.sendAt)],
);

/** Who one mass communication goes to: each person once per channel. */
export const massCommunicationRecipients = pgTable(
  'mass_communication_recipients',
  {
    massCommunicationId: uuid('mass_communication_id')
      .notNull()
      .references(() => massCommunications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<'EMAIL' | 'SMS'>().notNull(),
    address: text('address').notNull(),
    locale: text('locale').notNull(),
    status: text('status').$type<'PENDING' | 'QUEUED' | 'CANCELLED'>().notNull(),
    outboxMessageId: uuid('outbox_message_id').references(() => outboxMessages.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.massCommunicationId, t.userId, t.channel] }),
    index('mass_communication_recipients_pending_idx').on(t.massCommunicationId, t.status),
  ],
);
