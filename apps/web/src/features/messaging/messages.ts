import { defineMessages } from '../../i18n/messages';

/** Texts of the secure messages page and the text-message opt-in. */
export const messagingMessages = defineMessages({
  'secure.title': { en: 'Secure messages', es: 'Mensajes seguros' },
  'secure.intro': {
    en: 'Messages from your caseworker about your case. Only you can read them, after you sign in. You can answer each one here.',
    es: 'Mensajes de su trabajador social sobre su caso. Solo usted puede leerlos, después de iniciar sesión. Puede responder cada uno aquí.',
  },
  'secure.notLinked': {
    en: 'Your caseworker can write to you here once your account is an enhanced account linked to your case. Confirming your identity takes less than five minutes.',
    es: 'Su trabajador social podrá escribirle aquí cuando su cuenta sea una cuenta mejorada vinculada a su caso. Confirmar su identidad toma menos de cinco minutos.',
  },
  'secure.delinked': {
    en: 'The extra features of your account are turned off, so secure messages cannot be shown. Contact your local county office to turn them back on.',
    es: 'Las funciones adicionales de su cuenta están desactivadas, así que no se pueden mostrar los mensajes seguros. Comuníquese con la oficina local de su condado para volver a activarlas.',
  },
  'secure.unread': {
    en: '{count, plural, =0 {You have read every message.} one {You have 1 unread message.} other {You have # unread messages.}}',
    es: '{count, plural, =0 {Ha leído todos sus mensajes.} one {Tiene 1 mensaje sin leer.} other {Tiene # mensajes sin leer.}}',
  },
  'secure.none': { en: 'You have no secure messages.', es: 'No tiene mensajes seguros.' },
  'secure.new': { en: 'New', es: 'Nuevo' },
  'secure.from': { en: 'From {name}, {date}, case {reference}', es: 'De {name}, {date}, caso {reference}' },
  'secure.yourReply': { en: 'Your reply, {date}', es: 'Su respuesta, {date}' },
  'secure.read': { en: 'Read the message', es: 'Leer el mensaje' },
  'secure.reply': { en: 'Reply', es: 'Responder' },
  'secure.replyLabel': { en: 'Your reply', es: 'Su respuesta' },
  'secure.replyHint': {
    en: 'Up to {max} characters. Your caseworker reads it in the office; for an emergency, call the office.',
    es: 'Hasta {max} caracteres. Su trabajador social lo lee en la oficina; para una emergencia, llame a la oficina.',
  },
  'secure.required': { en: '(required)', es: '(obligatorio)' },
  'secure.send': { en: 'Send reply', es: 'Enviar respuesta' },
  'secure.cancel': { en: 'Cancel', es: 'Cancelar' },
  'secure.sent': { en: 'Your reply was sent to your caseworker.', es: 'Su respuesta se envió a su trabajador social.' },
  'secure.textsTitle': { en: 'Text messages', es: 'Mensajes de texto' },
  'secure.textsOn': {
    en: 'We send a text to {number} when a new message arrives. The text never includes the message.',
    es: 'Le enviamos un texto al {number} cuando llega un mensaje nuevo. El texto nunca incluye el mensaje.',
  },
  'secure.textsOff': {
    en: 'Get a text when a new message arrives. The text never includes the message.',
    es: 'Reciba un texto cuando llegue un mensaje nuevo. El texto nunca incluye el mensaje.',
  },
  'secure.textsStoppedByReply': {
    en: 'Texts stopped because STOP was sent from your phone. You can sign up again.',
    es: 'Los textos se detuvieron porque se envió STOP desde su teléfono. Puede inscribirse de nuevo.',
  },
  'secure.textsSignUp': { en: 'Sign up for text messages', es: 'Inscribirse para recibir mensajes de texto' },
  'secure.textsChange': { en: 'Change the number', es: 'Cambiar el número' },
  'secure.textsStop': { en: 'Stop text messages', es: 'Dejar de recibir mensajes de texto' },
  'secure.textsStopped': {
    en: 'Text messages are off. You can still read your messages here.',
    es: 'Los mensajes de texto están desactivados. Aún puede leer sus mensajes aquí.',
  },
  'secure.faq': { en: 'Questions about secure and text messages', es: 'Preguntas sobre mensajes seguros y de texto' },
  'secure.back': { en: 'Back to your dashboard', es: 'Volver a su panel principal' },
});

export type MessagingKey = keyof typeof messagingMessages;
