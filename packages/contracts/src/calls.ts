import { RESIDENT_CALLS } from './calls-resident';
import { STAFF_CALLS } from './calls-staff';
import { MESSAGING_RESIDENT_CALLS } from './messaging-api';
import { NEWBORN_CALLS } from './newborn-api';
import { ORG_RESIDENT_CALLS } from './organisations-api';
import { PRESUMPTIVE_CALLS } from './presumptive-api';
import { pathTo, type PathParams, type QueryParams } from './http';

/**
 * Every call of the API by name (zod-free): what the server and the tests use to reach a call.
 * Names are unique across features; they are also the OpenAPI operation ids. The web app takes
 * the residents' (calls-resident.ts), the secure messages', the newborn referrals', the
 * organisations' and the presumptive providers' (messaging-api.ts, newborn-api.ts,
 * organisations-api.ts, presumptive-api.ts, loaded with those pages only) and the staff
 * console's (calls-staff.ts) apart.
 */
export const CALLS = {
  ...RESIDENT_CALLS,
  ...MESSAGING_RESIDENT_CALLS,
  ...NEWBORN_CALLS,
  ...ORG_RESIDENT_CALLS,
  ...PRESUMPTIVE_CALLS,
  ...STAFF_CALLS,
};
export type CallName = keyof typeof CALLS;

/** The URL of a call: its path with parameters filled and an optional query string. */
export function urlOf(name: CallName, params?: PathParams, query?: QueryParams): string {
  return pathTo(CALLS[name].path, params, query);
}
