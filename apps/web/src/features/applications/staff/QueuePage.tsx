import { Link } from '../../../router';
import { Loading } from '../../../components/Loading';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
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
});

/** Submitted applications with a programme waiting for a decision, oldest first. */
export function Component() {
  const t = useT(messages);
  const intl = useIntl();
  useDocumentTitle(t('queue.title'));
  const queue = useQueue();
  if (queue.isPending) return <Loading />;
  if (queue.isError) throw queue.error;
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('queue.title')}</h1>
      {queue.data.applications.length === 0 ? (
        <p>{t('queue.empty')}</p>
      ) : (
        <table className="usa-table usa-table--stacked width-full">
          <thead>
            <tr>
              <th scope="col">{t('queue.reference')}</th>
              <th scope="col">{t('queue.applicant')}</th>
              <th scope="col">{t('queue.submitted')}</th>
              <th scope="col">{t('queue.programs')}</th>
            </tr>
          </thead>
          <tbody>
            {queue.data.applications.map((a) => (
              <tr key={a.applicationId}>
                <th scope="row" data-label={t('queue.reference')}>
                  <Link className="usa-link" to={workerApplicationPath(a.applicationId)}>
                    {a.reference}
                  </Link>
                </th>
                <td data-label={t('queue.applicant')}>{a.applicantName}</td>
                <td data-label={t('queue.submitted')}>{intl.formatDate(a.submittedOn, { dateStyle: 'medium' })}</td>
                <td data-label={t('queue.programs')}>
                  {a.programs.map((p) => `${p.programName}: ${t(`status.${p.status}`)}`).join('; ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
