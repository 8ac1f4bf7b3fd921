import { Navigate, type RouteObject } from '../router';

/**
 * A route constant of the specification whose screen is another one's: it sends the person there
 * (the address is replaced, so Back does not bounce). ADR 0126 names each and why.
 */
export function redirectTo(to: string): Pick<RouteObject, 'element'> {
  return { element: <Navigate to={to} replace /> };
}
