import { API_ROOT, WORKER_BASE } from './api';
import { call } from './http';

/**
 * Delivery receipts (issue 32, items 3 and 5; ADR 0912): the SMS provider's status callbacks, the
 * resident's contact methods that could not be reached, and the office's reminder figures. No
 * zod: the pages import it; the schemas are in delivery.ts.
 */
export const DELIVERY_RESIDENT_CALLS = {
  /** The signed-in person's e-mail addresses and phone numbers that failed twice (to update). */
  myUnreachableContacts: call('GET', `${API_ROOT}/account/unreachable_contacts`),
};

export const DELIVERY_STAFF_CALLS = {
  /** The office's renewals due this month: reminded by channel, delivered, failed, renewed, open. */
  workerReminderReport: call('GET', `${WORKER_BASE}/reminders/report`),
  /** The same figures for one case of the office. */
  workerCaseReminders: call('GET', `${WORKER_BASE}/cases/:caseId/reminders`),
  /** Not a staff page's call: the SMS provider's status callback (bearer token, like smsInbound). */
  smsStatus: call('POST', `${API_ROOT}/sms/status`),
};

/** The outcomes a delivery receipt records on a sent message. */
export const DELIVERY_OUTCOMES = ['DELIVERED', 'FAILED'] as const;
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];

/** Failures (bounces, undeliverable texts) after which a phone number or address is unreachable. */
export const UNREACHABLE_AFTER_FAILURES = 2;
