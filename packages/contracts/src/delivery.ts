import { z } from 'zod';
import { DELIVERY_RESIDENT_CALLS, DELIVERY_STAFF_CALLS } from './delivery-api';
import { endpoints } from './endpoint';
import { line } from './validation';

/**
 * Delivery receipts and the office's reminder figures (ADR 0912). Days are YYYY-MM-DD in the
 * state's time zone; times are ISO.
 */

/** The SMS provider's status callback: our key (the Idempotency-Key it was sent with) and the final status. */
export const SmsStatus = z.object({
  messageId: line(100),
  status: z.enum(['delivered', 'failed', 'undeliverable']),
});

const count = z.number().int().nonnegative();

/** Reminders of one channel: sent, and of those the ones a receipt said delivered or failed. */
export const ReminderChannelFigures = z.object({
  channel: z.enum(['TEXT', 'EMAIL', 'PAPER']),
  sent: count,
  delivered: count,
  failed: count,
});

export const OpenRenewal = z.object({
  caseId: z.string(),
  caseReference: z.string(),
  dueOn: z.string(),
  daysLeft: z.number().int(),
  reminded: z.boolean(),
});

/** The office's food renewals due this month. */
export const ReminderReport = z.object({
  /** YYYY-MM, the state's current month. */
  month: z.string(),
  renewalsDue: count,
  /** Renewals with at least one reminder sent. */
  reminded: count,
  renewed: count,
  stillOpen: count,
  channels: z.array(ReminderChannelFigures),
  /** The renewals still open, soonest first. */
  open: z.array(OpenRenewal),
});

/** One case's renewal and every reminder sent about it. */
export const CaseReminders = z.object({
  renewalDueOn: z.string().nullable(),
  daysLeft: z.number().int().nullable(),
  renewed: z.boolean(),
  channels: z.array(ReminderChannelFigures),
  reminders: z.array(
    z.object({
      task: z.string(),
      dueOn: z.string(),
      channel: z.enum(['TEXT', 'EMAIL', 'PAPER']),
      sentAt: z.string(),
      /** SENT (no receipt yet, or a letter), DELIVERED or FAILED. */
      outcome: z.enum(['SENT', 'DELIVERED', 'FAILED']),
    }),
  ),
});

export const UnreachableContacts = z.object({
  contacts: z.array(z.object({ method: z.enum(['EMAIL', 'PHONE']), masked: z.string() })),
});

export const DELIVERY_ENDPOINTS = endpoints(
  'delivery',
  { ...DELIVERY_RESIDENT_CALLS, ...DELIVERY_STAFF_CALLS },
  {
    myUnreachableContacts: {
      summary: 'The person’s phone numbers and e-mail addresses that failed twice, to update (masked)',
      response: UnreachableContacts,
    },
    workerReminderReport: {
      summary: 'The office’s food renewals due this month: reminded by channel, delivered, failed, renewed, open',
      response: ReminderReport,
    },
    workerCaseReminders: {
      summary: 'One case of the office: its renewal and the reminders sent about it, with their receipts',
      params: z.object({ caseId: z.uuid() }),
      response: CaseReminders,
    },
    smsStatus: {
      summary:
        'The SMS provider’s status callback (bearer token, as for inbound texts): delivered, failed or undeliverable',
      body: SmsStatus,
      response: z.object({ isSuccess: z.boolean() }),
    },
  },
);
