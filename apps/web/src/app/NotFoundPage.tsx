import { Link } from '../router';
import { ROUTES } from '@portal/contracts/routes';
import { useT } from '../i18n/locale';
import { defineMessages } from '../i18n/messages';
import { useDocumentTitle } from '../components/useDocumentTitle';

const messages = defineMessages({
  'notFound.title': { en: 'Page not found', es: 'Página no encontrada' },
  'notFound.body': {
    en: 'We could not find the page you asked for. Check the address, or start again from the home page.',
    es: 'No pudimos encontrar la página que buscaba. Revise la dirección o comience de nuevo desde la página principal.',
  },
  'notFound.home': { en: 'Go to the home page', es: 'Ir a la página principal' },
});

export function NotFoundPage() {
  const t = useT(messages);
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('notFound.title')}</h1>
      <p className="usa-intro">{t('notFound.body')}</p>
      <Link className="usa-button" to={ROUTES.home}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
