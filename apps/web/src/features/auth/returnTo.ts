import { ROUTES } from '@portal/contracts/routes';

/**
 * A returnTo value is followed only if it is a path of this site (never another origin); without
 * one the person lands where their work is (`landing`: the dashboard, or the staff console).
 */
export function safeReturnTo(value: string | null | undefined, landing: string = ROUTES.account): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return landing;
  return value;
}

/** The query string carrying returnTo along the sign-in pages. */
export function withReturnTo(path: string, returnTo: string | null): string {
  return returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path;
}
