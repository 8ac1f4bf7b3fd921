import type { CallName } from './calls';
import type { Endpoint, RequestOf, ResponseOf, TakesNothing } from './endpoint';
import { DOC_ENDPOINTS } from './documents';
import { SYSTEM_ENDPOINTS } from './system';

/**
 * The endpoint table: every call's method, path and schemas. The server registers each route
 * from it (platform/http/endpoint.ts) and the web client types each call with it (as a type only).
 */
export const ENDPOINTS = {
  ...SYSTEM_ENDPOINTS,
  ...DOC_ENDPOINTS,
} satisfies Record<CallName, Endpoint>;

export type Endpoints = typeof ENDPOINTS;
export type RequestFor<K extends CallName> = RequestOf<Endpoints[K]>;
export type ResponseFor<K extends CallName> = ResponseOf<Endpoints[K]>;
export type TakesNothingFor<K extends CallName> = TakesNothing<Endpoints[K]>;
