import { defineMessages } from '../../../i18n/messages';

/** Texts shared by the code-step pages. */
export const mfaMessages = defineMessages({
  'mfa.required': { en: '(required)', es: '(obligatorio)' },
  'mfa.learnMore': {
    en: 'Learn more about two-step verification',
    es: 'Más información sobre la verificación en dos pasos',
  },
  'mfa.unable': { en: 'I cannot use any of these', es: 'No puedo usar ninguno de estos' },
  'mfa.startAgain': { en: 'Start again', es: 'Comenzar de nuevo' },
  'mfa.loading': { en: 'Loading your contact methods…', es: 'Cargando sus métodos de contacto…' },
});
