import { ROUTES } from '@portal/contracts/routes';
import { defineMessages } from '../../i18n/messages';
import { Article } from '../../components/Article';

const messages = defineMessages({
  'enoticesFaq.title': {
    en: 'Electronic notices: questions and answers',
    es: 'Avisos electrónicos: preguntas y respuestas',
  },
  'enoticesFaq.intro': {
    en: 'Get the letters we send about your case online instead of on paper.',
    es: 'Reciba en línea, en lugar de en papel, las cartas que le enviamos sobre su caso.',
  },
  'enoticesFaq.whatQ': { en: 'What are electronic notices?', es: '¿Qué son los avisos electrónicos?' },
  'enoticesFaq.whatA': {
    en: 'They are the same notices we mail you, like approvals, requests for documents and renewal letters. You read them in your account.',
    es: 'Son los mismos avisos que le enviamos por correo, como aprobaciones, pedidos de documentos y cartas de renovación. Los lee en su cuenta.',
  },
  'enoticesFaq.whoQ': { en: 'Who can sign up?', es: '¿Quién puede inscribirse?' },
  'enoticesFaq.whoA': {
    en: 'Anyone with an enhanced account, which is linked to their case.',
    es: 'Cualquier persona con una cuenta mejorada, que está vinculada a su caso.',
  },
  'enoticesFaq.howQ': { en: 'How do I sign up?', es: '¿Cómo me inscribo?' },
  'enoticesFaq.how1': { en: 'Log in to your enhanced account.', es: 'Inicie sesión en su cuenta mejorada.' },
  'enoticesFaq.how2': { en: 'Go to your notices.', es: 'Vaya a sus avisos.' },
  'enoticesFaq.how3': {
    en: 'Choose to get notices online and confirm your contact information.',
    es: 'Elija recibir los avisos en línea y confirme su información de contacto.',
  },
  'enoticesFaq.seeQ': { en: 'Which notices can I see?', es: '¿Qué avisos puedo ver?' },
  'enoticesFaq.seeA': {
    en: 'Your last 20 notices. For each one you see what it is, who sent it, the date and the letter itself.',
    es: 'Sus últimos 20 avisos. De cada uno ve qué es, quién lo envió, la fecha y la carta.',
  },
  'enoticesFaq.paperQ': { en: 'Can I still get a paper copy?', es: '¿Puedo recibir una copia en papel?' },
  'enoticesFaq.paperA': {
    en: 'Yes. You can ask for any notice to be mailed to you. If you stop getting notices online, your notices go back to paper mail.',
    es: 'Sí. Puede pedir que se le envíe cualquier aviso por correo. Si deja de recibir avisos en línea, sus avisos vuelven a llegar por correo en papel.',
  },
  'enoticesFaq.go': { en: 'Go to your account', es: 'Ir a su cuenta' },
  'enoticesFaq.learnMore': {
    en: 'What an enhanced account lets you do',
    es: 'Lo que puede hacer con una cuenta mejorada',
  },
});

/** /nf-enotices-FAQ: subscribing to electronic notices (spec part 2 §4, §9). */
export function Component() {
  return (
    <Article
      messages={messages}
      title="enoticesFaq.title"
      intro="enoticesFaq.intro"
      sections={[
        { id: 'what', heading: 'enoticesFaq.whatQ', blocks: [{ p: 'enoticesFaq.whatA' }] },
        {
          id: 'who',
          heading: 'enoticesFaq.whoQ',
          blocks: [
            { p: 'enoticesFaq.whoA' },
            { links: [{ to: ROUTES.learnMoreLanding, label: 'enoticesFaq.learnMore' }] },
          ],
        },
        {
          id: 'how',
          heading: 'enoticesFaq.howQ',
          blocks: [{ steps: ['enoticesFaq.how1', 'enoticesFaq.how2', 'enoticesFaq.how3'] }],
        },
        { id: 'see', heading: 'enoticesFaq.seeQ', blocks: [{ p: 'enoticesFaq.seeA' }] },
        {
          id: 'paper',
          heading: 'enoticesFaq.paperQ',
          blocks: [{ p: 'enoticesFaq.paperA' }, { buttons: [{ to: ROUTES.account, label: 'enoticesFaq.go' }] }],
        },
      ]}
    />
  );
}
