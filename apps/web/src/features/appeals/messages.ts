import { defineMessages } from '../../i18n/messages';

/** The texts of asking for a hearing (appeals). */
export const messages = defineMessages({
  'appeals.title.MA': { en: 'Appeal a Medicaid decision', es: 'Apelar una decisión de Medicaid' },
  'appeals.title.NF': {
    en: 'Appeal a food, cash or energy decision',
    es: 'Apelar una decisión de alimentos, dinero o energía',
  },
  'appeals.intro': {
    en: 'If you disagree with a decision about your benefits, you can ask for a hearing (an appeal). A hearing officer who did not make the decision listens to you and decides whether it was right.',
    es: 'Si no está de acuerdo con una decisión sobre sus beneficios, puede pedir una audiencia (una apelación). Un oficial de audiencias que no tomó la decisión lo escucha y decide si fue correcta.',
  },
  'appeals.rules': {
    en: 'Ask within 90 days of the decision. A request sent after 5 p.m., on a weekend or on a state holiday counts as filed on the next business day.',
    es: 'Pídala dentro de los 90 días de la decisión. Una solicitud enviada después de las 5 p. m., en fin de semana o en un día festivo estatal se considera presentada el siguiente día hábil.',
  },
  'appeals.continuing': {
    en: 'If a decision reduced or stopped benefits you already get, you can ask to keep them unchanged until the hearing decision.',
    es: 'Si una decisión redujo o suspendió beneficios que ya recibe, puede pedir que continúen sin cambios hasta la decisión de la audiencia.',
  },
  'appeals.start': { en: 'Ask for a hearing', es: 'Pedir una audiencia' },
  'appeals.backDashboard': { en: 'Back to your dashboard', es: 'Volver a su panel principal' },
  'appeals.backHome': { en: 'Back to appeals', es: 'Volver a apelaciones' },
  'appeals.about': { en: 'What happens when you appeal', es: 'Qué pasa cuando apela' },
  'appeals.inProgress': { en: 'Requests you have not sent', es: 'Solicitudes que no ha enviado' },
  'appeals.resume': {
    en: 'Continue your request about {program}',
    es: 'Continuar su solicitud sobre {program}',
  },
  'appeals.recent': { en: 'Your requests', es: 'Sus solicitudes' },
  'appeals.none': { en: 'You have not asked for a hearing here.', es: 'No ha pedido una audiencia aquí.' },
  'appeals.seeAll': { en: 'See your requests and their status', es: 'Ver sus solicitudes y su estado' },
  'appeals.otherTrack.MA': {
    en: 'Appeal a food, cash or energy decision instead',
    es: 'Apelar en cambio una decisión de alimentos, dinero o energía',
  },
  'appeals.otherTrack.NF': {
    en: 'Appeal a Medicaid decision instead',
    es: 'Apelar en cambio una decisión de Medicaid',
  },
  'appeals.overview.what': { en: 'What happens', es: 'Qué pasa' },
  'appeals.overview.steps': {
    en: 'You tell us which decision you disagree with and why. The hearing office sends you a notice with the date, time and place of your hearing. At the hearing you, and anyone you bring, can explain and show papers. The hearing officer then sends you the decision.',
    es: 'Usted nos dice con qué decisión no está de acuerdo y por qué. La oficina de audiencias le envía un aviso con la fecha, la hora y el lugar de su audiencia. En la audiencia, usted y cualquier persona que traiga pueden explicar y mostrar documentos. Luego, el oficial de audiencias le envía la decisión.',
  },
  'appeals.overview.save': {
    en: 'Your answers are saved on each page: you can leave and come back to finish.',
    es: 'Sus respuestas se guardan en cada página: puede salir y volver para terminar.',
  },
  'appeals.overview.continue': { en: 'Choose the decision', es: 'Elegir la decisión' },
  'appeals.new.title': { en: 'Which decision do you disagree with?', es: '¿Con qué decisión no está de acuerdo?' },
  'appeals.new.legend': { en: 'Decisions from the last six months', es: 'Decisiones de los últimos seis meses' },
  'appeals.new.none': {
    en: 'We found no decision you can appeal here from the last six months. To appeal an older decision or one made on paper, call or write to your local office.',
    es: 'No encontramos ninguna decisión que pueda apelar aquí de los últimos seis meses. Para apelar una decisión más antigua o una tomada en papel, llame o escriba a su oficina local.',
  },
  'appeals.new.decision': {
    en: '{program}: {decision} on {date} (reference {reference})',
    es: '{program}: {decision} el {date} (referencia {reference})',
  },
  'appeals.new.lastDay': {
    en: 'Last day to ask for a hearing: {date}',
    es: 'Último día para pedir una audiencia: {date}',
  },
  'appeals.new.pick': { en: 'Choose a decision', es: 'Elija una decisión' },
  'appeals.new.continue': { en: 'Start your request', es: 'Comenzar su solicitud' },
  'appeals.new.resume': { en: 'Continue your request', es: 'Continuar su solicitud' },
  'appeals.new.starting': { en: 'Starting…', es: 'Comenzando…' },
  'appeals.office': { en: 'Contact your local office', es: 'Comuníquese con su oficina local' },
  'appeals.closed.title': {
    en: 'You cannot ask for a hearing online',
    es: 'No puede pedir una audiencia en línea',
  },
  'appeals.closed.notLinked': {
    en: 'Asking for a hearing online needs an account linked to your case. Upgrade your account by confirming your identity, or call or write to your local office to ask for a hearing.',
    es: 'Para pedir una audiencia en línea, su cuenta debe estar vinculada a su caso. Mejore su cuenta confirmando su identidad, o llame o escriba a su oficina local para pedir una audiencia.',
  },
  'appeals.closed.notAllowed': {
    en: 'Online appeals are not available for your account right now. You can still ask for a hearing: call or write to your local office within 90 days of the decision.',
    es: 'Las apelaciones en línea no están disponibles para su cuenta en este momento. Aún puede pedir una audiencia: llame o escriba a su oficina local dentro de los 90 días de la decisión.',
  },
  'appeals.upgrade': { en: 'Upgrade your account', es: 'Mejorar su cuenta' },
  'appeals.sign.title': { en: 'Sign and send your request', es: 'Firmar y enviar su solicitud' },
  'appeals.sign.refused': {
    en: 'This request can no longer be sent:',
    es: 'Esta solicitud ya no se puede enviar:',
  },
  'appeals.submitted.title': { en: 'Your appeal requests', es: 'Sus solicitudes de apelación' },
  'appeals.submitted.thanks': { en: 'We received your request', es: 'Recibimos su solicitud' },
  'appeals.submitted.thanksText': {
    en: 'Your reference number is {reference}. It counts as filed on {date}. We sent you a notice; the hearing office will send you the date of your hearing.',
    es: 'Su número de referencia es {reference}. Se considera presentada el {date}. Le enviamos un aviso; la oficina de audiencias le enviará la fecha de su audiencia.',
  },
  'appeals.submitted.documents': {
    en: 'Send papers that support your appeal',
    es: 'Enviar documentos que apoyan su apelación',
  },
  'appeals.item.heading': { en: '{program}, reference {reference}', es: '{program}, referencia {reference}' },
  'appeals.item.sent': {
    en: 'Sent {date} by {sender}. Counts as filed on {filed}. About the decision of {decision}.',
    es: 'Enviada el {date} por {sender}. Se considera presentada el {filed}. Sobre la decisión del {decision}.',
  },
  'appeals.item.hearing': {
    en: 'Hearing: {date} at {time}, {mode}, {place}.',
    es: 'Audiencia: {date} a las {time}, {mode}, {place}.',
  },
  'appeals.item.outcome': { en: 'Outcome: {outcome}', es: 'Resultado: {outcome}' },
  'appeals.item.note': {
    en: "The hearing officer's reasons: {note}",
    es: 'Las razones del oficial de audiencias: {note}',
  },
  'appeals.item.pdf': { en: 'Your request {reference} (PDF)', es: 'Su solicitud {reference} (PDF)' },
  'appeals.withdraw': { en: 'Withdraw this request', es: 'Retirar esta solicitud' },
  'appeals.withdraw.confirm': {
    en: 'If you withdraw it, no hearing is held and the decision stays as it is. Withdraw request {reference}?',
    es: 'Si la retira, no se realizará ninguna audiencia y la decisión se mantiene como está. ¿Retirar la solicitud {reference}?',
  },
  'appeals.withdraw.reason': { en: 'Why (optional)', es: 'Por qué (opcional)' },
  'appeals.withdraw.yes': { en: 'Yes, withdraw it', es: 'Sí, retirarla' },
  'appeals.withdraw.no': { en: 'No, keep it', es: 'No, mantenerla' },
  'appeals.withdraw.done': {
    en: 'Request {reference} was withdrawn. We sent you a notice.',
    es: 'La solicitud {reference} se retiró. Le enviamos un aviso.',
  },
  'appeals.back': { en: 'Back to appeals', es: 'Volver a apelaciones' },
});
