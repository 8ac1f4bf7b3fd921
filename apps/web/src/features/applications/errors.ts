import { ApiRequestError } from '../../api/client';

/** Field messages of a refused page or submission (the server already translated them). */
export function fieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  return Object.fromEntries(error.errors.filter((e) => e.field).map((e) => [e.field!, e.message]));
}


const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether a path's id can name a record at all (the others are "page not found" without a call). */
export const isRecordId = (id: string) => UUID.test(id);

/** A record that is not there (or not the person's): show "page not found", not an error. */
export const isNotFound = (error: unknown) => error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
