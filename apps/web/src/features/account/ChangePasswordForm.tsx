import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@portal/contracts';
import { PASSWORD_MIN } from '@portal/contracts/validation-rules';
import { passwordProblem } from '@portal/contracts/password-policy';
import { call } from '../../api/client';
import { useUserAccount } from '../../app/session';
import { useApiFieldErrors, useErrorText } from '../../components/apiErrors';
import { ErrorSummary, type FieldError } from '../../components/ErrorSummary';
import { TextField } from '../../components/TextField';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';

const messages = defineMessages({
  'password.heading': { en: 'Change your password', es: 'Cambie su contraseña' },
  'password.intro': {
    en: 'When you change your password, you stay logged in here, every other session ends, and all remembered devices are forgotten.',
    es: 'Cuando cambie su contraseña, seguirá con la sesión iniciada aquí, se cerrarán todas las demás sesiones y se olvidarán todos los dispositivos recordados.',
  },
  'password.current': { en: 'Current password', es: 'Contraseña actual' },
  'password.new': { en: 'New password', es: 'Contraseña nueva' },
  'password.newHint': { en: 'At least {min} characters.', es: 'Al menos {min} caracteres.' },
  'password.required': { en: '(required)', es: '(obligatorio)' },
  'password.submit': { en: 'Change password', es: 'Cambiar contraseña' },
  'password.done': { en: 'Your password was changed.', es: 'Se cambió su contraseña.' },
});

/** The password part of Account Settings (POST /api/v1/auth/password). */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const t = useT(messages);
  const errorText = useErrorText();
  const change = useMutation({
    mutationFn: (body: ChangePasswordRequest) => call('changePassword', { body }),
    onSuccess: onChanged,
  });
  const username = useUserAccount().data?.userName ?? undefined;
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const apiErrors = useApiFieldErrors(change.error);
  const err = (f: string) => local[f] ?? apiErrors.fields[f];
  const summary: FieldError[] = (['currentPassword', 'newPassword'] as const)
    .filter((f) => err(f))
    .map((f) => ({ fieldId: f, message: err(f)! }));
  if (apiErrors.general && summary.length === 0)
    summary.push({ fieldId: 'currentPassword', message: apiErrors.general });

  function submit(e: FormEvent) {
    e.preventDefault();
    const missing: Record<string, string> = {};
    if (!current) missing.currentPassword = errorText('validation.required');
    const weak = next ? passwordProblem(next, username) : null;
    if (!next) missing.newPassword = errorText('validation.required');
    else if (weak) missing.newPassword = errorText(weak);
    setLocal(missing);
    change.reset();
    if (Object.keys(missing).length === 0) {
      change.mutate(
        { currentPassword: current, newPassword: next },
        {
          onSuccess: () => {
            setCurrent('');
            setNext('');
          },
        },
      );
    }
  }

  return (
    <section aria-labelledby="password-heading">
      <h2 id="password-heading">{t('password.heading')}</h2>
      <p>{t('password.intro')}</p>
      {change.isSuccess && (
        <div className="usa-alert usa-alert--success usa-alert--slim" role="status">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('password.done')}</p>
          </div>
        </div>
      )}
      <ErrorSummary errors={summary} />
      <form className="usa-form" onSubmit={submit} noValidate>
        <TextField
          id="currentPassword"
          type="password"
          autoComplete="current-password"
          label={t('password.current')}
          requiredMark={t('password.required')}
          value={current}
          error={err('currentPassword')}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <TextField
          id="newPassword"
          type="password"
          autoComplete="new-password"
          label={t('password.new')}
          hint={t('password.newHint', { min: PASSWORD_MIN })}
          requiredMark={t('password.required')}
          value={next}
          error={err('newPassword')}
          onChange={(e) => setNext(e.target.value)}
        />
        <button type="submit" className="usa-button usa-button--outline margin-top-2" disabled={change.isPending}>
          {t('password.submit')}
        </button>
      </form>
    </section>
  );
}
