import { Link } from '../router';
import { ROUTES } from '@portal/contracts/routes';
import { ApiRequestError } from '../api/client';
import { useT } from '../i18n/locale';
import { defineMessages } from '../i18n/messages';
import { useDocumentTitle } from './useDocumentTitle';

const messages = defineMessages({
  'error.generic.title': { en: 'Sorry... an error occurred', es: 'Lo sentimos... ocurrió un error' },
  'error.generic.body': {
    en: 'Something went wrong on our side. Try again later.',
    es: 'Algo salió mal de nuestro lado. Inténtelo más tarde.',
  },
  'error.forbidden.title': { en: 'You cannot view this content', es: 'No puede ver este contenido' },
  'error.forbidden.body': {
    en: 'Your account does not have access to this page. If you think this is a mistake, contact your local county office.',
    es: 'Su cuenta no tiene acceso a esta página. Si cree que es un error, comuníquese con la oficina de su condado.',
  },
  'error.network.title': {
    en: 'There was a problem fetching information',
    es: 'Hubo un problema al obtener la información',
  },
  'error.network.body': {
    en: 'We could not reach the portal. Check your internet connection, then try again or go to the home page.',
    es: 'No pudimos comunicarnos con el portal. Revise su conexión a internet y vuelva a intentarlo o vaya a la página principal.',
  },
  'error.timeout.title': { en: 'The server timed out', es: 'El servidor tardó demasiado en responder' },
  'error.timeout.body': {
    en: 'The server took too long to answer for this page. Check your connection and try again.',
    es: 'El servidor tardó demasiado en responder para esta página. Revise su conexión y vuelva a intentarlo.',
  },
  'error.badRequest.title': { en: 'An error occurred', es: 'Ocurrió un error' },
  'error.badRequest.body': {
    en: 'We could not handle that request. Go back and check what you entered, or start again from the home page.',
    es: 'No pudimos procesar esa solicitud. Regrese y revise lo que ingresó, o comience de nuevo desde la página principal.',
  },
  'error.retry': { en: 'Try again', es: 'Intentar de nuevo' },
  'error.home': { en: 'Go to the home page', es: 'Ir a la página principal' },
});

export type ErrorKind = 'generic' | 'forbidden' | 'network' | 'timeout' | 'badRequest';

/** Which of the spec's error pages (part 1 §8) fits a failure. */
export function errorKindOf(error: unknown): ErrorKind {
  if (error instanceof ApiRequestError) {
    if (error.kind === 'network') return 'network';
    if (error.kind === 'timeout') return 'timeout';
    if (error.status === 403) return 'forbidden';
    if (error.status === 400) return 'badRequest';
    if (error.status === 504 || error.status === 408) return 'timeout';
  }
  // A code-split page that cannot be downloaded is a connection problem too.
  if (error instanceof TypeError && /dynamically imported module|fetch/i.test(error.message)) return 'network';
  return 'generic';
}

/**
 * An error page of spec part 1 §8, in the reader's language: generic and network and timeout
 * pages offer Retry; the 403 page links home; every page offers the way home.
 */
export function ErrorPage({
  error,
  kind: knownKind,
  onRetry,
}: {
  error?: unknown;
  kind?: ErrorKind;
  onRetry?: () => void;
}) {
  const t = useT(messages);
  const kind = knownKind ?? errorKindOf(error);
  const title = t(`error.${kind}.title`);
  useDocumentTitle(title);
  const retry = onRetry ?? (() => window.location.reload());
  return (
    <div className="grid-container padding-y-4">
      <h1>{title}</h1>
      <p className="usa-intro">{t(`error.${kind}.body`)}</p>
      <ul className="usa-button-group">
        {kind !== 'forbidden' && kind !== 'badRequest' && (
          <li className="usa-button-group__item">
            <button type="button" className="usa-button" onClick={retry}>
              {t('error.retry')}
            </button>
          </li>
        )}
        <li className="usa-button-group__item">
          <Link
            className={kind === 'forbidden' || kind === 'badRequest' ? 'usa-button' : 'usa-button usa-button--outline'}
            to={ROUTES.home}
          >
            {t('error.home')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
