import type { UseMutationResult } from '@tanstack/react-query';
import type { SubmitResult } from '@portal/contracts';
import { useApiFieldErrors } from '../../components/apiErrors';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';

const messages = defineMessages({
  'submit.heading': { en: 'Send your documents', es: 'Enviar sus documentos' },
  'submit.intro': {
    en: 'Your caseworker gets the files marked "Ready to submit" only when you send them. When we have all we need, we can take up to three weeks to decide. We never take longer than your program allows.',
    es: 'Su trabajador social recibe los archivos marcados "Listo para enviar" solo cuando usted los envía. Cuando tengamos todo, podemos tardar hasta tres semanas en decidir. Nunca tardamos más de lo que permite su programa.',
  },
  'submit.button': { en: 'Submit documents', es: 'Enviar documentos' },
  'submit.done': {
    en: '{count, plural, one {# document was} other {# documents were}} sent to your caseworker.',
    es: '{count, plural, one {Se envió # documento} other {Se enviaron # documentos}} a su trabajador social.',
  },
});

/** The submit step shared by the verification and standalone uploads. */
export function SubmitPanel({
  submit,
  readyCount,
}: {
  submit: UseMutationResult<SubmitResult, Error, void>;
  readyCount: number;
}) {
  const t = useT(messages);
  const sent = submit.isSuccess ? submit.data.submittedCount : null;
  const failure = useApiFieldErrors(submit.error);
  return (
    <section aria-labelledby="submit-heading" className="margin-top-4">
      <h2 id="submit-heading">{t('submit.heading')}</h2>
      <p>{t('submit.intro')}</p>
      {failure.general && (
        <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{failure.general}</p>
          </div>
        </div>
      )}
      {sent !== null && readyCount === 0 && (
        <div className="usa-alert usa-alert--success usa-alert--slim" role="status">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('submit.done', { count: sent })}</p>
          </div>
        </div>
      )}
      <button
        type="button"
        className="usa-button margin-top-2"
        disabled={submit.isPending}
        onClick={() => submit.mutate()}
      >
        {t('submit.button')}
      </button>
    </section>
  );
}
