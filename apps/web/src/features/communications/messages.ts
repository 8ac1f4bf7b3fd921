import { defineMessages } from '../../i18n/messages';

/** Texts the inbox's list and a notice's page share. */
export const inboxMessages = defineMessages({
  'inbox.title': { en: 'Your notices', es: 'Sus avisos' },
  'inbox.intro': {
    en: 'Notices we send you about your applications, benefits and account are kept here, each with a copy you can print. The newest 20 are listed.',
    es: 'Aquí se guardan los avisos que le enviamos sobre sus solicitudes, beneficios y cuenta, cada uno con una copia que puede imprimir. Se muestran los 20 más recientes.',
  },
  'inbox.unread': {
    en: '{count, plural, =0 {You have read every notice.} one {You have 1 unread notice.} other {You have # unread notices.}}',
    es: '{count, plural, =0 {Ha leído todos sus avisos.} one {Tiene 1 aviso sin leer.} other {Tiene # avisos sin leer.}}',
  },
  'inbox.none': { en: 'You have no notices yet.', es: 'Todavía no tiene avisos.' },
  'inbox.new': { en: 'New', es: 'Nuevo' },
  'inbox.sent': { en: 'Sent {date}', es: 'Enviado el {date}' },
  'inbox.back': { en: 'Back to your dashboard', es: 'Volver a su panel principal' },
  'inbox.newMessages': { en: '{count} new', es: '{count} nuevos' },
  'inbox.messages': { en: 'Secure messages from your caseworker', es: 'Mensajes seguros de su trabajador social' },
  'inbox.enotices': {
    en: 'Get your notices by e-mail or on paper',
    es: 'Reciba sus avisos por correo electrónico o en papel',
  },
});
