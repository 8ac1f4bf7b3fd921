import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from '../../../router';
import { ROUTES, pathTo } from '@portal/contracts/routes';
import { Loading } from '../../../components/Loading';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useIntl, useT } from '../../../i18n/locale';
import { messages } from './messages';
import { presumptiveCall } from './queries';

/**
 * /nf-presumptive/filings: the provider's decided filings, newest first, ten a page — to find a
 * patient's filing again after leaving its confirmation, and print its notice again.
 */
export function FilingsPage() {
  const t = useT(messages);
  const intl = useIntl();
  useDocumentTitle(t('pe.filingsTitle'));
  const [params] = useSearchParams();
  const asked = Number(params.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const list = useQuery({
    queryKey: ['user', 'presumptive', 'filings', page],
    queryFn: () => presumptiveCall('presumptiveFilings', { query: { page } }),
  });
  if (list.isError) throw list.error;
  if (!list.data) return <Loading />;
  const { filings, total, pageSize } = list.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const day = (iso: string) => intl.formatDate(`${iso}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  const at = (n: number) => `${ROUTES.presumptiveFilings}?page=${n}`;
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('pe.filingsTitle')}</h1>
      {filings.length === 0 ? (
        <p>{t('pe.filingsNone')}</p>
      ) : (
        <>
          <p>
            {t('pe.filingsCount', {
              first: (page - 1) * pageSize + 1,
              last: (page - 1) * pageSize + filings.length,
              total,
            })}
          </p>
          <ul className="usa-list usa-list--unstyled">
            {filings.map((f) => (
              <li key={f.formId} className="border-bottom border-base-lighter padding-y-1">
                <Link to={pathTo(ROUTES.presumptiveConfirmation, { formId: f.formId })}>{f.patientName}</Link>
                <br />
                {t('pe.filingsLine', { date: day(f.filedOn), facility: f.facilityName })}{' '}
                {f.eligible && f.coverageEnd
                  ? t('pe.filingsEligible', { end: day(f.coverageEnd) })
                  : t('pe.filingsNotEligible')}
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label={t('pe.filingsPages')} className="margin-top-2">
              <ul className="usa-list usa-list--unstyled display-flex flex-gap-2">
                {page > 1 && (
                  <li className="margin-right-2">
                    <Link to={at(page - 1)}>{t('pe.filingsNewer')}</Link>
                  </li>
                )}
                <li className="margin-right-2">{t('pe.filingsPage', { page, pages })}</li>
                {page < pages && (
                  <li>
                    <Link to={at(page + 1)}>{t('pe.filingsOlder')}</Link>
                  </li>
                )}
              </ul>
            </nav>
          )}
        </>
      )}
      <ul className="usa-list usa-list--unstyled margin-top-3">
        <li className="margin-bottom-1">
          <Link to={pathTo(ROUTES.presumptiveForm, { formId: 'new' })}>{t('pe.another')}</Link>
        </li>
        <li>
          <Link to={ROUTES.account}>{t('pe.dashboard')}</Link>
        </li>
      </ul>
    </div>
  );
}
