import { useMemo } from 'react';
import { CODE_TABLES, describeCode } from '@portal/contracts/code-tables';
import { QUEUE_SEARCH_MAX, QUEUE_VIEWS, type QueueView } from '@portal/contracts/applications-api';
import { CHANGE_KINDS } from '@portal/contracts/changes-api';
import type { WorkerChangeQueueRow } from '@portal/contracts/changes-queue';
import { Link } from '../../../router';
import { useApiFieldErrors, useErrorText } from '../../../components/apiErrors';
import { AssigneeCell, AssignmentResult } from '../../../components/staff/Assignment';
import { queueResult, WorkQueue, useQueueAddress, type QueuePage } from '../../../components/staff/WorkQueue';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useIntl, useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { workerChangePath } from '../../../app/staffPaths';
import { useCaseChanges } from '../../../api/staffQueues';
import { changeKindMessages } from './changeMessages';
import { useChangeAssignment } from './queries';

const messages = defineMessages({
  ...changeKindMessages,
  'workerChanges.title': {
    en: 'Change reports and renewals to review',
    es: 'Informes de cambios y renovaciones por revisar',
  },
  'workerChanges.intro': {
    en: 'Residents of cases in your office reported these changes or renewed online, oldest first. Assign one to yourself, open it to see each change as before and after, then accept it or ask for a document.',
    es: 'Residentes de casos de su oficina informaron estos cambios o renovaron en línea; los más antiguos primero. Asígnese uno, ábralo para ver cada cambio como antes y después, y luego acéptelo o pida un documento.',
  },
  'workerChanges.empty': {
    en: 'No change report or renewal is waiting for review.',
    es: 'Ningún informe de cambios ni renovación espera revisión.',
  },
  'workerChanges.emptyFiltered': {
    en: 'No change report or renewal matches the search and filters.',
    es: 'Ningún informe de cambios ni renovación coincide con la búsqueda y los filtros.',
  },
  'workerChanges.emptyMine': {
    en: 'No change report or renewal is assigned to you.',
    es: 'No tiene ningún informe de cambios ni renovación asignado.',
  },
  'workerChanges.caption': {
    en: 'Change reports and renewals waiting, oldest first',
    es: 'Informes de cambios y renovaciones pendientes, los más antiguos primero',
  },
  'workerChanges.search': { en: 'Search', es: 'Buscar' },
  'workerChanges.searchHint': {
    en: 'Resident’s name, case number or report reference',
    es: 'Nombre del residente, número de caso o referencia del informe',
  },
  'workerChanges.program': { en: 'Program', es: 'Programa' },
  'workerChanges.view.office': { en: 'Office', es: 'Oficina' },
  'workerChanges.view.mine': { en: 'Mine', es: 'Míos' },
  'workerChanges.reference': { en: 'Reference', es: 'Referencia' },
  'workerChanges.kind': { en: 'Kind', es: 'Tipo' },
  'workerChanges.case': { en: 'Case', es: 'Caso' },
  'workerChanges.resident': { en: 'Resident', es: 'Residente' },
  'workerChanges.submitted': { en: 'Submitted', es: 'Enviado' },
  'workerChanges.age': { en: 'Age', es: 'Antigüedad' },
  'workerChanges.days': {
    en: '{count, plural, one {# day} other {# days}}',
    es: '{count, plural, one {# día} other {# días}}',
  },
  'workerChanges.due': { en: 'Renewal due', es: 'Renovación vence el' },
  'workerChanges.noDue': { en: 'No due date', es: 'Sin fecha límite' },
  'workerChanges.status': { en: 'Status', es: 'Estado' },
  'workerChanges.assignee': { en: 'Assigned to', es: 'Asignado a' },
  'workerChanges.assign': { en: 'Assign to me', es: 'Asignármelo' },
  'workerChanges.takeOver': { en: 'Take over', es: 'Tomarlo' },
  'workerChanges.release': { en: 'Release', es: 'Liberarlo' },
  'workerChanges.which': { en: 'report {reference}', es: 'informe {reference}' },
  'workerChanges.assigned': {
    en: 'Report {reference} is assigned to you.',
    es: 'El informe {reference} está asignado a usted.',
  },
  'workerChanges.released': {
    en: 'You released report {reference}: anyone in the office may take it.',
    es: 'Liberó el informe {reference}: cualquier persona de la oficina puede tomarlo.',
  },
});

