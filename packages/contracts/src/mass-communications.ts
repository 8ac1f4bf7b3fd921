import { z } from 'zod';
import { AlertTopic } from './account';
import { CODE_TABLES, codeValues } from './code-tables';
import { endpoints, OkResult } from './endpoint';
import {
  MASS_COMM_KINDS,
  MASS_COMM_STAFF_CALLS,
  MASS_COMM_STATUSES,
  MASS_COMM_SUBJECT_MAX,
  MASS_COMM_TEXT_MAX,
} from './mass-communications-api';
import { line, text } from './validation';

export * from './mass-communications-api';

/**
 * Mass communications (spec part 2 §3 "Mass-communication preference", §7): a staff member
 * writes in both languages, previews who the filter finds, and schedules it. The recipients are
 * fixed when it is scheduled (never more than the preview showed); a job queues it through the
 * outbox in batches, each person once, to each by their preferred method: a text to the number
 * they confirmed for texts, otherwise an e-mail. Alerts go by the channels chosen for alerts.
 */

/** Who it goes to. GENERAL: the people on the cases found (office, programme, case status; null is any). */
export const MassCommAudience = z.object({
  kind: z.enum(MASS_COMM_KINDS),
  officeId: z.uuid().nullable().default(null),
  programCode: z.enum(codeValues(CODE_TABLES.ProgramType)).nullable().default(null),
  caseStatus: z.enum(codeValues(CODE_TABLES.CaseStatus)).nullable().default(null),
  /** ALERTS: only the people who chose this kind of alert (null: everyone who opted in). */
  topic: AlertTopic.nullable().default(null),
});
export type MassCommAudience = z.input<typeof MassCommAudience>;

/** How one person prefers to be reached (the spec's fields; contact details partly hidden). */
export const MassCommPreference = z.object({
  userName: z.string(),
  personName: z.string(),
  contactMethod: z.enum(['EMAIL', 'TEXT']),
  emailAddress: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  phoneAreaCode: z.string().nullable(),
  /** A push-notification id: the portal sends none. */
  playerID: z.null(),
});
export type MassCommPreference = z.infer<typeof MassCommPreference>;

export const MassCommPreview = z.object({
  /** Messages it would send (an alert may go by e-mail and by text to one person). */
  recipientCount: z.number().int(),
  people: z.number().int(),
  byEmail: z.number().int(),
  byText: z.number().int(),
  /** The first few, by name. */
  preferences: z.array(MassCommPreference),
});
export type MassCommPreview = z.infer<typeof MassCommPreview>;

const texts = {
  subjectEn: line(MASS_COMM_SUBJECT_MAX).min(1, 'validation.required'),
  subjectEs: line(MASS_COMM_SUBJECT_MAX).min(1, 'validation.required'),
  bodyEn: text(MASS_COMM_TEXT_MAX).min(1, 'validation.required'),
  bodyEs: text(MASS_COMM_TEXT_MAX).min(1, 'validation.required'),
  /** When to start sending (an ISO date-time); null: now. */
  sendAt: z.iso.datetime({ offset: true }).nullable().default(null),
};

export const CreateMassCommRequest = z.object({
  audience: MassCommAudience,
  ...texts,
  /** The count the preview showed: refused if the filter now finds more. */
  previewedCount: z.number().int().min(1).max(1_000_000),
});
export type CreateMassCommRequest = z.input<typeof CreateMassCommRequest>;

/** Changes the words or the time of one that has not started. */
export const UpdateMassCommRequest = z.object({ massCommunicationId: z.uuid(), ...texts });
export type UpdateMassCommRequest = z.input<typeof UpdateMassCommRequest>;

export const MassCommunication = z.object({
  massCommunicationId: z.uuid(),
  kind: z.enum(MASS_COMM_KINDS),
  status: z.enum(MASS_COMM_STATUSES),
  audience: MassCommAudience.extend({ officeName: z.string().nullable() }),
  subjectEn: z.string(),
  subjectEs: z.string(),
  bodyEn: z.string(),
  bodyEs: z.string(),
  sendAt: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  recipientCount: z.number().int(),
  /** waiting: not queued yet; queued: in the outbox; sent, failed (for good), cancelled. */
  counts: z.object({
    waiting: z.number().int(),
    queued: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
    cancelled: z.number().int(),
  }),
});
export type MassCommunication = z.infer<typeof MassCommunication>;

export const WorkerMassCommunications = z.object({
  /** The offices a filter may name: a caseworker's own, every office for an administrator. */
  offices: z.array(z.object({ officeId: z.uuid(), name: z.string() })),
  canSendAlerts: z.boolean(),
  items: z.array(MassCommunication),
});
export type WorkerMassCommunications = z.infer<typeof WorkerMassCommunications>;

const Id = z.object({ massCommunicationId: z.uuid() });

export const MASS_COMM_ENDPOINTS = endpoints('mass communications', MASS_COMM_STAFF_CALLS, {
  massCommPreview: {
    summary: 'How many people the filter finds and how each prefers to be reached (view_pref_method)',
    body: MassCommAudience,
    response: MassCommPreview,
  },
  createMassComm: {
    summary: 'Schedules a message to the people found; refused if the filter now finds more than the preview',
    body: CreateMassCommRequest,
    response: MassCommunication,
    errors: [409],
  },
  updateMassCommunication: {
    summary: 'Changes the words or the time of a mass communication that has not started',
    body: UpdateMassCommRequest,
    response: MassCommunication,
    errors: [409],
  },
  cancelMassCommunication: {
    summary: 'Stops what is not sent yet (messages already sent stay sent)',
    body: Id,
    response: OkResult,
    errors: [409],
  },
  workerMassCommunications: {
    summary: 'The mass communications staff may see, newest first, with sent and failed counts',
    response: WorkerMassCommunications,
  },
});
