import { Link } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import { Loading } from '../../components/Loading';
import { isSignedInType, useUserAccount } from '../../app/session';
import { defineMessages } from '../../i18n/messages';
import { ReadingColumn, SectionList, useBrandT, type Section } from '../../components/Article';

const messages = defineMessages({
  'home.title': {
    en: 'Get help with food, health care, cash and energy bills',
    es: 'Obtenga ayuda con alimentos, atención médica, dinero en efectivo y facturas de energía',
  },
  'home.intro': {
    en: 'Apply for benefits from {agency} in {state}, check your application, upload documents and read your notices, all in one place.',
    es: 'Solicite beneficios de {agency} en {state}, revise su solicitud, suba documentos y lea sus avisos, todo en un solo lugar.',
  },
  'home.apply': { en: 'Apply for benefits', es: 'Solicitar beneficios' },
  'home.howItWorks': { en: 'How applying works', es: 'Cómo funciona la solicitud' },
  'home.dashboard': { en: 'Go to your dashboard', es: 'Ir a su panel principal' },
  'home.can': { en: 'What you can do here', es: 'Lo que puede hacer aquí' },
  'home.canApply': {
    en: 'Apply for food (FNS, also called SNAP), Medicaid, Work First cash help, energy assistance, disaster food assistance and COVID-19 help.',
    es: 'Solicitar alimentos (FNS, también llamado SNAP), Medicaid, ayuda en efectivo de Work First, asistencia de energía, asistencia de alimentos por desastre y ayuda por COVID-19.',
  },
  'home.canStatus': {
    en: 'Save your application, finish it later and check its status.',
    es: 'Guardar su solicitud, terminarla más tarde y ver su estado.',
  },
  'home.canDocs': { en: 'Upload the documents we ask for.', es: 'Subir los documentos que le pedimos.' },
  'home.canInfo': {
    en: 'See your household’s information and how long your benefits last, with an enhanced account.',
    es: 'Ver la información de su hogar y hasta cuándo duran sus beneficios, con una cuenta mejorada.',
  },
  'home.canNotices': {
    en: 'Read your notices and messages, and see your caseworker and office.',
    es: 'Leer sus avisos y mensajes, y ver a su trabajador social y su oficina.',
  },
  'home.who': { en: 'Who can apply', es: 'Quién puede solicitar' },
  'home.whoA': {
    en: 'Anyone who lives in {state} can apply. We look at your household, income and costs to decide. You can also apply for someone else.',
    es: 'Cualquier persona que vive en {state} puede solicitar. Revisamos su hogar, sus ingresos y sus gastos para decidir. También puede solicitar para otra persona.',
  },
  'home.whoOthers': { en: 'Applying for someone else', es: 'Solicitar para otra persona' },
  'home.noAccount': { en: 'Apply without an account', es: 'Solicitar sin una cuenta' },
  'home.noAccountA': {
    en: 'You can apply for food or energy assistance without an account. It takes about 15 minutes. You cannot save your answers, so finish in one visit.',
    es: 'Puede solicitar alimentos o asistencia de energía sin una cuenta. Toma unos 15 minutos. No puede guardar sus respuestas, así que termine en una sola visita.',
  },
  'home.food': { en: 'Apply for food', es: 'Solicitar alimentos' },
  'home.energy': { en: 'Apply for energy assistance', es: 'Solicitar asistencia de energía' },
  'home.account': { en: 'Apply with an account', es: 'Solicitar con una cuenta' },
  'home.accountA': {
    en: 'With an account you can apply for every program, save and come back, and see your status. An enhanced account, linked to your case, also lets you see your household’s information and upload documents.',
    es: 'Con una cuenta puede solicitar todos los programas, guardar y volver, y ver su estado. Una cuenta mejorada, vinculada a su caso, también le permite ver la información de su hogar y subir documentos.',
  },
  'home.accountApply': { en: 'Log in and apply', es: 'Iniciar sesión y solicitar' },
  'home.create': { en: 'Create an account', es: 'Crear una cuenta' },
  'home.accountsLearn': { en: 'Learn more about accounts', es: 'Más información sobre las cuentas' },
  'home.docs': { en: 'Sending documents', es: 'Enviar documentos' },
  'home.docsA': {
    en: 'If we ask for documents, send them within 30 days. You can upload PDF, TIF, BMP, JPG or iPhone (HEIC) files of up to 30 MB each.',
    es: 'Si le pedimos documentos, envíelos dentro de 30 días. Puede subir archivos PDF, TIF, BMP, JPG o de iPhone (HEIC) de hasta 30 MB cada uno.',
  },
  'home.docsQa': { en: 'Questions about uploading documents', es: 'Preguntas sobre cómo subir documentos' },
  'home.info': { en: 'Information and help', es: 'Información y ayuda' },
  'home.faq': { en: 'Frequently asked questions', es: 'Preguntas frecuentes' },
  'home.fns': {
    en: 'Food and Nutrition Services fact sheet',
    es: 'Hoja informativa de Servicios de Alimentos y Nutrición',
  },
  'home.expansion': { en: 'Medicaid expansion: who can get it', es: 'Expansión de Medicaid: quién puede obtenerla' },
  'home.ridp': { en: 'Confirming your identity', es: 'Cómo confirmar su identidad' },
  'home.recert': { en: 'Renewing food benefits online', es: 'Cómo renovar los beneficios de alimentos en línea' },
  'home.coc': { en: 'Reporting changes online', es: 'Cómo informar cambios en línea' },
  'home.enotices': { en: 'Electronic notices', es: 'Avisos electrónicos' },
  'home.text': { en: 'Text messages and secure messages', es: 'Mensajes de texto y mensajes seguros' },
  'home.browsers': { en: 'Supported web browsers', es: 'Navegadores web compatibles' },
});

