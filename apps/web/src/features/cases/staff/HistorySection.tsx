import { useEffect, useRef } from 'react';
import { CallError } from '../../../components/CallError';
import { Loading } from '../../../components/Loading';
import { useIntl, useT } from '../../../i18n/locale';
import { caseMessages } from './caseMessages';
import { historyMessages } from './historyMessages';
import { useCaseHistory } from './queries';

/** Who did what on the case and when, newest first, read from the audit records; "Show more" reads older ones. */
export function HistorySection({ caseId }: { caseId: string }) {
  const t = useT(caseMessages);
  const h = useT(historyMessages);
  const intl = useIntl();
  const history = useCaseHistory(caseId, true);
  const entries = history.data?.pages.flatMap((p) => p.entries) ?? [];
  const list = useRef<HTMLOListElement>(null);
  // "Show more" moves the focus to the first entry it added (the button may be gone after it).
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    const at = focusAt.current;
    if (at === null || entries.length <= at) return;
    focusAt.current = null;
    list.current?.querySelectorAll<HTMLElement>('li')[at]?.focus();
  }, [entries.length]);
  const showMore = () => {
    focusAt.current = entries.length;
    void history.fetchNextPage();
  };
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading">{t('case.history')}</h2>
      <p>{t('case.historyIntro')}</p>
      {history.isPending ? (
        <Loading />
      ) : history.isError && entries.length === 0 ? (
        <CallError error={history.error} onRetry={() => void history.refetch()} />
      ) : entries.length === 0 ? (
        <p>{t('case.noHistory')}</p>
      ) : (
        <ol ref={list} className="usa-list usa-list--unstyled" aria-labelledby="history-heading">
          {entries.map((e) => (
            <li key={e.id} className="border-top border-base-lighter padding-y-1" tabIndex={-1}>
              <p className="margin-y-05 text-bold">{h(`caseHistory.${e.action}`)}</p>
              <p className="margin-y-05 font-body-2xs text-base-dark">
                {t('case.historyEntry', {
                  who: e.actorName ?? h('caseHistory.role.SYSTEM'),
                  role: h(`caseHistory.role.${e.actorRole}`),
                })}
                {', '}
                <time dateTime={e.at}>{intl.formatDate(e.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      {history.isFetchNextPageError && <CallError error={history.error} onRetry={() => void history.fetchNextPage()} />}
      {history.hasNextPage && (
        <button
          type="button"
          className="usa-button usa-button--outline"
          disabled={history.isFetchingNextPage}
          onClick={showMore}
        >
          {t('case.showMore')}
        </button>
      )}
    </section>
  );
}
