import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { persons } from './people';

/** Portal accounts: residents, providers and staff all sign in the same way. */
export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  username: text('username').notNull().unique(),
  /** argon2id hash, never the password. */
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email'),
  phone: text('phone'),
  /** STANDARD until identity proofing links the account to a person (then LINKED). */
  userType: text('user_type', { enum: ['STANDARD', 'LINKED'] })
    .notNull()
    .default('STANDARD'),
  linkedPersonId: uuid('linked_person_id').references(() => persons.id),
  /** Set when repeated sign-in failures disabled the enhanced features, until staff restore them. */
  delinkedAt: timestamp('delinked_at', { withTimezone: true }),
  staffRole: text('staff_role', { enum: ['CASEWORKER', 'ADMIN', 'HEARING_OFFICER'] }),
  providerNewborn: boolean('provider_newborn').notNull().default(false),
  providerPresumptive: boolean('provider_presumptive').notNull().default(false),
  providerBccm: boolean('provider_bccm').notNull().default(false),
  displayRegularEpass: boolean('display_regular_epass').notNull().default(true),
  authRepEpassEnabled: boolean('auth_rep_epass_enabled').notNull().default(false),
  canAppeal: boolean('can_appeal').notNull().default(false),
  /** Since when notices come electronically (e-notices); null: on paper, to the address on file. */
  enoticesSince: timestamp('enotices_since', { withTimezone: true }),
  locale: text('locale').notNull().default('en-US'),
  /** Demo accounts are refused at sign-in when NODE_ENV=production. */
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Server-side sessions. The cookie holds a random token; the table holds only its hash, so a
 * copy of the table cannot be replayed. A session without a user is the anonymous "public
 * citizen" session.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** PUBLIC (anonymous), MFA (password checked, code pending) or FULL. */
    stage: text('stage', { enum: ['PUBLIC', 'MFA', 'FULL'] })
      .notNull()
      .default('PUBLIC'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** When the person last typed their password: some changes need a fresh sign-in. */
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_last_seen_idx').on(t.lastSeenAt)],
);

/** Fixed-window counters for throttling (sign-in attempts by username and by address). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    /** The end of the window: from then on the row counts nothing and the housekeeping job removes it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_at_idx').on(t.expiresAt)],
);
