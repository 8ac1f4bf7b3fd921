import { defineMessages } from '../../../i18n/messages';

/** Texts the recovery pages share. */
export const recoveryMessages = defineMessages({
  'recovery.required': { en: '(required)', es: '(obligatorio)' },
  'recovery.contact': {
    en: 'Email address or mobile phone number',
    es: 'Correo electrónico o número de teléfono móvil',
  },
  'recovery.contactHint': {
    en: 'One you confirmed on your account, for example name@example.com or 555-555-0100.',
    es: 'Uno que confirmó en su cuenta, por ejemplo nombre@ejemplo.com o 555-555-0100.',
  },
  'recovery.logIn': { en: 'Log in', es: 'Iniciar sesión' },
  'recovery.forgotUsername': { en: 'Forgot your username?', es: '¿Olvidó su nombre de usuario?' },
  'recovery.forgotPassword': { en: 'Forgot your password?', es: '¿Olvidó su contraseña?' },
  'recovery.startAgain': { en: 'Start again', es: 'Comenzar de nuevo' },
  'recovery.noneTitle': { en: 'Start your password reset', es: 'Comience a restablecer su contraseña' },
  'recovery.none': {
    en: 'There is no password reset in progress in this browser. Start again to get a new code.',
    es: 'No hay un restablecimiento de contraseña en curso en este navegador. Comience de nuevo para recibir un código nuevo.',
  },
  'recovery.office': {
    en: 'If you cannot use any contact method you confirmed, call your local office for help.',
    es: 'Si no puede usar ningún método de contacto que haya confirmado, llame a su oficina local para pedir ayuda.',
  },
});
