import { useMemo } from 'react';
import { QUEUE_SEARCH_MAX, QUEUE_VIEWS, type QueueView } from '@portal/contracts/applications-api';
import { workerNewbornReferralPath } from '@portal/contracts/newborn-paths';
import type { WorkerReferralQueueRow } from '@portal/contracts/referrals-queue';
import { Link } from '../../../router';
import { workerCasePath } from '../../../app/staffPaths';
import { useOfficeReferrals } from '../../../api/officeReferrals';
import { useErrorText } from '../../../components/apiErrors';
import { AssigneeCell } from '../../../components/staff/Assignment';
import { queueResult, WorkQueue, useQueueAddress, type QueuePage } from '../../../components/staff/WorkQueue';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useDates } from '../../../i18n/dates';
import { useT } from '../../../i18n/locale';
import { useReferralAssignment } from '../api';
import { referralMessages } from '../messages';
import { ReferralAssignmentResult } from './ReferralAssignmentResult';
import { referralStaffMessages as messages } from './referralStaffMessages';

const FILTERS = [] as const;

/** /worker/newborn-referrals: the office's referrals waiting, searched, paged, assigned (ADR 0419). */
export function Component() {
  const t = useT(messages);
  const r = useT(referralMessages);
  const dates = useDates();
  useDocumentTitle(t('nbOffice.title'));
  const address = useQueueAddress(FILTERS, QUEUE_VIEWS);
  const errorText = useErrorText();
  // A search too long is said at once (the server would refuse it with the same words).
  const problems: Record<string, string> =
    address.values.q!.length > QUEUE_SEARCH_MAX ? { q: errorText('validation.queue.search') } : {};
  const queue = useOfficeReferrals(address.request, Object.keys(problems).length === 0);
  const recent = queue.data?.recent;
  const assignment = useReferralAssignment();
  const page = useMemo<QueuePage<WorkerReferralQueueRow> | undefined>(
    () =>
      queue.data && {
        rows: queue.data.referrals,
        total: queue.data.total,
        page: queue.data.page,
        pageSize: queue.data.pageSize,
      },
    [queue.data],
  );
  const view = address.view as QueueView;
  const labels = { assign: t('nbOffice.assign'), takeOver: t('nbOffice.takeOver'), release: t('nbOffice.release') };

  return (
    <div className="grid-container padding-y-4">
      <h1>{t('nbOffice.title')}</h1>
      <p className="usa-intro">{t('nbOffice.intro')}</p>
      <ReferralAssignmentResult assignment={assignment} />
      <WorkQueue<WorkerReferralQueueRow>
        address={address}
        query={queueResult(queue, page)}
        searchLabel={t('nbOffice.search')}
        searchHint={t('nbOffice.searchHint')}
        filters={[]}
        views={QUEUE_VIEWS.map((v) => ({ value: v, label: t(`nbOffice.view.${v}`) }))}
        caption={t('nbOffice.caption')}
        problems={problems}
        empty={t(
          address.values.q ? 'nbOffice.emptyFiltered' : view === 'mine' ? 'nbOffice.emptyMine' : 'nbOffice.empty',
        )}
        rowKey={(row) => row.id}
        columns={[
          {
            label: t('nbOffice.newborn'),
            cell: (row) => (
              <>
                <Link className="usa-link display-block" to={workerNewbornReferralPath(row.id)}>
                  {row.newbornName}
                </Link>
                {t('nbOffice.born', { date: dates.day(row.newbornBirthDate) })}
              </>
            ),
          },
          { label: t('nbOffice.mother'), cell: (row) => row.motherName },
          {
            label: t('nbOffice.case'),
            cell: (row) => (
              <Link className="usa-link" to={workerCasePath(row.caseId)}>
                {row.caseReference}
              </Link>
            ),
          },
          { label: t('nbOffice.facility'), cell: (row) => row.facilityName },
          { label: t('nbOffice.sent'), cell: (row) => dates.moment(row.submittedAt) },
          { label: t('nbOffice.age'), cell: (row) => t('nbOffice.days', { count: row.ageDays }) },
          {
            label: t('nbOffice.checks'),
            cell: (row) =>
              row.problems.length === 0 ? (
                t('nbOffice.matches')
              ) : (
                <strong>{row.problems.map((p) => t(`nbOffice.problem.${p}`)).join('; ')}</strong>
              ),
          },
          {
            label: t('nbOffice.assignee'),
            cell: (row) => (
              <AssigneeCell
                assignee={row.assignee}
                labels={labels}
                which={t('nbOffice.which', { newborn: row.newbornName })}
                pending={assignment.isPending}
                onAction={(action) => assignment.mutate({ id: row.id, newborn: row.newbornName, action })}
              />
            ),
          },
        ]}
      />
      {/* The last decided come with the first page of the Office view only. */}
      {recent && (
        <>
          <h2 className="margin-top-5">{t('nbOffice.decided')}</h2>
          {recent.length === 0 && <p>{t('nbOffice.noneDecided')}</p>}
          <ul className="usa-list">
            {recent.map((d) => (
              <li key={d.referralId}>
                <Link className="usa-link" to={workerNewbornReferralPath(d.referralId)}>
                  {t('nbOffice.referral', { newborn: d.newBornName, born: dates.day(d.newBornDOB) })}
                </Link>{' '}
                ({d.caseReference}): <strong>{r(`nbRef.status.${d.nfReferralStatus}`)}</strong>
                {d.denialReason && <> {t('nbOffice.reasonShown', { reason: d.denialReason })}</>}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
