import { useState, type FormEvent } from 'react';
import { Link } from '../../../router';
import { passwordProblem } from '@portal/contracts/password-policy';
import { ROUTES } from '@portal/contracts/routes';
import { PASSWORD_MIN } from '@portal/contracts/validation-rules';
import { ApiRequestError } from '../../../api/client';
import { useApiFieldErrors, useErrorText } from '../../../components/apiErrors';
import { ErrorSummary, type FieldError } from '../../../components/ErrorSummary';
import { TextField } from '../../../components/TextField';
import { useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { AuthFrame } from '../AuthFrame';
import { useResetPassword } from '../queries';
import { useFocusHeadingWhen, useRecoveryState } from './recoveryState';
import { recoveryMessages } from './recoveryText';
import { StartAgain } from './StartAgain';

const messages = defineMessages({
  ...recoveryMessages,
  'recoverNew.title': { en: 'Choose a new password', es: 'Elija una contraseña nueva' },
  'recoverNew.intro': {
    en: 'When you save it, every session of your account is signed out, every remembered device is forgotten, and we tell you at each of your contact methods.',
    es: 'Cuando la guarde, se cerrarán todas las sesiones de su cuenta, se olvidarán todos los dispositivos recordados y le avisaremos en cada uno de sus métodos de contacto.',
  },
  'recoverNew.password': { en: 'New password', es: 'Contraseña nueva' },
  'recoverNew.hint': {
    en: 'At least {min} characters, not your username. A few unrelated words make a strong password.',
    es: 'Al menos {min} caracteres, sin su nombre de usuario. Unas cuantas palabras sin relación forman una contraseña segura.',
  },
  'recoverNew.show': { en: 'Show password', es: 'Mostrar contraseña' },
  'recoverNew.submit': { en: 'Save new password', es: 'Guardar contraseña nueva' },
  'recoverNew.working': { en: 'Saving…', es: 'Guardando…' },
  'recoverNew.doneTitle': { en: 'Your password was changed', es: 'Se cambió su contraseña' },
  'recoverNew.done': {
    en: 'Log in with your new password. Every session of your account was signed out and every remembered device forgotten, so you will be asked for a security code if your account uses one.',
    es: 'Inicie sesión con su contraseña nueva. Se cerraron todas las sesiones de su cuenta y se olvidaron todos los dispositivos recordados, así que se le pedirá un código de seguridad si su cuenta lo usa.',
  },
});

/** Forgot password, last step: the new password, after a right code in this browser. */
export function Component() {
  const t = useT(messages);
  const errorText = useErrorText();
  const recovery = useRecoveryState();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [show, setShow] = useState(false);
  const [local, setLocal] = useState<string | undefined>();
  const api = useApiFieldErrors(reset.error);
  useFocusHeadingWhen(reset.isSuccess);

  if (!recovery) return <StartAgain />;
  if (reset.isSuccess) {
    return (
      <AuthFrame title={t('recoverNew.doneTitle')}>
        <p className="usa-intro">{t('recoverNew.done')}</p>
        <Link to={ROUTES.login} className="usa-button">
          {t('recovery.logIn')}
        </Link>
      </AuthFrame>
    );
  }

  const over = reset.error instanceof ApiRequestError && [404, 410].includes(reset.error.status);
  const error = local ?? api.fields.newPassword ?? api.general ?? undefined;
  const summary: FieldError[] = error ? [{ fieldId: 'newPassword', message: error }] : [];

  function submit(e: FormEvent) {
    e.preventDefault();
    const problem = password ? passwordProblem(password, recovery!.username) : 'validation.required';
    setLocal(problem ? errorText(problem) : undefined);
    reset.reset();
    if (!problem) reset.mutate({ requestId: recovery!.requestId, newPassword: password });
  }

  return (
    <AuthFrame title={t('recoverNew.title')}>
      <p className="usa-intro">{t('recoverNew.intro')}</p>
      {!over && <ErrorSummary errors={summary} />}
      {over ? (
        <>
          <div className="usa-alert usa-alert--error margin-bottom-3" role="alert">
            <div className="usa-alert__body">
              <p className="usa-alert__text">{errorText('RECOVERY_EXPIRED')}</p>
            </div>
          </div>
          <Link to={ROUTES.forgotPassword} className="usa-button">
            {t('recovery.startAgain')}
          </Link>
        </>
      ) : (
        <form className="usa-form" onSubmit={submit} noValidate>
          <TextField
            id="newPassword"
            label={t('recoverNew.password')}
            hint={t('recoverNew.hint', { min: PASSWORD_MIN })}
            requiredMark={t('recovery.required')}
            type={show ? 'text' : 'password'}
            autoComplete="new-password"
            value={password}
            error={error}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div className="usa-checkbox margin-top-1">
            <input
              className="usa-checkbox__input"
              id="show-new-password"
              type="checkbox"
              checked={show}
              onChange={(e) => setShow(e.target.checked)}
            />
            <label className="usa-checkbox__label" htmlFor="show-new-password">
              {t('recoverNew.show')}
            </label>
          </div>
          <button type="submit" className="usa-button margin-top-3" disabled={reset.isPending}>
            {reset.isPending ? t('recoverNew.working') : t('recoverNew.submit')}
          </button>
        </form>
      )}
    </AuthFrame>
  );
}
