import { useQueryClient } from '@tanstack/react-query';
import { landingFor } from '../../app/landing';
import { sessionKeys, useUserAccount } from '../../app/session';
import { Navigate, useLocation } from '../../router';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { AddPasskeyForm } from './PasskeysSection';

const messages = defineMessages({
  'passkeyRequired.title': { en: 'Add a passkey to continue', es: 'Agregue una llave de acceso para continuar' },
  'passkeyRequired.intro': {
    en: 'Staff and provider accounts reach many people’s records, so they log in with a passkey: your face, fingerprint, screen lock or a security key. A fake website cannot use a passkey, as it could use a password and a code.',
    es: 'Las cuentas del personal y de los proveedores llegan a los datos de muchas personas, por eso inician sesión con una llave de acceso: su cara, su huella digital, el bloqueo de pantalla o una llave de seguridad. Un sitio web falso no puede usar una llave de acceso, como sí podría usar una contraseña y un código.',
  },
  'passkeyRequired.next': {
    en: 'Add one now on this device. From then on, choose “Sign in with a passkey” on the login page. If you have no device that can hold a passkey, ask your office for a security key.',
    es: 'Agregue una ahora en este dispositivo. Desde entonces, elija “Entrar con una llave de acceso” en la página de inicio de sesión. Si no tiene un dispositivo que pueda guardar una llave de acceso, pida a su oficina una llave de seguridad.',
  },
});

/** The page asked for before the shell sent the person here: an address of this site only. */
function asked(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/**
 * What a staff or provider account signed in with no passkey sees until it adds one (ADR 0132):
 * the shell sends every page here, and the server refuses its other calls meanwhile. Once added,
 * the account is read again and the person goes on to the page they asked for.
 */
export function Component() {
  const t = useT(messages);
  const client = useQueryClient();
  const location = useLocation();
  const account = useUserAccount();
  useDocumentTitle(t('passkeyRequired.title'));
  // Nothing to add (an account with a passkey, or a resident): on to where they were going.
  if (account.data && !account.data.passkeyRequired)
    return <Navigate to={asked(location.state) ?? landingFor(account.data)} replace />;
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('passkeyRequired.title')}</h1>
      <p className="usa-intro">{t('passkeyRequired.intro')}</p>
      <p>{t('passkeyRequired.next')}</p>
      {/* The account read again says a passkey is on file: the check above sends the person on. */}
      <AddPasskeyForm onAdded={() => void client.invalidateQueries({ queryKey: sessionKeys.account })} />
    </div>
  );
}
