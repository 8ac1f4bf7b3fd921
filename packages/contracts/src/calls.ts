import { pathTo, type PathParams, type QueryParams } from './http';
import { DOC_CALLS } from './documents-api';
import { SYSTEM_CALLS } from './system-api';

/**
 * Every call of the API by name (zod-free): what the web client and the tests use to reach a
 * call. Names are unique across features; they are also the OpenAPI operation ids.
 */
export const CALLS = {
  ...SYSTEM_CALLS,
  ...DOC_CALLS,
};
export type CallName = keyof typeof CALLS;

/** The URL of a call: its path with parameters filled and an optional query string. */
export function urlOf(name: CallName, params?: PathParams, query?: QueryParams): string {
  return pathTo(CALLS[name].path, params, query);
}
