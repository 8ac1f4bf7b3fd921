import { defineMessages } from '../../../i18n/messages';

/** The texts of the hearing office's screens. */
export const appealMessages = defineMessages({
  'workerAppeals.title': { en: 'Appeal requests', es: 'Solicitudes de apelación' },
  'workerAppeals.intro': {
    en: 'Requests for a hearing residents sent online that are not decided yet, from every county, oldest first. Assign one to yourself, open it to read it, schedule the hearing and record the outcome.',
    es: 'Solicitudes de audiencia que los residentes enviaron en línea y que aún no se han decidido, de todos los condados; las más antiguas primero. Asígnese una, ábrala para leerla, programe la audiencia y registre el resultado.',
  },
  'workerAppeals.empty': {
    en: 'No appeal request is waiting for a hearing or a decision.',
    es: 'Ninguna solicitud de apelación espera una audiencia o una decisión.',
  },
  'workerAppeals.caption': {
    en: 'Appeal requests waiting, oldest first',
    es: 'Solicitudes de apelación pendientes, las más antiguas primero',
  },
  'workerAppeals.reference': { en: 'Reference', es: 'Referencia' },
  'workerAppeals.program': { en: 'Program', es: 'Programa' },
  'workerAppeals.appellant': { en: 'Appellant', es: 'Apelante' },
  'workerAppeals.status': { en: 'Status', es: 'Estado' },
  'workerAppeals.holidays': { en: 'State holidays', es: 'Días festivos estatales' },
  'workerAppeal.title': { en: 'Appeal {reference}', es: 'Apelación {reference}' },
  'workerAppeal.back': { en: 'Back to appeal requests', es: 'Volver a las solicitudes de apelación' },
  'workerAppeal.about': {
    en: '{program}: {decision} on {decisionDate} (reference {decisionReference}). Sent by {name} on {sent}; filed on {filed}.',
    es: '{program}: {decision} el {decisionDate} (referencia {decisionReference}). Enviada por {name} el {sent}; presentada el {filed}.',
  },
  'workerAppeal.status': { en: 'Status: {status}', es: 'Estado: {status}' },
  'workerAppeal.hearing': {
    en: 'Hearing: {date} at {time}, {mode}, {place}.',
    es: 'Audiencia: {date} a las {time}, {mode}, {place}.',
  },
  'workerAppeal.outcome': { en: 'Outcome: {outcome}. {note}', es: 'Resultado: {outcome}. {note}' },
  'workerAppeal.documents': { en: 'Documents the appellant sent', es: 'Documentos que envió el apelante' },
  'workerAppeal.noDocuments': {
    en: 'The appellant has sent no document since the request.',
    es: 'El apelante no ha enviado ningún documento desde la solicitud.',
  },
  'workerAppeal.document': { en: '{name}, sent {date}', es: '{name}, enviado el {date}' },
  'workerAppeal.schedule': { en: 'Schedule the hearing', es: 'Programar la audiencia' },
  'workerAppeal.reschedule': { en: 'Move the hearing', es: 'Cambiar la audiencia' },
  'workerAppeal.scheduleHint': {
    en: 'The appellant gets a notice with the date, time, how and where.',
    es: 'El apelante recibe un aviso con la fecha, la hora, cómo y dónde.',
  },
  'workerAppeal.date': { en: 'Date', es: 'Fecha' },
  'workerAppeal.time': { en: 'Time (state time)', es: 'Hora (hora del estado)' },
  'workerAppeal.mode': { en: 'How it is held', es: 'Cómo se realiza' },
  'workerAppeal.place': {
    en: 'Phone number to call, or the hearing room’s address',
    es: 'Número de teléfono al que llamar, o la dirección de la sala de audiencias',
  },
  'workerAppeal.send': { en: 'Schedule and tell the appellant', es: 'Programar y avisar al apelante' },
  'workerAppeal.decide': { en: 'Record the outcome', es: 'Registrar el resultado' },
  'workerAppeal.decideHint': {
    en: 'The appellant gets a notice with the outcome and your reasons.',
    es: 'El apelante recibe un aviso con el resultado y sus razones.',
  },
  'workerAppeal.outcomeLegend': { en: 'What did the hearing decide?', es: '¿Qué decidió la audiencia?' },
  'workerAppeal.reasons': { en: 'Your reasons', es: 'Sus razones' },
  'workerAppeal.record': { en: 'Record and tell the appellant', es: 'Registrar y avisar al apelante' },
  'workerAppeal.scheduled': {
    en: 'The hearing is scheduled and the appellant has been told.',
    es: 'La audiencia está programada y se avisó al apelante.',
  },
  'workerAppeal.decided': {
    en: 'The outcome is recorded and the appellant has been told.',
    es: 'El resultado está registrado y se avisó al apelante.',
  },
  'workerAppeal.required': { en: '(required)', es: '(obligatorio)' },
  'workerAppeal.missing': { en: 'Fill in this field.', es: 'Complete este campo.' },
  'holidays.title': { en: 'State holidays', es: 'Días festivos estatales' },
  'holidays.intro': {
    en: 'An appeal sent on one of these days, on a weekend or after 5 p.m. counts as filed on the next business day. Add the coming year’s holidays before it starts.',
    es: 'Una apelación enviada en uno de estos días, en fin de semana o después de las 5 p. m. se considera presentada el siguiente día hábil. Agregue los días festivos del próximo año antes de que comience.',
  },
  'holidays.caption': { en: 'Holidays from this year on', es: 'Días festivos desde este año' },
  'holidays.date': { en: 'Date', es: 'Fecha' },
  'holidays.name': { en: 'Holiday', es: 'Día festivo' },
  'holidays.add': { en: 'Add a holiday', es: 'Agregar un día festivo' },
  'holidays.adminOnly': {
    en: 'Only an administrator can add holidays.',
    es: 'Solo un administrador puede agregar días festivos.',
  },
  'holidays.added': { en: 'The holiday was added.', es: 'Se agregó el día festivo.' },
  'holidays.exists': { en: 'That day is already a holiday.', es: 'Ese día ya es festivo.' },
});
