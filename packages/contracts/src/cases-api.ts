import { UA_BASE } from './api';
import { call } from './http';

/** The calls about a linked person's cases (spec part 2 §7). No zod here: the browser imports it. */
export const CASES_CALLS = {
  readMyInfoTabDetails: call('GET', `${UA_BASE}/nf_citizen_portal_evidence/read_my_info_tab_details`),
  /** Whether Your information offers Medicaid for the aged, blind or disabled ({id}: the case reference). */
  getEnableAbd: call('GET', `${UA_BASE}/nf_citizen_portal_evidence/get_enable_abd/:id`),
  /** Whether Your information offers Medicaid for the household (MAGI) ({id}: the case reference). */
  getEnableUnifiedMagi: call('GET', `${UA_BASE}/nf_citizen_portal_evidence/getEnableUnifiedMagi/:id`),
};
