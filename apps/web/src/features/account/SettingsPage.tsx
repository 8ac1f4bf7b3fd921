import { Link } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import { ErrorPage } from '../../components/ErrorPage';
import { Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PasskeysSection } from './PasskeysSection';
import { useProfile, useRevokeAll } from './queries';

const messages = defineMessages({
  'settings.title': { en: 'Account Settings', es: 'Configuración de la cuenta' },
  'settings.username': { en: 'Username', es: 'Nombre de usuario' },
  'settings.name': { en: 'Name', es: 'Nombre' },
  'settings.contacts': { en: 'Contact methods', es: 'Métodos de contacto' },
  'settings.contactsIntro': {
    en: 'We send security codes and notices to these. A new contact method is used only after you confirm it with the code we send to it.',
    es: 'Enviamos códigos de seguridad y avisos a estos. Un método de contacto nuevo se usa solo después de que lo confirme con el código que le enviamos.',
  },
  'settings.primary': { en: 'Primary contact', es: 'Contacto principal' },
  'settings.secondary': { en: 'Secondary contact', es: 'Contacto secundario' },
  'settings.none': { en: 'None', es: 'Ninguno' },
  'settings.EMAIL': { en: 'Email', es: 'Correo electrónico' },
  'settings.PHONE': { en: 'Phone', es: 'Teléfono' },
  'settings.updatePrimary': { en: 'Update primary contact', es: 'Actualizar contacto principal' },
  'settings.updateSecondary': { en: 'Update secondary contact', es: 'Actualizar contacto secundario' },
  'settings.addSecondary': { en: 'Add secondary contact', es: 'Agregar contacto secundario' },
  'settings.pending': {
    en: 'A change to {value} is waiting for its confirmation code.',
    es: 'Un cambio a {value} está esperando su código de confirmación.',
  },
  'settings.enterCode': { en: 'Enter the code', es: 'Ingresar el código' },
  'settings.devices': { en: 'Remembered devices', es: 'Dispositivos recordados' },
  'settings.devicesCount': {
    en: '{count, plural, =0 {No device is remembered for your account.} one {# device skips the security code when you log in.} other {# devices skip the security code when you log in.}}',
    es: '{count, plural, =0 {No hay dispositivos recordados en su cuenta.} one {# dispositivo omite el código de seguridad al iniciar sesión.} other {# dispositivos omiten el código de seguridad al iniciar sesión.}}',
  },
  'settings.revoke': { en: 'Forget all remembered devices', es: 'Olvidar todos los dispositivos recordados' },
  'settings.revoked': {
    en: 'All remembered devices were forgotten. You will be asked for a security code at your next sign-in.',
    es: 'Se olvidaron todos los dispositivos recordados. Se le pedirá un código de seguridad la próxima vez que inicie sesión.',
  },
  'settings.alerts': { en: 'Alerts', es: 'Alertas' },
  'settings.alertsText': {
    en: 'Reminders about appointments, renewals and documents by email or text message.',
    es: 'Recordatorios sobre citas, renovaciones y documentos por correo electrónico o mensaje de texto.',
  },
  'settings.alertsOptIn': { en: 'Sign up for alerts', es: 'Inscribirse para recibir alertas' },
  'settings.alertsUpdate': { en: 'Update your alerts', es: 'Actualizar sus alertas' },
  'settings.upgrade': { en: 'Upgrade your account', es: 'Mejorar su cuenta' },
  'settings.upgradeText': {
    en: 'Already get benefits? Confirm your identity to see your case and household information and upload documents online.',
    es: '¿Ya recibe beneficios? Confirme su identidad para ver la información de su caso y de su hogar y subir documentos en línea.',
  },
});

