import { Link } from '../../../router';
import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@portal/contracts/routes';
import { staffCall } from '../../../api/staff';
import { Loading } from '../../../components/Loading';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { titleMessages } from './titleMessages';

const messages = defineMessages({
  ...titleMessages,
  'worker.casesCaption': { en: 'Cases with submitted documents', es: 'Casos con documentos enviados' },
  'worker.noCases': {
    en: 'No documents are waiting for review in your office.',
    es: 'No hay documentos esperando revisión en su oficina.',
  },
  'worker.colCase': { en: 'Case', es: 'Caso' },
  'worker.colPerson': { en: 'Primary person', es: 'Persona principal' },
  'worker.colAwaiting': { en: 'Awaiting review', es: 'En espera de revisión' },
  'worker.colReviewed': { en: 'Reviewed', es: 'Revisados' },
  'worker.open': { en: 'Review case {reference}', es: 'Revisar el caso {reference}' },
  'worker.openApplication': { en: 'Review application {reference}', es: 'Revisar la solicitud {reference}' },
});

/** The cases (and applications) of the caseworker's office with submitted documents, and how many await review. */
export function CaseList() {
  const t = useT(messages);
  useDocumentTitle(t('workerDocuments.title'));
  const cases = useQuery({
    queryKey: ['worker', 'documents', 'cases'],
    queryFn: () => staffCall('workerDocumentCases'),
    throwOnError: true,
  });
  if (cases.isPending) return <Loading />;
  const rows = cases.data!.cases;
  return (
    <>
      <h1>{t('workerDocuments.title')}</h1>
      {rows.length === 0 ? (
        <p>{t('worker.noCases')}</p>
      ) : (
        <table className="usa-table usa-table--stacked usa-table--borderless width-full">
          <caption>{t('worker.casesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('worker.colCase')}</th>
              <th scope="col">{t('worker.colPerson')}</th>
              <th scope="col">{t('worker.colAwaiting')}</th>
              <th scope="col">{t('worker.colReviewed')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.caseID}>
                <th scope="row" data-label={t('worker.colCase')}>
                  <Link className="usa-link" to={`${ROUTES.workerDocuments}?case=${r.caseID}`}>
                    {t(r.kind === 'CASE' ? 'worker.open' : 'worker.openApplication', { reference: r.caseReference })}
                  </Link>
                </th>
                <td data-label={t('worker.colPerson')}>{r.primaryPerson}</td>
                <td data-label={t('worker.colAwaiting')}>{r.awaitingReview}</td>
                <td data-label={t('worker.colReviewed')}>{r.reviewed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
