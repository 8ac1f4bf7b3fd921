import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../api/client';
import { ActionResult } from '../../../components/ActionResult';
import { useApiFieldErrors, useErrorText } from '../../../components/apiErrors';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorSummary, type FieldError } from '../../../components/ErrorSummary';
import { TextField } from '../../../components/TextField';
import { useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { useResetPasskeys } from './queries';

const messages = defineMessages({
  'resetPasskeys.heading': {
    en: 'Reset a staff member’s or provider’s passkeys',
    es: 'Restablecer las llaves de acceso de un miembro del personal o de un proveedor',
  },
  'resetPasskeys.intro': {
    en: 'Staff and providers log in with a passkey. When one loses the device that held it, check who is asking (in person, or by calling back the number on file), then reset. Every passkey of the account is removed and every session of it ends; the person logs in again with the password and a code and adds a new passkey.',
    es: 'El personal y los proveedores inician sesión con una llave de acceso. Cuando alguien pierde el dispositivo que la guardaba, verifique quién lo pide (en persona o devolviendo la llamada al número registrado) y luego restablezca. Se quitan todas las llaves de acceso de la cuenta y se cierran todas sus sesiones; la persona vuelve a iniciar sesión con la contraseña y un código y agrega una llave de acceso nueva.',
  },
  'resetPasskeys.username': { en: 'Username of the account', es: 'Nombre de usuario de la cuenta' },
  'resetPasskeys.required': { en: '(required)', es: '(obligatorio)' },
  'resetPasskeys.submit': { en: 'Reset passkeys', es: 'Restablecer llaves de acceso' },
  'resetPasskeys.confirmTitle': {
    en: 'Reset the passkeys of {username}?',
    es: '¿Restablecer las llaves de acceso de {username}?',
  },
  'resetPasskeys.confirmBody': {
    en: 'Only if you have checked that {username} asked for it. They are signed out everywhere at once and told at every contact method on file.',
    es: 'Solo si verificó que {username} lo pidió. Se cierra su sesión en todas partes de inmediato y se le avisa en cada método de contacto registrado.',
  },
  'resetPasskeys.confirmYes': { en: 'Yes, reset them', es: 'Sí, restablecerlas' },
  'resetPasskeys.confirmNo': { en: 'Not now', es: 'Ahora no' },
  'resetPasskeys.done': {
    en: 'The passkeys of {username} were removed. They add a new one at their next log in.',
    es: 'Se quitaron las llaves de acceso de {username}. Agregará una nueva la próxima vez que inicie sesión.',
  },
  'resetPasskeys.notFound': {
    en: 'Username of the account: no staff or provider account has this username.',
    es: 'Nombre de usuario de la cuenta: ninguna cuenta del personal ni de un proveedor tiene este nombre de usuario.',
  },
});

/** An administrator's reset of a staff member's or provider's passkeys after a lost device (ADR 0132). */
export function ResetPasskeys() {
  const t = useT(messages);
  const errorText = useErrorText();
  const reset = useResetPasskeys();
  const [username, setUsername] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const api = useApiFieldErrors(reset.error);
  const notFound = reset.error instanceof ApiRequestError && reset.error.status === 404;
  const error = missing ?? (notFound ? t('resetPasskeys.notFound') : undefined);
  const summary: FieldError[] = error ? [{ fieldId: 'resetUsername', message: error }] : [];

  function submit(e: FormEvent) {
    e.preventDefault();
    reset.reset();
    setDone(null);
    if (!username.trim()) {
      setMissing(errorText('validation.required'));
      return;
    }
    setMissing(null);
    setAsking(username.trim());
  }

  return (
    <section aria-labelledby="reset-passkeys-heading" className="margin-top-5">
      <h2 id="reset-passkeys-heading">{t('resetPasskeys.heading')}</h2>
      <p>{t('resetPasskeys.intro')}</p>
      <ActionResult done={done} failed={reset.isError && !notFound ? api.general : null} />
      <ErrorSummary errors={summary} />
      <form className="usa-form" onSubmit={submit} noValidate>
        <TextField
          id="resetUsername"
          label={t('resetPasskeys.username')}
          requiredMark={t('resetPasskeys.required')}
          autoComplete="off"
          value={username}
          error={error}
          onChange={(e) => setUsername(e.target.value)}
        />
        <button type="submit" className="usa-button usa-button--secondary margin-top-2" disabled={reset.isPending}>
          {t('resetPasskeys.submit')}
        </button>
      </form>
      <ConfirmDialog
        open={asking !== null}
        title={t('resetPasskeys.confirmTitle', { username: asking ?? '' })}
        confirmLabel={t('resetPasskeys.confirmYes')}
        cancelLabel={t('resetPasskeys.confirmNo')}
        destructive
        pending={reset.isPending}
        onConfirm={() => {
          if (!asking) return;
          const who = asking;
          reset.mutate(who, {
            onSuccess: () => {
              setDone(t('resetPasskeys.done', { username: who }));
              setUsername('');
            },
            onSettled: () => setAsking(null),
          });
        }}
        onCancel={() => setAsking(null)}
      >
        <p>{t('resetPasskeys.confirmBody', { username: asking ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
