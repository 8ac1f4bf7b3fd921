import { useState, type FormEvent } from 'react';
import { SECURITY_CODE_PATTERN } from '@portal/contracts/validation-rules';
import { useT } from '../i18n/locale';
import { defineMessages } from '../i18n/messages';
import { useErrorText } from './apiErrors';
import { ErrorSummary } from './ErrorSummary';
import { TextField } from './TextField';

const messages = defineMessages({
  'codeForm.hint': { en: 'The code is 6 digits.', es: 'El código tiene 6 dígitos.' },
  'codeForm.required': { en: '(required)', es: '(obligatorio)' },
});

/**
 * A 6-digit security or confirmation code: one field, its error at the field and in the
 * summary, checked here before it is sent (the server checks again). Used by the sign-in code
 * step and by contact changes.
 */
export function CodeForm({
  label,
  submitLabel,
  busy,
  serverError,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  busy: boolean;
  serverError: string | undefined;
  /** Called with a well-formed code; `clear` empties the field. */
  onSubmit: (code: string, clear: () => void) => void;
}) {
  const t = useT(messages);
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const error = invalid ? errorText('validation.code.invalid') : serverError;
  function submit(e: FormEvent) {
    e.preventDefault();
    const bad = !SECURITY_CODE_PATTERN.test(code.trim());
    setInvalid(bad);
    if (!bad) onSubmit(code.trim(), () => setCode(''));
  }
  return (
    <>
      <ErrorSummary errors={error ? [{ fieldId: 'confirmationCode', message: error }] : []} />
      <form className="usa-form" onSubmit={submit} noValidate>
        <TextField
          id="confirmationCode"
          label={label}
          hint={t('codeForm.hint')}
          requiredMark={t('codeForm.required')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          error={error}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="usa-button margin-top-3" disabled={busy}>
          {submitLabel}
        </button>
      </form>
    </>
  );
}
