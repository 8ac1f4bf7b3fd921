import { useState, type FormEvent } from 'react';
import { issueText, validateSignature, type Agreement, type SignatureInput } from '@portal/forms';
import { ErrorSummary } from '../ErrorSummary';
import { TextField } from '../TextField';
import { useDocumentTitle } from '../useDocumentTitle';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { useLang } from './lang';

const messages = defineMessages({
  'sign.title': { en: 'Sign and submit', es: 'Firmar y enviar' },
  'sign.intro': {
    en: 'Read each statement and check the box to agree. Then type your name to sign.',
    es: 'Lea cada declaración y marque la casilla para aceptar. Luego escriba su nombre para firmar.',
  },
  'sign.agreements': { en: 'Statements you must agree to', es: 'Declaraciones que debe aceptar' },
  'sign.agree': { en: 'I agree', es: 'Acepto' },
  'sign.name': { en: 'Your signature', es: 'Su firma' },
  'sign.first': { en: 'First name', es: 'Nombre' },
  'sign.middle': { en: 'Middle name (optional)', es: 'Segundo nombre (opcional)' },
  'sign.last': { en: 'Last name', es: 'Apellido' },
  'sign.submit': { en: 'Sign and submit', es: 'Firmar y enviar' },
  'sign.submitting': { en: 'Submitting…', es: 'Enviando…' },
});

/** The e-signature step: every agreement box and first and last name are required. */
export function SignatureForm({
  agreements,
  submitting,
  serverErrors,
  onSubmit,
}: {
  agreements: Agreement[];
  submitting: boolean;
  serverErrors: Record<string, string>;
  onSubmit: (input: SignatureInput) => void;
}) {
  const t = useT(messages);
  const lang = useLang();
  useDocumentTitle(t('sign.title'));
  const [input, setInput] = useState<SignatureInput>({ agreements: {}, firstName: '', middleName: '', lastName: '' });
  const [issues, setIssues] = useState<Record<string, string>>({});
  const errors = { ...serverErrors, ...issues };
  const idOf = (field: string) => `sign-${field.replace('.', '-')}`;
  /** What the summary names: an agreement by its statement's first sentence, a name part by its label. */
  const labelOf = (field: string): string | undefined => {
    const statement = agreements.find((a) => `agreement.${a.id}` === field)?.text[lang];
    if (statement) return statement.split(/(?<=\.)\s/)[0];
    const names: Record<string, string> = {
      firstName: t('sign.first'),
      middleName: t('sign.middle'),
      lastName: t('sign.last'),
    };
    return names[field];
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = Object.fromEntries(validateSignature(agreements, input).map((i) => [i.field, issueText(i, lang)]));
    setIssues(found);
    if (Object.keys(found).length === 0) onSubmit(input);
  }

  return (
    <>
      <h1>{t('sign.title')}</h1>
      <p className="usa-intro">{t('sign.intro')}</p>
      <ErrorSummary
        errors={Object.entries(errors).map(([f, message]) => ({ fieldId: idOf(f), message, label: labelOf(f) }))}
      />
      <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
        <fieldset className="usa-fieldset">
          <legend className="usa-legend usa-legend--large">{t('sign.agreements')}</legend>
          {agreements.map((a) => {
            const field = `agreement.${a.id}`;
            const err = errors[field];
            return (
              <div key={a.id} className={`usa-form-group${err ? ' usa-form-group--error' : ''}`}>
                <p id={`${idOf(field)}-text`}>{a.text[lang]}</p>
                {err && (
                  <span className="usa-error-message" id={`${idOf(field)}-error`}>
                    {err}
                  </span>
                )}
                <div className="usa-checkbox">
                  <input
                    className="usa-checkbox__input"
                    type="checkbox"
                    id={idOf(field)}
                    checked={input.agreements[a.id] === true}
                    aria-labelledby={`${idOf(field)}-label ${idOf(field)}-text`}
                    aria-describedby={err ? `${idOf(field)}-error` : undefined}
                    onChange={(e) =>
                      setInput((v) => ({ ...v, agreements: { ...v.agreements, [a.id]: e.target.checked } }))
                    }
                  />
                  <label className="usa-checkbox__label" htmlFor={idOf(field)} id={`${idOf(field)}-label`}>
                    {t('sign.agree')}
                  </label>
                </div>
              </div>
            );
          })}
        </fieldset>
        <fieldset className="usa-fieldset margin-top-3">
          <legend className="usa-legend usa-legend--large">{t('sign.name')}</legend>
          <TextField
            id={idOf('firstName')}
            label={t('sign.first')}
            autoComplete="given-name"
            error={errors.firstName}
            value={input.firstName}
            onChange={(e) => setInput((v) => ({ ...v, firstName: e.target.value }))}
          />
          <TextField
            id={idOf('middleName')}
            label={t('sign.middle')}
            autoComplete="additional-name"
            error={errors.middleName}
            value={input.middleName ?? ''}
            onChange={(e) => setInput((v) => ({ ...v, middleName: e.target.value }))}
          />
          <TextField
            id={idOf('lastName')}
            label={t('sign.last')}
            autoComplete="family-name"
            error={errors.lastName}
            value={input.lastName}
            onChange={(e) => setInput((v) => ({ ...v, lastName: e.target.value }))}
          />
        </fieldset>
        <button type="submit" className="usa-button margin-top-4" disabled={submitting}>
          {submitting ? t('sign.submitting') : t('sign.submit')}
        </button>
      </form>
    </>
  );
}
