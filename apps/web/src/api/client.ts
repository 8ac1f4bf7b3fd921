import { CSRF_COOKIE, CSRF_HEADER } from '@portal/contracts/api';
import type { ApiError } from '@portal/contracts';
import type { CallName } from '@portal/contracts/calls';
import type { RequestFor, ResponseFor, TakesNothingFor } from '@portal/contracts/endpoints';
import { RESIDENT_CALLS, type ResidentCallName } from '@portal/contracts/calls-resident';
import { pathTo, type Call, type PathParams, type QueryParams } from '@portal/contracts/http';

/** A call that failed: the HTTP status and the server's errors (spec part 1 §8 shape). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiError[],
    /** 'network' when the server could not be reached, 'timeout' when it did not answer in time. */
    readonly kind: 'http' | 'network' | 'timeout' = 'http',
  ) {
    super(errors[0]?.message ?? kind);
    // A name that survives minification, so logs and browser tests can tell these errors apart.
    this.name = 'ApiRequestError';
  }

  get code(): string {
    return this.errors[0]?.code ?? this.kind.toUpperCase();
  }

  /** The message for a field, if the server named one. */
  fieldError(field: string): ApiError | undefined {
    return this.errors.find((e) => e.field === field);
  }
}

/** A call gets 60 seconds to finish (docs/ARCHITECTURE.md: the client's limits). */
const CALL_TIMEOUT_MS = 60_000;

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

async function apiFetch<T>(method: string, path: string, body?: unknown, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (body !== undefined && !(body instanceof FormData)) headers.set('content-type', 'application/json');
  if (method !== 'GET' && method !== 'HEAD') {
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers.set(CSRF_HEADER, csrf);
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CALL_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(path, {
      ...init,
      method,
      headers,
      credentials: 'same-origin',
      signal: init.signal ?? controller.signal,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch (err) {
    const timedOut = controller.signal.aborted;
    throw new ApiRequestError(0, [], timedOut ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
  const text = await res.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const errors = (data as { errors?: ApiError[] } | undefined)?.errors ?? [];
    throw new ApiRequestError(res.status, errors);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A call with no request parts may be made with its name alone. */
export type CallArgs<K extends CallName> =
  TakesNothingFor<K> extends true ? [request?: RequestFor<K>] : [request: RequestFor<K>];

/*
 * From the moment a logout is sent until the client state is reset (app/session.ts), calls that
 * need the session are not sent: the server would refuse them (401) as soon as the session ends,
 * and the page that asked is being left. A read that starts then (a page part whose code arrived
 * late, say) fails here instead. The logout itself and the reads every visitor makes still go.
 */
let sessionEnding = false;
const OPEN_WHILE_ENDING: ReadonlySet<string> = new Set(
  (['logout', 'systemConfigurations', 'userAccountLogin', 'externalUrlConfig'] as const).map(
    (name) => RESIDENT_CALLS[name].path,
  ),
);

/** Marks the session as ending (a logout sent) or not (the logout failed, or the state is reset). */
export function markSessionEnding(ending: boolean): void {
  sessionEnding = ending;
}

/** Whether a logout is under way: see markSessionEnding. */
export function isSessionEnding(): boolean {
  return sessionEnding;
}

/** Makes a call given its method and path, its request parts typed by the call's schemas. */
export function callAt<K extends CallName>({ method, path }: Call, request?: RequestFor<K>): Promise<ResponseFor<K>> {
  if (sessionEnding && !OPEN_WHILE_ENDING.has(path)) return Promise.reject(new ApiRequestError(401, []));
  const parts = (request ?? {}) as { params?: PathParams; query?: QueryParams; body?: unknown };
  const body = parts.body ?? (method === 'POST' || method === 'PUT' ? {} : undefined);
  return apiFetch<ResponseFor<K>>(method, pathTo(path, parts.params, parts.query), body);
}

/**
 * Makes one residents' call of the endpoint table by name: its method and path come from the
 * contracts, and the request and answer are typed by the call's schemas (as types only: no zod
 * here). Staff pages call through api/staff.ts.
 */
export function call<K extends ResidentCallName>(name: K, ...[request]: CallArgs<K>): Promise<ResponseFor<K>> {
  return callAt<K>(RESIDENT_CALLS[name] as Call, request);
}
