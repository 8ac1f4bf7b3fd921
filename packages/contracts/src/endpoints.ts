import { ACCOUNT_ENDPOINTS, ALERTS_ENDPOINTS, DEV_ENDPOINTS, OUTBOX_ENDPOINTS, PROOFING_ENDPOINTS } from './account';
import type { CallName } from './calls';
import { CASEWORKER_ENDPOINTS } from './caseworker';
import { CASES_ENDPOINTS } from './cases';
import { CASE_STAFF_ENDPOINTS } from './case-page';
import { CHANGE_ENDPOINTS } from './changes';
import { COMMUNICATION_ENDPOINTS } from './communications';
import type { Endpoint, RequestOf, ResponseOf, TakesNothing } from './endpoint';
import { APP_ENDPOINTS } from './applications';
import { APPEAL_ENDPOINTS } from './appeals';
import { AUTHREP_ENDPOINTS } from './authrep';
import { DELIVERY_ENDPOINTS } from './delivery';
import { DOC_ENDPOINTS } from './documents';
import { DASHBOARD_ENDPOINTS } from './shell';
import { FEDERATION_ENDPOINTS } from './federation';
import { IDENTITY_ENDPOINTS } from './identity';
import { MASS_COMM_ENDPOINTS } from './mass-communications';
import { MESSAGING_ENDPOINTS } from './messaging';
import { NEWBORN_ENDPOINTS, NEWBORN_STAFF_ENDPOINTS } from './newborn';
import { MFA_ENDPOINTS } from './mfa';
import { PASSKEY_ENDPOINTS } from './passkeys';
import { PRESUMPTIVE_ENDPOINTS } from './presumptive';
import { ORG_ENDPOINTS, PROVISIONING_ENDPOINTS } from './organisations';
import { RECOVERY_ENDPOINTS } from './recovery';
import { STAFFADMIN_ENDPOINTS } from './staffadmin';
import { SYSTEM_ENDPOINTS } from './system';
import { WORKER_ENDPOINTS } from './worker';

/**
 * The endpoint table: every call's method, path and schemas. The server registers each route
 * from it (platform/http/endpoint.ts) and the web client types each call with it (as a type only).
 */
export const ENDPOINTS = {
  ...SYSTEM_ENDPOINTS,
  ...IDENTITY_ENDPOINTS,
  ...MFA_ENDPOINTS,
  ...PASSKEY_ENDPOINTS,
  ...APP_ENDPOINTS,
  ...DOC_ENDPOINTS,
  ...DASHBOARD_ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
  ...ALERTS_ENDPOINTS,
  ...PROOFING_ENDPOINTS,
  ...CASEWORKER_ENDPOINTS,
  ...CASES_ENDPOINTS,
  ...CASE_STAFF_ENDPOINTS,
  ...CHANGE_ENDPOINTS,
  ...APPEAL_ENDPOINTS,
  ...AUTHREP_ENDPOINTS,
  ...COMMUNICATION_ENDPOINTS,
  ...MESSAGING_ENDPOINTS,
  ...MASS_COMM_ENDPOINTS,
  ...NEWBORN_ENDPOINTS,
  ...NEWBORN_STAFF_ENDPOINTS,
  ...WORKER_ENDPOINTS,
  ...DEV_ENDPOINTS,
  ...OUTBOX_ENDPOINTS,
  ...FEDERATION_ENDPOINTS,
  ...RECOVERY_ENDPOINTS,
  ...PRESUMPTIVE_ENDPOINTS,
  ...PROVISIONING_ENDPOINTS,
  ...ORG_ENDPOINTS,
  ...STAFFADMIN_ENDPOINTS,
  ...DELIVERY_ENDPOINTS,
} satisfies Record<CallName, Endpoint>;

export type Endpoints = typeof ENDPOINTS;
export type RequestFor<K extends CallName> = RequestOf<Endpoints[K]>;
export type ResponseFor<K extends CallName> = ResponseOf<Endpoints[K]>;
export type TakesNothingFor<K extends CallName> = TakesNothing<Endpoints[K]>;
