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
