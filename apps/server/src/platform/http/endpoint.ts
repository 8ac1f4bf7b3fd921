import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  ENDPOINTS,
  ErrorBody,
  FileResponse,
  type CallName,
  type Endpoints,
  type ResponseOf,
  type ValidatedRequestOf,
} from '@portal/contracts';
import type { Access } from './context';

export type EndpointRequest<K extends CallName> = FastifyRequest<ValidatedRequestOf<Endpoints[K]>>;
/** A handler answers the call's response, or sends its own reply (a file, a redirect). */
export type EndpointHandler<K extends CallName> = (
  req: EndpointRequest<K>,
  reply: FastifyReply,
) => Promise<ResponseOf<Endpoints[K]> | FastifyReply>;

export interface EndpointOptions {
  /** Who may call (checked by the platform before the handler runs). */
  access: Access;
  bodyLimit?: number;
  /** Fastify hooks of this route only (e.g. a preValidation that streams a multipart body). */
  hooks?: Pick<RouteShorthandOptions, 'preValidation' | 'preHandler' | 'onRequest' | 'onResponse'>;
}

/**
 * The access each registered call was given, by call name: tests read it to cover every call of a
 * kind (the office matrix covers every staff call, features/worker/office-matrix.test.ts).
 */
export const registeredAccess = new Map<CallName, Access>();

/**
 * Registers one call of the endpoint table: method, path and schemas come from packages/contracts,
 * so every route validates its request, serialises (and documents) its answer the same way.
 */
export function endpoint<K extends CallName>(
  app: FastifyInstance,
  name: K,
  options: EndpointOptions,
  handler: EndpointHandler<K>,
) {
  const e: Endpoints[K] & Partial<Record<'params' | 'query' | 'body' | 'produces' | 'errors', unknown>> =
    ENDPOINTS[name];
  registeredAccess.set(name, options.access);
  const errors = Object.fromEntries(
    ((e.errors as readonly number[] | undefined) ?? []).map((status) => [status, ErrorBody]),
  );
  const success = e.produces
    ? { description: e.summary, content: { [e.produces as string]: { schema: FileResponse } } }
    : e.response;
  app.route({
    method: e.method,
    url: e.path,
    config: { access: options.access, name },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...options.hooks,
    schema: {
      operationId: name,
      tags: [e.tag],
      summary: e.summary,
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      response: { 200: success, ...errors },
    },
    handler: handler as (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
