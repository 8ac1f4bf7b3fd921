import { useState } from 'react';
import { Dialog } from '../components/Dialog';
import { useT } from '../i18n/locale';
import { defineMessages } from '../i18n/messages';

const messages = defineMessages({
  'timeout.title': { en: 'Are you still there?', es: '¿Sigue ahí?' },
  'timeout.body': {
    en: 'You have not done anything for a while. For your security, we will sign you out in {time}. Anything you have not saved will be lost.',
    es: 'No ha realizado ninguna acción en un rato. Por su seguridad, cerraremos su sesión en {time}. Se perderá todo lo que no haya guardado.',
  },
  'timeout.time': {
    en: '{minutes, plural, =0 {} one {# minute and } other {# minutes and }}{seconds, plural, one {# second} other {# seconds}}',
    es: '{minutes, plural, =0 {} one {# minuto y } other {# minutos y }}{seconds, plural, one {# segundo} other {# segundos}}',
  },
  'timeout.stay': { en: 'Stay logged in', es: 'Mantener la sesión abierta' },
  'timeout.signOut': { en: 'Sign out', es: 'Cerrar sesión' },
});

/** The inactivity notice: the time left, counting down, and the two choices. */
export default function SessionTimeoutDialog({
  remainingMs,
  onStay,
  onSignOut,
}: {
  remainingMs: number;
  onStay: () => Promise<void>;
  onSignOut: () => void;
}) {
  const t = useT(messages);
  const [busy, setBusy] = useState(false);
  const total = Math.ceil(remainingMs / 1000);
  const time = t('timeout.time', { minutes: Math.floor(total / 60), seconds: total % 60 });
  const stay = () => {
    setBusy(true);
    void onStay().finally(() => setBusy(false));
  };
  return (
    <Dialog
      open
      title={t('timeout.title')}
      onClose={stay}
      actions={
        <>
          <li className="usa-button-group__item">
            <button type="button" className="usa-button" onClick={stay} disabled={busy}>
              {t('timeout.stay')}
            </button>
          </li>
          <li className="usa-button-group__item">
            <button type="button" className="usa-button usa-button--outline" onClick={onSignOut}>
              {t('timeout.signOut')}
            </button>
          </li>
        </>
      }
    >
      <p>{t('timeout.body', { time })}</p>
    </Dialog>
  );
}
