import { UA_BASE } from './api';
import { call } from './http';

/**
 * Values of the shell the browser needs on its first page. Kept free of zod, so importing
 * them does not bring the schema library into the first page's JavaScript.
 */

/** The dashboard read (spec part 1 §4; the spec does not name its call). */
export const DASHBOARD_CALLS = {
  dashboard: call('GET', `${UA_BASE}/nf_citizen_workspace/dashboard`),
};

/** Spec part 1 §3.1: recordStatus RST1 means an active configured link. */
export const LINK_STATUS_ACTIVE = 'RST1';
/** Link groups whose links are the banner alerts (spec part 1 §2.3). */
export const BANNER_GROUPS = ['NFBSBNR01', 'NFBSBNR02'] as const;
/** Footer links come in pairs by locale: [English id, Spanish id]. */
export const FOOTER_LINK_IDS = {
  enrollmentBroker: [69, 70],
  findAnOffice: [71, 72],
  department: [73, 74],
  healthcare: [75, 76],
} as const;
