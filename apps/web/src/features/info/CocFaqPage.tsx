import { ROUTES } from '@portal/contracts/routes';
import { defineMessages } from '../../i18n/messages';
import { Article } from '../../components/Article';

const messages = defineMessages({
  'cocFaq.title': {
    en: 'Reporting changes online: questions and answers',
    es: 'Cómo informar cambios en línea: preguntas y respuestas',
  },
  'cocFaq.intro': {
    en: 'When something changes in your life, it can change your Food and Nutrition Services (FNS, also called SNAP) benefits. Tell us on time.',
    es: 'Cuando algo cambia en su vida, puede cambiar sus beneficios de Servicios de Alimentos y Nutrición (FNS, también llamado SNAP). Infórmenos a tiempo.',
  },
  'cocFaq.whoQ': { en: 'Who can report changes online?', es: '¿Quién puede informar cambios en línea?' },
  'cocFaq.who1': {
    en: 'You have an enhanced account linked to your case.',
    es: 'Tiene una cuenta mejorada vinculada a su caso.',
  },
  'cocFaq.who2': { en: 'You have an active FNS case.', es: 'Tiene un caso de FNS activo.' },
  'cocFaq.whenQ': { en: 'When must I report?', es: '¿Cuándo debo informar?' },
  'cocFaq.whenA': {
    en: 'By the 10th day of the month after the change. For example, if you start a new job in March, tell us by April 10.',
    es: 'A más tardar el día 10 del mes siguiente al cambio. Por ejemplo, si empieza un trabajo nuevo en marzo, infórmenos a más tardar el 10 de abril.',
  },
  'cocFaq.whatQ': { en: 'What must I report?', es: '¿Qué debo informar?' },
  'cocFaq.what1': {
    en: 'Work hours below 80 a month, if you are an able-bodied adult without dependents.',
    es: 'Horas de trabajo de menos de 80 al mes, si es un adulto sin discapacidad y sin dependientes.',
  },
  'cocFaq.what2': {
    en: 'Gambling or lottery winnings of more than $4,250.',
    es: 'Ganancias de juegos de azar o de lotería de más de $4,250.',
  },
  'cocFaq.what3': {
    en: 'A job that stopped in the past 6 months: tell us when and why.',
    es: 'Un trabajo que terminó en los últimos 6 meses: díganos cuándo y por qué.',
  },
  'cocFaq.what4': {
    en: 'Other changes your notice asks you to report, such as who lives with you or your address.',
    es: 'Otros cambios que su aviso le pide informar, como quién vive con usted o su dirección.',
  },
  'cocFaq.howQ': { en: 'How do I report a change?', es: '¿Cómo informo un cambio?' },
  'cocFaq.how1': { en: 'Log in to your enhanced account.', es: 'Inicie sesión en su cuenta mejorada.' },
  'cocFaq.how2': {
    en: 'Choose to report a change and answer the questions.',
    es: 'Elija informar un cambio y responda las preguntas.',
  },
  'cocFaq.how3': { en: 'Sign and submit. You get a confirmation.', es: 'Firme y envíe. Recibirá una confirmación.' },
  'cocFaq.afterQ': { en: 'What happens after I report?', es: '¿Qué pasa después de informar?' },
  'cocFaq.afterA': {
    en: 'We look at the change and may ask you for documents: send them within 30 days. Your reported changes stay listed in your account for 12 months.',
    es: 'Revisamos el cambio y es posible que le pidamos documentos: envíelos dentro de 30 días. Sus cambios informados aparecen en su cuenta durante 12 meses.',
  },
  'cocFaq.start': { en: 'Report a change now', es: 'Informar un cambio ahora' },
  'cocFaq.startButton': { en: 'Report a change', es: 'Informar un cambio' },
  'cocFaq.facts': {
    en: 'Food and Nutrition Services fact sheet',
    es: 'Hoja informativa de Servicios de Alimentos y Nutrición',
  },
});

/** /nf-fns-or-snap-online-coc-FAQ: who may report changes online, by when and what (spec part 2 §4, §9). */
export function Component() {
  return (
    <Article
      messages={messages}
      title="cocFaq.title"
      intro="cocFaq.intro"
      sections={[
        { id: 'who', heading: 'cocFaq.whoQ', blocks: [{ list: ['cocFaq.who1', 'cocFaq.who2'] }] },
        { id: 'when', heading: 'cocFaq.whenQ', blocks: [{ p: 'cocFaq.whenA' }] },
        {
          id: 'what',
          heading: 'cocFaq.whatQ',
          blocks: [{ list: ['cocFaq.what1', 'cocFaq.what2', 'cocFaq.what3', 'cocFaq.what4'] }],
        },
        { id: 'how', heading: 'cocFaq.howQ', blocks: [{ steps: ['cocFaq.how1', 'cocFaq.how2', 'cocFaq.how3'] }] },
        { id: 'after', heading: 'cocFaq.afterQ', blocks: [{ p: 'cocFaq.afterA' }] },
        {
          id: 'start',
          heading: 'cocFaq.start',
          blocks: [
            { buttons: [{ to: ROUTES.coc, label: 'cocFaq.startButton' }] },
            { links: [{ to: ROUTES.fnsFactSheet, label: 'cocFaq.facts' }] },
          ],
        },
      ]}
    />
  );
}
