import type { FormEvent } from 'react';
import { Link, useNavigate } from '../../router';
import { PASSWORD_MIN } from '@portal/contracts/validation-rules';
import { passwordProblem } from '@portal/contracts/password-policy';
import { ROUTES } from '@portal/contracts/routes';
import { useErrorText } from '../../components/apiErrors';
import { ErrorSummary } from '../../components/ErrorSummary';
import { TextField } from '../../components/TextField';
import { useFieldForm } from '../../components/useFieldForm';
import { useSystemConfig } from '../../app/session';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { AuthFrame } from './AuthFrame';
import { useSignUp } from './queries';

const messages = defineMessages({
  'create.title': { en: 'Create your {service} account', es: 'Cree su cuenta de {service}' },
  'create.intro': {
    en: 'Give us a phone number or an email address (or both) so we can send you security codes and notices.',
    es: 'Denos un número de teléfono o un correo electrónico (o ambos) para poder enviarle códigos de seguridad y avisos.',
  },
  'create.required': { en: '(required)', es: '(obligatorio)' },
  'create.firstName': { en: 'First name', es: 'Nombre' },
  'create.lastName': { en: 'Last name', es: 'Apellido' },
  'create.username': { en: 'Username', es: 'Nombre de usuario' },
  'create.usernameHint': { en: '4 to 64 letters, numbers or . _ @ -', es: 'De 4 a 64 letras, números o . _ @ -' },
  'create.password': { en: 'Password', es: 'Contraseña' },
  'create.passwordHint': {
    en: 'At least {min} characters. A few unrelated words make a strong password.',
    es: 'Al menos {min} caracteres. Unas cuantas palabras sin relación forman una contraseña segura.',
  },
  'create.email': { en: 'Email address', es: 'Correo electrónico' },
  'create.phone': { en: 'Mobile phone number', es: 'Número de teléfono móvil' },
  'create.phoneHint': { en: 'Format: ###-###-####', es: 'Formato: ###-###-####' },
  'create.submit': { en: 'Create account', es: 'Crear cuenta' },
  'create.working': { en: 'Creating your account…', es: 'Creando su cuenta…' },
  'create.have': { en: 'Already have an account?', es: '¿Ya tiene una cuenta?' },
  'create.login': { en: 'Log in', es: 'Iniciar sesión' },
});

const FIELDS = ['firstName', 'lastName', 'username', 'password', 'email', 'phone'] as const;
type Field = (typeof FIELDS)[number];

/** /nfCreate{identity}Account: a new STANDARD account (POST /api/v1/auth/signup), signed in at once. */
export function Component() {
  const t = useT(messages);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const system = useSystemConfig();
  const service = system.data?.branding.identityServiceName ?? 'StateID';
  const signUp = useSignUp();
  const { values, setLocal, summary, fieldProps } = useFieldForm(FIELDS, signUp.error);

  function submit(e: FormEvent) {
    e.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    for (const f of ['firstName', 'lastName', 'username', 'password'] as const)
      if (!values[f].trim()) next[f] = errorText('validation.required');
    const weak = values.password && passwordProblem(values.password, values.username);
    if (weak) next.password = errorText(weak);
    if (!values.email.trim() && !values.phone.trim()) next.email = errorText('validation.contact.methodRequired');
    setLocal(next);
    signUp.reset();
    if (Object.keys(next).length > 0) return;
    signUp.mutate(
      {
        firstName: values.firstName,
        lastName: values.lastName,
        username: values.username,
        password: values.password,
        ...(values.email.trim() ? { email: values.email.trim() } : {}),
        ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
      },
      { onSuccess: () => navigate(ROUTES.account, { replace: true, state: { accountCreated: true } }) },
    );
  }

  const field = (f: Field, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} {...fieldProps(f)} {...extra} />
  );

  return (
    <AuthFrame title={t('create.title', { service })}>
      <p className="usa-intro">{t('create.intro')}</p>
      <ErrorSummary errors={summary} />
      <form className="usa-form" onSubmit={submit} noValidate>
        {field('firstName', t('create.firstName'), { requiredMark: t('create.required'), autoComplete: 'given-name' })}
        {field('lastName', t('create.lastName'), { requiredMark: t('create.required'), autoComplete: 'family-name' })}
        {field('username', t('create.username'), {
          requiredMark: t('create.required'),
          autoComplete: 'username',
          hint: t('create.usernameHint'),
        })}
        {field('password', t('create.password'), {
          requiredMark: t('create.required'),
          type: 'password',
          autoComplete: 'new-password',
          hint: t('create.passwordHint', { min: PASSWORD_MIN }),
        })}
        {field('email', t('create.email'), { type: 'email', autoComplete: 'email' })}
        {field('phone', t('create.phone'), { type: 'tel', autoComplete: 'tel-national', hint: t('create.phoneHint') })}
        <button type="submit" className="usa-button margin-top-3" disabled={signUp.isPending}>
          {signUp.isPending ? t('create.working') : t('create.submit')}
        </button>
      </form>
      <p className="margin-top-4">
        {t('create.have')} <Link to={ROUTES.login}>{t('create.login')}</Link>
      </p>
    </AuthFrame>
  );
}
