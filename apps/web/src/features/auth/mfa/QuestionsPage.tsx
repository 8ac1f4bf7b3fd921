import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from '../../../router';
import { pathTo, ROUTES } from '@portal/contracts/routes';
import { useApiFieldErrors, useErrorText } from '../../../components/apiErrors';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { AuthFrame, Radio } from '../AuthFrame';
import { useMfaQuestions, useSendCode } from '../queries';
import { withReturnTo } from '../returnTo';
import { mfaMessages } from './mfaText';
import { useExpiredRedirect } from './useExpiredRedirect';

const messages = defineMessages({
  'mfaQ.title': { en: 'Get a security code', es: 'Obtenga un código de seguridad' },
  'mfaQ.intro': {
    en: 'For your security, we need to confirm it is you. Choose where we should send a 6-digit security code. It can take one to two minutes to arrive.',
    es: 'Por su seguridad, necesitamos confirmar que es usted. Elija adónde debemos enviar un código de seguridad de 6 dígitos. Puede tardar de uno a dos minutos en llegar.',
  },
  'mfaQ.legend': { en: 'Send my code to', es: 'Enviar mi código a' },
  'mfaQ.email': { en: 'Email {value}', es: 'Correo electrónico {value}' },
  'mfaQ.phone': { en: 'Text message to {value}', es: 'Mensaje de texto a {value}' },
  'mfaQ.send': { en: 'Send code', es: 'Enviar código' },
  'mfaQ.sending': { en: 'Sending…', es: 'Enviando…' },
  'mfaQ.none': {
    en: 'There is no phone number or email address on your account to send a code to.',
    es: 'Su cuenta no tiene un número de teléfono ni un correo electrónico al que enviar un código.',
  },
});

/** /nfMFAQuestions/{uuid}: choose the contact method for the code (getMFAQuestions, sendMFACode). */
export function Component() {
  const t = useT(messages);
  const tm = useT(mfaMessages);
  const errorText = useErrorText();
  const { uuid = '' } = useParams();
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const navigate = useNavigate();
  const questions = useMfaQuestions(uuid);
  const send = useSendCode();
  const [choice, setChoice] = useState('');
  const [missing, setMissing] = useState(false);
  useExpiredRedirect(questions.error ?? send.error);
  const api = useApiFieldErrors(send.error);
  const error = missing
    ? errorText('validation.contact.methodRequired')
    : (api.fields.nfValue ?? api.general ?? undefined);
  const list = questions.data?.questions ?? [];

  function submit(e: FormEvent) {
    e.preventDefault();
    setMissing(!choice);
    if (!choice) return;
    send.mutate(
      { uuid, nfValue: choice },
      {
        onSuccess: (result) =>
          navigate(
            withReturnTo(
              pathTo(ROUTES.mfaConfirmCode, { uuid, selectedOption: result.nfValue, selectedLabel: result.nfMessage }),
              returnTo,
            ),
          ),
      },
    );
  }

  return (
    <AuthFrame title={t('mfaQ.title')}>
      <p className="usa-intro">{t('mfaQ.intro')}</p>
      <ErrorSummary
        errors={error ? [{ fieldId: list[0] ? `contact-${list[0].nfValue}` : 'contact', message: error }] : []}
      />
      {questions.isPending && <p role="status">{tm('mfa.loading')}</p>}
      {questions.isSuccess && list.length === 0 && (
        <div className="usa-alert usa-alert--warning" role="status">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('mfaQ.none')}</p>
          </div>
        </div>
      )}
      {list.length > 0 && (
        <form className="usa-form" onSubmit={submit} noValidate>
          <fieldset className="usa-fieldset" aria-describedby={error ? 'contact-error' : undefined}>
            <legend className="usa-legend">
              {t('mfaQ.legend')} <span className="text-secondary-dark">{tm('mfa.required')}</span>
            </legend>
            {error && (
              <span className="usa-error-message" id="contact-error">
                {error}
              </span>
            )}
            {list.map((q) => (
              <Radio
                key={q.nfValue}
                name="contact"
                value={q.nfValue}
                checked={choice === q.nfValue}
                onChange={setChoice}
                label={
                  q.method === 'EMAIL'
                    ? t('mfaQ.email', { value: q.nfMessage })
                    : t('mfaQ.phone', { value: q.nfMessage })
                }
              />
            ))}
          </fieldset>
          <button type="submit" className="usa-button margin-top-3" disabled={send.isPending}>
            {send.isPending ? t('mfaQ.sending') : t('mfaQ.send')}
          </button>
        </form>
      )}
      <ul className="usa-list usa-list--unstyled margin-top-4">
        <li className="margin-bottom-1">
          <Link to={ROUTES.mfaLearnMore}>{tm('mfa.learnMore')}</Link>
        </li>
        <li>
          <Link to={`${ROUTES.mfaUnableToLogin}?attempt=${encodeURIComponent(uuid)}`}>{tm('mfa.unable')}</Link>
        </li>
      </ul>
    </AuthFrame>
  );
}
