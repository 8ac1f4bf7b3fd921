import { Link, Navigate, useSearchParams } from '../router';
import { ROUTES } from '@portal/contracts/routes';
import { FEDERATION_FAILURES, type FederationFailure } from '@portal/contracts/federation-api';
import { Loading } from '../components/Loading';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useT } from '../i18n/locale';
import { defineMessages } from '../i18n/messages';
import { isSignedInType, useSystemConfig, useUserAccount } from './session';
import { landingFor } from './landing';

const messages = defineMessages({
  'sso.title': { en: 'Signing you in', es: 'Iniciando su sesión' },
  'sso.failed.title': { en: 'We could not sign you in', es: 'No pudimos iniciar su sesión' },
  'sso.failure.OFF': {
    en: 'Signing in with {service} is not available. Log in with your username and password.',
    es: 'No se puede iniciar sesión con {service}. Inicie sesión con su nombre de usuario y contraseña.',
  },
  'sso.failure.UNAVAILABLE': {
    en: '{service} cannot be reached right now. Try again in a few minutes, or log in with your username and password.',
    es: 'No podemos comunicarnos con {service} en este momento. Inténtelo de nuevo en unos minutos o inicie sesión con su nombre de usuario y contraseña.',
  },
  'sso.failure.REFUSED': {
    en: '{service} did not sign you in. If you cancelled, you can try again.',
    es: '{service} no inició su sesión. Si canceló, puede intentarlo de nuevo.',
  },
  'sso.failure.EXPIRED': {
    en: 'Your sign-in took too long or was already used. Please start again.',
    es: 'Su inicio de sesión tardó demasiado o ya se usó. Vuelva a empezar.',
  },
  'sso.failure.STATE_MISMATCH': {
    en: 'This sign-in was not started in this browser. For your security, please start again.',
    es: 'Este inicio de sesión no comenzó en este navegador. Por su seguridad, vuelva a empezar.',
  },
  'sso.failure.FAILED': {
    en: 'Something went wrong while signing you in with {service}. Please start again.',
    es: 'Algo salió mal al iniciar su sesión con {service}. Vuelva a empezar.',
  },
  'sso.again': { en: 'Back to log in', es: 'Volver a iniciar sesión' },
});

const isFailure = (value: string | null): value is FederationFailure =>
  (FEDERATION_FAILURES as readonly string[]).includes(value ?? '');

/**
 * The single-sign-on return route: where the provider sign-in lands the browser. A signed-in
 * person goes on to where their work is (landing.ts); a sign-in that did not finish is explained, with the way back.
 */
export function SsoReturnPage() {
  const t = useT(messages);
  const [params] = useSearchParams();
  const error = params.get('error');
  const account = useUserAccount();
  const service = useSystemConfig().data?.branding.identityServiceName ?? 'StateID';
  const signedIn = isSignedInType(account.data?.userType);
  const failure: FederationFailure | undefined = isFailure(error)
    ? error
    : error !== null || (account.isSuccess && !signedIn)
      ? 'FAILED'
      : undefined;
  useDocumentTitle(t(failure ? 'sso.failed.title' : 'sso.title'));
  if (!failure && signedIn) return <Navigate to={landingFor(account.data)} replace />;
  return (
    <div className="grid-container padding-y-4">
      <div className="tablet:grid-col-8">
        {failure ? (
          <>
            <h1>{t('sso.failed.title')}</h1>
            <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
              <div className="usa-alert__body">
                <p className="usa-alert__text">{t(`sso.failure.${failure}`, { service })}</p>
              </div>
            </div>
            <Link className="usa-button margin-top-3" to={ROUTES.login}>
              {t('sso.again')}
            </Link>
          </>
        ) : (
          <>
            <h1>{t('sso.title')}</h1>
            <Loading />
          </>
        )}
      </div>
    </div>
  );
}
