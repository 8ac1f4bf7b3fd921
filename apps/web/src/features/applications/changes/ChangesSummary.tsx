import { Link } from '../../../router';
import { CHANGE_PAGE, changesBetween, summarize, type Answers, type FormDefinition } from '@portal/forms';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { SummaryActions } from '../../../components/form-player/SummaryActions';
import { useT } from '../../../i18n/locale';
import { useLang } from '../../../components/form-player/lang';
import { messages } from './messages';

/**
 * The page before signing a change report or renewal: each answer that differs from what the
 * case has on file, as on file → now, with a link back to its page. A change report also shows
 * what the person said changed and since when.
 */
export function ChangesSummary({
  def,
  answers,
  before,
  pageLink,
  signLink,
}: {
  def: FormDefinition;
  answers: Answers;
  before: Answers;
  pageLink: (page: string) => string;
  signLink: string;
}) {
  const t = useT(messages);
  const lang = useLang();
  useDocumentTitle(t('changes.summary.title'));
  const rows = changesBetween(def, before, answers, lang);
  const report = summarize(def, answers, lang).find((b) => b.page === CHANGE_PAGE);
  const columns = [t('changes.summary.question'), t('changes.summary.before'), t('changes.summary.after'), ''];
  return (
    <>
      <h1>{t('changes.summary.title')}</h1>
      {rows.length > 0 && <p className="usa-intro">{t('changes.summary.intro')}</p>}
      {report && (
        <>
          <dl className="portal-summary">
            {report.rows.map((r) => (
              <div key={r.field} className="border-bottom-1px border-base-lighter padding-y-1">
                <dt className="text-bold">{r.label}</dt>
                <dd className="margin-left-0">{r.value}</dd>
              </div>
            ))}
          </dl>
          <Link className="usa-link" to={pageLink(report.page)}>
            {t('changes.summary.change')}
            <span className="usa-sr-only"> {t('changes.summary.changeWhat', { what: report.heading })}</span>
          </Link>
        </>
      )}
      {rows.length === 0 ? (
        <p>{t('changes.summary.none')}</p>
      ) : (
        <table className="usa-table usa-table--borderless usa-table--stacked width-full">
          <caption>{t('changes.summary.caption')}</caption>
          <thead>
            <tr>
              {columns.map((c, i) => (
                <th key={i} scope="col">
                  {c || <span className="usa-sr-only">{t('changes.summary.change')}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                <th scope="row" data-label={columns[0]}>
                  <span className="display-block text-normal">{r.heading}</span>
                  {r.label}
                </th>
                <td data-label={columns[1]}>{r.before}</td>
                <td data-label={columns[2]}>{r.after}</td>
                <td>
                  <Link className="usa-link" to={pageLink(r.page)}>
                    {t('changes.summary.change')}
                    <span className="usa-sr-only">
                      {' '}
                      {t('changes.summary.changeWhat', { what: `${r.heading}: ${r.label}` })}
                    </span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <SummaryActions
        def={def}
        answers={answers}
        pageLink={pageLink}
        signLink={signLink}
        continueText={t('changes.summary.continue')}
      />
    </>
  );
}
