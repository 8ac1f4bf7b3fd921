import { defineMessages } from '../../../i18n/messages';

/** The texts of the hearing office's queue (AppealsPage) beside the appeal's own (appealMessages). */
export const appealQueueMessages = defineMessages({
  'appealQueue.emptyFiltered': {
    en: 'No appeal request waiting matches the search and filters.',
    es: 'Ninguna solicitud de apelación pendiente coincide con la búsqueda y los filtros.',
  },
  'appealQueue.emptyMine': {
    en: 'No appeal request is assigned to you.',
    es: 'No tiene ninguna solicitud de apelación asignada.',
  },
  'appealQueue.search': { en: 'Search', es: 'Buscar' },
  'appealQueue.searchHint': {
    en: 'Appellant’s name, appeal reference, or the application or case number appealed',
    es: 'Nombre del apelante, referencia de la apelación, o número de la solicitud o del caso apelado',
  },
  'appealQueue.view.office': { en: 'Hearing office', es: 'Oficina de audiencias' },
  'appealQueue.view.mine': { en: 'Mine', es: 'Mías' },
  'appealQueue.received': { en: 'Received', es: 'Recibida' },
  'appealQueue.receivedOn': { en: '{sent} (filed {filed})', es: '{sent} (presentada el {filed})' },
  'appealQueue.age': { en: 'Age', es: 'Antigüedad' },
  'appealQueue.days': {
    en: '{count, plural, one {# day} other {# days}}',
    es: '{count, plural, one {# día} other {# días}}',
  },
  'appealQueue.hearing': { en: 'Hearing', es: 'Audiencia' },
  'appealQueue.noHearing': { en: 'Not scheduled', es: 'Sin programar' },
  'appealQueue.deadline': { en: 'Decision deadline', es: 'Fecha límite de decisión' },
  'appealQueue.noDeadline': { en: 'No deadline', es: 'Sin fecha límite' },
  'appealQueue.assignee': { en: 'Assigned to', es: 'Asignada a' },
  'appealQueue.assign': { en: 'Assign to me', es: 'Asignármela' },
  'appealQueue.takeOver': { en: 'Take over', es: 'Tomarla' },
  'appealQueue.release': { en: 'Release', es: 'Liberarla' },
  'appealQueue.which': { en: 'appeal {reference}', es: 'apelación {reference}' },
  'appealQueue.assigned': {
    en: 'Appeal {reference} is assigned to you.',
    es: 'La apelación {reference} está asignada a usted.',
  },
  'appealQueue.released': {
    en: 'You released appeal {reference}: anyone in the hearing office may take it.',
    es: 'Liberó la apelación {reference}: cualquier persona de la oficina de audiencias puede tomarla.',
  },
});
