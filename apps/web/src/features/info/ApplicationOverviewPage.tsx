import { PROCESSING_DAYS } from '@portal/contracts/applications-api';
import { ROUTES } from '@portal/contracts/routes';
import { defineMessages } from '../../i18n/messages';
import { Article } from '../../components/Article';

const messages = defineMessages({
  'appOverview.title': { en: 'How applying works', es: 'Cómo funciona la solicitud' },
  'appOverview.intro': {
    en: 'You can apply online for help from {agency} in {state}. Read this page to learn about the programs, what you need and how long it takes.',
    es: 'Puede solicitar en línea la ayuda de {agency} en {state}. Lea esta página para conocer los programas, lo que necesita y cuánto tiempo toma.',
  },
  'appOverview.programs': { en: 'Programs you can apply for', es: 'Programas que puede solicitar' },
  'appOverview.fns': {
    en: 'Food and Nutrition Services (FNS, also called SNAP): money each month to buy food.',
    es: 'Servicios de Alimentos y Nutrición (FNS, también llamado SNAP): dinero cada mes para comprar alimentos.',
  },
  'appOverview.ma': {
    en: 'Medicaid: health coverage. It includes Medicaid expansion for adults, family and child Medicaid (MAGI), and Medicaid for people who are aged, blind or disabled (ABD).',
    es: 'Medicaid: cobertura de salud. Incluye la expansión de Medicaid para adultos, Medicaid para familias y niños (MAGI) y Medicaid para personas mayores, ciegas o con discapacidad (ABD).',
  },
  'appOverview.wf': {
    en: 'Work First: cash help for families with children.',
    es: 'Work First: ayuda en efectivo para familias con hijos.',
  },
  'appOverview.lieap': {
    en: 'Energy assistance (LIEAP): help paying heating bills. A crisis program can help in an emergency.',
    es: 'Asistencia de energía (LIEAP): ayuda para pagar la calefacción. Un programa de crisis puede ayudar en una emergencia.',
  },
  'appOverview.dsnap': {
    en: 'Disaster food assistance (D-SNAP): sign up early when a disaster hits your county.',
    es: 'Asistencia de alimentos por desastre (D-SNAP): inscríbase con anticipación cuando un desastre afecte a su condado.',
  },
  'appOverview.covid': {
    en: 'COVID-19 help: Medicaid that pays for testing and treatment if you have no other health coverage.',
    es: 'Ayuda por COVID-19: Medicaid que paga pruebas y tratamiento si no tiene otra cobertura de salud.',
  },
  'appOverview.ways': { en: 'Two ways to apply', es: 'Dos maneras de solicitar' },
  'appOverview.withAccount': {
    en: 'With an account: apply for any program. You can save your application, finish it later and check its status.',
    es: 'Con una cuenta: solicite cualquier programa. Puede guardar su solicitud, terminarla más tarde y ver su estado.',
  },
  'appOverview.withoutAccount': {
    en: 'Without an account: apply for food (FNS) or energy assistance only. You cannot save your answers. If you stop or close the page, what you entered is lost.',
    es: 'Sin una cuenta: solicite solo alimentos (FNS) o asistencia de energía. No puede guardar sus respuestas. Si se detiene o cierra la página, se pierde lo que escribió.',
  },
  'appOverview.drafts': {
    en: 'An application you start with an account is deleted if you do not submit it within 30 days.',
    es: 'Una solicitud que comienza con una cuenta se elimina si no la envía dentro de 30 días.',
  },
  'appOverview.need': { en: 'What you need', es: 'Lo que necesita' },
  'appOverview.needPeople': {
    en: 'Names and birth dates of the people who live with you.',
    es: 'Los nombres y las fechas de nacimiento de las personas que viven con usted.',
  },
  'appOverview.needSsn': {
    en: 'Social Security numbers of the people who are applying, if they have one.',
    es: 'Los números de Seguro Social de las personas que solicitan, si tienen uno.',
  },
  'appOverview.needIncome': {
    en: 'Income of everyone in your home: jobs, benefits and other money you get.',
    es: 'Los ingresos de todas las personas de su hogar: trabajos, beneficios y otro dinero que reciben.',
  },
  'appOverview.needCosts': {
    en: 'Your costs: rent or mortgage, utilities, child care and medical bills.',
    es: 'Sus gastos: alquiler o hipoteca, servicios públicos, cuidado de niños y cuentas médicas.',
  },
  'appOverview.time': { en: 'How long it takes', es: 'Cuánto tiempo toma' },
  'appOverview.time15': {
    en: 'Applying without an account takes about 15 minutes. Your session ends after 30 minutes without activity.',
    es: 'Solicitar sin una cuenta toma unos 15 minutos. Su sesión termina después de 30 minutos sin actividad.',
  },
  'appOverview.timeDocs': {
    en: 'We may ask you for documents, like pay stubs. Send them within 30 days of getting our request.',
    es: 'Es posible que le pidamos documentos, como talones de pago. Envíelos dentro de los 30 días de recibir nuestra solicitud.',
  },
  'appOverview.timeDecision': {
    en: 'After we have everything we need, a decision can take up to three weeks. Each program also has a time limit:',
    es: 'Cuando tengamos todo lo que necesitamos, una decisión puede tardar hasta tres semanas. Cada programa también tiene un plazo máximo:',
  },
  'appOverview.standards': {
    en: 'Longest time to process an application',
    es: 'Tiempo máximo para procesar una solicitud',
  },
  'appOverview.program': { en: 'Program', es: 'Programa' },
  'appOverview.days': { en: 'Time', es: 'Tiempo' },
  'appOverview.expedited': {
    en: 'Food (FNS), emergency (expedited)',
    es: 'Alimentos (FNS), de emergencia (acelerado)',
  },
  'appOverview.days7': { en: '{expeditedFood} days', es: '{expeditedFood} días' },
  'appOverview.food': { en: 'Food (FNS)', es: 'Alimentos (FNS)' },
  'appOverview.days30': { en: '{food} days', es: '{food} días' },
  'appOverview.familyMa': { en: 'Family Medicaid and Work First', es: 'Medicaid para familias y Work First' },
  'appOverview.days45': { en: '{familyMedicaid} days', es: '{familyMedicaid} días' },
  'appOverview.disabilityMa': {
    en: 'Medicaid that needs a disability decision',
    es: 'Medicaid que necesita una decisión de discapacidad',
  },
  'appOverview.days90': { en: '{disabilityMedicaid} days', es: '{disabilityMedicaid} días' },
  'appOverview.pending': {
    en: 'If you already have an application waiting for a decision, you cannot apply online again for the same program until it is decided.',
    es: 'Si ya tiene una solicitud en espera de una decisión, no puede volver a solicitar en línea el mismo programa hasta que se decida.',
  },
  'appOverview.start': { en: 'Start your application', es: 'Comience su solicitud' },
  'appOverview.startAccount': { en: 'Apply with an account', es: 'Solicitar con una cuenta' },
  'appOverview.startFood': { en: 'Apply for food without an account', es: 'Solicitar alimentos sin una cuenta' },
  'appOverview.startEnergy': { en: 'Apply for energy assistance', es: 'Solicitar asistencia de energía' },
  'appOverview.startDisaster': {
    en: 'Sign up for disaster food assistance',
    es: 'Inscribirse para asistencia de alimentos por desastre',
  },
  'appOverview.startExpansion': {
    en: 'Medicaid expansion: who can get it',
    es: 'Expansión de Medicaid: quién puede obtenerla',
  },
  'appOverview.startOthers': { en: 'Applying for someone else', es: 'Solicitar para otra persona' },
});

