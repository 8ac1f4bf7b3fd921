import { ROUTES } from '@portal/contracts/routes';
import { defineMessages } from '../../i18n/messages';
import { Article } from '../../components/Article';

const messages = defineMessages({
  'onBehalf.title': { en: 'Applying for someone else', es: 'Solicitar para otra persona' },
  'onBehalf.intro': {
    en: 'You can help another person apply for benefits. What you may do depends on your role.',
    es: 'Puede ayudar a otra persona a solicitar beneficios. Lo que puede hacer depende de su función.',
  },
  'onBehalf.helper': { en: 'Helper', es: 'Ayudante' },
  'onBehalf.helperA': {
    en: 'A helper, such as a family member or friend, sits with the person and helps them apply. The person signs in with their own account, and the application is in their name.',
    es: 'Un ayudante, como un familiar o un amigo, acompaña a la persona y le ayuda a solicitar. La persona inicia sesión con su propia cuenta, y la solicitud está a su nombre.',
  },
  'onBehalf.rep': { en: 'Authorized representative', es: 'Representante autorizado' },
  'onBehalf.repIntro': {
    en: 'The person names you to act for them. An authorized representative may:',
    es: 'La persona le nombra para actuar en su nombre. Un representante autorizado puede:',
  },
  'onBehalf.rep1': {
    en: 'Report changes and give information about the case.',
    es: 'Informar cambios y dar información sobre el caso.',
  },
  'onBehalf.rep2': { en: 'Get notices and do renewals.', es: 'Recibir avisos y hacer renovaciones.' },
  'onBehalf.rep3': { en: 'See the status of the case.', es: 'Ver el estado del caso.' },
  'onBehalf.rep4': {
    en: 'For food benefits (FNS), get an EBT card to shop for the household.',
    es: 'Para beneficios de alimentos (FNS), recibir una tarjeta EBT para comprar para el hogar.',
  },
  'onBehalf.repProof': {
    en: 'For Medicaid, you must give written proof that you may act for the person.',
    es: 'Para Medicaid, debe dar una prueba por escrito de que puede actuar en nombre de la persona.',
  },
  'onBehalf.repHow': {
    en: 'To name a representative, sign in and go to your dashboard. Under "Your authorized representatives", enter the username or e-mail address of their own account and choose the programs. Your representative then chooses to act for you on their dashboard. You can revoke them there at any time, and their access ends at once.',
    es: 'Para nombrar a un representante, inicie sesión y vaya a su panel principal. En "Sus representantes autorizados", escriba el nombre de usuario o el correo electrónico de la cuenta de esa persona y elija los programas. Luego su representante elige actuar por usted en su propio panel. Puede revocarlo allí en cualquier momento y su acceso termina de inmediato.',
  },
  'onBehalf.repProofHow': {
    en: 'The representative uploads the proof, such as a power of attorney, on their dashboard, and a caseworker reviews it. Without it, or once a caseworker rejects it, the representative cannot apply for Medicaid for the person.',
    es: 'El representante sube la prueba, como un poder notarial, en su panel principal, y un trabajador social la revisa. Sin ella, o si un trabajador social la rechaza, el representante no puede solicitar Medicaid para la persona.',
  },
  'onBehalf.dashboard': { en: 'Go to your dashboard', es: 'Ir a su panel principal' },
  'onBehalf.applicant': { en: 'Representative applicant', es: 'Solicitante representante' },
  'onBehalf.applicantA': {
    en: 'You may apply for a person who is 21 or older, or for someone who does not live with you.',
    es: 'Puede solicitar para una persona de 21 años o más, o para alguien que no vive con usted.',
  },
  'onBehalf.household': {
    en: 'People who live with you and are under 21 are part of your household: you apply for them together, on your own application.',
    es: 'Las personas que viven con usted y tienen menos de 21 años son parte de su hogar: usted solicita por ellas en conjunto, en su propia solicitud.',
  },
  'onBehalf.partner': { en: 'Community partners and businesses', es: 'Organizaciones comunitarias y empresas' },
  'onBehalf.partnerA': {
    en: 'Organizations that help many households need an organization account. {agency} must set up (provision) that account first. Food, Medicaid and energy partners each get their own notice when it is ready.',
    es: 'Las organizaciones que ayudan a muchos hogares necesitan una cuenta de organización. {agency} debe configurar (habilitar) esa cuenta primero. Las organizaciones de alimentos, de Medicaid y de energía reciben cada una su propio aviso cuando está lista.',
  },
  'onBehalf.partnerLimit': {
    en: 'A partner can see only what it submitted and its status.',
    es: 'Una organización solo puede ver lo que envió y su estado.',
  },
  'onBehalf.provider': { en: 'Medical providers', es: 'Proveedores médicos' },
  'onBehalf.providerA': {
    en: 'Staff of qualified medical providers can file presumptive eligibility and newborn referrals. They cannot be an authorized representative for presumptive eligibility, and they cannot withdraw an application.',
    es: 'El personal de proveedores médicos calificados puede presentar referidos de elegibilidad presunta y de recién nacidos. No puede ser representante autorizado para la elegibilidad presunta ni puede retirar una solicitud.',
  },
  'onBehalf.start': { en: 'Start', es: 'Comenzar' },
  'onBehalf.apply': { en: 'Apply with an account', es: 'Solicitar con una cuenta' },
  'onBehalf.overview': { en: 'How applying works', es: 'Cómo funciona la solicitud' },
});

/** /nf-applying-on-behalf-of-someone: helpers, representatives, partners and providers (spec part 1 §6, part 2 §6). */
export function Component() {
  return (
    <Article
      messages={messages}
      title="onBehalf.title"
      intro="onBehalf.intro"
      sections={[
        { id: 'helper', heading: 'onBehalf.helper', blocks: [{ p: 'onBehalf.helperA' }] },
        {
          id: 'authorized-representative',
          heading: 'onBehalf.rep',
          blocks: [
            { p: 'onBehalf.repIntro' },
            { list: ['onBehalf.rep1', 'onBehalf.rep2', 'onBehalf.rep3', 'onBehalf.rep4'] },
            { note: 'onBehalf.repProof' },
            { p: 'onBehalf.repProofHow' },
            { p: 'onBehalf.repHow' },
            { links: [{ to: ROUTES.account, label: 'onBehalf.dashboard' }] },
          ],
        },
        {
          id: 'representative-applicant',
          heading: 'onBehalf.applicant',
          blocks: [{ p: 'onBehalf.applicantA' }, { p: 'onBehalf.household' }],
        },
        {
          id: 'partners',
          heading: 'onBehalf.partner',
          blocks: [{ p: 'onBehalf.partnerA' }, { p: 'onBehalf.partnerLimit' }],
        },
        { id: 'providers', heading: 'onBehalf.provider', blocks: [{ p: 'onBehalf.providerA' }] },
        {
          id: 'start',
          heading: 'onBehalf.start',
          blocks: [
            {
              buttons: [
                { to: ROUTES.applyForAssistance, label: 'onBehalf.apply' },
                { to: ROUTES.applicationOverview, label: 'onBehalf.overview' },
              ],
            },
          ],
        },
      ]}
    />
  );
}
