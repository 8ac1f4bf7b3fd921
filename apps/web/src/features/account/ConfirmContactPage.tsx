import { Link, useLocation, useNavigate } from '../../router';
import { ROUTES, type ContactReturn } from '@portal/contracts/routes';
import { useApiFieldErrors } from '../../components/apiErrors';
import { CodeForm } from '../../components/CodeForm';
import { Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { useConfirmContact, useProfile, useResendContactCode } from './queries';
import { useReauthRedirect } from './useReauth';

const messages = defineMessages({
  'confirmContact.title': { en: 'Enter your confirmation code', es: 'Ingrese su código de confirmación' },
  'confirmContact.sent': {
    en: 'We sent a 6-digit code to {value}. It can take one to two minutes to arrive.',
    es: 'Enviamos un código de 6 dígitos a {value}. Puede tardar de uno a dos minutos en llegar.',
  },
  'confirmContact.none': {
    en: 'There is no contact change waiting for a code.',
    es: 'No hay ningún cambio de contacto esperando un código.',
  },
  'confirmContact.code': { en: 'Confirmation code', es: 'Código de confirmación' },
  'confirmContact.submit': { en: 'Confirm', es: 'Confirmar' },
  'confirmContact.resend': { en: 'Send a new code', es: 'Enviar un código nuevo' },
  'confirmContact.resent': {
    en: 'We sent a new code. Only the newest code works.',
    es: 'Enviamos un código nuevo. Solo funciona el código más reciente.',
  },
  'confirmContact.done': {
    en: 'Your contact information was updated to {value}. For your security, all remembered devices were forgotten.',
    es: 'Su información de contacto se actualizó a {value}. Por su seguridad, se olvidaron todos los dispositivos recordados.',
  },
  'confirmContact.back': { en: 'Back to Account Settings', es: 'Volver a Configuración de la cuenta' },
  'confirmContact.continue': { en: 'Continue', es: 'Continuar' },
});

/** /NFAccountSettings/securitycode and /secondarysecuritycode (update_confirmation_number, resend_code_update_contact). */
export function Component() {
  const t = useT(messages);
  useDocumentTitle(t('confirmContact.title'));
  const navigate = useNavigate();
  // Sent by another page (e-notices): back there once the code is accepted.
  const back = useLocation().state as ContactReturn | null;
  const profile = useProfile();
  const confirm = useConfirmContact();
  const resend = useResendContactCode();
  useReauthRedirect(confirm.error ?? resend.error);
  const api = useApiFieldErrors(confirm.error ?? resend.error);
  const error = api.fields.confirmationCode ?? api.general ?? undefined;

  let body;
  if (confirm.isSuccess) {
    body = (
      <>
        <div className="usa-alert usa-alert--success" role="status">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('confirmContact.done', { value: confirm.data.contactInformation })}</p>
          </div>
        </div>
        <button
          type="button"
          className="usa-button margin-top-3"
          onClick={() => navigate(back?.returnTo ?? ROUTES.accountSettings)}
        >
          {t(back ? 'confirmContact.continue' : 'confirmContact.back')}
        </button>
      </>
    );
  } else if (profile.isPending) body = <Loading />;
  else if (!profile.data?.pendingChange) {
    body = (
      <>
        <p className="usa-intro">{t('confirmContact.none')}</p>
        <Link to={ROUTES.accountSettings}>{t('confirmContact.back')}</Link>
      </>
    );
  } else {
    body = (
      <>
        {resend.isSuccess && (
          <div className="usa-alert usa-alert--info usa-alert--slim" role="status">
            <div className="usa-alert__body">
              <p className="usa-alert__text">{t('confirmContact.resent')}</p>
            </div>
          </div>
        )}
        <p className="usa-intro">
          {t('confirmContact.sent', { value: profile.data.pendingChange.contactInformation })}
        </p>
        <CodeForm
          label={t('confirmContact.code')}
          submitLabel={t('confirmContact.submit')}
          busy={confirm.isPending}
          serverError={error}
          onSubmit={(code, clear) => {
            confirm.reset();
            confirm.mutate({ confirmationCode: code }, { onSuccess: clear });
          }}
        />
        <p className="margin-top-3">
          <button
            type="button"
            className="usa-button usa-button--unstyled"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {t('confirmContact.resend')}
          </button>
        </p>
        <Link to={ROUTES.accountSettings}>{t('confirmContact.back')}</Link>
      </>
    );
  }
  return (
    <div className="grid-container padding-y-4">
      <div className="tablet:grid-col-8 desktop:grid-col-6">
        <h1>{t('confirmContact.title')}</h1>
        {body}
      </div>
    </div>
  );
}
