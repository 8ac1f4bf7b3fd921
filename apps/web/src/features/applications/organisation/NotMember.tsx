import { Link } from '../../../router';
import { ROUTES } from '@portal/contracts/routes';
import { useT } from '../../../i18n/locale';
import { messages } from './messages';

/** What an account that acts for no organisation sees on these pages. */
export function NotMember({ title }: { title: string }) {
  const t = useT(messages);
  return (
    <div className="grid-container padding-y-4">
      <h1>{title}</h1>
      <p>{t('org.notMember')}</p>
      <Link to={ROUTES.account}>{t('org.dashboard')}</Link>
    </div>
  );
}
