import { ROUTES } from '@portal/contracts/routes';
import { defineMessages } from '../../i18n/messages';
import { Article } from '../../components/Article';

const messages = defineMessages({
  'recertFaq.title': {
    en: 'Renewing food benefits online: questions and answers',
    es: 'Cómo renovar los beneficios de alimentos en línea: preguntas y respuestas',
  },
  'recertFaq.intro': {
    en: 'Food and Nutrition Services (FNS, also called SNAP) benefits last for a set time, called a certification period. To keep getting them, you must renew (recertify) before it ends.',
    es: 'Los beneficios de Servicios de Alimentos y Nutrición (FNS, también llamado SNAP) duran un tiempo fijo, llamado período de certificación. Para seguir recibiéndolos, debe renovarlos (recertificarse) antes de que termine.',
  },
  'recertFaq.whoQ': { en: 'Who can renew online?', es: '¿Quién puede renovar en línea?' },
  'recertFaq.who1': {
    en: 'You have an enhanced account linked to your case.',
    es: 'Tiene una cuenta mejorada vinculada a su caso.',
  },
  'recertFaq.who2': { en: 'Your case is active or suspended.', es: 'Su caso está activo o suspendido.' },
  'recertFaq.who3': { en: 'Your renewal period has started.', es: 'Su período de renovación ya comenzó.' },
  'recertFaq.who4': {
    en: 'You do not already have a renewal in progress.',
    es: 'No tiene ya una renovación en curso.',
  },
  'recertFaq.whenQ': { en: 'When can I renew?', es: '¿Cuándo puedo renovar?' },
  'recertFaq.whenA': {
    en: 'Online renewal opens on the first day of the month in which your certification period ends. For example, if it ends on June 30, you can renew from June 1.',
    es: 'La renovación en línea abre el primer día del mes en que termina su período de certificación. Por ejemplo, si termina el 30 de junio, puede renovar desde el 1 de junio.',
  },
  'recertFaq.dueQ': { en: 'When is my renewal due?', es: '¿Cuándo vence mi renovación?' },
  'recertFaq.dueA': {
    en: 'Submit it by 4:59 p.m. on your due date. Your renewal letter tells you the date.',
    es: 'Envíela antes de las 4:59 p. m. de su fecha límite. Su carta de renovación le indica la fecha.',
  },
  'recertFaq.lateQ': { en: 'What if I am late?', es: '¿Qué pasa si me atraso?' },
  'recertFaq.lateA': {
    en: 'After 4:59 p.m. on the due date, you can no longer renew. You must apply again as a new application.',
    es: 'Después de las 4:59 p. m. de la fecha límite, ya no puede renovar. Debe presentar una solicitud nueva.',
  },
  'recertFaq.stopQ': { en: 'Can I stop in the middle?', es: '¿Puedo detenerme a la mitad?' },
  'recertFaq.stopA': {
    en: 'If you close your renewal before you submit it, your benefits may be delayed or stopped. Finish and submit it before the deadline.',
    es: 'Si cierra su renovación antes de enviarla, sus beneficios pueden retrasarse o suspenderse. Termínela y envíela antes de la fecha límite.',
  },
  'recertFaq.afterQ': { en: 'What happens after I submit?', es: '¿Qué pasa después de enviarla?' },
  'recertFaq.afterA': {
    en: 'You get a confirmation with a reference number. We may ask you for documents: send them within 30 days. Your renewals and reported changes stay listed in your account for 12 months.',
    es: 'Recibe una confirmación con un número de referencia. Es posible que le pidamos documentos: envíelos dentro de 30 días. Sus renovaciones y cambios informados aparecen en su cuenta durante 12 meses.',
  },
  'recertFaq.voteA': {
    en: 'Renewing does not register you to vote. Your county board of elections can. Registration closes 25 days before an election.',
    es: 'Renovar no lo inscribe para votar. Puede hacerlo en la junta electoral de su condado. La inscripción cierra 25 días antes de una elección.',
  },
  'recertFaq.start': { en: 'Renew now', es: 'Renovar ahora' },
  'recertFaq.startButton': { en: 'Renew your benefits', es: 'Renovar sus beneficios' },
  'recertFaq.upgrade': { en: 'Get an enhanced account', es: 'Obtener una cuenta mejorada' },
});

/** /nf-fns-or-snap-online-recert-FAQ: who can renew, when it opens, the 4:59 p.m. deadline (spec part 2 §4, §9). */
export function Component() {
  return (
    <Article
      messages={messages}
      title="recertFaq.title"
      intro="recertFaq.intro"
      sections={[
        {
          id: 'who',
          heading: 'recertFaq.whoQ',
          blocks: [{ list: ['recertFaq.who1', 'recertFaq.who2', 'recertFaq.who3', 'recertFaq.who4'] }],
        },
        { id: 'when', heading: 'recertFaq.whenQ', blocks: [{ p: 'recertFaq.whenA' }] },
        { id: 'due', heading: 'recertFaq.dueQ', blocks: [{ p: 'recertFaq.dueA' }] },
        { id: 'late', heading: 'recertFaq.lateQ', blocks: [{ note: 'recertFaq.lateA' }] },
        { id: 'stop', heading: 'recertFaq.stopQ', blocks: [{ p: 'recertFaq.stopA' }] },
        { id: 'after', heading: 'recertFaq.afterQ', blocks: [{ p: 'recertFaq.afterA' }, { p: 'recertFaq.voteA' }] },
        {
          id: 'start',
          heading: 'recertFaq.start',
          blocks: [
            {
              buttons: [
                { to: ROUTES.fnsOrSnapBenefits, label: 'recertFaq.startButton' },
                { to: ROUTES.upgradeAccount, label: 'recertFaq.upgrade' },
              ],
            },
          ],
        },
      ]}
    />
  );
}
