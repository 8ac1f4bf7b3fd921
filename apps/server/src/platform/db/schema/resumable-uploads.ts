import { sql } from 'drizzle-orm';
import { bigint, customType, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A resumable (tus) upload under way (ADR 0303): the account that created it, the upload call it
 * is for and that call's body without the file, the declared `length`, the bytes kept so far
 * (`offset`) and every byte received (`receivedBytes`). `result` is the call's answer once the
 * last byte arrived.
 */
export const resumableUploads = pgTable(
  'resumable_uploads',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    call: text('call').notNull(),
    body: jsonb('body').$type<unknown>().notNull(),
    length: bigint('length', { mode: 'number' }).notNull(),
    offset: bigint('upload_offset', { mode: 'number' }).notNull().default(0),
    receivedBytes: bigint('received_bytes', { mode: 'number' }).notNull().default(0),
    result: jsonb('result').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('resumable_uploads_user_idx').on(t.userId), index('resumable_uploads_updated_idx').on(t.updatedAt)],
);

/** The bytes of a resumable upload kept so far, in pieces (`startOffset`: where each begins). */
export const resumableUploadParts = pgTable(
  'resumable_upload_parts',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => resumableUploads.id, { onDelete: 'cascade' }),
    startOffset: bigint('start_offset', { mode: 'number' }).notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.startOffset] })],
);
