import { ROUTES } from '@portal/contracts/routes';
import { defineMessages } from '../../i18n/messages';
import { Article } from '../../components/Article';

const messages = defineMessages({
  'fnsFacts.title': {
    en: 'Food and Nutrition Services (FNS) fact sheet',
    es: 'Hoja informativa de Servicios de Alimentos y Nutrición (FNS)',
  },
  'fnsFacts.intro': {
    en: 'Food and Nutrition Services (FNS), also called SNAP, helps people with low income buy food. This page sums up the main rules.',
    es: 'Servicios de Alimentos y Nutrición (FNS), también llamado SNAP, ayuda a las personas de bajos ingresos a comprar alimentos. Esta página resume las reglas principales.',
  },
  'fnsFacts.household': { en: 'Who is in your household', es: 'Quién forma parte de su hogar' },
  'fnsFacts.household1': {
    en: 'People who live together and buy and make food together.',
    es: 'Las personas que viven juntas y compran y preparan sus alimentos juntas.',
  },
  'fnsFacts.household2': {
    en: 'Your children under 22 who live with you are always part of your household.',
    es: 'Sus hijos menores de 22 años que viven con usted siempre son parte de su hogar.',
  },
  'fnsFacts.household3': {
    en: 'Children under 18 who live with you and for whom you are responsible are also part of it.',
    es: 'Los niños menores de 18 años que viven con usted y de quienes usted es responsable también son parte de él.',
  },
  'fnsFacts.income': { en: 'Income rules', es: 'Reglas de ingresos' },
  'fnsFacts.income1': {
    en: 'We count the income of everyone in your household before taxes (gross income).',
    es: 'Contamos los ingresos de todas las personas de su hogar antes de impuestos (ingresos brutos).',
  },
  'fnsFacts.income2': {
    en: 'For a household of more than ten people, the gross income limit is $6,592 a month, plus $557 for each extra person.',
    es: 'Para un hogar de más de diez personas, el límite de ingresos brutos es de $6,592 al mes, más $557 por cada persona adicional.',
  },
  'fnsFacts.income3': {
    en: 'If you are over 65 and get SSI, you may qualify under a simpler rule.',
    es: 'Si tiene más de 65 años y recibe SSI, puede calificar con una regla más sencilla.',
  },
  'fnsFacts.income4': {
    en: 'Under that rule, if your rent or mortgage is more than $200 a month, or your medical costs are more than $35 a month, the regular food program may suit you better. Tell us about these costs.',
    es: 'Con esa regla, si su alquiler o hipoteca es de más de $200 al mes, o sus gastos médicos son de más de $35 al mes, el programa regular de alimentos puede convenirle más. Infórmenos de estos gastos.',
  },
  'fnsFacts.timing': { en: 'How long it takes', es: 'Cuánto tiempo toma' },
  'fnsFacts.timing1': {
    en: 'We decide most food applications within 30 days. If you have very little money and need food now, we decide within 7 days (expedited).',
    es: 'Decidimos la mayoría de las solicitudes de alimentos dentro de 30 días. Si tiene muy poco dinero y necesita alimentos ahora, decidimos dentro de 7 días (acelerado).',
  },
  'fnsFacts.reporting': { en: 'Changes you must report', es: 'Cambios que debe informar' },
  'fnsFacts.reportingIntro': {
    en: 'Report a change by the 10th day of the month after it happens. Report:',
    es: 'Informe un cambio a más tardar el día 10 del mes siguiente a cuando ocurre. Informe:',
  },
  'fnsFacts.report2': {
    en: 'If you are an able-bodied adult without dependents and you work less than 80 hours a month.',
    es: 'Si es un adulto sin discapacidad y sin dependientes y trabaja menos de 80 horas al mes.',
  },
  'fnsFacts.report3': {
    en: 'If someone in your household wins more than $4,250 from gambling, such as the lottery.',
    es: 'Si alguien de su hogar gana más de $4,250 en juegos de azar, como la lotería.',
  },
  'fnsFacts.report4': {
    en: 'If someone stopped working in the past 6 months, tell us when and why.',
    es: 'Si alguien dejó de trabajar en los últimos 6 meses, díganos cuándo y por qué.',
  },
  'fnsFacts.renew': {
    en: 'You must also renew your benefits before your certification period ends.',
    es: 'También debe renovar sus beneficios antes de que termine su período de certificación.',
  },
  'fnsFacts.penalties': { en: 'Penalties for breaking the rules', es: 'Sanciones por no cumplir las reglas' },
  'fnsFacts.penaltiesIntro': {
    en: 'If you break the FNS rules on purpose, for example by giving false information or hiding income:',
    es: 'Si no cumple las reglas de FNS a propósito, por ejemplo al dar información falsa u ocultar ingresos:',
  },
  'fnsFacts.penalty1': {
    en: 'You can lose FNS benefits for at least 1 year.',
    es: 'Puede perder los beneficios de FNS por al menos 1 año.',
  },
  'fnsFacts.penalty2': {
    en: 'You can lose them for 10 years for getting benefits in more than one household at the same time.',
    es: 'Puede perderlos por 10 años por recibir beneficios en más de un hogar al mismo tiempo.',
  },
  'fnsFacts.penalty3': {
    en: 'A court can add 18 more months.',
    es: 'Un tribunal puede agregar 18 meses más.',
  },
  'fnsFacts.penalty4': {
    en: 'You can be fined up to $250,000, sent to prison for up to 20 years, or both.',
    es: 'Le pueden multar con hasta $250,000, enviar a prisión por hasta 20 años, o ambas cosas.',
  },
  'fnsFacts.penalty5': {
    en: 'You lose benefits for good if you buy, sell or trade benefits worth $500 or more (trafficking).',
    es: 'Pierde los beneficios para siempre si compra, vende o cambia beneficios por un valor de $500 o más (tráfico).',
  },
  'fnsFacts.vote': { en: 'Registering to vote', es: 'Inscribirse para votar' },
  'fnsFacts.vote1': {
    en: 'This site does not register you to vote; your county board of elections does. Registration closes 25 days before an election. Registering or not does not change your benefits.',
    es: 'Este sitio no lo inscribe para votar; la junta electoral de su condado sí. La inscripción cierra 25 días antes de una elección. Inscribirse o no hacerlo no cambia sus beneficios.',
  },
  'fnsFacts.more': { en: 'Next steps', es: 'Próximos pasos' },
  'fnsFacts.apply': { en: 'Apply for food benefits', es: 'Solicitar beneficios de alimentos' },
  'fnsFacts.coc': { en: 'How to report changes online', es: 'Cómo informar cambios en línea' },
  'fnsFacts.recert': { en: 'How to renew online', es: 'Cómo renovar en línea' },
});

