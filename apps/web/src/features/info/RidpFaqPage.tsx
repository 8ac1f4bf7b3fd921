import { useLocation } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import { defineMessages } from '../../i18n/messages';
import { Article, type Section } from '../../components/Article';

const messages = defineMessages({
  'ridpFaq.title': {
    en: 'Confirming your identity: questions and answers',
    es: 'Cómo confirmar su identidad: preguntas y respuestas',
  },
  'ridpFaq.intro': {
    en: 'To upgrade to an enhanced account, we confirm that you are who you say you are. Here is how it works.',
    es: 'Para mejorar a una cuenta mejorada, confirmamos que usted es quien dice ser. Así es como funciona.',
  },
  'ridpFaq.introApply': {
    en: 'While you apply, we may ask you to confirm that you are who you say you are. Here is how it works and what happens if we cannot confirm it.',
    es: 'Mientras hace su solicitud, es posible que le pidamos confirmar que usted es quien dice ser. Así es como funciona y lo que pasa si no podemos confirmarlo.',
  },
  'ridpFaq.whyQ': { en: 'Why do you check who I am?', es: '¿Por qué verifican mi identidad?' },
  'ridpFaq.whyA': {
    en: 'An enhanced account shows your case, your notices and your documents. Checking who you are keeps that private information safe.',
    es: 'Una cuenta mejorada muestra su caso, sus avisos y sus documentos. Verificar su identidad protege esa información privada.',
  },
  'ridpFaq.howQ': { en: 'How does it work?', es: '¿Cómo funciona?' },
  'ridpFaq.how1': {
    en: 'You give your name, birth date, address and Social Security number.',
    es: 'Usted da su nombre, fecha de nacimiento, dirección y número de Seguro Social.',
  },
  'ridpFaq.how2': {
    en: 'A remote identity service, {service}, works with a credit bureau to make a few questions that only you should know. For example, about a past address or a loan.',
    es: 'Un servicio remoto de identidad, {service}, trabaja con una agencia de crédito para hacer algunas preguntas que solo usted debería saber. Por ejemplo, sobre una dirección anterior o un préstamo.',
  },
  'ridpFaq.how3': {
    en: 'You answer the questions. This takes less than five minutes.',
    es: 'Usted responde las preguntas. Esto toma menos de cinco minutos.',
  },
  'ridpFaq.creditQ': { en: 'Will this hurt my credit?', es: '¿Esto afecta mi crédito?' },
  'ridpFaq.creditA': {
    en: 'No. The check is a soft inquiry. It does not change your credit score. A record of the check is kept for 23 months.',
    es: 'No. La verificación es una consulta leve (soft inquiry). No cambia su puntaje de crédito. El registro de la verificación se guarda durante 23 meses.',
  },
  'ridpFaq.failQ': { en: 'What if you cannot confirm who I am?', es: '¿Qué pasa si no pueden confirmar mi identidad?' },
  'ridpFaq.failA': {
    en: 'You can still use your account and continue any application. To get an enhanced account, visit your county social services office.',
    es: 'Aún puede usar su cuenta y continuar cualquier solicitud. Para obtener una cuenta mejorada, visite la oficina de servicios sociales de su condado.',
  },
  'ridpFaq.failApplyA': {
    en: 'You can still continue and submit your application. We will check your identity another way while we work on it. You can also visit your county social services office.',
    es: 'Aún puede continuar y enviar su solicitud. Verificaremos su identidad de otra manera mientras la procesamos. También puede visitar la oficina de servicios sociales de su condado.',
  },
  'ridpFaq.afterQ': { en: 'What happens after?', es: '¿Qué pasa después?' },
  'ridpFaq.afterA': {
    en: 'Your account is linked to your case. Each time you log in, we send a 6-digit security code to your phone or e-mail. Keep them up to date: if you lose access to them, your enhanced account is removed.',
    es: 'Su cuenta queda vinculada a su caso. Cada vez que inicie sesión, le enviaremos un código de seguridad de 6 dígitos a su teléfono o correo electrónico. Manténgalos al día: si pierde el acceso a ellos, se elimina su cuenta mejorada.',
  },
  'ridpFaq.next': { en: 'Ready?', es: '¿Listo?' },
  'ridpFaq.upgrade': { en: 'Upgrade your account', es: 'Mejorar su cuenta' },
  'ridpFaq.backToApply': { en: 'Go to your application', es: 'Ir a su solicitud' },
  'ridpFaq.learnMore': { en: 'What an enhanced account lets you do', es: 'Lo que puede hacer con una cuenta mejorada' },
});

type Key = keyof typeof messages;

/**
 * The identity-proofing FAQ (/nf-ridp-FAQ), and its variant for people in the middle of an
 * application (/nf-apply-ridp-FAQ): same questions, but the answer to "cannot be confirmed"
 * and the way forward are about the application.
 */
export function Component() {
  const applying = useLocation().pathname === ROUTES.ridpFaqApply;
  const sections: Section<Key>[] = [
    { id: 'why', heading: 'ridpFaq.whyQ', blocks: [{ p: 'ridpFaq.whyA' }] },
    { id: 'how', heading: 'ridpFaq.howQ', blocks: [{ steps: ['ridpFaq.how1', 'ridpFaq.how2', 'ridpFaq.how3'] }] },
    { id: 'credit', heading: 'ridpFaq.creditQ', blocks: [{ p: 'ridpFaq.creditA' }] },
    {
      id: 'not-confirmed',
      heading: 'ridpFaq.failQ',
      blocks: [{ p: applying ? 'ridpFaq.failApplyA' : 'ridpFaq.failA' }],
    },
    { id: 'after', heading: 'ridpFaq.afterQ', blocks: [{ p: 'ridpFaq.afterA' }] },
    {
      id: 'next',
      heading: 'ridpFaq.next',
      blocks: [
        {
          buttons: [
            applying
              ? { to: ROUTES.applyForAssistance, label: 'ridpFaq.backToApply' }
              : { to: ROUTES.upgradeAccount, label: 'ridpFaq.upgrade' },
          ],
        },
        { links: [{ to: ROUTES.learnMoreLanding, label: 'ridpFaq.learnMore' }] },
      ],
    },
  ];
  return (
    <Article
      messages={messages}
      title="ridpFaq.title"
      intro={applying ? 'ridpFaq.introApply' : 'ridpFaq.intro'}
      sections={sections}
    />
  );
}
