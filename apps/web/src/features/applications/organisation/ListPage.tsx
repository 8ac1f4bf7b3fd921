import { Link, useSearchParams } from '../../../router';
import { ORG_PAGE_SIZE } from '@portal/contracts/organisations-api';
import { ROUTES } from '@portal/contracts/routes';
import { isForbidden } from '../../../components/apiErrors';
import { Loading } from '../../../components/Loading';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useDates } from '../../../i18n/dates';
import { useT } from '../../../i18n/locale';
import { messages } from './messages';
import { NotMember } from './NotMember';
import { useOrganisationApplications } from './queries';

/** "Applications you submitted": the organisation's applications, a page at a time (?page=N). */
export function ListPage() {
  const t = useT(messages);
  useDocumentTitle(t('orgList.title'));
  const { moment } = useDates();
  const [params] = useSearchParams();
  const asked = Number(params.get('page') ?? '1');
  const pageNumber = Number.isInteger(asked) && asked >= 1 && asked <= 100_000 ? asked : 1;
  const list = useOrganisationApplications(pageNumber, ORG_PAGE_SIZE);
  if (list.isPending) return <Loading />;
  if (list.isError) {
    if (isForbidden(list.error)) return <NotMember title={t('orgList.title')} />;
    throw list.error;
  }
  const d = list.data;
  const pages = Math.max(1, Math.ceil(d.totalCount / d.pageSize));
  const pageLink = (n: number) => `${ROUTES.organisationApplications}?page=${n}`;
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('orgList.title')}</h1>
      <p>{t('orgList.intro', { organisation: d.organisationName })}</p>
      <p>
        <Link className="usa-button" to={ROUTES.organisationStart}>
          {t('orgList.start')}
        </Link>
      </p>
      {d.applications.length === 0 ? (
        <p>{t('orgList.none')}</p>
      ) : (
        <table className="usa-table usa-table--stacked">
          <caption>{t('orgList.caption', { page: d.pageNumber, pages })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orgList.household')}</th>
              <th scope="col">{t('orgList.applicant')}</th>
              <th scope="col">{t('orgList.type')}</th>
              <th scope="col">{t('orgList.date')}</th>
              <th scope="col">{t('orgList.reference')}</th>
              <th scope="col">{t('orgList.status')}</th>
            </tr>
          </thead>
          <tbody>
            {d.applications.map((a) => (
              <tr key={a.applicationId}>
                <th scope="row" data-label={t('orgList.household')}>
                  {a.householdLabel ?? a.applicantName}
                </th>
                <td data-label={t('orgList.applicant')}>{a.applicantName}</td>
                <td data-label={t('orgList.type')}>{a.title}</td>
                <td data-label={t('orgList.date')}>{moment(a.submittedAt)}</td>
                <td data-label={t('orgList.reference')}>{a.reference}</td>
                <td data-label={t('orgList.status')}>{t(`orgBadge.${a.badge}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav aria-label={t('orgList.pages')} className="margin-top-2">
          <ul className="usa-button-group">
            {pageNumber > 1 && (
              <li className="usa-button-group__item">
                <Link className="usa-button usa-button--outline" to={pageLink(pageNumber - 1)}>
                  {t('orgList.previous')}
                </Link>
              </li>
            )}
            {pageNumber < pages && (
              <li className="usa-button-group__item">
                <Link className="usa-button usa-button--outline" to={pageLink(pageNumber + 1)}>
                  {t('orgList.next')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
      )}
    </div>
  );
}
