import { ROUTES } from '@portal/contracts/routes';
import { defineMessages } from '../../i18n/messages';
import { Article } from '../../components/Article';

const messages = defineMessages({
  'faq.title': { en: 'Frequently asked questions', es: 'Preguntas frecuentes' },
  'faq.intro': {
    en: 'Answers to common questions about {portal}, the online place to get benefits from {agency}.',
    es: 'Respuestas a preguntas comunes sobre {portal}, el lugar en línea para obtener beneficios de {agency}.',
  },
  'faq.whatQ': { en: 'What can I do here?', es: '¿Qué puedo hacer aquí?' },
  'faq.whatA': {
    en: 'You can apply for food, Medicaid, cash, energy and disaster food help. With an account you can also check your application. With an enhanced account you can also see your cases and the information we keep about your household, upload documents and see your caseworker.',
    es: 'Puede solicitar ayuda de alimentos, Medicaid, dinero en efectivo, energía y alimentos por desastre. Con una cuenta también puede revisar su solicitud. Con una cuenta mejorada también puede ver sus casos y la información que tenemos sobre su hogar, subir documentos y ver a su trabajador social.',
  },
  'faq.accountQ': { en: 'Do I need an account?', es: '¿Necesito una cuenta?' },
  'faq.accountA': {
    en: 'No, not to apply for food (FNS) or energy assistance. But without an account you cannot save your application or check its status. For all other programs you need an account.',
    es: 'No para solicitar alimentos (FNS) o asistencia de energía. Pero sin una cuenta no puede guardar su solicitud ni ver su estado. Para todos los demás programas necesita una cuenta.',
  },
  'faq.enhancedQ': { en: 'What is an enhanced account?', es: '¿Qué es una cuenta mejorada?' },
  'faq.enhancedA': {
    en: 'It is an account that is linked to your case after we confirm who you are. Confirming takes less than five minutes.',
    es: 'Es una cuenta vinculada a su caso después de que confirmamos su identidad. Confirmarla toma menos de cinco minutos.',
  },
  'faq.codeQ': {
    en: 'Why do I get a security code when I log in?',
    es: '¿Por qué recibo un código de seguridad al iniciar sesión?',
  },
  'faq.codeA': {
    en: 'An enhanced account shows private case information, so we send a 6-digit code to your phone or e-mail. It can take one to two minutes to arrive. If you ask for a new code, only the newest one works. After too many wrong tries, you must wait 30 minutes.',
    es: 'Una cuenta mejorada muestra información privada de su caso, por eso enviamos un código de 6 dígitos a su teléfono o correo electrónico. Puede tardar de uno a dos minutos en llegar. Si pide un código nuevo, solo funciona el más reciente. Después de demasiados intentos incorrectos, debe esperar 30 minutos.',
  },
  'faq.timeoutQ': { en: 'Why was I logged out?', es: '¿Por qué se cerró mi sesión?' },
  'faq.timeoutA': {
    en: 'For your safety, your session ends after 30 minutes without activity. Anything you did not save is lost. We warn you before that happens.',
    es: 'Por su seguridad, su sesión termina después de 30 minutos sin actividad. Se pierde lo que no haya guardado. Le avisamos antes de que eso pase.',
  },
  'faq.draftQ': {
    en: 'How long is an unfinished application kept?',
    es: '¿Cuánto tiempo se guarda una solicitud sin terminar?',
  },
  'faq.draftA': {
    en: 'If you do not submit it within 30 days of starting it, it is deleted.',
    es: 'Si no la envía dentro de los 30 días desde que la comenzó, se elimina.',
  },
  'faq.decisionQ': { en: 'When will I hear back?', es: '¿Cuándo recibiré una respuesta?' },
  'faq.decisionA': {
    en: 'A decision can take up to three weeks after we have everything we need. If we ask for documents, send them within 30 days.',
    es: 'Una decisión puede tardar hasta tres semanas cuando tengamos todo lo que necesitamos. Si le pedimos documentos, envíelos dentro de 30 días.',
  },
  'faq.appealQ': {
    en: 'What if I do not agree with a decision?',
    es: '¿Qué pasa si no estoy de acuerdo con una decisión?',
  },
  'faq.appealA': {
    en: 'You can ask for a hearing (an appeal) within 90 days of the decision. An appeal sent after 5 p.m., or on a weekend or holiday, counts as sent on the next business day. If you withdraw an application, you cannot ask for a hearing about it.',
    es: 'Puede pedir una audiencia (una apelación) dentro de los 90 días de la decisión. Una apelación enviada después de las 5 p. m., o en un fin de semana o día feriado, cuenta como enviada el siguiente día hábil. Si retira una solicitud, no puede pedir una audiencia sobre ella.',
  },
  'faq.voteQ': { en: 'Can I register to vote?', es: '¿Puedo inscribirme para votar?' },
  'faq.voteA': {
    en: 'Not on this site. You can register with your county board of elections. Registration closes 25 days before an election. Registering or not does not change your benefits.',
    es: 'No en este sitio. Puede inscribirse en la junta electoral de su condado. La inscripción cierra 25 días antes de una elección. Inscribirse o no hacerlo no cambia sus beneficios.',
  },
  'faq.languageQ': { en: 'Can I use this site in Spanish?', es: '¿Puedo usar este sitio en español?' },
  'faq.languageA': {
    en: 'Yes. Choose Español at the top of any page. Your choice is kept the next time you visit.',
    es: 'Sí. Elija English o Español en la parte de arriba de cualquier página. Su elección se guarda para la próxima visita.',
  },
  'faq.more': { en: 'More answers', es: 'Más respuestas' },
  'faq.linkOverview': { en: 'How applying works', es: 'Cómo funciona la solicitud' },
  'faq.linkOthers': { en: 'Applying for someone else', es: 'Solicitar para otra persona' },
  'faq.linkRidp': { en: 'Confirming your identity', es: 'Cómo confirmar su identidad' },
  'faq.linkDocs': { en: 'Uploading documents', es: 'Cómo subir documentos' },
  'faq.linkFns': {
    en: 'Food and Nutrition Services fact sheet',
    es: 'Hoja informativa de Servicios de Alimentos y Nutrición',
  },
  'faq.linkRecert': { en: 'Renewing food benefits online', es: 'Cómo renovar los beneficios de alimentos en línea' },
  'faq.linkCoc': { en: 'Reporting changes online', es: 'Cómo informar cambios en línea' },
  'faq.linkEnotices': { en: 'Electronic notices', es: 'Avisos electrónicos' },
  'faq.linkText': { en: 'Text messages and secure messages', es: 'Mensajes de texto y mensajes seguros' },
  'faq.linkBrowsers': { en: 'Supported web browsers', es: 'Navegadores web compatibles' },
  'faq.linkDisclaimer': { en: 'Disclaimer', es: 'Aviso legal' },
});

