import { Link } from '../../../router';
import { Loading } from '../../../components/Loading';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useDates } from '../../../i18n/dates';
import { useT } from '../../../i18n/locale';
import { appealMessages as messages } from './appealMessages';
import { useAppealQueue } from './appealQueries';
import { WORKER_HOLIDAYS, workerAppealPath } from '../../../app/staffPaths';

/** The hearing office: every appeal request sent, open ones first. */
export function Component() {
  const t = useT(messages);
  const { day } = useDates();
  useDocumentTitle(t('workerAppeals.title'));
  const queue = useAppealQueue();
  if (queue.isPending) return <Loading />;
  if (queue.isError) throw queue.error;
  const columns = ['reference', 'program', 'appellant', 'filed', 'status'] as const;
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('workerAppeals.title')}</h1>
      <p>{t('workerAppeals.intro')}</p>
      {queue.data.appeals.length === 0 ? (
        <p>{t('workerAppeals.empty')}</p>
      ) : (
        <table className="usa-table usa-table--stacked width-full">
          <caption className="usa-sr-only">{t('workerAppeals.caption')}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {t(`workerAppeals.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {queue.data.appeals.map((a) => (
              <tr key={a.id}>
                <th scope="row" data-label={t('workerAppeals.reference')}>
                  <Link className="usa-link" to={workerAppealPath(a.id)}>
                    {a.referenceNumber}
                  </Link>
                </th>
                <td data-label={t('workerAppeals.program')}>{a.programName}</td>
                <td data-label={t('workerAppeals.appellant')}>{a.appellantName}</td>
                <td data-label={t('workerAppeals.filed')}>{day(a.filedOn)}</td>
                <td data-label={t('workerAppeals.status')}>{a.statusDescription}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <Link className="usa-link" to={WORKER_HOLIDAYS}>
          {t('workerAppeals.holidays')}
        </Link>
      </p>
    </div>
  );
}
