import { useMemo } from 'react';
import { CODE_TABLES, describeCode } from '@portal/contracts/code-tables';
import { QUEUE_SEARCH_MAX, QUEUE_VIEWS, type QueueView } from '@portal/contracts/applications-api';
import { APPEAL_QUEUE_STATUSES } from '@portal/contracts/appeals-api';
import type { WorkerAppealQueueRow } from '@portal/contracts/appeals-queue';
import { clockTime } from '@portal/contracts/time-of-day';
import { Link } from '../../../router';
import { useApiFieldErrors, useErrorText } from '../../../components/apiErrors';
import { AssigneeCell, AssignmentResult } from '../../../components/staff/Assignment';
import { queueResult, WorkQueue, useQueueAddress, type QueuePage } from '../../../components/staff/WorkQueue';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useIntl, useT } from '../../../i18n/locale';
import { WORKER_HOLIDAYS, workerAppealPath } from '../../../app/staffPaths';
import { appealMessages } from './appealMessages';
import { appealQueueMessages } from './appealQueueMessages';
import { useAppealQueue } from '../../../api/staffQueues';
import { useAppealAssignment } from './appealQueries';

const messages = { ...appealMessages, ...appealQueueMessages };
const FILTERS = ['program', 'status'] as const;

/** The hearing office: the appeal requests waiting, searched, filtered, paged, assigned (ADR 0416). */
export function Component() {
  const t = useT(messages);
  const intl = useIntl();
  const lang = intl.locale === 'es' ? 'es' : 'en';
  useDocumentTitle(t('workerAppeals.title'));
  const address = useQueueAddress(FILTERS, QUEUE_VIEWS);
  const errorText = useErrorText();
  // A search too long is said at once (the server would refuse it with the same words).
  const problems: Record<string, string> =
    address.values.q!.length > QUEUE_SEARCH_MAX ? { q: errorText('validation.queue.search') } : {};
  const queue = useAppealQueue(address.request, Object.keys(problems).length === 0);
  const assignment = useAppealAssignment();
  const refusal = useApiFieldErrors(assignment.error);
  const page = useMemo<QueuePage<WorkerAppealQueueRow> | undefined>(
    () =>
      queue.data && {
        rows: queue.data.appeals,
        total: queue.data.total,
        page: queue.data.page,
        pageSize: queue.data.pageSize,
      },
    [queue.data],
  );
  const day = (iso: string) => intl.formatDate(`${iso}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  const view = address.view as QueueView;
  const filtered = FILTERS.some((f) => address.values[f]) || Boolean(address.values.q);
  const done = assignment.isSuccess && assignment.variables;

  const labels = {
    assign: t('appealQueue.assign'),
    takeOver: t('appealQueue.takeOver'),
    release: t('appealQueue.release'),
  };

  return (
    <>
      <h1>{t('workerAppeals.title')}</h1>
      <p>{t('workerAppeals.intro')}</p>
      <p>
        <Link className="usa-link" to={WORKER_HOLIDAYS}>
          {t('workerAppeals.holidays')}
        </Link>
      </p>
      <AssignmentResult
        done={
          done
            ? t(done.action === 'release' ? 'appealQueue.released' : 'appealQueue.assigned', {
                reference: done.reference,
              })
            : null
        }
        refused={assignment.isError ? (refusal.fields.assignee ?? refusal.general) : null}
      />
      <WorkQueue<WorkerAppealQueueRow>
        address={address}
        query={queueResult(queue, page)}
        searchLabel={t('appealQueue.search')}
        searchHint={t('appealQueue.searchHint')}
        filters={[
          {
            name: 'program',
            label: t('workerAppeals.program'),
            options: CODE_TABLES.ProgramType.items.map((p) => ({ value: p.value, label: p[lang] })),
          },
          {
            name: 'status',
            label: t('workerAppeals.status'),
            options: APPEAL_QUEUE_STATUSES.map((s) => ({ value: s, label: describeCode('AppealStatus', s, lang) })),
          },
        ]}
        views={QUEUE_VIEWS.map((v) => ({ value: v, label: t(`appealQueue.view.${v}`) }))}
        caption={t('workerAppeals.caption')}
        problems={problems}
        empty={t(
          filtered ? 'appealQueue.emptyFiltered' : view === 'mine' ? 'appealQueue.emptyMine' : 'workerAppeals.empty',
        )}
        rowKey={(a) => a.id}
        columns={[
          {
            label: t('workerAppeals.reference'),
            cell: (a) => (
              <Link className="usa-link" to={workerAppealPath(a.id)}>
                {a.reference}
              </Link>
            ),
          },
          { label: t('workerAppeals.appellant'), cell: (a) => a.appellantName },
          {
            label: t('workerAppeals.program'),
            cell: (a) => `${describeCode('ProgramType', a.programCode, lang)} (${a.decisionReference})`,
          },
          {
            label: t('appealQueue.received'),
            cell: (a) =>
              t('appealQueue.receivedOn', {
                sent: intl.formatDate(a.submittedAt, { dateStyle: 'medium' }),
                filed: day(a.filedOn),
              }),
          },
          { label: t('appealQueue.age'), cell: (a) => t('appealQueue.days', { count: a.ageDays }) },
          {
            label: t('appealQueue.hearing'),
            cell: (a) =>
              a.hearingDate && a.hearingTime
                ? `${day(a.hearingDate)}, ${clockTime(a.hearingTime, lang)}`
                : t('appealQueue.noHearing'),
          },
          { label: t('appealQueue.deadline'), cell: () => t('appealQueue.noDeadline') },
          { label: t('workerAppeals.status'), cell: (a) => describeCode('AppealStatus', a.status, lang) },
          {
            label: t('appealQueue.assignee'),
            cell: (a) => (
              <AssigneeCell
                assignee={a.assignee}
                labels={labels}
                which={t('appealQueue.which', { reference: a.reference })}
                pending={assignment.isPending}
                onAction={(action) => assignment.mutate({ id: a.id, reference: a.reference, action })}
              />
            ),
          },
        ]}
      />
    </>
  );
}
