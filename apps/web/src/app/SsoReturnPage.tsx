import { Navigate } from 'react-router';
import { ROUTES } from '@portal/contracts/routes';
import { Loading } from '../components/Loading';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useT } from '../i18n/locale';
import { defineMessages } from '../i18n/messages';
import { isSignedInType, useUserAccount } from './session';

const messages = defineMessages({
  'sso.title': { en: 'Signing you in', es: 'Iniciando su sesión' },
});

/** The single-sign-on return route: a signed-in STANDARD or LINKED user goes to the dashboard; otherwise a loader shows. */
export function SsoReturnPage() {
  const t = useT(messages);
  useDocumentTitle(t('sso.title'));
  const account = useUserAccount();
  if (isSignedInType(account.data?.userType)) return <Navigate to={ROUTES.account} replace />;
  return (
    <div className="grid-container padding-top-4">
      <h1>{t('sso.title')}</h1>
      <Loading />
    </div>
  );
}
