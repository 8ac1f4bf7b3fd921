import { defineMessages } from '../../i18n/messages';
import { Article } from '../../components/Article';

const messages = defineMessages({
  'disclaimer.title': { en: 'Disclaimer', es: 'Aviso legal' },
  'disclaimer.intro': {
    en: '{portal} is run by {agency} for people who live in {state}. Please read these terms before you use it.',
    es: '{portal} es administrado por {agency} para las personas que viven en {state}. Lea estas condiciones antes de usarlo.',
  },
  'disclaimer.use': { en: 'Using this site', es: 'Uso de este sitio' },
  'disclaimer.use1': {
    en: 'Use this site only to apply for and manage benefits for yourself, or for someone who allowed you to help them.',
    es: 'Use este sitio solo para solicitar y administrar beneficios para usted o para alguien que le permitió ayudarle.',
  },
  'disclaimer.use2': {
    en: 'Do not share your password or security codes with anyone.',
    es: 'No comparta su contraseña ni sus códigos de seguridad con nadie.',
  },
  'disclaimer.use3': {
    en: 'Your session ends after 30 minutes without activity. Log out when you finish, most of all on a shared computer.',
    es: 'Su sesión termina después de 30 minutos sin actividad. Cierre la sesión al terminar, sobre todo en una computadora compartida.',
  },
  'disclaimer.truth': { en: 'Telling the truth', es: 'Decir la verdad' },
  'disclaimer.truth1': {
    en: 'What you tell us must be true and complete. We check it with other records. Giving false information on purpose can lead to penalties, such as losing benefits, fines or prison.',
    es: 'Lo que nos dice debe ser verdadero y completo. Lo comparamos con otros registros. Dar información falsa a propósito puede causar sanciones, como perder los beneficios, multas o cárcel.',
  },
  'disclaimer.privacy': { en: 'Your information', es: 'Su información' },
  'disclaimer.privacy1': {
    en: 'We use your information to decide if you can get benefits and to run your case. Your Social Security number and birth date are stored in coded form and are partly hidden on screen.',
    es: 'Usamos su información para decidir si puede recibir beneficios y para administrar su caso. Su número de Seguro Social y su fecha de nacimiento se guardan en forma cifrada y se muestran parcialmente ocultos en la pantalla.',
  },
  'disclaimer.privacy2': {
    en: 'When you confirm your identity, a credit bureau checks your answers. This is a soft inquiry. It is kept for 23 months.',
    es: 'Cuando confirma su identidad, una agencia de crédito revisa sus respuestas. Es una consulta leve (soft inquiry). Se guarda durante 23 meses.',
  },
  'disclaimer.links': { en: 'Links to other sites', es: 'Enlaces a otros sitios' },
  'disclaimer.links1': {
    en: 'Some links go to sites that {agency} does not run. We are not responsible for what those sites say or do.',
    es: 'Algunos enlaces llevan a sitios que {agency} no administra. No somos responsables de lo que esos sitios dicen o hacen.',
  },
  'disclaimer.accuracy': { en: 'Information on this site', es: 'La información de este sitio' },
  'disclaimer.accuracy1': {
    en: 'We work to keep this site correct and available. Rules and amounts can change. The notice we send you about your case is what counts.',
    es: 'Trabajamos para que este sitio sea correcto y esté disponible. Las reglas y las cantidades pueden cambiar. Lo que cuenta es el aviso que le enviamos sobre su caso.',
  },
  'disclaimer.accuracy2': {
    en: 'The site may be closed for a short time for upkeep. If that happens, please try again later.',
    es: 'El sitio puede cerrarse por un tiempo corto por mantenimiento. Si eso pasa, inténtelo de nuevo más tarde.',
  },
});

/** /nf-epass-disclaimer: the terms of use, in plain language. */
export function Component() {
  return (
    <Article
      messages={messages}
      title="disclaimer.title"
      intro="disclaimer.intro"
      sections={[
        {
          id: 'use',
          heading: 'disclaimer.use',
          blocks: [{ list: ['disclaimer.use1', 'disclaimer.use2', 'disclaimer.use3'] }],
        },
        { id: 'truth', heading: 'disclaimer.truth', blocks: [{ p: 'disclaimer.truth1' }] },
        {
          id: 'privacy',
          heading: 'disclaimer.privacy',
          blocks: [{ p: 'disclaimer.privacy1' }, { p: 'disclaimer.privacy2' }],
        },
        { id: 'links', heading: 'disclaimer.links', blocks: [{ p: 'disclaimer.links1' }] },
        {
          id: 'accuracy',
          heading: 'disclaimer.accuracy',
          blocks: [{ p: 'disclaimer.accuracy1' }, { p: 'disclaimer.accuracy2' }],
        },
      ]}
    />
  );
}
