import { Navigate, useParams } from '../../../router';
import { ROUTES, pathTo } from '@portal/contracts/routes';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { isForbidden, isNotFound, isRecordId } from '../../../components/apiErrors';
import { Loading } from '../../../components/Loading';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useT } from '../../../i18n/locale';
import { messages } from './messages';
import { PresumptiveForm } from './PresumptiveForm';
import { useFiling, useStart } from './queries';

function NotAllowed() {
  const t = useT(messages);
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('pe.title')}</h1>
      <div className="usa-alert usa-alert--warning" role="status">
        <div className="usa-alert__body">
          <p className="usa-alert__text">{t('pe.notAllowed')}</p>
        </div>
      </div>
    </div>
  );
}

/**
 * /nf-presumptive/form/:formId. "new" starts a filing (nf_motivation/presumptive) and moves to
 * its id; a decided filing shows its confirmation.
 */
export function FormPage() {
  const t = useT(messages);
  useDocumentTitle(t('pe.title'));
  const { formId = '' } = useParams();
  const isNew = formId === 'new';
  const valid = isRecordId(formId);
  const start = useStart(isNew);
  const filing = useFiling(formId, valid);
  if (isNew) {
    if (isForbidden(start.error)) return <NotAllowed />;
    if (start.isError) throw start.error;
    if (!start.data) return <Loading />;
    return <Navigate replace to={pathTo(ROUTES.presumptiveForm, { formId: start.data.iegExecutionID })} />;
  }
  if (!valid || isNotFound(filing.error)) return <NotFoundPage />;
  if (filing.isError) throw filing.error;
  if (!filing.data) return <Loading />;
  if (filing.data.status === 'DECIDED')
    return <Navigate replace to={pathTo(ROUTES.presumptiveConfirmation, { formId })} />;
  if (filing.data.facilities.length === 0) return <NotAllowed />;
  return <PresumptiveForm filing={filing.data} />;
}
