import { Link } from '../router';
import { ROUTES } from '@portal/contracts/routes';
import { useT } from '../i18n/locale';
import { defineMessages } from '../i18n/messages';

const messages = defineMessages({
  'notLinked.upgrade': { en: 'Upgrade your account', es: 'Mejorar su cuenta' },
});

/**
 * What a signed-in account that is not (or no longer) linked sees on a page of linked accounts:
 * the page's own reason, and the way to upgrade unless the link was turned off.
 */
export function NotLinked({ delinked, text }: { delinked: boolean; text: string }) {
  const t = useT(messages);
  return (
    <div className="usa-alert usa-alert--warning" role="status">
      <div className="usa-alert__body">
        <p className="usa-alert__text">{text}</p>
        {!delinked && (
          <Link className="usa-button margin-top-1" to={ROUTES.upgradeAccount}>
            {t('notLinked.upgrade')}
          </Link>
        )}
      </div>
    </div>
  );
}
