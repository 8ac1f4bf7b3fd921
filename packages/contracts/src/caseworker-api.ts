import { UA_BASE } from './api';

/** Path of the caseworker-information read (spec part 1 §7). No zod here: the browser imports it. */
export const CASEWORKER_API = {
  listCwInfo: `${UA_BASE}/nf_citizen_account/list_cwinfo`,
} as const;
