import { Link } from '../../../router';
import { ROUTES } from '@portal/contracts/routes';
import { ReadingColumn } from '../../../components/Article';
import { Loading } from '../../../components/Loading';
import { PdfLink } from '../../../components/PdfLink';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useDates } from '../../../i18n/dates';
import { useT } from '../../../i18n/locale';
import { lifeMessages } from './lifeMessages';
import { useSubmittedLifeEvents } from './queries';

/** /life-events/history: the life events reported in the last twelve months, with where each stands. */
export function LifeEventsHistoryPage() {
  const t = useT(lifeMessages);
  const { moment } = useDates();
  useDocumentTitle(t('life.historyTitle'));
  const history = useSubmittedLifeEvents();
  if (history.isPending) return <Loading />;
  if (history.isError) throw history.error;
  const items = history.data.applications;
  return (
    <ReadingColumn>
      <h1>{t('life.historyTitle')}</h1>
      {items.length === 0 ? (
        <p>{t('life.historyNone')}</p>
      ) : (
        <ul className="usa-list usa-list--unstyled">
          {items.map((a) => (
            <li key={a.intakeApplicationID} className="border-1px border-base-lighter padding-2 margin-bottom-2">
              <h2 className="margin-top-0 font-heading-md">{a.details.lifeEventName}</h2>
              <p>
                {t('life.historyItem', { reference: a.referenceNumber, date: moment(a.details.submittedDate) })}{' '}
                <span className="usa-tag bg-accent-cool-darker">{a.statusDescription}</span>
              </p>
              {a.displayPDFInd && (
                <PdfLink className="usa-link" href={a.applicationUrl}>
                  {t('life.historyPdf', { reference: a.referenceNumber })}
                </PdfLink>
              )}
            </li>
          ))}
        </ul>
      )}
      <Link className="usa-link" to={ROUTES.lifeEvents}>
        {t('life.report')}
      </Link>
    </ReadingColumn>
  );
}
