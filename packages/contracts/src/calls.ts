import { ACCOUNT_CALLS, ALERTS_CALLS, DEV_CALLS, MFA_CALLS, OUTBOX_CALLS, PROOFING_CALLS } from './account-api';
import { IDENTITY_CALLS, WORKER_CALLS } from './api';
import { CASEWORKER_CALLS } from './caseworker-api';
import { CASES_CALLS } from './cases-api';
import { CHANGE_CALLS } from './changes-api';
import { COMMUNICATION_CALLS } from './communications-api';
import { pathTo, type PathParams, type QueryParams } from './http';
import { APP_CALLS } from './applications-api';
import { APPEAL_CALLS } from './appeals-api';
import { DOC_CALLS } from './documents-api';
import { DASHBOARD_CALLS } from './shell-constants';
import { FEDERATION_CALLS } from './federation-api';
import { RECOVERY_CALLS } from './recovery-api';
import { SYSTEM_CALLS } from './system-api';

/**
 * Every call of the API by name (zod-free): what the web client and the tests use to reach a
 * call. Names are unique across features; they are also the OpenAPI operation ids.
 */
export const CALLS = {
  ...SYSTEM_CALLS,
  ...IDENTITY_CALLS,
  ...MFA_CALLS,
  ...APP_CALLS,
  ...DOC_CALLS,
  ...DASHBOARD_CALLS,
  ...ACCOUNT_CALLS,
  ...ALERTS_CALLS,
  ...PROOFING_CALLS,
  ...CASEWORKER_CALLS,
  ...CASES_CALLS,
  ...CHANGE_CALLS,
  ...APPEAL_CALLS,
  ...COMMUNICATION_CALLS,
  ...WORKER_CALLS,
  ...DEV_CALLS,
  ...OUTBOX_CALLS,
  ...FEDERATION_CALLS,
  ...RECOVERY_CALLS,
};
export type CallName = keyof typeof CALLS;

/** The URL of a call: its path with parameters filled and an optional query string. */
export function urlOf(name: CallName, params?: PathParams, query?: QueryParams): string {
  return pathTo(CALLS[name].path, params, query);
}