/** /NFAccountSettings: profile, contact methods, remembered devices (profile_info, revoke_all), passkeys. */
export function Component() {
  const t = useT(messages);
  useDocumentTitle(t('settings.title'));
  const profile = useProfile();
  const revoke = useRevokeAll();
  if (profile.isError) return <ErrorPage error={profile.error} onRetry={() => void profile.refetch()} />;
  if (profile.isPending) return <Loading />;
  const p = profile.data;
  const contact = (c: typeof p.primaryContact) =>
    c ? `${t(`settings.${c.contactMethod}`)}: ${c.contactInformation}` : t('settings.none');
  const codePage = p.pendingChange?.slot === 'SECONDARY' ? ROUTES.secondarySecurityCode : ROUTES.primarySecurityCode;
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('settings.title')}</h1>
      <dl>
        <dt className="text-bold">{t('settings.name')}</dt>
        <dd className="margin-left-0 margin-bottom-2">{p.itemDescriptionTitle}</dd>
        <dt className="text-bold">{t('settings.username')}</dt>
        <dd className="margin-left-0 margin-bottom-2">{p.userName}</dd>
      </dl>

      <h2>{t('settings.contacts')}</h2>
      <p>{t('settings.contactsIntro')}</p>
      {p.pendingChange && (
        <div className="usa-alert usa-alert--info usa-alert--slim" role="status">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              {t('settings.pending', { value: p.pendingChange.contactInformation })}{' '}
              <Link to={codePage}>{t('settings.enterCode')}</Link>
            </p>
          </div>
        </div>
      )}
      <ul className="usa-card-group">
        <li className="usa-card tablet:grid-col-6">
          <div className="usa-card__container">
            <div className="usa-card__header">
              <h3 className="usa-card__heading">{t('settings.primary')}</h3>
            </div>
            <div className="usa-card__body">
              <p>{contact(p.primaryContact)}</p>
            </div>
            <div className="usa-card__footer">
              <Link className="usa-button usa-button--outline" to={ROUTES.updatePrimaryContact}>
                {t('settings.updatePrimary')}
              </Link>
            </div>
          </div>
        </li>
        <li className="usa-card tablet:grid-col-6">
          <div className="usa-card__container">
            <div className="usa-card__header">
              <h3 className="usa-card__heading">{t('settings.secondary')}</h3>
            </div>
            <div className="usa-card__body">
              <p>{contact(p.secondaryContact)}</p>
            </div>
            <div className="usa-card__footer">
              {p.dtls.secondaryAddLinkInd ? (
                <Link className="usa-button usa-button--outline" to={ROUTES.addSecondaryContact}>
                  {t('settings.addSecondary')}
                </Link>
              ) : (
                <Link className="usa-button usa-button--outline" to={ROUTES.updateSecondaryContact}>
                  {t('settings.updateSecondary')}
                </Link>
              )}
            </div>
          </div>
        </li>
      </ul>

      <h2>{t('settings.devices')}</h2>
      {revoke.isSuccess ? (
        <div className="usa-alert usa-alert--success usa-alert--slim" role="status">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('settings.revoked')}</p>
          </div>
        </div>
      ) : (
        <p>{t('settings.devicesCount', { count: p.rememberedDevices })}</p>
      )}
      {p.dtls.revokeAllInd && (
        <button
          type="button"
          className="usa-button usa-button--secondary"
          disabled={revoke.isPending}
          onClick={() => revoke.mutate()}
        >
          {t('settings.revoke')}
        </button>
      )}

      <PasskeysSection />

      <ChangePasswordForm onChanged={() => void profile.refetch()} />

      <h2>{t('settings.alerts')}</h2>
      <p>{t('settings.alertsText')}</p>
      <Link
        className="usa-button usa-button--outline"
        to={`/nf-${p.department}-alerts-${p.dtls.massEditInd ? 'update' : 'opt-in'}`}
      >
        {p.dtls.massEditInd ? t('settings.alertsUpdate') : t('settings.alertsOptIn')}
      </Link>

      {p.myInformation !== 'LINKED' && (
        <>
          <h2>{t('settings.upgrade')}</h2>
          <p>{t('settings.upgradeText')}</p>
          <Link className="usa-button" to={ROUTES.upgradeAccount}>
            {t('settings.upgrade')}
          </Link>
        </>
      )}
    </div>
  );
}
