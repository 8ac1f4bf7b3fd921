import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { defineMessages } from '../i18n/messages';

/*
 * The browser's half of passkeys (ADR 0131), shared by the sign-in page and Account Settings.
 * @simplewebauthn/browser is loaded only when a person presses a passkey button, so the pages
 * that never use it do not carry it (budget.spec.ts).
 */

/** Why a passkey ceremony did not give an answer to send. */
export type PasskeyProblem = 'unsupported' | 'cancelled' | 'already' | 'failed';

export class PasskeyCeremonyError extends Error {
  constructor(readonly problem: PasskeyProblem) {
    super(`passkey ceremony: ${problem}`);
  }
}

export const passkeyMessages = defineMessages({
  'passkey.unsupported': {
    en: 'This browser cannot use passkeys. Use an up-to-date browser, or log in with your username and password.',
    es: 'Este navegador no puede usar llaves de acceso. Use un navegador actualizado o inicie sesión con su nombre de usuario y contraseña.',
  },
  'passkey.cancelled': {
    en: 'The passkey request was cancelled or timed out. Nothing was changed. You can try again.',
    es: 'La solicitud de la llave de acceso se canceló o se agotó el tiempo. No se cambió nada. Puede intentarlo de nuevo.',
  },
  'passkey.already': {
    en: 'This device already has a passkey for your account.',
    es: 'Este dispositivo ya tiene una llave de acceso para su cuenta.',
  },
  'passkey.failed': {
    en: 'Your device could not use a passkey. Try again, or use another device.',
    es: 'Su dispositivo no pudo usar una llave de acceso. Inténtelo de nuevo o use otro dispositivo.',
  },
});

function problemOf(err: unknown): PasskeyProblem {
  const { name, code } = (err ?? {}) as { name?: string; code?: string };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return 'already';
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  return 'failed';
}

async function library() {
  const lib = await import('@simplewebauthn/browser');
  if (!lib.browserSupportsWebAuthn()) throw new PasskeyCeremonyError('unsupported');
  return lib;
}

/** Asks the device to make a passkey for the server's options; the answer to send back. */
export async function createPasskey(options: Record<string, unknown>): Promise<RegistrationResponseJSON> {
  const lib = await library();
  try {
    return await lib.startRegistration({ optionsJSON: options as never });
  } catch (err) {
    throw new PasskeyCeremonyError(problemOf(err));
  }
}

/** Asks the device to sign the server's challenge with one of its passkeys for this portal. */
export async function getPasskey(options: Record<string, unknown>): Promise<AuthenticationResponseJSON> {
  const lib = await library();
  try {
    return await lib.startAuthentication({ optionsJSON: options as never });
  } catch (err) {
    throw new PasskeyCeremonyError(problemOf(err));
  }
}
