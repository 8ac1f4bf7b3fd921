import { Link } from 'react-router';
import { summarize, type Answers, type FormDefinition } from '@portal/forms';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { useLang } from './lang';

const messages = defineMessages({
  'check.title': { en: 'Check your answers', es: 'Revise sus respuestas' },
  'check.intro': { en: 'Make sure your answers are right before you sign. Use "Change" to fix an answer.', es: 'Asegúrese de que sus respuestas sean correctas antes de firmar. Use "Cambiar" para corregir una respuesta.' },
  'check.change': { en: 'Change', es: 'Cambiar' },
  'check.changeWhat': { en: 'Change {what}', es: 'Cambiar {what}' },
  'check.continue': { en: 'Continue to sign and submit', es: 'Continuar para firmar y enviar' },
});

/** The "check your answers" page: every answer with a link back to its page. */
export function CheckAnswers({ def, answers, pageLink, signLink }: { def: FormDefinition; answers: Answers; pageLink: (page: string) => string; signLink: string }) {
  const t = useT(messages);
  const lang = useLang();
  useDocumentTitle(t('check.title'));
  const blocks = summarize(def, answers, lang);
  return (
    <>
      <h1>{t('check.title')}</h1>
      <p className="usa-intro">{t('check.intro')}</p>
      {blocks.map((b) => (
        <section key={b.page} className="margin-bottom-4" aria-labelledby={`sum-${b.page.replace(".", "-")}`}>
          <h2 className="font-heading-md" id={`sum-${b.page.replace('.', '-')}`}>
            {b.heading}
          </h2>
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
      ))}
      <Link className="usa-button" to={signLink}>
        {t('check.continue')}
      </Link>
    </>
  );
}
