import { ROUTES } from '@portal/contracts/routes';

/** A returnTo value is followed only if it is a path of this site (never another origin). */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return ROUTES.account;
  return value;
}

/** The query string carrying returnTo along the sign-in pages. */
export function withReturnTo(path: string, returnTo: string | null): string {
  return returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path;
}
