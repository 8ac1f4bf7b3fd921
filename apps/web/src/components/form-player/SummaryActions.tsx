import { walkedPages, type Answers, type FormDefinition } from '@portal/forms';
import { Link } from '../../router';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';

const messages = defineMessages({
  'summaryActions.back': { en: 'Back', es: 'Atrás' },
});

/**
 * Under a form's summary page ("Check your answers", "Check your changes"): Back to the last page
 * answered, and on to signing. A person resumed at the summary has a way back without "Change".
 */
export function SummaryActions({
  def,
  answers,
  pageLink,
  signLink,
  continueText,
}: {
  def: FormDefinition;
  answers: Answers;
  pageLink: (page: string) => string;
  signLink: string;
  continueText: string;
}) {
  const t = useT(messages);
  const last = walkedPages(def, answers).at(-1);
  return (
    <div className="margin-top-2">
      {last && (
        <Link className="usa-button usa-button--outline" to={pageLink(last.key)}>
          {t('summaryActions.back')}
        </Link>
      )}
      <Link className="usa-button" to={signLink}>
        {continueText}
      </Link>
    </div>
  );
}
