import { useMemo } from 'react';
import { CODE_TABLES } from '@portal/contracts/code-tables';
import { QUEUE_SEARCH_MAX, QUEUE_VIEWS, type QueueView } from '@portal/contracts/applications-api';
import type { WorkerDocumentQueueRow } from '@portal/contracts/documents-review';
import { ROUTES } from '@portal/contracts/routes';
import { Link } from '../../../router';
import { useApiFieldErrors, useErrorText } from '../../../components/apiErrors';
import { AssigneeCell, AssignmentResult } from '../../../components/staff/Assignment';
import { queueResult, WorkQueue, useQueueAddress, type QueuePage } from '../../../components/staff/WorkQueue';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useIntl, useLocale, useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { useDocumentAssignment, useDocumentQueue } from './queries';
import { titleMessages } from './titleMessages';

const messages = defineMessages({
  ...titleMessages,
  'docQueue.intro': {
    en: 'Documents of your office waiting for review, oldest first. Assign one to yourself before you review it.',
    es: 'Documentos de su oficina que esperan revisión, del más antiguo al más reciente. Asígnese uno antes de revisarlo.',
  },
  'docQueue.caption': { en: 'Documents waiting for review', es: 'Documentos que esperan revisión' },
  'docQueue.empty': { en: 'No document is waiting for review.', es: 'Ningún documento espera revisión.' },
  'docQueue.emptyFiltered': {
    en: 'No document matches the search and filters.',
    es: 'Ningún documento coincide con la búsqueda y los filtros.',
  },
  'docQueue.emptyMine': { en: 'No document is assigned to you.', es: 'No tiene ningún documento asignado.' },
  'docQueue.search': { en: 'Search', es: 'Buscar' },
  'docQueue.searchHint': {
    en: 'Person’s name, case number or application reference',
    es: 'Nombre de la persona, número de caso o referencia de la solicitud',
  },
  'docQueue.program': { en: 'Program asked for', es: 'Programa que lo pidió' },
  'docQueue.view.office': { en: 'Office', es: 'Oficina' },
  'docQueue.view.mine': { en: 'Mine', es: 'Míos' },
  'docQueue.document': { en: 'Document', es: 'Documento' },
  'docQueue.for': { en: 'For', es: 'Para' },
  'docQueue.case': { en: 'Case {reference}', es: 'Caso {reference}' },
  'docQueue.application': { en: 'Application {reference}', es: 'Solicitud {reference}' },
  'docQueue.person': { en: 'Person', es: 'Persona' },
  'docQueue.submitted': { en: 'Submitted', es: 'Enviado' },
  'docQueue.age': { en: 'Age', es: 'Antigüedad' },
  'docQueue.days': {
    en: '{count, plural, one {# day} other {# days}}',
    es: '{count, plural, one {# día} other {# días}}',
  },
  'docQueue.due': { en: 'Request due', es: 'Pedido vence el' },
  'docQueue.noDue': { en: 'Not asked for', es: 'No se pidió' },
  'docQueue.assignee': { en: 'Assigned to', es: 'Asignado a' },
  'docQueue.assign': { en: 'Assign to me', es: 'Asignármelo' },
  'docQueue.takeOver': { en: 'Take over', es: 'Tomarlo' },
  'docQueue.release': { en: 'Release', es: 'Liberarlo' },
  'docQueue.which': { en: 'document {name}', es: 'documento {name}' },
  'docQueue.assigned': { en: 'Document {name} is assigned to you.', es: 'El documento {name} está asignado a usted.' },
  'docQueue.released': {
    en: 'You released document {name}: anyone in the office may take it.',
    es: 'Liberó el documento {name}: cualquier persona de la oficina puede tomarlo.',
  },
});

const FILTERS = ['program'] as const;

