import { Link } from '../../../router';
import { describeCode } from '@portal/contracts/code-tables';
import { Loading } from '../../../components/Loading';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
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
  useDocumentTitle(t('workerChanges.title'));
  const queue = useCaseChanges();
  if (queue.isPending) return <Loading />;
  if (queue.isError) throw queue.error;
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('workerChanges.title')}</h1>
      <p>{t('workerChanges.intro')}</p>
      {queue.data.changes.length === 0 ? (
        <p>{t('workerChanges.empty')}</p>
      ) : (
        <table className="usa-table usa-table--stacked width-full">
          <caption className="usa-sr-only">{t('workerChanges.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('workerChanges.reference')}</th>
              <th scope="col">{t('workerChanges.kind')}</th>
              <th scope="col">{t('workerChanges.case')}</th>
              <th scope="col">{t('workerChanges.resident')}</th>
              <th scope="col">{t('workerChanges.submitted')}</th>
              <th scope="col">{t('workerChanges.status')}</th>
            </tr>
          </thead>
          <tbody>
            {queue.data.changes.map((c) => (
              <tr key={c.id}>
                <th scope="row" data-label={t('workerChanges.reference')}>
                  <Link className="usa-link" to={workerChangePath(c.id)}>
                    {c.reference}
                  </Link>
                </th>
                <td data-label={t('workerChanges.kind')}>{t(`workerChanges.${c.kind}`)}</td>
                <td data-label={t('workerChanges.case')}>{c.caseReference}</td>
                <td data-label={t('workerChanges.resident')}>{c.applicantName}</td>
                <td data-label={t('workerChanges.submitted')}>
                  {intl.formatDate(c.submittedAt, { dateStyle: 'medium' })}
                </td>
                <td data-label={t('workerChanges.status')}>{describeCode('ChangeStatus', c.status, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
