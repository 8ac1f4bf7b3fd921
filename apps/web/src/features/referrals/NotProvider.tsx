import { Link, useLocation } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import { ReadingColumn } from '../../components/Article';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/locale';
import { referralMessages } from './messages';

/**
 * What a referral page shows to someone who may not refer newborns: a resident's account, or no
 * one signed in (with the way to sign in and come back).
 */
export function NotProvider({ signIn = false }: { signIn?: boolean }) {
  const r = useT(referralMessages);
  const { pathname } = useLocation();
  useDocumentTitle(r('nbRef.title'));
  return (
    <ReadingColumn>
      <h1>{r('nbRef.title')}</h1>
      <div className="usa-alert usa-alert--warning usa-alert--slim" role="status">
        <div className="usa-alert__body">
          <p className="usa-alert__text">{r(signIn ? 'nbRef.signIn' : 'nbRef.notProvider')}</p>
        </div>
      </div>
      {signIn && (
        <p className="margin-top-2">
          <Link className="usa-button" to={`${ROUTES.login}?returnTo=${encodeURIComponent(pathname)}`}>
            {r('nbRef.signInLink')}
          </Link>
        </p>
      )}
    </ReadingColumn>
  );
}
