import { call } from './http';

/**
 * Paths of the calls, relative to the server root. The spec's calls sit under UA_BASE with
 * the spec's own spelling; the portal's own (sign-in, session, staff) sit beside them.
 */
export const API_ROOT = '/api/v1';
export const UA_BASE = `${API_ROOT}/ua`;
export const WORKER_BASE = `${API_ROOT}/worker`;

/** Sign-in, sign-up, the session and the signed-in account's flags (spec part 1 §3, §7). */
export const IDENTITY_CALLS = {
  userAccountLogin: call('GET', `${UA_BASE}/user_account_login`),
  presumptiveUser: call('GET', `${UA_BASE}/nf_hcrgetpresumptiveuser/presumptive`),
  linkedUser: call('GET', `${UA_BASE}/nf_citizen_account/linked_user`),
  authRepDisplay: call('GET', `${UA_BASE}/nf_authrep/epass_display_enabled`),
  newbornLinked: call('GET', `${UA_BASE}/nf_deemed_new_born/is_anb_loggedin_user_linked`),
  login: call('POST', `${API_ROOT}/auth/login`),
  logout: call('POST', `${API_ROOT}/auth/logout`),
  signUp: call('POST', `${API_ROOT}/auth/signup`),
  changePassword: call('POST', `${API_ROOT}/auth/password`),
  sessionStatus: call('GET', `${API_ROOT}/session`),
  sessionKeepAlive: call('POST', `${API_ROOT}/session/keepalive`),
};

/** Cookie and header names shared by server and client. */
export const SESSION_COOKIE = 'portal_sid';
export const CSRF_COOKIE = 'portal_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const LOCALE_COOKIE = 'portal_locale';
