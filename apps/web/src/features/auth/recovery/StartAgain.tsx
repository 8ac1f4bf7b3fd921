import { Link } from '../../../router';
import { ROUTES } from '@portal/contracts/routes';
import { useT } from '../../../i18n/locale';
import { AuthFrame } from '../AuthFrame';
import { recoveryMessages } from './recoveryText';

/** A recovery step reached without a recovery in progress (a bookmark, another browser, a new tab). */
export function StartAgain() {
  const t = useT(recoveryMessages);
  return (
    <AuthFrame title={t('recovery.noneTitle')}>
      <p>{t('recovery.none')}</p>
      <Link to={ROUTES.forgotPassword} className="usa-button">
        {t('recovery.startAgain')}
      </Link>
    </AuthFrame>
  );
}
