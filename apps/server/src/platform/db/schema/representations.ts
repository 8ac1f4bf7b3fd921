import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { documents } from './documents';
import { users } from './identity';

/**
 * An authorized representative (ADR 0119): `repUserId` may act for `personUserId` for the
 * programmes named, while ACTIVE. PROVISIONED when the state provisioned the representative's
 * account; REGULAR when only the person named them.
 */
export const representations = pgTable(
  'representations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    personUserId: uuid('person_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    repUserId: uuid('rep_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programmes: jsonb('programmes').$type<string[]>().notNull(),
    kind: text('kind').$type<'REGULAR' | 'PROVISIONED'>().notNull().default('REGULAR'),
    status: text('status').$type<'ACTIVE' | 'REVOKED'>().notNull().default('ACTIVE'),
    /** The document proving authority for medical assistance (reviewed like any upload). */
    authorityDocumentId: uuid('authority_document_id').references(() => documents.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id),
  },
  (t) => [
    index('representations_person_idx').on(t.personUserId),
    index('representations_rep_idx').on(t.repUserId),
    uniqueIndex('representations_one_active_idx')
      .on(t.personUserId, t.repUserId)
      .where(sql`status = 'ACTIVE'`),
  ],
);

/**
 * An invitation to act for a person (issue 30): kept whatever the look-up found (`repUserId`
 * null when no account that may represent anyone has that address), so naming answers the same
 * for every address. The representation exists only once the invited account accepts.
 */
export const representationInvitations = pgTable(
  'representation_invitations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    personUserId: uuid('person_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    repUserId: uuid('rep_user_id').references(() => users.id, { onDelete: 'cascade' }),
    lookup: text('lookup').notNull(),
    programmes: jsonb('programmes').$type<string[]>().notNull(),
    status: text('status').$type<'PENDING' | 'ACCEPTED' | 'DECLINED' | 'WITHDRAWN'>().notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    representationId: uuid('representation_id').references(() => representations.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('representation_invitations_person_idx').on(t.personUserId),
    index('representation_invitations_rep_idx').on(t.repUserId),
  ],
);
