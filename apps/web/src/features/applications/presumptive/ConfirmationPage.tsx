import { Link, Navigate, useParams } from '../../../router';
import { PRESUMPTIVE_CALLS, PRESUMPTIVE_CATEGORY_NAMES } from '@portal/contracts/presumptive-api';
import { ROUTES, pathTo } from '@portal/contracts/routes';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { isNotFound, isRecordId } from '../../../components/apiErrors';
import { Loading } from '../../../components/Loading';
import { PdfLink } from '../../../components/PdfLink';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useIntl, useT } from '../../../i18n/locale';
import { messages } from './messages';
import { useFiling } from './queries';

/** /nf-presumptive/confirmation/:formId: the decision, the coverage period, and the notice to print. */
export function ConfirmationPage() {
  const t = useT(messages);
  const intl = useIntl();
  useDocumentTitle(t('pe.confirmTitle'));
  const { formId = '' } = useParams();
  const valid = isRecordId(formId);
  const filing = useFiling(formId, valid);
  if (!valid || isNotFound(filing.error)) return <NotFoundPage />;
  if (filing.isError) throw filing.error;
  if (!filing.data) return <Loading />;
  const d = filing.data.decision;
  if (!d) return <Navigate replace to={pathTo(ROUTES.presumptiveForm, { formId })} />;
  const l = intl.locale === 'es' ? 'es' : 'en';
  const day = (iso: string) => intl.formatDate(`${iso}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  // Dollars written the U.S. way in both languages, as i18n/money.ts does (not imported: sharing it
  // would split it into a chunk of its own, one more file named in the first page's route table).
  const money = (cents: number) =>
    new Intl.NumberFormat(l === 'es' ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
  const category = PRESUMPTIVE_CATEGORY_NAMES[d.category][l];
  const notice = (lang: 'en' | 'es') => pathTo(PRESUMPTIVE_CALLS.presumptiveNotice.path, { formId }, { lang });
  const rows: [string, string][] = [
    [t('pe.filed'), t('pe.filedValue', { date: day(d.filedOn), name: d.filedBy, facility: d.facilityName })],
    [t('pe.patient'), d.patientName],
    [t('pe.birthDate'), day(d.birthDate)],
    [t('pe.category'), category],
    [t('pe.householdSize'), String(d.householdSize)],
    [t('pe.income'), money(d.monthlyIncomeCents)],
    [t('pe.limit'), money(d.monthlyLimitCents)],
  ];
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('pe.confirmTitle')}</h1>
      {d.eligible ? (
        <div className="usa-alert usa-alert--success" role="status">
          <div className="usa-alert__body">
            <h2 className="usa-alert__heading">{t('pe.eligible')}</h2>
            <p className="usa-alert__text">
              {t('pe.eligibleText', {
                name: d.patientName,
                category,
                start: day(d.coverageStart!),
                end: day(d.coverageEnd!),
              })}
            </p>
            <p className="usa-alert__text">{t('pe.due', { end: day(d.coverageEnd!) })}</p>
          </div>
        </div>
      ) : (
        <div className="usa-alert usa-alert--warning" role="status">
          <div className="usa-alert__body">
            <h2 className="usa-alert__heading">{t('pe.notEligible')}</h2>
            <p className="usa-alert__text">
              {t('pe.reason', {
                income: money(d.monthlyIncomeCents),
                limit: money(d.monthlyLimitCents),
                size: d.householdSize,
                category,
                percent: d.percent,
                year: d.guidelineYear,
              })}
            </p>
            <p className="usa-alert__text">{t('pe.stillApply')}</p>
          </div>
        </div>
      )}
      <h2>{t('pe.details')}</h2>
      <dl className="portal-summary">
        {rows.map(([label, value]) => (
          <div key={label} className="margin-bottom-1">
            <dt className="text-bold">{label}</dt>
            <dd className="margin-left-0">{value}</dd>
          </div>
        ))}
      </dl>
      <h2>{t('pe.notice')}</h2>
      <p>{t('pe.noticeText')}</p>
      <ul className="usa-list usa-list--unstyled">
        <li className="margin-bottom-1">
          <PdfLink href={notice('en')}>{t('pe.noticeEn')}</PdfLink>
        </li>
        <li className="margin-bottom-1">
          <PdfLink href={notice('es')}>{t('pe.noticeEs')}</PdfLink>
        </li>
      </ul>
      <ul className="usa-list usa-list--unstyled margin-top-3">
        <li className="margin-bottom-1">
          <Link to={pathTo(ROUTES.presumptiveForm, { formId: 'new' })}>{t('pe.another')}</Link>
        </li>
        <li className="margin-bottom-1">
          <Link to={ROUTES.presumptiveFilings}>{t('pe.allFilings')}</Link>
        </li>
        <li>
          <Link to={ROUTES.account}>{t('pe.dashboard')}</Link>
        </li>
      </ul>
    </div>
  );
}
