import { Link, useNavigate } from '../../../router';
import { ROUTES } from '@portal/contracts/routes';
import type { LifeEventType } from '@portal/contracts/changes';
import { ReadingColumn } from '../../../components/Article';
import { CallError, useLastCall } from '../../../components/CallError';
import { Loading } from '../../../components/Loading';
import { NotLinked } from '../../../components/NotLinked';
import { useUserAccount } from '../../../app/session';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useT } from '../../../i18n/locale';
import { lifeMessages } from './lifeMessages';
import { changePaths } from './paths';
import { useLifeEventOptions, useRepresentativeOption, useStartLifeEvent, useUnsupportedMessage } from './queries';

/**
 * /life-events: what happened in the household, chosen from a list; each opens the change report
 * at the part it touches (filled in from the case), or the form naming a representative.
 */
export function LifeEventsPage() {
  const t = useT(lifeMessages);
  useDocumentTitle(t('life.title'));
  const navigate = useNavigate();
  const account = useUserAccount();
  const options = useLifeEventOptions();
  const rep = useRepresentativeOption();
  const start = useStartLifeEvent();
  const lastCall = useLastCall();
  const why = options.data?.unsupportedScenarioCode ?? null;
  const unsupported = useUnsupportedMessage(why);
  if (account.isPending || options.isPending || rep.isPending) return <Loading />;
  // Reporting changes a case: an account not linked to one is told so, and how to link.
  const linked = account.data?.userType === 'LINKED';
  const delinked = account.data?.isDelinked ?? false;
  if (options.isError) throw options.error;
  if (rep.isError) throw rep.error;
  const events = [...options.data.lifeEvents, rep.data];
  const begin = (type: LifeEventType) =>
    lastCall.run(() =>
      start.mutate(type, {
        onSuccess: (r) => navigate(changePaths('COC', 'FNS').form(r.formId)),
      }),
    );
  return (
    <ReadingColumn>
      <h1>{t('life.title')}</h1>
      <p className="usa-intro">{t('life.intro')}</p>
      <CallError error={start.error} onRetry={lastCall.retry} />
      {!linked ? (
        <NotLinked delinked={delinked} text={t(delinked ? 'life.delinked' : 'life.notLinked')} />
      ) : why ? (
        <div className="usa-alert usa-alert--info" role="status">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{unsupported.data?.unsupportedScenarioMessage}</p>
          </div>
        </div>
      ) : (
        <ul className="usa-list usa-list--unstyled">
          {events.map((e) => (
            <li key={e.lifeEventContextId} className="margin-bottom-1">
              <button
                type="button"
                className="usa-button usa-button--outline"
                disabled={start.isPending}
                onClick={() => begin(e.lifeEventContextId)}
              >
                {e.lifeEventTypeName}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="margin-top-4">
        <Link className="usa-link" to={ROUTES.lifeEventsHistory}>
          {t('life.historyLink')}
        </Link>
      </p>
      <p>
        <Link className="usa-link" to={ROUTES.lifeEventsOverview}>
          {t('life.overviewLink')}
        </Link>
      </p>
    </ReadingColumn>
  );
}

/** /life-events/overview: what a life event is and what happens after reporting one. */
export function LifeEventsOverviewPage() {
  const t = useT(lifeMessages);
  useDocumentTitle(t('life.overviewTitle'));
  return (
    <ReadingColumn>
      <h1>{t('life.overviewTitle')}</h1>
      <p className="usa-intro">{t('life.overviewIntro')}</p>
      <ul className="usa-list">
        <li>{t('life.overviewFilled')}</li>
        <li>{t('life.overviewReview')}</li>
        <li>{t('life.overviewRep')}</li>
      </ul>
      <Link className="usa-button" to={ROUTES.lifeEvents}>
        {t('life.report')}
      </Link>
    </ReadingColumn>
  );
}
