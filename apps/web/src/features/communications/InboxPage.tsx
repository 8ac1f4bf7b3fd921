import { Link } from '../../router';
import { ROUTES, pathTo } from '@portal/contracts/routes';
import { Loading } from '../../components/Loading';
import { ReadingColumn, useBrandT } from '../../components/Article';
import { inboxMessages } from './messages';
import { useInbox } from '../../api/inbox';
import { useUnreadMessages } from '../../api/messaging';
import { useUserAccount } from '../../app/session';
import { useIntl } from '../../i18n/locale';

/** /nfSecureInbox: the person's notices, newest first, unread ones marked. */
export function Component() {
  const { t, ready } = useBrandT(inboxMessages, 'inbox.title');
  const intl = useIntl();
  const inbox = useInbox();
  const account = useUserAccount();
  const unreadMessages = useUnreadMessages(account.data?.userType === 'LINKED').data?.nfUnreadSecureMessagesCount ?? 0;
  if (!ready || inbox.isPending) return <Loading />;
  if (inbox.isError) throw inbox.error;
  const { communications, unreadCount } = inbox.data;
  return (
    <ReadingColumn>
      <h1>{t('inbox.title')}</h1>
      <p className="usa-intro">{t('inbox.intro')}</p>
      {communications.length === 0 ? (
        <p>{t('inbox.none')}</p>
      ) : (
        <>
          <p role="status">{t('inbox.unread', { count: unreadCount })}</p>
          <ul className="usa-list usa-list--unstyled">
            {communications.map((c) => (
              <li key={c.communicationID} className="border-top border-base-lighter padding-y-2">
                <Link
                  className={`usa-link${c.statusCode === 'UNREAD' ? ' text-bold' : ''}`}
                  to={pathTo(ROUTES.enoticesCommDetail, { commId: c.communicationID })}
                >
                  {c.subjectText}
                </Link>{' '}
                {c.statusCode === 'UNREAD' && <span className="usa-tag bg-secondary-dark">{t('inbox.new')}</span>}
                <span className="display-block font-body-2xs text-base-dark">
                  {t('inbox.sent', { date: intl.formatDate(c.communicationDate, { dateStyle: 'long' }) })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="margin-top-4">
        <Link className="usa-link" to={ROUTES.secureMessages}>
          {t('inbox.messages')}
        </Link>
        {unreadMessages > 0 && (
          <span className="usa-tag bg-secondary-dark margin-left-1">
            {t('inbox.newMessages', { count: unreadMessages })}
          </span>
        )}
      </p>
      <p>
        <Link className="usa-link" to={ROUTES.enotices}>
          {t('inbox.enotices')}
        </Link>
      </p>
      <p>
        <Link className="usa-link" to={ROUTES.account}>
          {t('inbox.back')}
        </Link>
      </p>
    </ReadingColumn>
  );
}