const FILTERS = ['kind', 'program'] as const;

/** Staff: the office's change reports and renewals waiting: searched, filtered, paged, assigned (ADR 0415). */
export function Component() {
  const t = useT(messages);
  const intl = useIntl();
  const lang = intl.locale === 'es' ? 'es' : 'en';
  useDocumentTitle(t('workerChanges.title'));
  const address = useQueueAddress(FILTERS, QUEUE_VIEWS);
  const errorText = useErrorText();
  // A search too long is said at once (the server would refuse it with the same words).
  const problems: Record<string, string> =
    address.values.q!.length > QUEUE_SEARCH_MAX ? { q: errorText('validation.queue.search') } : {};
  const queue = useCaseChanges(address.request, Object.keys(problems).length === 0);
  const assignment = useChangeAssignment();
  const refusal = useApiFieldErrors(assignment.error);
  const page = useMemo<QueuePage<WorkerChangeQueueRow> | undefined>(
    () =>
      queue.data && {
        rows: queue.data.changes,
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
    assign: t('workerChanges.assign'),
    takeOver: t('workerChanges.takeOver'),
    release: t('workerChanges.release'),
  };

  return (
    <>
      <h1>{t('workerChanges.title')}</h1>
      <p>{t('workerChanges.intro')}</p>
      <AssignmentResult
        done={
          done
            ? t(done.action === 'release' ? 'workerChanges.released' : 'workerChanges.assigned', {
                reference: done.reference,
              })
            : null
        }
        refused={assignment.isError ? (refusal.fields.assignee ?? refusal.general) : null}
      />
      <WorkQueue<WorkerChangeQueueRow>
        address={address}
        query={queueResult(queue, page)}
        searchLabel={t('workerChanges.search')}
        searchHint={t('workerChanges.searchHint')}
        filters={[
          {
            name: 'kind',
            label: t('workerChanges.kind'),
            options: CHANGE_KINDS.map((k) => ({ value: k, label: t(`workerChanges.${k}`) })),
          },
          {
            name: 'program',
            label: t('workerChanges.program'),
            options: CODE_TABLES.ProgramType.items.map((p) => ({ value: p.value, label: p[lang] })),
          },
        ]}
        views={QUEUE_VIEWS.map((v) => ({ value: v, label: t(`workerChanges.view.${v}`) }))}
        caption={t('workerChanges.caption')}
        problems={problems}
        empty={t(
          filtered
            ? 'workerChanges.emptyFiltered'
            : view === 'mine'
              ? 'workerChanges.emptyMine'
              : 'workerChanges.empty',
        )}
        rowKey={(c) => c.id}
        columns={[
          {
            label: t('workerChanges.reference'),
            cell: (c) => (
              <Link className="usa-link" to={workerChangePath(c.id)}>
                {c.reference}
              </Link>
            ),
          },
          {
            label: t('workerChanges.kind'),
            cell: (c) => `${t(`workerChanges.${c.kind}`)} (${describeCode('ProgramType', c.programCode, lang)})`,
          },
          { label: t('workerChanges.case'), cell: (c) => c.caseReference },
          { label: t('workerChanges.resident'), cell: (c) => c.applicantName },
          {
            label: t('workerChanges.submitted'),
            cell: (c) => intl.formatDate(c.submittedAt, { dateStyle: 'medium' }),
          },
          { label: t('workerChanges.age'), cell: (c) => t('workerChanges.days', { count: c.ageDays }) },
          { label: t('workerChanges.due'), cell: (c) => (c.dueOn ? day(c.dueOn) : t('workerChanges.noDue')) },
          { label: t('workerChanges.status'), cell: (c) => describeCode('ChangeStatus', c.status, lang) },
          {
            label: t('workerChanges.assignee'),
            cell: (c) => (
              <AssigneeCell
                assignee={c.assignee}
                labels={labels}
                which={t('workerChanges.which', { reference: c.reference })}
                pending={assignment.isPending}
                onAction={(action) => assignment.mutate({ id: c.id, reference: c.reference, action })}
              />
            ),
          },
        ]}
      />
    </>
  );
}
