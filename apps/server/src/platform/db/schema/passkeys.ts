import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * A registered passkey (WebAuthn credential, ADR 0131). `credentialId` is unique across accounts,
 * so one credential never signs in to two; `publicKey` is its COSE key in base64url; `counter`
 * the signature counter last seen (0 when the authenticator keeps none).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * A challenge given to one browser session for one ceremony: adding a passkey (REGISTER, with
 * the account) or signing in with one (SIGN_IN, with the username typed first, if any). Deleted
 * when answered, replaced by a newer one, useless after `expiresAt`.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    sessionIdHash: text('session_id_hash').notNull(),
    purpose: text('purpose', { enum: ['REGISTER', 'SIGN_IN'] }).notNull(),
    challenge: text('challenge').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    username: text('username'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('passkey_challenges_session_idx').on(t.sessionIdHash, t.purpose),
    index('passkey_challenges_expires_idx').on(t.expiresAt),
  ],
);
