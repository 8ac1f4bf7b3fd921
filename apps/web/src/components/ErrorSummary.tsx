import { useEffect, useRef } from 'react';
import { useT } from '../i18n/locale';
import { defineMessages } from '../i18n/messages';
import { fieldLabelText } from './fieldLabel';

const messages = defineMessages({
  'errorSummary.title': { en: 'There are one or more errors on this page', es: 'Hay uno o más errores en esta página' },
  'errorSummary.item': { en: '{label}: {message}', es: '{label}: {message}' },
  'errorSummary.count': {
    en: '{count, plural, one {# error} other {# errors}} to fix',
    es: '{count, plural, one {# error} other {# errores}} por corregir',
  },
});

export interface FieldError {
  /** The id of the input, so the summary can link to it. */
  fieldId: string;
  message: string;
  /**
   * The field's name as the summary says it ("Label: message"). Without it the summary reads
   * the field's label (or its group's question) from the page, so no entry goes without one.
   */
  label?: string | undefined;
}

/**
 * The error summary at the top of a form (spec: "There are one or more errors on this page").
 * It takes focus when it appears so keyboard and screen-reader users land on it, and it is the
 * page's one alert: the messages beside the fields are not announced again.
 */
export function ErrorSummary({ errors }: { errors: FieldError[] }) {
  const t = useT(messages);
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;
  // Focus moves here when the list of errors changes, not on every render (pages rebuild the
  // array each time; focusing then would pull the cursor out of the field being typed in).
  const content = errors.map((e) => `${e.fieldId}:${e.message}`).join('|');
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, content]);
  if (!shown) return null;
  // A field the form did not name is named by its label on the page. Errors appear when a form
  // is sent, so its fields are on the page already, and the alert is whole when it is announced.
  const itemText = (e: FieldError) => {
    const label = e.label ?? fieldLabelText(document, e.fieldId);
    if (!label || e.message.startsWith(label)) return e.message;
    // A label that is a question already ends in its own mark: "…before taxes? Enter a number."
    return /[?:]$/.test(label) ? `${label} ${e.message}` : t('errorSummary.item', { label, message: e.message });
  };
  return (
    <div
      className="usa-alert usa-alert--error margin-bottom-3"
      role="alert"
      tabIndex={-1}
      ref={ref}
      aria-labelledby="error-summary-title"
    >
      <div className="usa-alert__body">
        <h2 className="usa-alert__heading" id="error-summary-title">
          {t('errorSummary.title')}
        </h2>
        <p className="usa-sr-only">{t('errorSummary.count', { count: errors.length })}</p>
        <ul className="usa-list">
          {errors.map((e) => (
            <li key={e.fieldId}>
              <a href={`#${e.fieldId}`}>{itemText(e)}</a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
