import { API_ROOT } from './api';
import { call } from './http';

/**
 * Passkeys (WebAuthn, ADR 0131): a resident adds passkeys in Account Settings and signs in with
 * one instead of the password and code. Zod-free: the first page loads every call's path.
 */
export const PASSKEY_CALLS = {
  passkeyList: call('GET', `${API_ROOT}/auth/passkeys`),
  passkeyRegistrationOptions: call('POST', `${API_ROOT}/auth/passkeys/registration-options`),
  passkeyRegister: call('POST', `${API_ROOT}/auth/passkeys`),
  passkeyRename: call('PUT', `${API_ROOT}/auth/passkeys/:passkeyId`),
  passkeyRemove: call('DELETE', `${API_ROOT}/auth/passkeys/:passkeyId`),
  passkeySignInOptions: call('POST', `${API_ROOT}/auth/passkey-login/options`),
  passkeySignIn: call('POST', `${API_ROOT}/auth/passkey-login`),
};

/** The longest name of a passkey ("Ana's phone"). */
export const PASSKEY_NAME_MAX = 60;