type Key = keyof typeof messages;

const SECTIONS: Section<Key>[] = [
  {
    id: 'can',
    heading: 'home.can',
    blocks: [{ list: ['home.canApply', 'home.canStatus', 'home.canDocs', 'home.canInfo', 'home.canNotices'] }],
  },
  {
    id: 'who',
    heading: 'home.who',
    blocks: [{ p: 'home.whoA' }, { links: [{ to: ROUTES.applyingOnBehalf, label: 'home.whoOthers' }] }],
  },
  {
    id: 'no-account',
    heading: 'home.noAccount',
    blocks: [
      { p: 'home.noAccountA' },
      {
        buttons: [
          { to: ROUTES.anonApply, label: 'home.food' },
          { to: ROUTES.lieap, label: 'home.energy' },
        ],
      },
    ],
  },
  {
    id: 'account',
    heading: 'home.account',
    blocks: [
      { p: 'home.accountA' },
      {
        buttons: [
          { to: ROUTES.applyForAssistance, label: 'home.accountApply' },
          { to: ROUTES.signUpHome, label: 'home.create' },
        ],
      },
      { links: [{ to: ROUTES.learnMoreLanding, label: 'home.accountsLearn' }] },
    ],
  },
  {
    id: 'documents',
    heading: 'home.docs',
    blocks: [{ p: 'home.docsA' }, { links: [{ to: ROUTES.documentUploadQa, label: 'home.docsQa' }] }],
  },
  {
    id: 'information',
    heading: 'home.info',
    blocks: [
      {
        links: [
          { to: ROUTES.faq, label: 'home.faq' },
          { to: ROUTES.applicationOverview, label: 'home.howItWorks' },
          { to: ROUTES.fnsFactSheet, label: 'home.fns' },
          { to: ROUTES.medicaidExpansionOverview, label: 'home.expansion' },
          { to: ROUTES.ridpFaq, label: 'home.ridp' },
          { to: ROUTES.recertFaq, label: 'home.recert' },
          { to: ROUTES.cocFaq, label: 'home.coc' },
          { to: ROUTES.enoticesFaq, label: 'home.enotices' },
          { to: ROUTES.textAndSecureFaq, label: 'home.text' },
          { to: ROUTES.supportedBrowsers, label: 'home.browsers' },
        ],
      },
    ],
  },
];

/** The home page: what the portal does, who can apply, the ways to apply and where to read more. */
export function Component() {
  const { t, ready } = useBrandT(messages, 'home.title');
  const account = useUserAccount();
  if (!ready) return <Loading />;
  const signedIn = isSignedInType(account.data?.userType);
  return (
    <>
      <section className="usa-hero" aria-labelledby="home-title">
        <div className="grid-container">
          <div className="usa-hero__callout">
            <h1 className="usa-hero__heading" id="home-title">
              {t('home.title')}
            </h1>
            <p>{t('home.intro')}</p>
            <ul className="usa-button-group">
              <li className="usa-button-group__item">
                <Link className="usa-button" to={signedIn ? ROUTES.account : ROUTES.apply}>
                  {t(signedIn ? 'home.dashboard' : 'home.apply')}
                </Link>
              </li>
              <li className="usa-button-group__item">
                <Link className="usa-button usa-button--outline usa-button--inverse" to={ROUTES.applicationOverview}>
                  {t('home.howItWorks')}
                </Link>
              </li>
            </ul>
          </div>
        </div>
      </section>
      <ReadingColumn prose>
        <SectionList sections={SECTIONS} t={t} />
      </ReadingColumn>
    </>
  );
}
