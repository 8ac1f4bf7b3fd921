import { Link, useNavigate, useSearchParams } from '../../../router';
import { ROUTES } from '@portal/contracts/routes';
import { useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { AuthFrame } from '../AuthFrame';
import { useContinueWithoutCode } from '../queries';
import { safeReturnTo } from '../returnTo';
import { landingFor } from '../../../app/landing';
import { useUserAccount } from '../../../app/session';
import { useExpiredRedirect } from './useExpiredRedirect';

const messages = defineMessages({
  'mfaI.login': { en: 'Go to log in', es: 'Ir a iniciar sesión' },
  'mfaI.home': { en: 'Go to the home page', es: 'Ir a la página principal' },
  'mfaI.office': {
    en: 'If you need help, call or visit your local county social services office.',
    es: 'Si necesita ayuda, llame o visite su oficina local de servicios sociales del condado.',
  },

  'mfaI.success.title': { en: 'You are logged in', es: 'Inició sesión' },
  'mfaI.success.body': { en: 'Thank you for confirming it is you.', es: 'Gracias por confirmar que es usted.' },
  'mfaI.success.continue': { en: 'Continue to your account', es: 'Continuar a su cuenta' },
  'mfaI.success.console': { en: 'Continue to the staff console', es: 'Continuar a la consola del personal' },

  'mfaI.error.title': { en: 'Something went wrong', es: 'Algo salió mal' },
  'mfaI.error.body': {
    en: 'Sorry... an error occurred. Try again later.',
    es: 'Lo sentimos... ocurrió un error. Inténtelo de nuevo más tarde.',
  },
  'mfaI.expired.title': { en: 'The login process has expired', es: 'El proceso de inicio de sesión venció' },
  'mfaI.expired.body': {
    en: 'The login process has expired. Close this window and start again.',
    es: 'El proceso de inicio de sesión venció. Cierre esta ventana y comience de nuevo.',
  },

  'mfaI.temp.title': { en: 'Your account is temporarily locked', es: 'Su cuenta está bloqueada temporalmente' },
  'mfaI.temp.body': {
    en: 'The security code was entered incorrectly too many times. For your security, your account is locked for 30 minutes. Try again after that.',
    es: 'El código de seguridad se ingresó mal demasiadas veces. Por su seguridad, su cuenta está bloqueada durante 30 minutos. Inténtelo de nuevo después.',
  },
  'mfaI.locked.title': { en: 'Your account is locked', es: 'Su cuenta está bloqueada' },
  'mfaI.locked.body': {
    en: 'Your account was locked after repeated incorrect security codes. You can log in again when the 30-minute lock ends.',
    es: 'Su cuenta se bloqueó después de varios códigos de seguridad incorrectos. Podrá iniciar sesión de nuevo cuando termine el bloqueo de 30 minutos.',
  },
  'mfaI.delinked.title': {
    en: 'Your enhanced account features are turned off',
    es: 'Las funciones mejoradas de su cuenta están desactivadas',
  },
  'mfaI.delinked.body': {
    en: 'Because of repeated login errors, we turned off the features that show your case (reporting changes, renewals, documents, notices and messages). You can still log in and apply. Your local office can turn them back on after confirming your identity.',
    es: 'Debido a errores repetidos al iniciar sesión, desactivamos las funciones que muestran su caso (informar cambios, renovaciones, documentos, avisos y mensajes). Todavía puede iniciar sesión y presentar solicitudes. Su oficina local puede volver a activarlas después de confirmar su identidad.',
  },
  'mfaI.newborn.title': { en: 'Your provider account is locked', es: 'Su cuenta de proveedor está bloqueada' },
  'mfaI.newborn.body': {
    en: 'The security code was entered incorrectly too many times. Your account for newborn referrals is locked for 30 minutes. Try again after that or contact the agency’s provider help line.',
    es: 'El código de seguridad se ingresó mal demasiadas veces. Su cuenta para referencias de recién nacidos está bloqueada durante 30 minutos. Inténtelo de nuevo después o comuníquese con la línea de ayuda para proveedores de la agencia.',
  },
  'mfaI.unable.title': { en: 'Unable to log in', es: 'No puede iniciar sesión' },
  'mfaI.unable.body': {
    en: 'If you can no longer use the phone number or email address on your account, we cannot send you a security code. Your local office can confirm your identity and update your contact methods.',
    es: 'Si ya no puede usar el número de teléfono o el correo electrónico de su cuenta, no podemos enviarle un código de seguridad. Su oficina local puede confirmar su identidad y actualizar sus métodos de contacto.',
  },
  'mfaI.unable.remove': {
    en: 'If you cannot use any of them, you can continue without your enhanced account for this visit: you can apply and see what you applied for, but not your case. Your account stays linked to your case, and your next sign-in will ask for a code again. To see your case now, upgrade your account (confirm your identity) and then change your contact methods in Account Settings. We will tell your contacts on file that you signed in this way.',
    es: 'Si no puede usar ninguno, puede continuar sin su cuenta mejorada durante esta visita: puede presentar solicitudes y ver lo que solicitó, pero no su caso. Su cuenta sigue vinculada a su caso y la próxima vez que inicie sesión se le pedirá un código otra vez. Para ver su caso ahora, mejore su cuenta (confirme su identidad) y luego cambie sus métodos de contacto en Configuración de la cuenta. Avisaremos a sus contactos registrados que inició sesión de esta manera.',
  },
  'mfaI.unable.removeButton': { en: 'Continue without my enhanced account', es: 'Continuar sin mi cuenta mejorada' },
  'mfaI.unable.staff': {
    en: 'This account cannot continue without a code. Ask your administrator to update your contact methods.',
    es: 'Esta cuenta no puede continuar sin un código. Pida a su administrador que actualice sus métodos de contacto.',
  },
  'mfaI.learn.title': { en: 'About two-step verification', es: 'Acerca de la verificación en dos pasos' },
  'mfaI.learn.body1': {
    en: 'Your account shows information about your case, so we check that it is really you. After your password, we send a 6-digit security code to your phone or email. Enter it to finish logging in.',
    es: 'Su cuenta muestra información sobre su caso, así que verificamos que realmente sea usted. Después de su contraseña, enviamos un código de seguridad de 6 dígitos a su teléfono o correo electrónico. Ingréselo para terminar de iniciar sesión.',
  },
  'mfaI.learn.body2': {
    en: 'A code works once and for 10 minutes. If you ask for a new code, only the newest one works. After 5 incorrect codes your account is locked for 30 minutes. On your own device you can choose to be remembered for 30 days.',
    es: 'Un código funciona una sola vez y durante 10 minutos. Si pide un código nuevo, solo funciona el más reciente. Después de 5 códigos incorrectos, su cuenta se bloquea durante 30 minutos. En su propio dispositivo puede elegir que se le recuerde por 30 días.',
  },
  'mfaI.learn.body3': {
    en: 'We will never call or text you to ask for your code. Do not share it with anyone.',
    es: 'Nunca lo llamaremos ni le enviaremos un mensaje para pedirle su código. No lo comparta con nadie.',
  },
});

type Key = keyof typeof messages;

function InfoPage({ title, paragraphs, action }: { title: Key; paragraphs: Key[]; action: 'login' | 'home' }) {
  const t = useT(messages);
  return (
    <AuthFrame title={t(title)}>
      {paragraphs.map((p) => (
        <p key={p} className="usa-intro">
          {t(p)}
        </p>
      ))}
      <p>{t('mfaI.office')}</p>
      <Link className="usa-button margin-top-2" to={action === 'login' ? ROUTES.login : ROUTES.home}>
        {action === 'login' ? t('mfaI.login') : t('mfaI.home')}
      </Link>
    </AuthFrame>
  );
}

export function SuccessPage() {
  const t = useT(messages);
  const [params] = useSearchParams();
  const account = useUserAccount();
  const returnTo = params.get('returnTo');
  const landing = landingFor(account.data);
  const toConsole = !returnTo && landing === ROUTES.worker;
  return (
    <AuthFrame title={t('mfaI.success.title')}>
      <p className="usa-intro">{t('mfaI.success.body')}</p>
      <Link className="usa-button" to={safeReturnTo(returnTo, landing)}>
        {toConsole ? t('mfaI.success.console') : t('mfaI.success.continue')}
      </Link>
    </AuthFrame>
  );
}

export function ErrorPage() {
  const [params] = useSearchParams();
  return params.get('reason') === 'expired' ? (
    <InfoPage title="mfaI.expired.title" paragraphs={['mfaI.expired.body']} action="login" />
  ) : (
    <InfoPage title="mfaI.error.title" paragraphs={['mfaI.error.body']} action="login" />
  );
}

export const TemporarilyLockedPage = () => (
  <InfoPage title="mfaI.temp.title" paragraphs={['mfaI.temp.body']} action="home" />
);
export const AccountLockedPage = () => (
  <InfoPage title="mfaI.locked.title" paragraphs={['mfaI.locked.body']} action="home" />
);
export const DelinkedPage = () => (
  <InfoPage title="mfaI.delinked.title" paragraphs={['mfaI.delinked.body']} action="login" />
);
export const NewbornLockedPage = () => (
  <InfoPage title="mfaI.newborn.title" paragraphs={['mfaI.newborn.body']} action="home" />
);
/**
 * /nfUnableToLogin: without a usable contact method no code can be sent. Reached from a
 * sign-in in progress (?attempt=), the person may go on as a standard account for this visit
 * (spec part 1 §4); the account stays linked, and an upgrade in that visit gives the case back.
 */
export function UnableToLoginPage() {
  const t = useT(messages);
  const [params] = useSearchParams();
  const attempt = params.get('attempt');
  const navigate = useNavigate();
  const proceed = useContinueWithoutCode();
  useExpiredRedirect(proceed.error);
  if (!attempt) return <InfoPage title="mfaI.unable.title" paragraphs={['mfaI.unable.body']} action="home" />;
  return (
    <AuthFrame title={t('mfaI.unable.title')}>
      <p className="usa-intro">{t('mfaI.unable.body')}</p>
      <p>{t('mfaI.unable.remove')}</p>
      {proceed.isError && (
        <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('mfaI.unable.staff')}</p>
          </div>
        </div>
      )}
      <button
        type="button"
        className="usa-button usa-button--secondary"
        disabled={proceed.isPending}
        onClick={() =>
          proceed.mutate({ uuid: attempt }, { onSuccess: () => navigate(ROUTES.account, { replace: true }) })
        }
      >
        {t('mfaI.unable.removeButton')}
      </button>
      <p className="margin-top-3">{t('mfaI.office')}</p>
    </AuthFrame>
  );
}
export const LearnMorePage = () => (
  <InfoPage
    title="mfaI.learn.title"
    paragraphs={['mfaI.learn.body1', 'mfaI.learn.body2', 'mfaI.learn.body3']}
    action="login"
  />
);
