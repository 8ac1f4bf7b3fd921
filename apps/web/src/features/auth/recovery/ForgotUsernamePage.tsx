import { useState, type FormEvent } from 'react';
import { Link } from '../../../router';
import { recoveryContactProblem } from '@portal/contracts/validation-rules';
import { ROUTES } from '@portal/contracts/routes';
import { useApiFieldErrors, useErrorText } from '../../../components/apiErrors';
import { ErrorSummary, type FieldError } from '../../../components/ErrorSummary';
import { TextField } from '../../../components/TextField';
import { useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { AuthFrame } from '../AuthFrame';
import { useRecoverUsername } from '../queries';
import { useFocusHeadingWhen } from './recoveryState';
import { recoveryMessages } from './recoveryText';

const messages = defineMessages({
  ...recoveryMessages,
  'recoverName.title': { en: 'Forgot your username?', es: '¿Olvidó su nombre de usuario?' },
  'recoverName.intro': {
    en: 'Enter the email address or mobile phone number you confirmed on your account. We will send your username there.',
    es: 'Ingrese el correo electrónico o el número de teléfono móvil que confirmó en su cuenta. Le enviaremos allí su nombre de usuario.',
  },
  'recoverName.submit': { en: 'Send my username', es: 'Enviarme mi nombre de usuario' },
  'recoverName.working': { en: 'Sending…', es: 'Enviando…' },
  'recoverName.sentTitle': { en: 'Check your messages', es: 'Revise sus mensajes' },
  'recoverName.sent': {
    en: 'If {contact} is a confirmed contact method of an account, we sent the username there. It can take a few minutes to arrive.',
    es: 'Si {contact} es un método de contacto confirmado de una cuenta, le enviamos allí el nombre de usuario. Puede tardar unos minutos en llegar.',
  },
  'recoverName.notReceived': {
    en: 'Nothing arrived? Check that you entered a contact method you confirmed on your account, or try another one.',
    es: '¿No recibió nada? Verifique que ingresó un método de contacto que confirmó en su cuenta, o pruebe con otro.',
  },
  'recoverName.again': { en: 'Try another contact method', es: 'Probar otro método de contacto' },
});

/** Forgot username: it goes to the confirmed contact method given; the answer never says whether one matched. */
export function Component() {
  const t = useT(messages);
  const errorText = useErrorText();
  const recover = useRecoverUsername();
  const [contact, setContact] = useState('');
  const [local, setLocal] = useState<string | undefined>();
  const api = useApiFieldErrors(recover.error);
  const sent = recover.isSuccess ? recover.variables.contact : null;
  useFocusHeadingWhen(sent !== null);

  const error = local ?? api.fields.contact ?? api.general ?? undefined;
  const summary: FieldError[] = error ? [{ fieldId: 'contact', message: error }] : [];

  function submit(e: FormEvent) {
    e.preventDefault();
    const problem = recoveryContactProblem(contact);
    setLocal(problem ? errorText(problem) : undefined);
    recover.reset();
    if (!problem) recover.mutate({ contact: contact.trim() });
  }

  if (sent !== null) {
    return (
      <AuthFrame title={t('recoverName.sentTitle')}>
        <p className="usa-intro">{t('recoverName.sent', { contact: sent })}</p>
        <p>{t('recoverName.notReceived')}</p>
        <p>{t('recovery.office')}</p>
        <ul className="usa-list usa-list--unstyled margin-top-3">
          <li className="margin-bottom-1">
            <Link to={ROUTES.login}>{t('recovery.logIn')}</Link>
          </li>
          <li className="margin-bottom-1">
            <Link to={ROUTES.forgotPassword}>{t('recovery.forgotPassword')}</Link>
          </li>
          <li>
            <button type="button" className="usa-button usa-button--unstyled" onClick={() => recover.reset()}>
              {t('recoverName.again')}
            </button>
          </li>
        </ul>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={t('recoverName.title')}>
      <p className="usa-intro">{t('recoverName.intro')}</p>
      <ErrorSummary errors={summary} />
      <form className="usa-form" onSubmit={submit} noValidate>
        <TextField
          id="contact"
          label={t('recovery.contact')}
          hint={t('recovery.contactHint')}
          requiredMark={t('recovery.required')}
          autoComplete="email"
          value={contact}
          error={error}
          onChange={(e) => setContact(e.target.value)}
        />
        <button type="submit" className="usa-button margin-top-3" disabled={recover.isPending}>
          {recover.isPending ? t('recoverName.working') : t('recoverName.submit')}
        </button>
      </form>
      <ul className="usa-list usa-list--unstyled margin-top-4">
        <li className="margin-bottom-1">
          <Link to={ROUTES.forgotPassword}>{t('recovery.forgotPassword')}</Link>
        </li>
        <li>
          <Link to={ROUTES.login}>{t('recovery.logIn')}</Link>
        </li>
      </ul>
    </AuthFrame>
  );
}
