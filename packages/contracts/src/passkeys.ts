import { z } from 'zod';
import { endpoints, OkResult } from './endpoint';
import { LoginResult } from './identity';
import { PASSKEY_CALLS, PASSKEY_NAME_MAX } from './passkeys-api';
import { line } from './validation';

export { PASSKEY_CALLS, PASSKEY_NAME_MAX };

/** Contracts of passkeys (WebAuthn, ADR 0131). The browser's answers are checked here, then by the WebAuthn library. */

/** Binary values travel as base64url (the WebAuthn JSON encoding); 16 KB is far above any real one. */
const Base64Url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/);

/** The browser's extension outputs: named by plain words; their values are the library's to read. */
const ExtensionResults = z.record(z.string().regex(/^[A-Za-z0-9]{1,40}$/), z.unknown());

export const PasskeyName = line(PASSKEY_NAME_MAX, 'validation.passkeyName.tooLong').min(1, 'validation.required');

/** What the browser's navigator.credentials.create() gave, as JSON (RegistrationResponseJSON). */
export const PasskeyRegistrationResponse = z.object({
  id: Base64Url.min(1),
  rawId: Base64Url.min(1),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ExtensionResults,
  response: z.object({
    clientDataJSON: Base64Url,
    attestationObject: Base64Url,
    authenticatorData: Base64Url.optional(),
    transports: z
      .array(z.string().regex(/^[a-z-]{1,20}$/))
      .max(10)
      .optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: Base64Url.optional(),
  }),
});

/** What the browser's navigator.credentials.get() gave, as JSON (AuthenticationResponseJSON). */
export const PasskeyAuthenticationResponse = z.object({
  id: Base64Url.min(1),
  rawId: Base64Url.min(1),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ExtensionResults,
  response: z.object({
    clientDataJSON: Base64Url,
    authenticatorData: Base64Url,
    signature: Base64Url,
    userHandle: Base64Url.optional(),
  }),
});

/**
 * The options for the browser's WebAuthn call, made by the server (the WebAuthn library's JSON
 * form); the browser hands them to navigator.credentials unchanged.
 */
export const PasskeyOptions = z.object({ options: z.record(z.string(), z.unknown()) });

export const Passkey = z.object({
  passkeyId: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof Passkey>;
export const PasskeyList = z.object({ passkeys: z.array(Passkey) });

export const PasskeyRegisterRequest = z.object({ name: PasskeyName, response: PasskeyRegistrationResponse });
export type PasskeyRegisterRequest = z.input<typeof PasskeyRegisterRequest>;
export const PasskeyRenameRequest = z.object({ name: PasskeyName });
const PasskeyParams = z.object({ passkeyId: z.uuid() });

/** A username typed before "Sign in with a passkey": the passkey must then be that account's. */
export const PasskeySignInOptionsRequest = z.object({ username: line(64).optional() });
export const PasskeySignInRequest = z.object({ response: PasskeyAuthenticationResponse });
export type PasskeySignInRequest = z.input<typeof PasskeySignInRequest>;

export const PASSKEY_ENDPOINTS = endpoints('passkeys', PASSKEY_CALLS, {
  passkeyList: { summary: "The signed-in account's passkeys", response: PasskeyList },
  passkeyRegistrationOptions: {
    summary: 'Start adding a passkey: a single-use challenge bound to this session (needs a recent sign-in)',
    response: PasskeyOptions,
  },
  passkeyRegister: {
    summary: "Add a passkey: the browser's answer to the challenge, checked for this portal's origin",
    body: PasskeyRegisterRequest,
    response: Passkey,
  },
  passkeyRename: {
    summary: 'Rename one of your passkeys',
    params: PasskeyParams,
    body: PasskeyRenameRequest,
    response: Passkey,
  },
  passkeyRemove: {
    summary: 'Remove one of your passkeys: it no longer signs in (a staff or provider account keeps its last one)',
    params: PasskeyParams,
    response: OkResult,
    errors: [409],
  },
  passkeySignInOptions: {
    summary: 'Start a passkey sign-in: a single-use challenge bound to this browser session',
    body: PasskeySignInOptionsRequest,
    response: PasskeyOptions,
  },
  passkeySignIn: {
    summary: 'Sign in with a passkey: a new full session, no code',
    body: PasskeySignInRequest,
    response: LoginResult,
    errors: [423, 429],
  },
});
