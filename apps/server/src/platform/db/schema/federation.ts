import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** Which portal account each identity of the state's provider (issuer + subject) signs in to (ADR 0104). */
export const federatedIdentities = pgTable(
  'federated_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('federated_identities_user_idx').on(t.userId)],
);

/**
 * A started provider sign-in: what the callback must check, kept on the server. Found by the
 * SHA-256 of the random handle in the browser's cookie; deleted when used; dead after expiresAt.
 */
export const federationRequests = pgTable(
  'federation_requests',
  {
    handleHash: text('handle_hash').primaryKey(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('federation_requests_expires_idx').on(t.expiresAt)],
);
