import { Link } from '../../../router';
import { StaffQueuePage, QueueTable } from '../../../components/staff/QueueTable';
import { useIntl, useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { workerApplicationPath } from '../../../app/staffPaths';
import { useQueue } from '../../../api/staffQueues';
import { statusMessages } from '../../../components/statusMessages';

const messages = defineMessages({
  ...statusMessages,
  'queue.title': { en: 'Applications to decide', es: 'Solicitudes por decidir' },
  'queue.empty': { en: 'No application is waiting for a decision.', es: 'Ninguna solicitud espera una decisión.' },
  'queue.reference': { en: 'Reference', es: 'Referencia' },
  'queue.applicant': { en: 'Applicant', es: 'Solicitante' },
  'queue.submitted': { en: 'Submitted', es: 'Enviada' },
  'queue.programs': { en: 'Programs', es: 'Programas' },
  'queue.reopened': { en: 'reversed at a hearing', es: 'revocada en una audiencia' },
});

/** Submitted applications with a programme waiting for a decision, oldest first. */
export function Component() {
  const t = useT(messages);
  const intl = useIntl();
  const queue = useQueue();
  return (
    <StaffQueuePage title={t('queue.title')} query={queue}>
      {(data) => (
        <QueueTable
          rows={data.applications}
          rowKey={(a) => a.applicationId}
          empty={t('queue.empty')}
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
            {
              label: t('queue.programs'),
              cell: (a) =>
                a.programs
                  .map(
                    (p) =>
                      `${p.programName}: ${t(`status.${p.status}`)}${p.reopenedByHearing ? ` (${t('queue.reopened')})` : ''}`,
                  )
                  .join('; '),
            },
          ]}
        />
      )}
    </StaffQueuePage>
  );
}