/** /application-overview: the programmes, what to have ready, how long it takes, processing standards. */
export function Component() {
  return (
    <Article
      messages={messages}
      values={PROCESSING_DAYS}
      title="appOverview.title"
      intro="appOverview.intro"
      sections={[
        {
          id: 'programs',
          heading: 'appOverview.programs',
          blocks: [
            {
              list: [
                'appOverview.fns',
                'appOverview.ma',
                'appOverview.wf',
                'appOverview.lieap',
                'appOverview.dsnap',
                'appOverview.covid',
              ],
            },
          ],
        },
        {
          id: 'ways',
          heading: 'appOverview.ways',
          blocks: [{ list: ['appOverview.withAccount', 'appOverview.withoutAccount'] }, { p: 'appOverview.drafts' }],
        },
        {
          id: 'need',
          heading: 'appOverview.need',
          blocks: [
            {
              list: [
                'appOverview.needPeople',
                'appOverview.needSsn',
                'appOverview.needIncome',
                'appOverview.needCosts',
              ],
            },
          ],
        },
        {
          id: 'time',
          heading: 'appOverview.time',
          blocks: [
            { p: 'appOverview.time15' },
            { p: 'appOverview.timeDocs' },
            { p: 'appOverview.timeDecision' },
            {
              table: {
                caption: 'appOverview.standards',
                head: ['appOverview.program', 'appOverview.days'],
                rows: [
                  ['appOverview.expedited', 'appOverview.days7'],
                  ['appOverview.food', 'appOverview.days30'],
                  ['appOverview.familyMa', 'appOverview.days45'],
                  ['appOverview.disabilityMa', 'appOverview.days90'],
                ],
              },
            },
            { note: 'appOverview.pending' },
          ],
        },
        {
          id: 'start',
          heading: 'appOverview.start',
          blocks: [
            {
              buttons: [
                { to: ROUTES.applyForAssistance, label: 'appOverview.startAccount' },
                { to: ROUTES.anonApply, label: 'appOverview.startFood' },
                { to: ROUTES.lieap, label: 'appOverview.startEnergy' },
              ],
            },
            {
              links: [
                { to: ROUTES.disasterApply, label: 'appOverview.startDisaster' },
                { to: ROUTES.medicaidExpansionOverview, label: 'appOverview.startExpansion' },
                { to: ROUTES.applyingOnBehalf, label: 'appOverview.startOthers' },
              ],
            },
          ],
        },
      ]}
    />
  );
}
