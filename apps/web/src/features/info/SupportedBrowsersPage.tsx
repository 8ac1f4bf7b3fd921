import { MIN_BROWSER_VERSIONS as MIN } from '../../browserTargets';
import { defineMessages } from '../../i18n/messages';
import { Article } from '../../components/Article';

const messages = defineMessages({
  'browsers.title': { en: 'Supported web browsers', es: 'Navegadores web compatibles' },
  'browsers.intro': {
    en: '{portal} works best in a recent web browser. Use one of these browsers, at this version or newer.',
    es: '{portal} funciona mejor en un navegador web reciente. Use uno de estos navegadores, en esta versión o una más nueva.',
  },
  'browsers.list': { en: 'Browsers you can use', es: 'Navegadores que puede usar' },
  'browsers.caption': { en: 'Oldest version that works', es: 'Versión más antigua que funciona' },
  'browsers.browser': { en: 'Browser', es: 'Navegador' },
  'browsers.version': { en: 'Version', es: 'Versión' },
  'browsers.safari': { en: 'Safari', es: 'Safari' },
  'browsers.safariVersion': { en: '{safari} or newer', es: '{safari} o más nueva' },
  'browsers.chrome': { en: 'Google Chrome', es: 'Google Chrome' },
  'browsers.chromeVersion': { en: '{chrome} or newer', es: '{chrome} o más nueva' },
  'browsers.edge': { en: 'Microsoft Edge', es: 'Microsoft Edge' },
  'browsers.edgeVersion': { en: '{edge} or newer', es: '{edge} o más nueva' },
  'browsers.none': {
    en: 'Older browsers, such as Internet Explorer, cannot run this site.',
    es: 'Los navegadores más antiguos, como Internet Explorer, no pueden abrir este sitio.',
  },
  'browsers.firefox': { en: 'Mozilla Firefox', es: 'Mozilla Firefox' },
  'browsers.firefoxVersion': { en: '{firefox} or newer', es: '{firefox} o más nueva' },
  'browsers.tips': { en: 'If a page does not work', es: 'Si una página no funciona' },
  'browsers.tip1': {
    en: 'Update your browser to the newest version.',
    es: 'Actualice su navegador a la versión más nueva.',
  },
  'browsers.tip2': {
    en: 'Turn on JavaScript and cookies. The site needs them to work and to keep you logged in.',
    es: 'Active JavaScript y las cookies. El sitio los necesita para funcionar y para mantener su sesión abierta.',
  },
  'browsers.tip3': {
    en: 'Check your internet connection, then reload the page.',
    es: 'Revise su conexión a internet y vuelva a cargar la página.',
  },
  'browsers.phone': {
    en: 'You can also use the site on a phone or tablet with a recent browser.',
    es: 'También puede usar el sitio en un teléfono o una tableta con un navegador reciente.',
  },
});

/** /nf-browser-supported-versions: the browsers and oldest versions the build really runs in (browserTargets). */
export function Component() {
  return (
    <Article
      messages={messages}
      values={MIN}
      title="browsers.title"
      intro="browsers.intro"
      sections={[
        {
          id: 'browsers',
          heading: 'browsers.list',
          blocks: [
            {
              table: {
                caption: 'browsers.caption',
                head: ['browsers.browser', 'browsers.version'],
                rows: [
                  ['browsers.safari', 'browsers.safariVersion'],
                  ['browsers.chrome', 'browsers.chromeVersion'],
                  ['browsers.edge', 'browsers.edgeVersion'],
                  ['browsers.firefox', 'browsers.firefoxVersion'],
                ],
              },
            },
            { p: 'browsers.none' },
            { p: 'browsers.phone' },
          ],
        },
        {
          id: 'tips',
          heading: 'browsers.tips',
          blocks: [{ list: ['browsers.tip1', 'browsers.tip2', 'browsers.tip3'] }],
        },
      ]}
    />
  );
}
