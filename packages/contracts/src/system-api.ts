import { API_ROOT, UA_BASE } from './api';
import { call } from './http';

/** Calls of the system area (spec part 1 §3.1–3.2): public settings, links and code tables. */
export const SYSTEM_CALLS = {
  systemConfigurations: call('GET', `${UA_BASE}/system_configurations`),
  externalUrlConfig: call('GET', `${UA_BASE}/nf_external_URL_config`),
  codeTable: call('GET', `${API_ROOT}/codetables/:tableName`),
  /** A click on a link worth counting (the voter-registration link of a confirmation). */
  countClick: call('POST', `${UA_BASE}/nf_counter/:counterTypeCode`),
};

/** What nf_counter counts: clicks on the voter-registration link. */
export const COUNTER_TYPES = ['VOTER_REGISTRATION'] as const;
export type CounterType = (typeof COUNTER_TYPES)[number];
