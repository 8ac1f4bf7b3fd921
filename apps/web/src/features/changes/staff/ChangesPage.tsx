import { Link } from '../../../router';
import { describeCode } from '@portal/contracts/code-tables';
import { StaffQueuePage, QueueTable } from '../../../components/staff/QueueTable';
import { useIntl, useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { changeKindMessages } from './changeMessages';
import { workerChangePath } from '../../../app/staffPaths';
import { useCaseChanges } from '../../../api/staffQueues';

const messages = defineMessages({
  ...changeKindMessages,
  'workerChanges.title': {
    en: 'Change reports and renewals to review',
    es: 'Informes de cambios y renovaciones por revisar',
  },
  'workerChanges.intro': {
    en: 'Residents of cases in your office reported these changes or renewed online. Open one to see each change as before and after, then accept it or ask for a document. Oldest first.',
    es: 'Residentes de casos de su oficina informaron estos cambios o renovaron en línea. Abra uno para ver cada cambio como antes y después, y luego acéptelo o pida un documento. Los más antiguos primero.',
  },
  'workerChanges.empty': {
    en: 'No change report or renewal is waiting for review.',
    es: 'Ningún informe de cambios ni renovación espera revisión.',
  },
  'workerChanges.caption': {
    en: 'Change reports and renewals waiting, oldest first',
    es: 'Informes de cambios y renovaciones pendientes, los más antiguos primero',
  },
  'workerChanges.reference': { en: 'Reference', es: 'Referencia' },
  'workerChanges.kind': { en: 'Kind', es: 'Tipo' },
  'workerChanges.case': { en: 'Case', es: 'Caso' },
  'workerChanges.resident': { en: 'Resident', es: 'Residente' },
  'workerChanges.submitted': { en: 'Submitted', es: 'Enviado' },
  'workerChanges.status': { en: 'Status', es: 'Estado' },
});

/** Staff: the office's change reports and renewals waiting for review (or for a document), oldest first. */
export function Component() {
  const t = useT(messages);
  const intl = useIntl();
  const lang = intl.locale === 'es' ? 'es' : 'en';
  const queue = useCaseChanges();
  return (
    <StaffQueuePage title={t('workerChanges.title')} intro={t('workerChanges.intro')} query={queue}>
      {(data) => (
        <QueueTable
          rows={data.changes}
          rowKey={(c) => c.id}
          empty={t('workerChanges.empty')}
          caption={t('workerChanges.caption')}
          columns={[
            {
              label: t('workerChanges.reference'),
              cell: (c) => (
                <Link className="usa-link" to={workerChangePath(c.id)}>
                  {c.reference}
                </Link>
              ),
            },
            { label: t('workerChanges.kind'), cell: (c) => t(`workerChanges.${c.kind}`) },
            { label: t('workerChanges.case'), cell: (c) => c.caseReference },
            { label: t('workerChanges.resident'), cell: (c) => c.applicantName },
            {
              label: t('workerChanges.submitted'),
              cell: (c) => intl.formatDate(c.submittedAt, { dateStyle: 'medium' }),
            },
            { label: t('workerChanges.status'), cell: (c) => describeCode('ChangeStatus', c.status, lang) },
          ]}
        />
      )}
    </StaffQueuePage>
  );
}
