import { Link } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import type { AppealTrack } from '@portal/contracts/appeals';
import { ReadingColumn } from '../../components/Article';
import { Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useDates } from '../../i18n/dates';
import { useT } from '../../i18n/locale';
import { messages } from './messages';
import { appealPaths } from './paths';
import { useAppeals } from './queries';

/** /appeals and /nfAppeals: what an appeal is, requests to finish, the latest requests and the way in. */
export function HomePage({ track }: { track: AppealTrack }) {
  const t = useT(messages);
  const { moment } = useDates();
  const paths = appealPaths(track);
  const list = useAppeals(track);
  useDocumentTitle(t(`appeals.title.${track}`));
  if (list.isPending) return <Loading />;
  if (list.isError) throw list.error;
  const { drafts, appealRequests } = list.data;
  return (
    <ReadingColumn>
      <h1>{t(`appeals.title.${track}`)}</h1>
      <p className="usa-intro">{t('appeals.intro')}</p>
      <p>{t('appeals.rules')}</p>
      <Link className="usa-button" to={paths.overview}>
        {t('appeals.start')}
      </Link>
      {drafts.length > 0 && (
        <>
          <h2>{t('appeals.inProgress')}</h2>
          <ul className="usa-list">
            {drafts.map((d) => (
              <li key={d.formId}>
                <Link className="usa-link" to={paths.form(d.formId)}>
                  {t('appeals.resume', { program: d.programName })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <h2>{t('appeals.recent')}</h2>
      {appealRequests.length === 0 ? (
        <p>{t('appeals.none')}</p>
      ) : (
        <ul className="usa-list">
          {appealRequests.slice(0, 3).map((a) => (
            <li key={a.onlineAppealRequestId}>
              {t('appeals.item.heading', { program: a.programName, reference: a.referenceNumber })}:{' '}
              <span className="usa-tag bg-accent-cool-darker">{a.statusDescription}</span> {moment(a.submittedDateTime)}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link className="usa-link" to={paths.submitted}>
          {t('appeals.seeAll')}
        </Link>
      </p>
      <p className="margin-top-4">
        <Link className="usa-link" to={paths.other}>
          {t(`appeals.otherTrack.${track}`)}
        </Link>
      </p>
      <p>
        <Link className="usa-link" to={ROUTES.account}>
          {t('appeals.backDashboard')}
        </Link>
      </p>
    </ReadingColumn>
  );
}

/** /appeals/overview: what happens when one appeals, before choosing the decision. */
export function OverviewPage({ track }: { track: AppealTrack }) {
  const t = useT(messages);
  useDocumentTitle(t('appeals.about'));
  return (
    <ReadingColumn>
      <h1>{t('appeals.about')}</h1>
      <p className="usa-intro">{t('appeals.intro')}</p>
      <h2>{t('appeals.overview.what')}</h2>
      <p>{t('appeals.overview.steps')}</p>
      <p>{t('appeals.rules')}</p>
      <p>{t('appeals.continuing')}</p>
      <p>{t('appeals.overview.save')}</p>
      <Link className="usa-button" to={appealPaths(track).formNew}>
        {t('appeals.overview.continue')}
      </Link>
      <p className="margin-top-4">
        <Link className="usa-link" to={appealPaths(track).home}>
          {t('appeals.backHome')}
        </Link>
      </p>
    </ReadingColumn>
  );
}
