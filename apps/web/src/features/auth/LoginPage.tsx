import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '../../router';
import { pathTo, ROUTES } from '@portal/contracts/routes';
import { ApiRequestError } from '../../api/client';
import { useLogin } from '../../app/session';
import { useApiFieldErrors, useErrorText } from '../../components/apiErrors';
import { ErrorSummary, type FieldError } from '../../components/ErrorSummary';
import { TextField } from '../../components/TextField';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { AuthFrame } from './AuthFrame';
import { PasskeySignIn } from './PasskeySignIn';
import { ProviderSignIn } from './ProviderSignIn';
import { safeReturnTo, withReturnTo } from './returnTo';
import { landingFor } from '../../app/landing';

const messages = defineMessages({
  'login.title': { en: 'Log in', es: 'Iniciar sesión' },
  'login.intro': {
    en: 'Log in with your account to apply, check your applications and manage your benefits.',
    es: 'Inicie sesión con su cuenta para solicitar, revisar sus solicitudes y administrar sus beneficios.',
  },
  'login.username': { en: 'Username', es: 'Nombre de usuario' },
  'login.password': { en: 'Password', es: 'Contraseña' },
  'login.required': { en: '(required)', es: '(obligatorio)' },
  'login.show': { en: 'Show password', es: 'Mostrar contraseña' },
  'login.submit': { en: 'Log in', es: 'Iniciar sesión' },
  'login.working': { en: 'Logging in…', es: 'Iniciando sesión…' },
  'login.noAccount': { en: 'Do not have an account?', es: '¿No tiene una cuenta?' },
  'login.create': { en: 'Create an account', es: 'Crear una cuenta' },
  'login.forgotUsername': { en: 'Forgot your username?', es: '¿Olvidó su nombre de usuario?' },
  'login.forgotPassword': { en: 'Forgot your password?', es: '¿Olvidó su contraseña?' },
  'login.throttled': {
    en: 'Too many attempts. Wait a few minutes and try again.',
    es: 'Demasiados intentos. Espere unos minutos e inténtelo de nuevo.',
  },
});

/** /login and /nfLogin: username and password; enhanced accounts go on to the code step. */
export function Component() {
  const t = useT(messages);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [show, setShow] = useState(false);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const api = useApiFieldErrors(login.error);

  const fieldErrors: Record<string, string | undefined> = {
    username: missing.username ?? api.fields.username,
    password: missing.password ?? api.fields.password,
  };
  const summary: FieldError[] = [];
  if (fieldErrors.username) summary.push({ fieldId: 'username', message: fieldErrors.username });
  if (fieldErrors.password) summary.push({ fieldId: 'password', message: fieldErrors.password });
  // A staff or provider account with a passkey: the password form points to the passkey (ADR 0132).
  const passkeyOnly =
    (login.error instanceof ApiRequestError && login.error.code === 'PASSKEY_REQUIRED') ||
    params.get('passkey') === 'required';
  const general = passkeyOnly
    ? null
    : login.error instanceof ApiRequestError && login.error.code === 'THROTTLED'
      ? t('login.throttled')
      : api.general;
  if (general && summary.length === 0) summary.push({ fieldId: 'username', message: general });

  function submit(e: FormEvent) {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!username.trim()) next.username = errorText('validation.required');
    if (!password) next.password = errorText('validation.required');
    setMissing(next);
    login.reset();
    if (Object.keys(next).length > 0) return;
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: (result) => {
          if (result.next === 'MFA' && result.loginAttemptId)
            navigate(withReturnTo(pathTo(ROUTES.mfaQuestions, { uuid: result.loginAttemptId }), returnTo));
          else navigate(safeReturnTo(returnTo, landingFor(result.userAccount)), { replace: true });
        },
        onError: (err) => {
          if (err instanceof ApiRequestError && err.code === 'MFA_LOCKED') navigate(ROUTES.mfaAccountLocked);
          if (err instanceof ApiRequestError && err.code === 'MFA_NEWBORN_LOCKED')
            navigate(ROUTES.mfaAutoNewbornLocked);
        },
      },
    );
  }

  return (
    <AuthFrame title={t('login.title')}>
      <p className="usa-intro">{t('login.intro')}</p>
      <ErrorSummary errors={summary} />
      <form className="usa-form" onSubmit={submit} noValidate>
        <TextField
          id="username"
          label={t('login.username')}
          requiredMark={t('login.required')}
          autoComplete="username"
          value={username}
          error={fieldErrors.username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <TextField
          id="password"
          label={t('login.password')}
          requiredMark={t('login.required')}
          type={show ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          error={fieldErrors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="usa-checkbox margin-top-1">
          <input
            className="usa-checkbox__input"
            id="show-password"
            type="checkbox"
            checked={show}
            onChange={(e) => setShow(e.target.checked)}
          />
          <label className="usa-checkbox__label" htmlFor="show-password">
            {t('login.show')}
          </label>
        </div>
        <button type="submit" className="usa-button margin-top-3" disabled={login.isPending}>
          {login.isPending ? t('login.working') : t('login.submit')}
        </button>
      </form>
      <PasskeySignIn
        username={username}
        required={passkeyOnly}
        onSignedIn={(account) => navigate(safeReturnTo(returnTo, landingFor(account)), { replace: true })}
      />
      <ul className="usa-list usa-list--unstyled margin-top-3">
        <li className="margin-bottom-1">
          <Link to={ROUTES.forgotUsername}>{t('login.forgotUsername')}</Link>
        </li>
        <li>
          <Link to={ROUTES.forgotPassword}>{t('login.forgotPassword')}</Link>
        </li>
      </ul>
      <ProviderSignIn />
      <p className="margin-top-4">
        {t('login.noAccount')} <Link to={ROUTES.signUpHome}>{t('login.create')}</Link>
      </p>
    </AuthFrame>
  );
}
