import { useState } from 'react';
import { Link, useNavigate } from '../../../router';
import type { RecoveryOutcome } from '@portal/contracts/recovery-api';
import { ROUTES } from '@portal/contracts/routes';
import { ApiRequestError } from '../../../api/client';
import { useApiFieldErrors } from '../../../components/apiErrors';
import { CodeForm } from '../../../components/CodeForm';
import { useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { AuthFrame } from '../AuthFrame';
import { useCheckRecoveryCode } from '../queries';
import { useFocusHeadingWhen, useRecoveryState } from './recoveryState';
import { recoveryMessages } from './recoveryText';
import { StartAgain } from './StartAgain';

const messages = defineMessages({
  ...recoveryMessages,
  'recoverCode.title': { en: 'Enter your code', es: 'Ingrese su código' },
  'recoverCode.sentTo': {
    en: 'If the username {username} and {contact} belong to the same account, we sent a 6-digit code there. It can take a minute or two to arrive and works for {minutes} minutes.',
    es: 'Si el nombre de usuario {username} y {contact} pertenecen a la misma cuenta, le enviamos allí un código de 6 dígitos. Puede tardar uno o dos minutos en llegar y es válido por {minutes} minutos.',
  },
  'recoverCode.code': { en: 'Code', es: 'Código' },
  'recoverCode.submit': { en: 'Continue', es: 'Continuar' },
  'recoverCode.checking': { en: 'Checking…', es: 'Verificando…' },
  'recoverCode.incorrect': {
    en: 'The code you entered does not match. {tries, plural, one {You have # try left.} other {You have # tries left.}}',
    es: 'El código que ingresó no coincide. {tries, plural, one {Le queda # intento.} other {Le quedan # intentos.}}',
  },
  'recoverCode.overTitle': { en: 'This code no longer works', es: 'Este código ya no funciona' },
  'recoverCode.failed': {
    en: 'Too many codes did not match, so this password reset has ended. Start again to get a new code.',
    es: 'Demasiados códigos no coincidieron, así que este restablecimiento de contraseña terminó. Comience de nuevo para recibir un código nuevo.',
  },
  'recoverCode.expired': {
    en: 'This code has expired or was already used. Start again to get a new code.',
    es: 'Este código venció o ya se usó. Comience de nuevo para recibir un código nuevo.',
  },
  'recoverCode.notReceived': { en: 'No code? Start again', es: '¿No recibió un código? Comience de nuevo' },
});

/** Forgot password, second step: the one-time code; a right one leads to choosing the new password. */
export function Component() {
  const t = useT(messages);
  const navigate = useNavigate();
  const recovery = useRecoveryState();
  const check = useCheckRecoveryCode();
  const api = useApiFieldErrors(check.error);
  const [over, setOver] = useState<Extract<RecoveryOutcome, 'FAILED' | 'EXPIRED'> | null>(null);
  const [triesLeft, setTriesLeft] = useState<number | null>(null);
  useFocusHeadingWhen(over !== null);

  if (!recovery) return <StartAgain />;
  if (over) {
    return (
      <AuthFrame title={t('recoverCode.overTitle')}>
        <div className="usa-alert usa-alert--error" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t(over === 'FAILED' ? 'recoverCode.failed' : 'recoverCode.expired')}</p>
          </div>
        </div>
        <Link to={ROUTES.forgotPassword} className="usa-button margin-top-3">
          {t('recovery.startAgain')}
        </Link>
        <p className="margin-top-3">{t('recovery.office')}</p>
      </AuthFrame>
    );
  }

  function submit(code: string, clear: () => void) {
    check.reset();
    setTriesLeft(null);
    check.mutate(
      { requestId: recovery!.requestId, confirmationCode: code },
      {
        onSuccess: ({ outcome, triesLeft: left }) => {
          if (outcome === 'VERIFIED') navigate(ROUTES.forgotPasswordNew, { state: recovery, replace: true });
          else if (outcome === 'INCORRECT') {
            clear();
            setTriesLeft(left);
          } else setOver(outcome);
        },
        // Not this browser's recovery any more (its session ended): it cannot go on.
        onError: (err) => {
          if (err instanceof ApiRequestError && err.status === 404) setOver('EXPIRED');
        },
      },
    );
  }

  const error =
    triesLeft !== null
      ? t('recoverCode.incorrect', { tries: triesLeft })
      : (api.fields.confirmationCode ?? api.general ?? undefined);

  return (
    <AuthFrame title={t('recoverCode.title')}>
      <p className="usa-intro">
        {t('recoverCode.sentTo', { username: recovery.username, contact: recovery.contact, minutes: recovery.minutes })}
      </p>
      <CodeForm
        label={t('recoverCode.code')}
        submitLabel={check.isPending ? t('recoverCode.checking') : t('recoverCode.submit')}
        busy={check.isPending}
        serverError={error}
        onSubmit={submit}
      />
      <ul className="usa-list usa-list--unstyled margin-top-4">
        <li className="margin-bottom-1">
          <Link to={ROUTES.forgotPassword}>{t('recoverCode.notReceived')}</Link>
        </li>
        <li>
          <Link to={ROUTES.login}>{t('recovery.logIn')}</Link>
        </li>
      </ul>
    </AuthFrame>
  );
}
