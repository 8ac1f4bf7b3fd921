import { API_ROOT } from './api';
import { call } from './http';

/**
 * Sign-in with the state's identity provider (OpenID Connect, ADR 0104). Both calls are browser
 * navigations, not fetches: the start call redirects to the provider, the provider redirects the
 * browser back to the callback, which signs in and redirects to the single-sign-on return screen.
 */
export const FEDERATION_CALLS = {
  federationStart: call('GET', `${API_ROOT}/auth/oidc/start`),
  federationCallback: call('GET', `${API_ROOT}/auth/oidc/callback`),
};

/**
 * Why a provider sign-in did not finish, as the callback puts it in the return screen's
 * `error` query parameter. The web shows its own translated text for each.
 */
export const FEDERATION_FAILURES = ['OFF', 'UNAVAILABLE', 'REFUSED', 'EXPIRED', 'STATE_MISMATCH', 'FAILED'] as const;
export type FederationFailure = (typeof FEDERATION_FAILURES)[number];
