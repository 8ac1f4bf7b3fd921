import { ROUTES } from '@portal/contracts/routes';
import { defineMessages } from '../../i18n/messages';
import { Article } from '../../components/Article';

const messages = defineMessages({
  'learnMore.title': { en: 'Learn more about accounts', es: 'Más información sobre las cuentas' },
  'learnMore.intro': {
    en: 'You can use {portal} with no account, with an account, or with an enhanced account. Here is what each one lets you do.',
    es: 'Puede usar {portal} sin una cuenta, con una cuenta o con una cuenta mejorada. Esto es lo que puede hacer con cada una.',
  },
  'learnMore.none': { en: 'No account', es: 'Sin una cuenta' },
  'learnMore.noneApply': {
    en: 'Apply for food (FNS) and energy assistance.',
    es: 'Solicitar alimentos (FNS) y asistencia de energía.',
  },
  'learnMore.noneSave': {
    en: 'You cannot save, come back later or check your status. If you are interrupted, your answers are lost.',
    es: 'No puede guardar, volver más tarde ni ver su estado. Si lo interrumpen, se pierden sus respuestas.',
  },
  'learnMore.standard': { en: 'Account', es: 'Cuenta' },
  'learnMore.standardApply': { en: 'Apply for every program.', es: 'Solicitar todos los programas.' },
  'learnMore.standardSave': {
    en: 'Save your application and finish it later.',
    es: 'Guardar su solicitud y terminarla más tarde.',
  },
  'learnMore.standardStatus': { en: 'See the status of what you sent.', es: 'Ver el estado de lo que envió.' },
  'learnMore.enhanced': { en: 'Enhanced account', es: 'Cuenta mejorada' },
  'learnMore.enhancedIntro': {
    en: 'An enhanced account is linked to your case. You can do everything an account can, and also:',
    es: 'Una cuenta mejorada está vinculada a su caso. Puede hacer todo lo que permite una cuenta y además:',
  },
  'learnMore.enhancedCoc': {
    en: 'Report changes, like a new job or a new address.',
    es: 'Informar cambios, como un trabajo nuevo o una dirección nueva.',
  },
  'learnMore.enhancedRenew': { en: 'Renew your food benefits.', es: 'Renovar sus beneficios de alimentos.' },
  'learnMore.enhancedDocs': { en: 'Upload documents we ask for.', es: 'Subir los documentos que le pedimos.' },
  'learnMore.enhancedNotices': {
    en: 'Read your notices and secure messages online.',
    es: 'Leer sus avisos y mensajes seguros en línea.',
  },
  'learnMore.enhancedOffice': {
    en: 'See your local office and caseworker.',
    es: 'Ver su oficina local y a su trabajador social.',
  },
  'learnMore.enhancedAppeal': { en: 'Appeal a Medicaid decision.', es: 'Apelar una decisión de Medicaid.' },
  'learnMore.upgrade': { en: 'How to get an enhanced account', es: 'Cómo obtener una cuenta mejorada' },
  'learnMore.upgrade1': { en: 'Create an account, or log in.', es: 'Cree una cuenta o inicie sesión.' },
  'learnMore.upgrade2': {
    en: 'Answer a few questions that only you should know. This confirms who you are and takes less than five minutes.',
    es: 'Responda algunas preguntas que solo usted debería saber. Esto confirma su identidad y toma menos de cinco minutos.',
  },
  'learnMore.upgrade3': {
    en: 'From then on, each time you log in we send a security code to your phone or e-mail.',
    es: 'Desde entonces, cada vez que inicie sesión le enviaremos un código de seguridad a su teléfono o correo electrónico.',
  },
  'learnMore.lose': {
    en: 'Keep your phone number and e-mail up to date. If you lose access to them, your enhanced account is removed. If the extra features are turned off after login problems, your local county office can turn them back on.',
    es: 'Mantenga al día su número de teléfono y su correo electrónico. Si pierde el acceso a ellos, se elimina su cuenta mejorada. Si las funciones adicionales se desactivan por problemas al iniciar sesión, la oficina de su condado puede volver a activarlas.',
  },
  'learnMore.start': { en: 'Get started', es: 'Comenzar' },
  'learnMore.create': { en: 'Create an account', es: 'Crear una cuenta' },
  'learnMore.login': { en: 'Log in', es: 'Iniciar sesión' },
  'learnMore.ridp': {
    en: 'Questions about confirming your identity',
    es: 'Preguntas sobre cómo confirmar su identidad',
  },
});

/** /nf-landing-page-learn-more: the three ways to use the portal (spec part 1 §6). */
export function Component() {
  return (
    <Article
      messages={messages}
      title="learnMore.title"
      intro="learnMore.intro"
      sections={[
        {
          id: 'no-account',
          heading: 'learnMore.none',
          blocks: [{ list: ['learnMore.noneApply', 'learnMore.noneSave'] }],
        },
        {
          id: 'account',
          heading: 'learnMore.standard',
          blocks: [{ list: ['learnMore.standardApply', 'learnMore.standardSave', 'learnMore.standardStatus'] }],
        },
        {
          id: 'enhanced',
          heading: 'learnMore.enhanced',
          blocks: [
            { p: 'learnMore.enhancedIntro' },
            {
              list: [
                'learnMore.enhancedCoc',
                'learnMore.enhancedRenew',
                'learnMore.enhancedDocs',
                'learnMore.enhancedNotices',
                'learnMore.enhancedOffice',
                'learnMore.enhancedAppeal',
              ],
            },
          ],
        },
        {
          id: 'upgrade',
          heading: 'learnMore.upgrade',
          blocks: [
            { steps: ['learnMore.upgrade1', 'learnMore.upgrade2', 'learnMore.upgrade3'] },
            { note: 'learnMore.lose' },
            { links: [{ to: ROUTES.ridpFaq, label: 'learnMore.ridp' }] },
          ],
        },
        {
          id: 'start',
          heading: 'learnMore.start',
          blocks: [
            {
              buttons: [
                { to: ROUTES.signUpHome, label: 'learnMore.create' },
                { to: ROUTES.login, label: 'learnMore.login' },
              ],
            },
          ],
        },
      ]}
    />
  );
}