/** /nf-fns-info-fact-sheet: household, income, reporting rules and penalties (spec part 2 §9). */
export function Component() {
  return (
    <Article
      messages={messages}
      title="fnsFacts.title"
      intro="fnsFacts.intro"
      sections={[
        {
          id: 'household',
          heading: 'fnsFacts.household',
          blocks: [{ list: ['fnsFacts.household1', 'fnsFacts.household2', 'fnsFacts.household3'] }],
        },
        {
          id: 'income',
          heading: 'fnsFacts.income',
          blocks: [{ list: ['fnsFacts.income1', 'fnsFacts.income2', 'fnsFacts.income3', 'fnsFacts.income4'] }],
        },
        { id: 'timing', heading: 'fnsFacts.timing', blocks: [{ p: 'fnsFacts.timing1' }] },
        {
          id: 'reporting',
          heading: 'fnsFacts.reporting',
          blocks: [
            { p: 'fnsFacts.reportingIntro' },
            { list: ['fnsFacts.report2', 'fnsFacts.report3', 'fnsFacts.report4'] },
            { p: 'fnsFacts.renew' },
          ],
        },
        {
          id: 'penalties',
          heading: 'fnsFacts.penalties',
          blocks: [
            { p: 'fnsFacts.penaltiesIntro' },
            {
              list: [
                'fnsFacts.penalty1',
                'fnsFacts.penalty2',
                'fnsFacts.penalty3',
                'fnsFacts.penalty4',
                'fnsFacts.penalty5',
              ],
            },
          ],
        },
        { id: 'vote', heading: 'fnsFacts.vote', blocks: [{ p: 'fnsFacts.vote1' }] },
        {
          id: 'next',
          heading: 'fnsFacts.more',
          blocks: [
            {
              links: [
                { to: ROUTES.applicationOverview, label: 'fnsFacts.apply' },
                { to: ROUTES.cocFaq, label: 'fnsFacts.coc' },
                { to: ROUTES.recertFaq, label: 'fnsFacts.recert' },
              ],
            },
          ],
        },
      ]}
    />
  );
}
