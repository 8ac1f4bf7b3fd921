import { ACCOUNT_CALLS, ALERTS_CALLS, DEV_CALLS, MFA_RESIDENT_CALLS, PROOFING_CALLS } from './account-api';
import { IDENTITY_CALLS } from './api';
import { APPEAL_RESIDENT_CALLS } from './appeals-api';
import { APP_RESIDENT_CALLS } from './applications-api';
import { AUTHREP_CALLS } from './authrep-api';
import { CASEWORKER_CALLS } from './caseworker-api';
import { CASES_CALLS } from './cases-api';
import { CHANGE_RESIDENT_CALLS } from './changes-api';
import { DELIVERY_RESIDENT_CALLS } from './delivery-api';
import { COMMUNICATION_RESIDENT_CALLS } from './communications-api';
import { RESIDENT_DOC_CALLS } from './documents-api';
import { FEDERATION_CALLS } from './federation-api';
import { pathTo, type PathParams, type QueryParams } from './http';
import { PASSKEY_CALLS } from './passkeys-api';
import { RECOVERY_CALLS } from './recovery-api';
import { DASHBOARD_CALLS } from './shell-constants';
import { SYSTEM_CALLS } from './system-api';

/**
 * The calls of the residents' pages (zod-free), apart from the staff console's (calls-staff.ts)
 * so a phone loading the portal does not download the paths of staff calls. CALLS (calls.ts)
 * is both.
 */
export const RESIDENT_CALLS = {
  ...SYSTEM_CALLS,
  ...IDENTITY_CALLS,
  ...MFA_RESIDENT_CALLS,
  ...APP_RESIDENT_CALLS,
  ...RESIDENT_DOC_CALLS,
  ...DASHBOARD_CALLS,
  ...ACCOUNT_CALLS,
  ...ALERTS_CALLS,
  ...PROOFING_CALLS,
  ...CASEWORKER_CALLS,
  ...CASES_CALLS,
  ...CHANGE_RESIDENT_CALLS,
  ...APPEAL_RESIDENT_CALLS,
  ...AUTHREP_CALLS,
  ...COMMUNICATION_RESIDENT_CALLS,
  ...DEV_CALLS,
  ...FEDERATION_CALLS,
  ...RECOVERY_CALLS,
  ...PASSKEY_CALLS,
  ...DELIVERY_RESIDENT_CALLS,
};
export type ResidentCallName = keyof typeof RESIDENT_CALLS;

/** The URL of a resident call: its path with parameters filled and an optional query string. */
export function urlOf(name: ResidentCallName, params?: PathParams, query?: QueryParams): string {
  return pathTo(RESIDENT_CALLS[name].path, params, query);
}
