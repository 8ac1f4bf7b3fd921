import { z } from 'zod';
import type { Call, Method } from './http';

/** What a call takes and answers: the zod schemas the server validates with and documents. */
export interface EndpointSchemas {
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer of a success (200). For a file answer, the schema of `produces`. */
  response: z.ZodType;
  /** Media type of an answer that is not JSON (a PDF, an uploaded file). */
  produces?: string;
  /** Error statuses worth documenting beyond the usual 400/401/403/404 of every call. */
  errors?: readonly number[];
}

/** The `response` of a call that answers a file (with `produces`): its bytes. */
export const FileResponse = z.string().meta({ format: 'binary' });

/** The answer of a call that only says it was done. */
export const OkResult = z.object({ isSuccess: z.boolean() });

export type Endpoint = Call & EndpointSchemas & { tag: string };

/**
 * Joins a feature's call table (method + path, zod-free) with the schemas of each call; the
 * type requires a schema entry for every call and no more, so the two halves cannot drift.
 */
export function endpoints<C extends Record<string, Call>, S extends { [K in keyof C]: EndpointSchemas }>(
  tag: string,
  calls: C,
  schemas: S & Record<Exclude<keyof S, keyof C>, never>,
): { [K in keyof C]: C[K] & S[K] & { tag: string } } {
  const joined: Record<string, Endpoint> = {};
  for (const name of Object.keys(calls)) joined[name] = { ...calls[name]!, ...schemas[name]!, tag };
  return joined as { [K in keyof C]: C[K] & S[K] & { tag: string } };
}

type Input<T> = T extends z.ZodType ? z.input<T> : never;
type Output<T> = T extends z.ZodType ? z.output<T> : never;

/** What a caller passes: only the parts the call has. */
export type RequestOf<E extends Endpoint> = (E extends { params: z.ZodType }
  ? { params: Input<E['params']> }
  : unknown) &
  (E extends { query: z.ZodType } ? { query: Input<E['query']> } : unknown) &
  (E extends { body: z.ZodType } ? { body: Input<E['body']> } : unknown);

/** What a handler receives once the server validated the request. */
export interface ValidatedRequestOf<E extends Endpoint> {
  Params: E extends { params: z.ZodType } ? Output<E['params']> : unknown;
  Querystring: E extends { query: z.ZodType } ? Output<E['query']> : unknown;
  Body: E extends { body: z.ZodType } ? Output<E['body']> : unknown;
}

export type ResponseOf<E extends Endpoint> = Output<E['response']>;

/** True when a call needs no request parts (so a client may call it with its name alone). */
export type TakesNothing<E extends Endpoint> = E extends
  { params: z.ZodType } | { query: z.ZodType } | { body: z.ZodType }
  ? false
  : true;

export type { Call, Method };
