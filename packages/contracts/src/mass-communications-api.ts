import { UA_BASE, WORKER_BASE } from './api';
import { call } from './http';

/**
 * Mass communications (spec part 2 §7 "Secure inbox and e-notices"): staff write one message in
 * English and Spanish to everyone a filter finds, or send a health-department alert to the people
 * who opted in to alerts. No zod: the staff page imports it.
 */
const MASS = `${UA_BASE}/nf_mass_communication`;
export const MASS_COMM_STAFF_CALLS = {
  /** Who the filter finds and how each prefers to be reached (the spec's mass-communication preference). */
  massCommPreview: call('POST', `${MASS}/view_pref_method`),
  createMassComm: call('POST', `${MASS}/create_mass_comm`),
  updateMassCommunication: call('POST', `${MASS}/update_mass_communication`),
  cancelMassCommunication: call('POST', `${MASS}/cancel_mass_communication`),
  /** The staff page's list: what was written, its status and how many were sent or failed. */
  workerMassCommunications: call('GET', `${WORKER_BASE}/mass_communications`),
};

/** GENERAL: people on cases a filter finds; ALERTS: the people who opted in to alerts (administrators only). */
export const MASS_COMM_KINDS = ['GENERAL', 'ALERTS'] as const;
export type MassCommKind = (typeof MASS_COMM_KINDS)[number];
/** SCHEDULED (nothing queued yet), SENDING, SENT (all queued), CANCELLED. */
export const MASS_COMM_STATUSES = ['SCHEDULED', 'SENDING', 'SENT', 'CANCELLED'] as const;
export type MassCommStatus = (typeof MASS_COMM_STATUSES)[number];

export const MASS_COMM_SUBJECT_MAX = 120;
/** Short enough for a few text-message parts. */
export const MASS_COMM_TEXT_MAX = 1000;
/** How far ahead a message may be scheduled. */
export const MASS_COMM_MAX_DAYS_AHEAD = 90;
/** How many of the people found the preview lists by name. */
export const MASS_COMM_PREVIEW_LIST = 10;
