import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '../../router';
import { ROUTES, type ContactReturn } from '@portal/contracts/routes';
import { useApiFieldErrors, useErrorText } from '../../components/apiErrors';
import { ErrorSummary, type FieldError } from '../../components/ErrorSummary';
import { TextField } from '../../components/TextField';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { useUpdateContact } from './queries';
import { useReauthRedirect } from './useReauth';

const messages = defineMessages({
  'contact.updatePrimary': { en: 'Update primary contact', es: 'Actualizar contacto principal' },
  'contact.updateSecondary': { en: 'Update secondary contact', es: 'Actualizar contacto secundario' },
  'contact.addSecondary': { en: 'Add secondary contact', es: 'Agregar contacto secundario' },
  'contact.intro': {
    en: 'We will send a 6-digit confirmation code to the new email address or phone number. The change takes effect when you enter that code.',
    es: 'Enviaremos un código de confirmación de 6 dígitos al nuevo correo electrónico o número de teléfono. El cambio se aplica cuando ingrese ese código.',
  },
  'contact.legend': { en: 'Contact method', es: 'Método de contacto' },
  'contact.required': { en: '(required)', es: '(obligatorio)' },
  'contact.EMAIL': { en: 'Email', es: 'Correo electrónico' },
  'contact.PHONE': { en: 'Phone (text message)', es: 'Teléfono (mensaje de texto)' },
  'contact.email': { en: 'Email address', es: 'Correo electrónico' },
  'contact.phone': { en: 'Phone number', es: 'Número de teléfono' },
  'contact.phoneHint': { en: 'Format: ###-###-####', es: 'Formato: ###-###-####' },
  'contact.send': { en: 'Send confirmation code', es: 'Enviar código de confirmación' },
  'contact.sending': { en: 'Sending…', es: 'Enviando…' },
  'contact.cancel': { en: 'Cancel', es: 'Cancelar' },
});

/** Formats digits as they are typed with the US mask ###-###-####. */
export function maskPhoneInput(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 10);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}

/**
 * /NFAccountSettings/updatePrimaryContact, /UpdateSecondaryContact and /AddSecondaryContact:
 * choose e-mail or phone and give it; a code then goes to it (update_pri_contact, update_sec_contact).
 */
export function Component() {
  const location = useLocation();
  const slot = location.pathname === ROUTES.updatePrimaryContact ? 'PRIMARY' : 'SECONDARY';
  const title =
    slot === 'PRIMARY'
      ? 'contact.updatePrimary'
      : location.pathname === ROUTES.addSecondaryContact
        ? 'contact.addSecondary'
        : 'contact.updateSecondary';
  const t = useT(messages);
  useDocumentTitle(t(title));
  const errorText = useErrorText();
  const navigate = useNavigate();
  const update = useUpdateContact(slot);
  useReauthRedirect(update.error);
  // Sent here by another page (e-notices): its method first, and back there at the end.
  const back = location.state as ContactReturn | null;
  const [method, setMethod] = useState<'' | 'EMAIL' | 'PHONE'>(back?.method ?? '');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const api = useApiFieldErrors(update.error);
  const err = (f: string) => local[f] ?? api.fields[f];
  const summary: FieldError[] = [];
  if (err('contactMethod')) summary.push({ fieldId: 'method-EMAIL', message: err('contactMethod')! });
  if (err('emailAddress')) summary.push({ fieldId: 'emailAddress', message: err('emailAddress')! });
  if (err('phoneNumber')) summary.push({ fieldId: 'phoneNumber', message: err('phoneNumber')! });
  if (
    api.general &&
    summary.length === 0 &&
    !(update.error && 'code' in update.error && update.error.code === 'REAUTH_REQUIRED')
  )
    summary.push({ fieldId: 'method-EMAIL', message: api.general });

  function submit(e: FormEvent) {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!method) next.contactMethod = errorText('validation.contact.methodRequired');
    else if (method === 'EMAIL' && !email.trim()) next.emailAddress = errorText('validation.contact.emailRequired');
    else if (method === 'PHONE' && !phone.trim()) next.phoneNumber = errorText('validation.contact.phoneRequired');
    setLocal(next);
    update.reset();
    if (Object.keys(next).length > 0) return;
    update.mutate(
      method === 'EMAIL'
        ? { contactMethod: method, emailAddress: email.trim() }
        : { contactMethod: 'PHONE', phoneNumber: phone.trim() },
      {
        onSuccess: () =>
          navigate(slot === 'PRIMARY' ? ROUTES.primarySecurityCode : ROUTES.secondarySecurityCode, { state: back }),
      },
    );
  }

  return (
    <div className="grid-container padding-y-4">
      <div className="tablet:grid-col-8 desktop:grid-col-6">
        <h1>{t(title)}</h1>
        <p className="usa-intro">{t('contact.intro')}</p>
        <ErrorSummary errors={summary} />
        <form className="usa-form" onSubmit={submit} noValidate>
          <fieldset className={`usa-fieldset usa-form-group${err('contactMethod') ? ' usa-form-group--error' : ''}`}>
            <legend className="usa-legend">
              {t('contact.legend')} <span className="text-secondary-dark">{t('contact.required')}</span>
            </legend>
            {err('contactMethod') && (
              <span className="usa-error-message" id="contactMethod-error">
                {err('contactMethod')}
              </span>
            )}
            {(['EMAIL', 'PHONE'] as const).map((m) => (
              <div className="usa-radio" key={m}>
                <input
                  className="usa-radio__input"
                  id={`method-${m}`}
                  type="radio"
                  name="contactMethod"
                  value={m}
                  checked={method === m}
                  onChange={() => setMethod(m)}
                  aria-describedby={err('contactMethod') ? 'contactMethod-error' : undefined}
                />
                <label className="usa-radio__label" htmlFor={`method-${m}`}>
                  {t(`contact.${m}`)}
                </label>
              </div>
            ))}
          </fieldset>
          {method === 'EMAIL' && (
            <TextField
              id="emailAddress"
              type="email"
              autoComplete="email"
              label={t('contact.email')}
              requiredMark={t('contact.required')}
              value={email}
              error={err('emailAddress')}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
          {method === 'PHONE' && (
            <TextField
              id="phoneNumber"
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
              label={t('contact.phone')}
              hint={t('contact.phoneHint')}
              requiredMark={t('contact.required')}
              value={phone}
              error={err('phoneNumber')}
              onChange={(e) => setPhone(maskPhoneInput(e.target.value))}
            />
          )}
          <div className="margin-top-3">
            <button type="submit" className="usa-button" disabled={update.isPending}>
              {update.isPending ? t('contact.sending') : t('contact.send')}
            </button>
            <Link
              className="usa-button usa-button--unstyled margin-left-2"
              to={back?.returnTo ?? ROUTES.accountSettings}
            >
              {t('contact.cancel')}
            </Link>
          </div>
        </form>
      </div>
    </div>
  );
}
