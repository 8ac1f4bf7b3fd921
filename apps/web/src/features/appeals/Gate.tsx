import type { ReactNode } from 'react';
import { Link } from '../../router';
import type { AppealTrack } from '@portal/contracts/appeals';
import { ROUTES } from '@portal/contracts/routes';
import { ReadingColumn } from '../../components/Article';
import { Loading } from '../../components/Loading';
import { NotLinked } from '../../components/NotLinked';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useSystemConfig, useUserData } from '../../app/session';
import { useT } from '../../i18n/locale';
import { messages } from './messages';

/**
 * Appeals need an account linked to a case, the canAppeal permission and the appeals feature
 * (spec part 2 §6). Without them the page says why and how to ask for a hearing instead.
 */
export function AppealGate({ track, children }: { track: AppealTrack; children: ReactNode }) {
  const { account, linkedUser } = useUserData();
  const system = useSystemConfig();
  const linked = account.data?.userType === 'LINKED';
  if (account.isPending || system.isPending || (linked && linkedUser.isPending)) return <Loading />;
  if (linked && linkedUser.data?.canAppeal === true && system.data?.featureFlags.appeals === true) return children;
  return <Closed track={track} linked={linked} delinked={account.data?.isDelinked === true} />;
}

function Closed({ track, linked, delinked }: { track: AppealTrack; linked: boolean; delinked: boolean }) {
  const t = useT(messages);
  useDocumentTitle(t(`appeals.title.${track}`));
  return (
    <ReadingColumn>
      <h1>{t(`appeals.title.${track}`)}</h1>
      <h2>{t('appeals.closed.title')}</h2>
      {linked ? (
        <div className="usa-alert usa-alert--info" role="status">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('appeals.closed.notAllowed')}</p>
          </div>
        </div>
      ) : (
        <NotLinked delinked={delinked} text={t('appeals.closed.notLinked')} />
      )}
      <p className="margin-top-3">
        <Link className="usa-link" to={ROUTES.caseworkerInfo}>
          {t('appeals.office')}
        </Link>
      </p>
    </ReadingColumn>
  );
}
