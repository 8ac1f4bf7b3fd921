import { useState } from 'react';
import { ActionResult, useRowAction } from '../../../components/ActionResult';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { StaffQueuePage, QueueTable } from '../../../components/staff/QueueTable';
import { useIntl, useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { useUserAccount } from '../../../app/session';
import { useDelinkedAccounts, useRestoreAccount } from './queries';
import { ResetPasskeys } from './ResetPasskeys';

const messages = defineMessages({
  'accounts.title': {
    en: 'Accounts with extra features turned off',
    es: 'Cuentas con funciones adicionales desactivadas',
  },
  'accounts.intro': {
    en: 'These accounts were locked too many times in a row, so their link to a case was turned off. Check the person’s identity first (at the office or by phone), then turn the features back on. The person is told at every contact method on file.',
    es: 'Estas cuentas se bloquearon demasiadas veces seguidas, así que se desactivó su vínculo con un caso. Primero verifique la identidad de la persona (en la oficina o por teléfono) y luego vuelva a activar las funciones. Se avisa a la persona en cada método de contacto registrado.',
  },
  'accounts.empty': {
    en: 'No account has its extra features turned off.',
    es: 'Ninguna cuenta tiene sus funciones adicionales desactivadas.',
  },
  'accounts.name': { en: 'Name', es: 'Nombre' },
  'accounts.userName': { en: 'Username', es: 'Nombre de usuario' },
  'accounts.since': { en: 'Turned off on', es: 'Desactivada el' },
  'accounts.action': { en: 'Action', es: 'Acción' },
  'accounts.restore': { en: 'Turn features back on for {name}', es: 'Volver a activar las funciones de {name}' },
  'accounts.restored': {
    en: 'The extra features of {name}’s account are back on.',
    es: 'Las funciones adicionales de la cuenta de {name} están activas otra vez.',
  },
  'accounts.confirmTitle': {
    en: 'Turn features back on for {name}?',
    es: '¿Volver a activar las funciones de {name}?',
  },
  'accounts.confirmBody': {
    en: 'Only if you have checked that this is {name} (at the office or by phone). The account is linked to its case again at once, and {name} is told at every contact method on file.',
    es: 'Solo si verificó que es {name} (en la oficina o por teléfono). La cuenta vuelve a estar vinculada a su caso de inmediato y se avisa a {name} en cada método de contacto registrado.',
  },
  'accounts.confirmYes': { en: 'Yes, turn them back on', es: 'Sí, volver a activarlas' },
  'accounts.confirmNo': { en: 'Not now', es: 'Ahora no' },
  'accounts.failed': {
    en: 'We could not turn the features back on. Try again.',
    es: 'No pudimos volver a activar las funciones. Inténtelo de nuevo.',
  },
});

/** Staff: accounts delinked after repeated lockouts, and the way to restore each one. */
export function Component() {
  const t = useT(messages);
  const intl = useIntl();
  const accounts = useDelinkedAccounts();
  const restore = useRestoreAccount();
  const { doneFor: restoredName, act: onRestore } = useRowAction(restore);
  const [asking, setAsking] = useState<{ userName: string; displayName: string } | null>(null);
  const admin = useUserAccount().data?.staffRole === 'ADMIN';
  return (
    <StaffQueuePage title={t('accounts.title')} intro={t('accounts.intro')} query={accounts}>
      {(data) => (
        <>
          <ActionResult
            done={restoredName && t('accounts.restored', { name: restoredName })}
            failed={restore.isError ? t('accounts.failed') : null}
          />
          <QueueTable
            rows={data.accounts}
            rowKey={(a) => a.userName}
            empty={t('accounts.empty')}
            columns={[
              { label: t('accounts.name'), cell: (a) => a.displayName },
              { label: t('accounts.userName'), cell: (a) => a.userName },
              {
                label: t('accounts.since'),
                cell: (a) => intl.formatDate(a.delinkedAt, { dateStyle: 'medium', timeStyle: 'short' }),
              },
              {
                label: t('accounts.action'),
                cell: (a) => (
                  <button
                    type="button"
                    className="usa-button usa-button--outline"
                    disabled={restore.isPending}
                    onClick={() => setAsking(a)}
                  >
                    {t('accounts.restore', { name: a.displayName })}
                  </button>
                ),
              },
            ]}
          />
          <ConfirmDialog
            open={asking !== null}
            title={t('accounts.confirmTitle', { name: asking?.displayName ?? '' })}
            confirmLabel={t('accounts.confirmYes')}
            cancelLabel={t('accounts.confirmNo')}
            onConfirm={() => {
              if (asking) onRestore(asking.userName, asking.displayName);
              setAsking(null);
            }}
            onCancel={() => setAsking(null)}
          >
            <p>{t('accounts.confirmBody', { name: asking?.displayName ?? '' })}</p>
          </ConfirmDialog>
          {admin && <ResetPasskeys />}
        </>
      )}
    </StaffQueuePage>
  );
}
