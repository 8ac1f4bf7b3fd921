import type { FormEvent } from 'react';
import { Link, useNavigate } from '../../../router';
import { recoveryContactProblem } from '@portal/contracts/validation-rules';
import { ROUTES } from '@portal/contracts/routes';
import { useErrorText } from '../../../components/apiErrors';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { TextField } from '../../../components/TextField';
import { useFieldForm } from '../../../components/useFieldForm';
import { useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { AuthFrame } from '../AuthFrame';
import { useStartPasswordRecovery } from '../queries';
import type { RecoveryState } from './recoveryState';
import { recoveryMessages } from './recoveryText';

const messages = defineMessages({
  ...recoveryMessages,
  'recoverPw.title': { en: 'Reset your password', es: 'Restablezca su contraseña' },
  'recoverPw.intro': {
    en: 'Enter your username and an email address or mobile phone number you confirmed on your account. We will send a code there to reset your password.',
    es: 'Ingrese su nombre de usuario y un correo electrónico o número de teléfono móvil que confirmó en su cuenta. Le enviaremos allí un código para restablecer su contraseña.',
  },
  'recoverPw.username': { en: 'Username', es: 'Nombre de usuario' },
  'recoverPw.submit': { en: 'Send me a code', es: 'Enviarme un código' },
  'recoverPw.working': { en: 'Sending…', es: 'Enviando…' },
});

const FIELDS = ['username', 'contact'] as const;

/** Forgot password, first step: username and a confirmed contact method; a code goes there if they match. */
export function Component() {
  const t = useT(messages);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const start = useStartPasswordRecovery();
  const { values, setLocal, summary, fieldProps } = useFieldForm(FIELDS, start.error);

  function submit(e: FormEvent) {
    e.preventDefault();
    const next: Partial<Record<(typeof FIELDS)[number], string>> = {};
    if (!values.username.trim()) next.username = errorText('validation.required');
    const problem = recoveryContactProblem(values.contact);
    if (problem) next.contact = errorText(problem);
    setLocal(next);
    start.reset();
    if (Object.keys(next).length > 0) return;
    const username = values.username.trim();
    const contact = values.contact.trim();
    start.mutate(
      { username, contact },
      {
        onSuccess: ({ requestId, minutes }) => {
          const state: RecoveryState = { requestId, username, contact, minutes };
          navigate(ROUTES.forgotPasswordCode, { state });
        },
      },
    );
  }

  return (
    <AuthFrame title={t('recoverPw.title')}>
      <p className="usa-intro">{t('recoverPw.intro')}</p>
      <ErrorSummary errors={summary} />
      <form className="usa-form" onSubmit={submit} noValidate>
        <TextField
          label={t('recoverPw.username')}
          requiredMark={t('recovery.required')}
          autoComplete="username"
          {...fieldProps('username')}
        />
        <TextField
          label={t('recovery.contact')}
          hint={t('recovery.contactHint')}
          requiredMark={t('recovery.required')}
          autoComplete="email"
          {...fieldProps('contact')}
        />
        <button type="submit" className="usa-button margin-top-3" disabled={start.isPending}>
          {start.isPending ? t('recoverPw.working') : t('recoverPw.submit')}
        </button>
      </form>
      <p className="margin-top-4">{t('recovery.office')}</p>
      <ul className="usa-list usa-list--unstyled">
        <li className="margin-bottom-1">
          <Link to={ROUTES.forgotUsername}>{t('recovery.forgotUsername')}</Link>
        </li>
        <li>
          <Link to={ROUTES.login}>{t('recovery.logIn')}</Link>
        </li>
      </ul>
    </AuthFrame>
  );
}
