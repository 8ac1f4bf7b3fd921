import { sql } from 'drizzle-orm';
import { customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A notice as the person reads it in the portal (secure inbox): written with the notice, in the
 * person's language, with its PDF made at the same time and never changed after.
 */
export const communications = pgTable(
  'communications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The notice template (communications/templates.ts). */
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    pdf: bytea('pdf').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    /** A paper copy asked for (send by mail), the address it goes to, and when staff mailed it. */
    mailRequestedAt: timestamp('mail_requested_at', { withTimezone: true }),
    mailAddress: text('mail_address'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [index('communications_user_idx').on(t.userId, t.createdAt.desc())],
);