/** The office's documents waiting for review: searched, filtered, paged, assigned (ADR 0413). */
export function DocumentQueue() {
  const t = useT(messages);
  const intl = useIntl();
  const { locale } = useLocale();
  useDocumentTitle(t('workerDocuments.title'));
  const address = useQueueAddress(FILTERS, QUEUE_VIEWS);
  const errorText = useErrorText();
  // A search too long is said at once (the server would refuse it with the same words).
  const problems: Record<string, string> =
    address.values.q!.length > QUEUE_SEARCH_MAX ? { q: errorText('validation.queue.search') } : {};
  const queue = useDocumentQueue(address.request, Object.keys(problems).length === 0);
  const assignment = useDocumentAssignment();
  const refusal = useApiFieldErrors(assignment.error);
  const page = useMemo<QueuePage<WorkerDocumentQueueRow> | undefined>(
    () =>
      queue.data && {
        rows: queue.data.documents,
        total: queue.data.total,
        page: queue.data.page,
        pageSize: queue.data.pageSize,
      },
    [queue.data],
  );
  const lang = locale.startsWith('es') ? 'es' : 'en';
  const programName = (code: string) => CODE_TABLES.ProgramType.items.find((p) => p.value === code)?.[lang] ?? code;
  const day = (iso: string) => intl.formatDate(`${iso}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  const view = address.view as QueueView;
  const filtered = Boolean(address.values.q || address.values.program);
  const done = assignment.isSuccess && assignment.variables;

  const labels = { assign: t('docQueue.assign'), takeOver: t('docQueue.takeOver'), release: t('docQueue.release') };

  return (
    <>
      <h1>{t('workerDocuments.title')}</h1>
      <p>{t('docQueue.intro')}</p>
      <AssignmentResult
        done={
          done ? t(done.action === 'release' ? 'docQueue.released' : 'docQueue.assigned', { name: done.name }) : null
        }
        refused={assignment.isError ? (refusal.fields.assignee ?? refusal.general) : null}
      />
      <WorkQueue<WorkerDocumentQueueRow>
        address={address}
        query={queueResult(queue, page)}
        searchLabel={t('docQueue.search')}
        searchHint={t('docQueue.searchHint')}
        filters={[
          {
            name: 'program',
            label: t('docQueue.program'),
            options: CODE_TABLES.ProgramType.items.map((p) => ({ value: p.value, label: p[lang] })),
          },
        ]}
        views={QUEUE_VIEWS.map((v) => ({ value: v, label: t(`docQueue.view.${v}`) }))}
        caption={t('docQueue.caption')}
        problems={problems}
        empty={t(filtered ? 'docQueue.emptyFiltered' : view === 'mine' ? 'docQueue.emptyMine' : 'docQueue.empty')}
        rowKey={(d) => d.attachmentID}
        columns={[
          { label: t('docQueue.document'), cell: (d) => d.attachmentName },
          {
            label: t('docQueue.for'),
            cell: (d) => (
              <Link className="usa-link" to={`${ROUTES.workerDocuments}?case=${d.caseID}`}>
                {t(d.kind === 'CASE' ? 'docQueue.case' : 'docQueue.application', { reference: d.caseReference })}
              </Link>
            ),
          },
          { label: t('docQueue.person'), cell: (d) => d.primaryPerson },
          { label: t('docQueue.submitted'), cell: (d) => intl.formatDate(d.submittedAt, { dateStyle: 'medium' }) },
          { label: t('docQueue.age'), cell: (d) => t('docQueue.days', { count: d.ageDays }) },
          {
            label: t('docQueue.due'),
            cell: (d) =>
              d.dueOn
                ? `${day(d.dueOn)}${d.programCode ? ` (${programName(d.programCode)})` : ''}`
                : t('docQueue.noDue'),
          },
          {
            label: t('docQueue.assignee'),
            cell: (d) => (
              <AssigneeCell
                assignee={d.assignee}
                labels={labels}
                which={t('docQueue.which', { name: d.attachmentName })}
                pending={assignment.isPending}
                onAction={(action) => assignment.mutate({ id: d.attachmentID, name: d.attachmentName, action })}
              />
            ),
          },
        ]}
      />
    </>
  );
}
