import { useEffect, useRef } from 'react';
import { ROUTES } from '@portal/contracts/routes';
import { ApiRequestError } from '../../api/client';
import { useErrorText } from '../../components/apiErrors';
import { PasskeyCeremonyError, passkeyMessages } from '../../components/passkeys';
import type { UserAccount } from '@portal/contracts';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { useNavigate } from '../../router';
import { usePasskeySignIn } from './queries';

const messages = defineMessages({
  ...passkeyMessages,
  'passkeyLogin.heading': { en: 'Sign in with a passkey', es: 'Entrar con una llave de acceso' },
  'passkeyLogin.intro': {
    en: 'If you added a passkey in Account Settings, use your face, fingerprint or screen lock instead of your password. If you typed your username above, the passkey must be for that account.',
    es: 'Si agregó una llave de acceso en la Configuración de la cuenta, use su cara, su huella digital o el bloqueo de pantalla en lugar de su contraseña. Si escribió su nombre de usuario arriba, la llave de acceso debe ser de esa cuenta.',
  },
  'passkeyLogin.button': { en: 'Sign in with a passkey', es: 'Entrar con una llave de acceso' },
  'passkeyLogin.working': { en: 'Follow the steps on your device…', es: 'Siga los pasos en su dispositivo…' },
});

type Msg = keyof typeof messages;

/** "Sign in with a passkey" on the sign-in page: no password and no code (ADR 0131). */
export function PasskeySignIn({
  username,
  required = false,
  onSignedIn,
}: {
  username: string;
  /** The password form refused a staff or provider account that has a passkey (ADR 0132): say so here. */
  required?: boolean;
  onSignedIn: (a: UserAccount) => void;
}) {
  const t = useT(messages);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const signIn = usePasskeySignIn();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (required) button.current?.focus();
  }, [required]);
  const err = signIn.error;
  const problem =
    required && !err
      ? errorText('PASSKEY_REQUIRED')
      : err instanceof PasskeyCeremonyError
        ? t(`passkey.${err.problem}` as Msg)
        : err instanceof ApiRequestError
          ? errorText(err.code)
          : err
            ? errorText('INTERNAL')
            : null;

  function start() {
    signIn.reset();
    signIn.mutate(username.trim(), {
      onSuccess: (result) => onSignedIn(result.userAccount),
      onError: (e) => {
        if (e instanceof ApiRequestError && e.code === 'MFA_LOCKED') navigate(ROUTES.mfaAccountLocked);
        if (e instanceof ApiRequestError && e.code === 'MFA_NEWBORN_LOCKED') navigate(ROUTES.mfaAutoNewbornLocked);
      },
    });
  }

  return (
    <section aria-labelledby="passkey-login-heading" className="margin-top-4">
      <h2 id="passkey-login-heading">{t('passkeyLogin.heading')}</h2>
      <p>{t('passkeyLogin.intro')}</p>
      {problem && (
        <div className="usa-alert usa-alert--warning usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{problem}</p>
          </div>
        </div>
      )}
      <button
        ref={button}
        type="button"
        className={required ? 'usa-button' : 'usa-button usa-button--outline'}
        disabled={signIn.isPending}
        onClick={start}
      >
        {signIn.isPending ? t('passkeyLogin.working') : t('passkeyLogin.button')}
      </button>
    </section>
  );
}
