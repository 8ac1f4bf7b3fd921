import { defineMessages } from '../../../i18n/messages';

/** The words of the office's secure messages page: the queue and the write form (ADR 0418). */
export const staffMessageTexts = defineMessages({
  'wMessages.title': { en: 'Secure messages', es: 'Mensajes seguros' },
  'wMessages.intro': {
    en: 'Messages from residents of your office’s cases that no one has answered yet, oldest first. Assign one to yourself, then reply: writing to the person on the case answers every message of theirs waiting on it, and they leave this list.',
    es: 'Mensajes de residentes de los casos de su oficina que nadie ha respondido todavía; los más antiguos primero. Asígnese uno y luego responda: escribir a la persona del caso responde todos sus mensajes pendientes en ese caso, y salen de esta lista.',
  },
  'wMessages.writeIntro': {
    en: 'Write to the person on a case of your office. They read it after signing in and can reply; an e-mail, and a text if they signed up, tells them a message is waiting (never what it says).',
    es: 'Escriba a la persona de un caso de su oficina. La persona lo lee después de iniciar sesión y puede responder; un correo electrónico, y un texto si se inscribió, le avisa que hay un mensaje (nunca lo que dice).',
  },
  'wMessages.write': { en: 'Write a message', es: 'Escribir un mensaje' },
  'wMessages.case': { en: 'Case and person', es: 'Caso y persona' },
  'wMessages.caseHint': {
    en: 'Only cases whose person has an enhanced account linked to the case are listed.',
    es: 'Solo se muestran los casos cuya persona tiene una cuenta mejorada vinculada al caso.',
  },
  'wMessages.choose': { en: '- Select -', es: '- Seleccione -' },
  'wMessages.subject': { en: 'Subject', es: 'Asunto' },
  'wMessages.text': { en: 'Message', es: 'Mensaje' },
  'wMessages.max': { en: 'Up to {max} characters.', es: 'Hasta {max} caracteres.' },
  'wMessages.required': { en: '(required)', es: '(obligatorio)' },
  'wMessages.send': { en: 'Send the message', es: 'Enviar el mensaje' },
  'wMessages.sent': { en: 'Your message to {name} was sent.', es: 'Su mensaje para {name} se envió.' },
  'wMessages.empty': {
    en: 'No message from a resident is waiting for an answer.',
    es: 'Ningún mensaje de un residente espera respuesta.',
  },
  'wMessages.emptyFiltered': {
    en: 'No message waiting for an answer matches the search and filters.',
    es: 'Ningún mensaje pendiente de respuesta coincide con la búsqueda y los filtros.',
  },
  'wMessages.emptyMine': {
    en: 'No message waiting for an answer is assigned to you.',
    es: 'No tiene asignado ningún mensaje pendiente de respuesta.',
  },
  'wMessages.caption': {
    en: 'Messages from residents waiting for an answer, oldest first',
    es: 'Mensajes de residentes pendientes de respuesta, los más antiguos primero',
  },
  'wMessages.search': { en: 'Search', es: 'Buscar' },
  'wMessages.searchHint': {
    en: 'Resident’s name, case number or subject',
    es: 'Nombre del residente, número de caso o asunto',
  },
  'wMessages.readFilter': { en: 'Read by the office', es: 'Leído por la oficina' },
  'wMessages.filter.unread': { en: 'Not read yet', es: 'Todavía no leídos' },
  'wMessages.filter.read': { en: 'Read', es: 'Leídos' },
  'wMessages.view.office': { en: 'Office', es: 'Oficina' },
  'wMessages.view.mine': { en: 'Mine', es: 'Míos' },
  'wMessages.resident': { en: 'Resident', es: 'Residente' },
  'wMessages.caseColumn': { en: 'Case', es: 'Caso' },
  'wMessages.received': { en: 'Received', es: 'Recibido' },
  'wMessages.age': { en: 'Age', es: 'Antigüedad' },
  'wMessages.days': {
    en: '{count, plural, one {# day} other {# days}}',
    es: '{count, plural, one {# día} other {# días}}',
  },
  'wMessages.status': { en: 'Read', es: 'Lectura' },
  'wMessages.new': { en: 'New reply', es: 'Respuesta nueva' },
  'wMessages.markRead': { en: 'Mark as read', es: 'Marcar como leída' },
  'wMessages.markReadOf': { en: 'Mark as read: {subject}', es: 'Marcar como leída: {subject}' },
  'wMessages.readByOffice': { en: 'Read by the office', es: 'Leída por la oficina' },
  'wMessages.assignee': { en: 'Assigned to', es: 'Asignado a' },
  'wMessages.assign': { en: 'Assign to me', es: 'Asignármelo' },
  'wMessages.takeOver': { en: 'Take over', es: 'Tomarlo' },
  'wMessages.release': { en: 'Release', es: 'Liberarlo' },
  'wMessages.which': { en: 'message {subject} from {person}', es: 'mensaje {subject} de {person}' },
  'wMessages.assigned': {
    en: 'The message “{subject}” is assigned to you.',
    es: 'El mensaje “{subject}” está asignado a usted.',
  },
  'wMessages.released': {
    en: 'You released the message “{subject}”: anyone in the office may take it.',
    es: 'Liberó el mensaje “{subject}”: cualquier persona de la oficina puede tomarlo.',
  },
  'wMessages.answer': { en: 'Answer', es: 'Respuesta' },
  'wMessages.reply': { en: 'Reply', es: 'Responder' },
  'wMessages.replyTo': { en: 'Reply to {person}: {subject}', es: 'Responder a {person}: {subject}' },
  'wMessages.cannotReply': {
    en: 'Cannot be answered here: the case is closed or the person’s account was turned off.',
    es: 'No se puede responder aquí: el caso está cerrado o la cuenta de la persona se desactivó.',
  },
  'wMessages.replying': {
    en: 'Replying to {person}: the case and subject are filled in. Write your message below.',
    es: 'Respuesta a {person}: el caso y el asunto ya están completos. Escriba su mensaje abajo.',
  },
});
