import { ROUTES } from '@portal/contracts/routes';
import { defineMessages } from '../../i18n/messages';
import { Article } from '../../components/Article';

const messages = defineMessages({
  'textFaq.title': {
    en: 'Text messages and secure messages: questions and answers',
    es: 'Mensajes de texto y mensajes seguros: preguntas y respuestas',
  },
  'textFaq.intro': {
    en: 'Your caseworker can send you secure messages in your account, and we can tell you by text when one arrives.',
    es: 'Su trabajador social puede enviarle mensajes seguros en su cuenta, y podemos avisarle por mensaje de texto cuando llegue uno.',
  },
  'textFaq.secureQ': { en: 'What is a secure message?', es: '¿Qué es un mensaje seguro?' },
  'textFaq.secureA': {
    en: 'A message from your caseworker that you read after you log in. Because you must log in, nobody else can read it. You see the date it was sent and the full text.',
    es: 'Un mensaje de su trabajador social que lee después de iniciar sesión. Como debe iniciar sesión, nadie más puede leerlo. Ve la fecha en que se envió y el texto completo.',
  },
  'textFaq.textQ': { en: 'What are text messages for?', es: '¿Para qué son los mensajes de texto?' },
  'textFaq.textA': {
    en: 'If you sign up, we send a text to your mobile phone to tell you that you have a new secure message.',
    es: 'Si se inscribe, le enviamos un mensaje de texto a su teléfono celular para decirle que tiene un mensaje seguro nuevo.',
  },
  'textFaq.whoQ': { en: 'Who can sign up?', es: '¿Quién puede inscribirse?' },
  'textFaq.whoA': {
    en: 'Anyone with an enhanced account, which is linked to their case.',
    es: 'Cualquier persona con una cuenta mejorada, que está vinculada a su caso.',
  },
  'textFaq.howQ': { en: 'How do I sign up?', es: '¿Cómo me inscribo?' },
  'textFaq.how1': { en: 'Log in to your enhanced account.', es: 'Inicie sesión en su cuenta mejorada.' },
  'textFaq.how2': {
    en: 'Choose the mobile number we have on file, or enter another one. Use the format ###-###-####.',
    es: 'Elija el número de celular que tenemos registrado o escriba otro. Use el formato ###-###-####.',
  },
  'textFaq.how3': {
    en: 'Confirm. You can change the number or stop texts at any time.',
    es: 'Confirme. Puede cambiar el número o dejar de recibir mensajes de texto en cualquier momento.',
  },
  'textFaq.stopQ': { en: 'How do I stop?', es: '¿Cómo dejo de recibirlos?' },
  'textFaq.stopA': {
    en: 'Reply STOP to any of our texts, or go to your secure messages and choose to stop text messages. You can still read secure messages when you log in.',
    es: 'Responda STOP a cualquiera de nuestros textos, o vaya a sus mensajes seguros y elija dejar de recibir mensajes de texto. Aún puede leer sus mensajes seguros cuando inicie sesión.',
  },
  'textFaq.messages': { en: 'Go to your secure messages', es: 'Ir a sus mensajes seguros' },
});

/** /nf-textAndSecure-FAQ: secure messages from caseworkers and the text-message alert (spec part 2 §2–§4). */
export function Component() {
  return (
    <Article
      messages={messages}
      title="textFaq.title"
      intro="textFaq.intro"
      sections={[
        { id: 'secure', heading: 'textFaq.secureQ', blocks: [{ p: 'textFaq.secureA' }] },
        { id: 'text', heading: 'textFaq.textQ', blocks: [{ p: 'textFaq.textA' }] },
        { id: 'who', heading: 'textFaq.whoQ', blocks: [{ p: 'textFaq.whoA' }] },
        { id: 'how', heading: 'textFaq.howQ', blocks: [{ steps: ['textFaq.how1', 'textFaq.how2', 'textFaq.how3'] }] },
        {
          id: 'stop',
          heading: 'textFaq.stopQ',
          blocks: [{ p: 'textFaq.stopA' }, { buttons: [{ to: ROUTES.secureMessages, label: 'textFaq.messages' }] }],
        },
      ]}
    />
  );
}
