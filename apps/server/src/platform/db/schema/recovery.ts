import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * A password recovery (ADR 0112), bound to the browser session that started it. `userId` is null
 * when the username and contact method matched no account: the recovery answers the same way and
 * never succeeds. PENDING waits for the code, VERIFIED for the new password; DONE and FAILED end it.
 */
export const recoveryRequests = pgTable(
  'recovery_requests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    sessionIdHash: text('session_id_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['PENDING', 'VERIFIED', 'DONE', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    failedCodes: integer('failed_codes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The code's end while PENDING; once VERIFIED, the end of the time to choose the password. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The contact method the code went to, masked (named in the notice that the password was reset). */
    sentTo: text('sent_to'),
  },
  (t) => [index('recovery_requests_user_idx').on(t.userId), index('recovery_requests_created_idx').on(t.createdAt)],
);
