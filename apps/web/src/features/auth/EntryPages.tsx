import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams } from '../../router';
import { pathTo, ROUTES } from '@portal/contracts/routes';
import { useLogout, useSystemConfig, useUserData } from '../../app/session';
import { ErrorSummary } from '../../components/ErrorSummary';
import { Loading } from '../../components/Loading';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { AuthFrame, Radio } from './AuthFrame';

const messages = defineMessages({
  'entry.signUp.title': { en: 'Create an account', es: 'Crear una cuenta' },
  'entry.signUp.intro': {
    en: 'With an account you can apply for benefits, save an application and finish it later, and check the status of what you sent.',
    es: 'Con una cuenta puede solicitar beneficios, guardar una solicitud y terminarla después, y revisar el estado de lo que envió.',
  },
  'entry.signUp.enhanced': {
    en: 'If you already get benefits, you can later upgrade your account by answering a few questions that confirm your identity. An upgraded account lets you see your case and household information, reach your caseworker and upload documents online.',
    es: 'Si ya recibe beneficios, después puede mejorar su cuenta respondiendo algunas preguntas que confirman su identidad. Una cuenta mejorada le permite ver la información de su caso y de su hogar, comunicarse con su trabajador social y subir documentos en línea.',
  },
  'entry.signUp.create': { en: 'Create a {service} account', es: 'Crear una cuenta de {service}' },
  'entry.signUp.have': { en: 'Already have an account?', es: '¿Ya tiene una cuenta?' },
  'entry.login': { en: 'Log in', es: 'Iniciar sesión' },

  'entry.options.title': { en: 'How do you want to continue?', es: '¿Cómo desea continuar?' },
  'entry.options.legend': { en: 'Choose one', es: 'Elija una opción' },
  'entry.options.login': { en: 'Log in to my account', es: 'Iniciar sesión en mi cuenta' },
  'entry.options.create': { en: 'Create an account', es: 'Crear una cuenta' },
  'entry.options.anonymous': {
    en: 'Continue without an account (food and nutrition or energy assistance only; you cannot save your application or check its status)',
    es: 'Continuar sin una cuenta (solo alimentos y nutrición o asistencia de energía; no puede guardar su solicitud ni revisar su estado)',
  },
  'entry.options.required': { en: 'Choose how you want to continue', es: 'Elija cómo desea continuar' },
  'entry.options.continue': { en: 'Continue', es: 'Continuar' },

  'entry.logout.title': { en: 'You have logged out', es: 'Cerró sesión' },
  'entry.logout.working': { en: 'Logging out…', es: 'Cerrando sesión…' },
  'entry.logout.body': {
    en: 'For your security, close your browser if you are using a shared or public computer.',
    es: 'Por su seguridad, cierre el navegador si usa una computadora compartida o pública.',
  },
  'entry.logout.again': { en: 'Log in again', es: 'Volver a iniciar sesión' },
});

/** /signuphomepage: what an account gives, and the way to create one. */
export function SignUpHomePage() {
  const t = useT(messages);
  const system = useSystemConfig();
  const service = system.data?.branding.identityServiceName ?? 'StateID';
  return (
    <AuthFrame title={t('entry.signUp.title')}>
      <p className="usa-intro">{t('entry.signUp.intro')}</p>
      <p>{t('entry.signUp.enhanced')}</p>
      <Link className="usa-button" to={createAccountPath(service)}>
        {t('entry.signUp.create', { service })}
      </Link>
      <p className="margin-top-4">
        {t('entry.signUp.have')} <Link to={ROUTES.login}>{t('entry.login')}</Link>
      </p>
    </AuthFrame>
  );
}

/** /nfCreate{identity}Account, with the identity service's configured name. */
export function createAccountPath(service: string): string {
  return `/nfCreate${service.replace(/[^A-Za-z0-9]/g, '')}Account`;
}

const OPTIONS = ['login', 'create', 'continue'] as const;

/** /nfAccountOptions: log in, create an account, or (for anonymous-capable applications) go on without one. */
export function AccountOptionsPage() {
  const t = useT(messages);
  const navigate = useNavigate();
  const [choice, setChoice] = useState('');
  const [missing, setMissing] = useState(false);
  function submit(e: FormEvent) {
    e.preventDefault();
    setMissing(!choice);
    if (choice) navigate(pathTo(ROUTES.mfaRedirect, { enteredSelection: choice }));
  }
  const error = missing ? t('entry.options.required') : undefined;
  return (
    <AuthFrame title={t('entry.options.title')}>
      <ErrorSummary errors={error ? [{ fieldId: 'option-login', message: error }] : []} />
      <form className="usa-form" onSubmit={submit} noValidate>
        <fieldset className="usa-fieldset">
          <legend className="usa-legend">{t('entry.options.legend')}</legend>
          {error && <span className="usa-error-message">{error}</span>}
          {OPTIONS.map((o) => (
            <Radio
              key={o}
              name="option"
              value={o}
              checked={choice === o}
              onChange={setChoice}
              label={t(o === 'continue' ? 'entry.options.anonymous' : `entry.options.${o}`)}
            />
          ))}
        </fieldset>
        <button type="submit" className="usa-button margin-top-3">
          {t('entry.options.continue')}
        </button>
      </form>
    </AuthFrame>
  );
}

/** /nfRedirect/{enteredSelection}: sends the account-options choice on. */
export function RedirectPage() {
  const { enteredSelection } = useParams();
  const system = useSystemConfig();
  if (enteredSelection === 'login') return <Navigate to={ROUTES.login} replace />;
  if (enteredSelection === 'continue') return <Navigate to={ROUTES.anonApply} replace />;
  if (enteredSelection === 'create') {
    if (!system.data) return <Loading />;
    return <Navigate to={createAccountPath(system.data.branding.identityServiceName)} replace />;
  }
  return <Navigate to={ROUTES.accountOptions} replace />;
}

/** /nfLogout: ends the session (the old session id stops working) and says so. */
export function LogoutPage() {
  const t = useT(messages);
  const logout = useLogout();
  const { mutate } = logout;
  const { account, ...userData } = useUserData();
  // The shell reads the account and its user data on load; log out once those reads are done,
  // so none of them is cut off half-way by the session ending.
  const settled = account.isFetched && Object.values(userData).every((q) => q.fetchStatus === 'idle');
  useEffect(() => {
    if (settled && logout.isIdle) mutate();
  }, [settled, logout.isIdle, mutate]);
  return (
    <AuthFrame title={logout.isPending || logout.isIdle ? t('entry.logout.working') : t('entry.logout.title')}>
      <p className="usa-intro">{t('entry.logout.body')}</p>
      <Link className="usa-button" to={ROUTES.login}>
        {t('entry.logout.again')}
      </Link>
    </AuthFrame>
  );
}
