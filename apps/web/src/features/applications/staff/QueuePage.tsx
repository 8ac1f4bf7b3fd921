import { useMemo } from 'react';
import { CODE_TABLES } from '@portal/contracts/code-tables';
import { QUEUE_SEARCH_MAX, QUEUE_STATUSES, QUEUE_VIEWS, type QueueView } from '@portal/contracts/applications-api';
import type { WorkerQueueRow } from '@portal/contracts/applications';
import { Link } from '../../../router';
import { useApiFieldErrors, useErrorText } from '../../../components/apiErrors';
import { AssigneeCell, AssignmentResult } from '../../../components/staff/Assignment';
import { queueResult, WorkQueue, useQueueAddress, type QueuePage } from '../../../components/staff/WorkQueue';
import { statusMessages } from '../../../components/statusMessages';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useIntl, useLocale, useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { workerApplicationPath } from '../../../app/staffPaths';
import { useQueue } from '../../../api/staffQueues';
import { useAssignment } from './queries';

const messages = defineMessages({
  ...statusMessages,
  'queue.title': { en: 'Applications to decide', es: 'Solicitudes por decidir' },
  'queue.intro': {
    en: 'Applications of your office waiting for a decision, oldest first. Assign one to yourself before you work on it.',
    es: 'Solicitudes de su oficina que esperan una decisión, de la más antigua a la más reciente. Asígnese una antes de trabajar en ella.',
  },
  'queue.caption': { en: 'Applications waiting for a decision', es: 'Solicitudes que esperan una decisión' },
  'queue.empty': { en: 'No application is waiting for a decision.', es: 'Ninguna solicitud espera una decisión.' },
  'queue.emptyFiltered': {
    en: 'No application matches the search and filters.',
    es: 'Ninguna solicitud coincide con la búsqueda y los filtros.',
  },
  'queue.emptyMine': { en: 'No application is assigned to you.', es: 'No tiene ninguna solicitud asignada.' },
  'queue.search': { en: 'Search', es: 'Buscar' },
  'queue.searchHint': {
    en: 'Applicant’s name, case number or application reference',
    es: 'Nombre del solicitante, número de caso o referencia de la solicitud',
  },
  'queue.program': { en: 'Program', es: 'Programa' },
  'queue.status': { en: 'Status', es: 'Estado' },
  'queue.view.office': { en: 'Office', es: 'Oficina' },
  'queue.view.mine': { en: 'Mine', es: 'Mías' },
  'queue.reference': { en: 'Reference', es: 'Referencia' },
  'queue.applicant': { en: 'Applicant', es: 'Solicitante' },
  'queue.submitted': { en: 'Submitted', es: 'Enviada' },
  'queue.age': { en: 'Age', es: 'Antigüedad' },
  'queue.days': {
    en: '{count, plural, one {# day} other {# days}}',
    es: '{count, plural, one {# día} other {# días}}',
  },
  'queue.due': { en: 'Decision due', es: 'Decisión antes del' },
  'queue.programs': { en: 'Programs', es: 'Programas' },
  'queue.programDue': { en: '{program}: {status}, due {date}', es: '{program}: {status}, antes del {date}' },
  'queue.reopened': { en: 'reversed at a hearing', es: 'revocada en una audiencia' },
  'queue.assignee': { en: 'Assigned to', es: 'Asignada a' },
  'queue.assign': { en: 'Assign to me', es: 'Asignármela' },
  'queue.takeOver': { en: 'Take over', es: 'Tomarla' },
  'queue.release': { en: 'Release', es: 'Liberarla' },
  'queue.application': { en: 'application {reference}', es: 'solicitud {reference}' },
  'queue.assigned': {
    en: 'Application {reference} is assigned to you.',
    es: 'La solicitud {reference} está asignada a usted.',
  },
  'queue.released': {
    en: 'You released application {reference}: anyone in the office may take it.',
    es: 'Liberó la solicitud {reference}: cualquier persona de la oficina puede tomarla.',
  },
});

const FILTERS = ['program', 'status'] as const;

