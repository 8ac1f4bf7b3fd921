import { Link } from '../../router';
import { summarize, type Answers, type FormDefinition } from '@portal/forms';
import { useDocumentTitle } from '../useDocumentTitle';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { useLang } from './lang';
import { SummaryActions } from './SummaryActions';

const messages = defineMessages({
  'check.title': { en: 'Check your answers', es: 'Revise sus respuestas' },
  'check.intro': {
    en: 'Make sure your answers are right before you sign. Use "Change" to fix an answer.',
    es: 'Asegúrese de que sus respuestas sean correctas antes de firmar. Use "Cambiar" para corregir una respuesta.',
  },
  'check.change': { en: 'Change', es: 'Cambiar' },
  'check.changeWhat': { en: 'Change {what}', es: 'Cambiar {what}' },
  'check.continue': { en: 'Continue to sign and submit', es: 'Continuar para firmar y enviar' },
});

/** The "check your answers" page: every answer with a link back to its page. */
export function CheckAnswers({
  def,
  answers,
  pageLink,
  signLink,
}: {
  def: FormDefinition;
  answers: Answers;
  pageLink: (page: string) => string;
  signLink: string;
}) {
  const t = useT(messages);
  const lang = useLang();
  useDocumentTitle(t('check.title'));
  // Headings as the pages were titled ("About you", "Your job 1"), so the Change links lead to what was seen.
  const blocks = summarize(def, answers, lang, { toApplicant: true });
  return (
    <>
      <h1>{t('check.title')}</h1>
      <p className="usa-intro">{t('check.intro')}</p>
      {blocks.map((b) => {
        const Heading = b.nested ? 'h3' : 'h2';
        const headingId = `sum-${b.page.replace(/\./g, '-')}`;
        return (
          <section
            key={b.page}
            className={
              b.nested
                ? 'margin-bottom-4 margin-left-2 padding-left-2 border-left-05 border-base-lighter'
                : 'margin-bottom-4'
            }
            aria-labelledby={headingId}
          >
            <Heading className={b.nested ? 'font-heading-sm' : 'font-heading-md'} id={headingId}>
              {b.heading}
            </Heading>
            <dl className="portal-summary">
              {b.rows.map((r) => (
                <div key={r.field} className="border-bottom-1px border-base-lighter padding-y-1">
                  <dt className="text-bold">{r.label}</dt>
                  <dd className="margin-left-0">{r.value}</dd>
                </div>
              ))}
            </dl>
            <Link className="usa-link" to={pageLink(b.page)}>
              {t('check.change')}
              <span className="usa-sr-only"> {t('check.changeWhat', { what: b.heading })}</span>
            </Link>
          </section>
        );
      })}
      <SummaryActions
        def={def}
        answers={answers}
        pageLink={pageLink}
        signLink={signLink}
        continueText={t('check.continue')}
      />
    </>
  );
}
