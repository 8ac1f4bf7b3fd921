import { Link } from '../../../router';
import { StaffQueuePage, QueueTable } from '../../../components/staff/QueueTable';
import { useDates } from '../../../i18n/dates';
import { useT } from '../../../i18n/locale';
import { appealMessages as messages } from './appealMessages';
import { useAppealQueue } from './appealQueries';
import { WORKER_HOLIDAYS, workerAppealPath } from '../../../app/staffPaths';

/** The hearing office: every appeal request sent, open ones first. */
export function Component() {
  const t = useT(messages);
  const { day } = useDates();
  const queue = useAppealQueue();
  return (
    <StaffQueuePage title={t('workerAppeals.title')} intro={t('workerAppeals.intro')} query={queue}>
      {(data) => (
        <>
          <QueueTable
            rows={data.appeals}
            rowKey={(a) => a.id}
            empty={t('workerAppeals.empty')}
            caption={t('workerAppeals.caption')}
            columns={[
              {
                label: t('workerAppeals.reference'),
                cell: (a) => (
                  <Link className="usa-link" to={workerAppealPath(a.id)}>
                    {a.referenceNumber}
                  </Link>
                ),
              },
              { label: t('workerAppeals.program'), cell: (a) => a.programName },
              { label: t('workerAppeals.appellant'), cell: (a) => a.appellantName },
              { label: t('workerAppeals.filed'), cell: (a) => day(a.filedOn) },
              { label: t('workerAppeals.status'), cell: (a) => a.statusDescription },
            ]}
          />
          <p>
            <Link className="usa-link" to={WORKER_HOLIDAYS}>
              {t('workerAppeals.holidays')}
            </Link>
          </p>
        </>
      )}
    </StaffQueuePage>
  );
}
