import { call } from './http';

/**
 * Paths of the calls, relative to the server root. The spec's calls sit under UA_BASE with
 * the spec's own spelling; the portal's own (sign-in, session, staff) sit beside them.
 */
export const API_ROOT = '/api/v1';
export const UA_BASE = `${API_ROOT}/ua`;
export const WORKER_BASE = `${API_ROOT}/worker`;

/** The staff side's own read: who is signed in and their office. */
export const WORKER_CALLS = {
  workerMe: call('GET', `${WORKER_BASE}/me`),
};

export const API = {
  userAccountLogin: `${UA_BASE}/user_account_login`,
  presumptiveUser: `${UA_BASE}/nf_hcrgetpresumptiveuser/presumptive`,
  linkedUser: `${UA_BASE}/nf_citizen_account/linked_user`,
  authRepDisplay: `${UA_BASE}/nf_authrep/epass_display_enabled`,
  newbornLinked: `${UA_BASE}/nf_deemed_new_born/is_anb_loggedin_user_linked`,

  login: `${API_ROOT}/auth/login`,
  logout: `${API_ROOT}/auth/logout`,
  signUp: `${API_ROOT}/auth/signup`,
  session: `${API_ROOT}/session`,
  sessionKeepAlive: `${API_ROOT}/session/keepalive`,

  /** Read by the identity tests until they use urlOf('workerMe'). */
  workerMe: WORKER_CALLS.workerMe.path,
} as const;

/** Cookie and header names shared by server and client. */
export const SESSION_COOKIE = 'portal_sid';
export const CSRF_COOKIE = 'portal_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const LOCALE_COOKIE = 'portal_locale';
