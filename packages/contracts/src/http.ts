/**
 * The zod-free half of the endpoint table: each call's method and path pattern, and the one
 * builder that turns a pattern into a URL. The web app imports this at run time; the schemas
 * of each call (endpoint.ts) reach it as types only, so zod never enters the browser bundle.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Call<M extends Method = Method, P extends string = string> {
  readonly method: M;
  /** The path pattern, `:name` for each path parameter (Fastify's and the router's syntax). */
  readonly path: P;
}

/** A call's method and path. Marked free of side effects so a bundle drops the calls it never makes. */
/* @__NO_SIDE_EFFECTS__ */
export const call = <M extends Method, P extends string>(method: M, path: P): Call<M, P> => ({ method, path });

export type PathParams = Record<string, string | number>;
export type QueryParams = Record<string, string | number | boolean | undefined>;

/**
 * Fills the `:params` of a path pattern (each value encoded) and appends a query string.
 * The one path builder of the project: screens (ROUTES) and calls use it alike.
 */
export function pathTo(pattern: string, params: PathParams = {}, query?: QueryParams): string {
  const path = pattern.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