/** The office's applications waiting for a decision: searched, filtered, paged, assigned (ADR 0411). */
export function Component() {
  const t = useT(messages);
  const intl = useIntl();
  const { locale } = useLocale();
  useDocumentTitle(t('queue.title'));
  const address = useQueueAddress(FILTERS, QUEUE_VIEWS);
  const errorText = useErrorText();
  // A search too long is said at once (the server would refuse it with the same words).
  const problems: Record<string, string> =
    address.values.q!.length > QUEUE_SEARCH_MAX ? { q: errorText('validation.queue.search') } : {};
  const queue = useQueue(address.request, Object.keys(problems).length === 0);
  const assignment = useAssignment();
  const refusal = useApiFieldErrors(assignment.error);
  const page = useMemo<QueuePage<WorkerQueueRow> | undefined>(
    () =>
      queue.data && {
        rows: queue.data.applications,
        total: queue.data.total,
        page: queue.data.page,
        pageSize: queue.data.pageSize,
      },
    [queue.data],
  );
  const lang = locale.startsWith('es') ? 'es' : 'en';
  const day = (iso: string) => intl.formatDate(`${iso}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  const view = address.view as QueueView;
  const filtered = Boolean(address.values.q || address.values.program || address.values.status);
  const done = assignment.isSuccess && assignment.variables;

  const labels = { assign: t('queue.assign'), takeOver: t('queue.takeOver'), release: t('queue.release') };

  return (
    <div className="grid-container padding-y-4">
      <h1>{t('queue.title')}</h1>
      <p>{t('queue.intro')}</p>
      <AssignmentResult
        done={
          done
            ? t(done.action === 'release' ? 'queue.released' : 'queue.assigned', { reference: done.reference })
            : null
        }
        refused={assignment.isError ? (refusal.fields.assignee ?? refusal.general) : null}
      />
      <WorkQueue<WorkerQueueRow>
        address={address}
        query={queueResult(queue, page)}
        searchLabel={t('queue.search')}
        searchHint={t('queue.searchHint')}
        filters={[
          {
            name: 'program',
            label: t('queue.program'),
            options: CODE_TABLES.ProgramType.items.map((p) => ({ value: p.value, label: p[lang] })),
          },
          {
            name: 'status',
            label: t('queue.status'),
            options: QUEUE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          },
        ]}
        views={QUEUE_VIEWS.map((v) => ({ value: v, label: t(`queue.view.${v}`) }))}
        caption={t('queue.caption')}
        problems={problems}
        empty={t(filtered ? 'queue.emptyFiltered' : view === 'mine' ? 'queue.emptyMine' : 'queue.empty')}
        rowKey={(a) => a.applicationId}
        columns={[
          {
            label: t('queue.reference'),
            cell: (a) => (
              <Link className="usa-link" to={workerApplicationPath(a.applicationId)}>
                {a.reference}
              </Link>
            ),
          },
          { label: t('queue.applicant'), cell: (a) => a.applicantName },
          { label: t('queue.submitted'), cell: (a) => intl.formatDate(a.submittedOn, { dateStyle: 'medium' }) },
          { label: t('queue.age'), cell: (a) => t('queue.days', { count: a.ageDays }) },
          { label: t('queue.due'), cell: (a) => day(a.decisionDueOn) },
          {
            label: t('queue.programs'),
            cell: (a) => (
              <ul className="usa-list usa-list--unstyled">
                {a.programs.map((p) => (
                  <li key={p.id}>
                    {t('queue.programDue', {
                      program: p.programName,
                      status: t(`status.${p.status}`),
                      date: day(a.programDueOn[p.id] ?? a.decisionDueOn),
                    })}
                    {p.reopenedByHearing ? ` (${t('queue.reopened')})` : ''}
                  </li>
                ))}
              </ul>
            ),
          },
          {
            label: t('queue.assignee'),
            cell: (a) => (
              <AssigneeCell
                assignee={a.assignee}
                labels={labels}
                which={t('queue.application', { reference: a.reference })}
                pending={assignment.isPending}
                onAction={(action) => assignment.mutate({ id: a.applicationId, reference: a.reference, action })}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
