import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DocumentKind } from '@portal/contracts';
import { cases, offices, persons } from './people';
import { users } from './identity';
import { applications } from './applications';

/**
 * A piece of evidence the agency asked for on a case (spec part 1 §3.3 "verification item"):
 * which person, what (code table VerificationItem), for which programme, by when.
 * Its id is the spec's vDIEDLinkID.
 */
export const verificationItems = pgTable(
  'verification_items',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => persons.id),
    itemCode: text('item_code').notNull(),
    programCode: text('program_code').notNull(),
    mandatory: boolean('mandatory').notNull().default(true),
    dueOn: date('due_on').notNull(),
    /** OUTSTANDING until a document for it is accepted, then VERIFIED. */
    status: text('status').notNull().default('OUTSTANDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_items_case_idx').on(t.caseId)],
);

/**
 * One uploaded file. The bytes are in the blob store under `blob_key` (a generated name); this
 * row is written after the file is in place, and removed before the file is (see blob-store.ts).
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id),
    /** The id the browser gave the file: sending it again returns the same row. */
    clientId: uuid('client_id').notNull(),
    /** VERIFICATION (for a verification item), STANDALONE (for cases), ENERGY (energy assistance). */
    kind: text('kind').$type<DocumentKind>().notNull(),
    verificationItemId: uuid('verification_item_id').references(() => verificationItems.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    mediaType: text('media_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    blobKey: text('blob_key').notNull().unique(),
    /** UPLOADED (ready to submit), SUBMITTED, ACCEPTED, REJECTED, PARTIALLY_REJECTED. */
    status: text('status').notNull().default('UPLOADED'),
    householdConfirmed: boolean('household_confirmed').notNull().default(false),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedByUserId: uuid('reviewed_by_user_id').references(() => users.id),
    rejectionReason: text('rejection_reason'),
    rejectionComment: text('rejection_comment'),
    /** For an application's document: the document of its "documents we still need" it was sent for. */
    neededKey: text('needed_key'),
    /** The caseworker reviewing it (the documents queue, ADR 0413), and since when. */
    assignedTo: uuid('assigned_to').references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('documents_owner_client_idx').on(t.ownerUserId, t.clientId),
    index('documents_item_idx').on(t.verificationItemId),
    index('documents_owner_status_idx').on(t.ownerUserId, t.status),
    // The queue (ADR 0413): waiting for review oldest first (the migration adds INCLUDE), a caseworker's own.
    index('documents_waiting_idx')
      .on(t.submittedAt, t.id)
      .where(sql`status = 'SUBMITTED'`),
    index('documents_assigned_idx')
      .on(t.assignedTo, t.submittedAt)
      .where(sql`assigned_to IS NOT NULL`),
  ],
);

/** The cases a standalone or energy document was given for (a verification document: its item's case). */
export const documentCases = pgTable(
  'document_cases',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.caseId] }), index('document_cases_case_idx').on(t.caseId)],
);

/** The submitted applications a standalone or energy document was given for. */
export const documentApplications = pgTable(
  'document_applications',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.applicationId] }),
    index('document_applications_app_idx').on(t.applicationId),
  ],
);

/**
 * The offices whose documents queue shows each document waiting for review (ADR 0417): a row per
 * office, or one row with no office when every office's queue shows it (sent for an intake
 * application). Kept by the database (triggers of migration 1050 on documents, their links, cases,
 * applications and accounts), never written by the code.
 */
export const waitingDocumentOffices = pgTable(
  'waiting_document_offices',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** Null: every office's (intake). */
    officeId: uuid('office_id').references(() => offices.id),
    /** The document's submitted_at, so an office's queue reads oldest first from the index alone. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The programme of the verification item it answers (null: none), for the programme filter. */
    programCode: text('program_code'),
  },
  (t) => [
    // An office's queue and every office's, oldest first (the migration adds INCLUDE program_code).
    index('waiting_document_offices_queue_idx')
      .on(t.officeId, t.submittedAt, t.documentId)
      .where(sql`office_id IS NOT NULL`),
    index('waiting_document_offices_every_idx')
      .on(t.submittedAt, t.documentId)
      .where(sql`office_id IS NULL`),
    index('waiting_document_offices_document_idx').on(t.documentId),
  ],
);

/** Banner messages of the upload home (nf_citizen_workspace/doc_upload_info_msgs), per language. */
export const docUploadMessages = pgTable('doc_upload_messages', {
  id: integer('id').primaryKey(),
  textEn: text('text_en').notNull(),
  textEs: text('text_es').notNull(),
  active: boolean('active').notNull().default(true),
});
