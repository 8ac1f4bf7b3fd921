import { UA_BASE } from './api';
import { call } from './http';

/** The caseworker-information read (spec part 1 §7). No zod here: the browser imports it. */
export const CASEWORKER_CALLS = {
  listCwInfo: call('GET', `${UA_BASE}/nf_citizen_account/list_cwinfo`),
};
