import { useRef, useState } from 'react';
import { Link } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import type { TextPersonInformation } from '@portal/contracts/messaging';
import { useUserAccount } from '../../app/session';
import { ReadingColumn } from '../../components/Article';
import { CallError } from '../../components/CallError';
import { Loading } from '../../components/Loading';
import { NotLinked } from '../../components/NotLinked';
import { isForbidden } from '../../components/apiErrors';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/locale';
import { MessageItem } from './MessageItem';
import { messagingMessages } from './messages';
import { useSecureMessages, useStopTexts, useTextSettings } from './queries';

/**
 * /nf-secure-messages: the caseworkers' messages and the person's replies, and the text-message
 * setting (sign up, change the number, or stop: the opt-out). Enhanced accounts only: that is
 * who a caseworker can write to.
 */
export function Component() {
  const t = useT(messagingMessages);
  useDocumentTitle(t('secure.title'));
  const account = useUserAccount();
  const linked = account.data?.userType === 'LINKED';
  const list = useSecureMessages();
  const [replied, setReplied] = useState(false);
  const status = useRef<HTMLDivElement>(null);
  if (account.isPending || (linked && list.isPending)) return <Loading />;
  const refused = !linked || isForbidden(list.error);
  if (!refused && list.isError) throw list.error;
  return (
    <ReadingColumn>
      <h1>{t('secure.title')}</h1>
      <p className="usa-intro">{t('secure.intro')}</p>
      {refused || !list.data ? (
        <NotLinked
          delinked={account.data?.isDelinked ?? false}
          text={t(account.data?.isDelinked ? 'secure.delinked' : 'secure.notLinked')}
        />
      ) : (
        <>
          <TextSettings />
          <div ref={status} tabIndex={-1} role="status">
            {replied && (
              <div className="usa-alert usa-alert--success usa-alert--slim margin-y-2">
                <div className="usa-alert__body">
                  <p className="usa-alert__text">{t('secure.sent')}</p>
                </div>
              </div>
            )}
            <p>{t('secure.unread', { count: list.data.nfUnreadSecureMessagesCount })}</p>
          </div>
          {list.data.messages.length === 0 ? (
            <p>{t('secure.none')}</p>
          ) : (
            <ul className="usa-list usa-list--unstyled">
              {list.data.messages.map((m) => (
                <MessageItem
                  key={m.communicationID}
                  message={m}
                  onReplied={() => {
                    setReplied(true);
                    status.current?.focus();
                  }}
                />
              ))}
            </ul>
          )}
        </>
      )}
      <p className="margin-top-4">
        <Link className="usa-link" to={ROUTES.textAndSecureFaq}>
          {t('secure.faq')}
        </Link>
      </p>
      <p>
        <Link className="usa-link" to={ROUTES.account}>
          {t('secure.back')}
        </Link>
      </p>
    </ReadingColumn>
  );
}

/** Texts on (to which number) or off, and the ways to change that. */
function TextSettings() {
  const t = useT(messagingMessages);
  const settings = useTextSettings();
  const stop = useStopTexts();
  if (settings.isPending) return <Loading />;
  if (settings.isError) return <CallError error={settings.error} onRetry={() => void settings.refetch()} />;
  const s: TextPersonInformation = settings.data;
  return (
    <section className="usa-summary-box margin-y-2" aria-labelledby="texts-heading">
      <div className="usa-summary-box__body">
        <h2 id="texts-heading" className="usa-summary-box__heading">
          {t('secure.textsTitle')}
        </h2>
        <div className="usa-summary-box__text">
          <p role="status">
            {s.subscriptionInd
              ? t('secure.textsOn', { number: s.subscribedPhoneNumber ?? '' })
              : stop.isSuccess
                ? t('secure.textsStopped')
                : s.stoppedByReply
                  ? t('secure.textsStoppedByReply')
                  : t('secure.textsOff')}
          </p>
          <CallError error={stop.error} />
          {s.subscriptionInd ? (
            <div className="display-flex flex-wrap flex-align-center">
              <Link className="usa-button usa-button--outline margin-right-2" to={ROUTES.secureMessageUpdate}>
                {t('secure.textsChange')}
              </Link>
              <button
                type="button"
                className="usa-button usa-button--secondary"
                disabled={stop.isPending}
                onClick={() => stop.mutate()}
              >
                {t('secure.textsStop')}
              </button>
            </div>
          ) : (
            <Link className="usa-button" to={ROUTES.secureMessageOptIn}>
              {t('secure.textsSignUp')}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