/** /nf-FAQ: common questions, with links to the topic pages. */
export function Component() {
  const qa = (id: string, q: keyof typeof messages, a: keyof typeof messages) => ({
    id,
    heading: q,
    blocks: [{ p: a }],
  });
  return (
    <Article
      messages={messages}
      title="faq.title"
      intro="faq.intro"
      sections={[
        qa('what', 'faq.whatQ', 'faq.whatA'),
        qa('account', 'faq.accountQ', 'faq.accountA'),
        qa('enhanced', 'faq.enhancedQ', 'faq.enhancedA'),
        qa('code', 'faq.codeQ', 'faq.codeA'),
        qa('timeout', 'faq.timeoutQ', 'faq.timeoutA'),
        qa('draft', 'faq.draftQ', 'faq.draftA'),
        qa('decision', 'faq.decisionQ', 'faq.decisionA'),
        qa('appeal', 'faq.appealQ', 'faq.appealA'),
        qa('vote', 'faq.voteQ', 'faq.voteA'),
        qa('language', 'faq.languageQ', 'faq.languageA'),
        {
          id: 'more',
          heading: 'faq.more',
          blocks: [
            {
              links: [
                { to: ROUTES.applicationOverview, label: 'faq.linkOverview' },
                { to: ROUTES.applyingOnBehalf, label: 'faq.linkOthers' },
                { to: ROUTES.ridpFaq, label: 'faq.linkRidp' },
                { to: ROUTES.documentUploadQa, label: 'faq.linkDocs' },
                { to: ROUTES.fnsFactSheet, label: 'faq.linkFns' },
                { to: ROUTES.recertFaq, label: 'faq.linkRecert' },
                { to: ROUTES.cocFaq, label: 'faq.linkCoc' },
                { to: ROUTES.enoticesFaq, label: 'faq.linkEnotices' },
                { to: ROUTES.textAndSecureFaq, label: 'faq.linkText' },
                { to: ROUTES.supportedBrowsers, label: 'faq.linkBrowsers' },
                { to: ROUTES.disclaimer, label: 'faq.linkDisclaimer' },
              ],
            },
          ],
        },
      ]}
    />
  );
}
