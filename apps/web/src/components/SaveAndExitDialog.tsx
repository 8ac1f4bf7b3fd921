import { useT } from '../i18n/locale';
import { defineMessages } from '../i18n/messages';
import { Dialog } from './Dialog';
import { DRAFT_LIFETIME_DAYS } from '@portal/contracts/applications-api';

const messages = defineMessages({
  'saveAndExit.title': { en: 'Save and exit?', es: '¿Guardar y salir?' },
  'saveAndExit.body.application': {
    en: 'We will save your answers so far, including this page. You can come back and finish your application from your account. An application that is not submitted within {days} days of when you started it is deleted.',
    es: 'Guardaremos las respuestas que ha dado hasta ahora, también las de esta página. Puede volver y terminar su solicitud desde su cuenta. Una solicitud que no se envía dentro de los {days} días desde que la comenzó se elimina.',
  },
  'saveAndExit.body.change': {
    en: 'We will save your answers so far, including this page. You can come back and finish your change report from your account. A change report that is not submitted within {days} days of when you started it is deleted.',
    es: 'Guardaremos las respuestas que ha dado hasta ahora, también las de esta página. Puede volver y terminar su informe de cambios desde su cuenta. Un informe de cambios que no se envía dentro de los {days} días desde que lo comenzó se elimina.',
  },
  'saveAndExit.body.renewal': {
    en: 'We will save your answers so far, including this page. You can come back and finish your renewal from your account. A renewal that is not submitted within {days} days of when you started it is deleted.',
    es: 'Guardaremos las respuestas que ha dado hasta ahora, también las de esta página. Puede volver y terminar su renovación desde su cuenta. Una renovación que no se envía dentro de los {days} días desde que la comenzó se elimina.',
  },
  'saveAndExit.body.appeal': {
    en: 'We will save your answers so far, including this page. You can come back and finish your appeal request from your account. An appeal request that is not submitted within {days} days of when you started it is deleted.',
    es: 'Guardaremos las respuestas que ha dado hasta ahora, también las de esta página. Puede volver y terminar su solicitud de apelación desde su cuenta. Una solicitud de apelación que no se envía dentro de los {days} días desde que la comenzó se elimina.',
  },
  'saveAndExit.confirm': { en: 'Save and exit', es: 'Guardar y salir' },
  'saveAndExit.saving': { en: 'Saving…', es: 'Guardando…' },
  'saveAndExit.cancel': { en: 'Keep working', es: 'Seguir trabajando' },
});

/** What a draft is, as the dialog names it. */
export type SavedKind = 'application' | 'change' | 'renewal' | 'appeal';

export interface SaveAndExitDialogProps {
  kind: SavedKind;
  open: boolean;
  /** Save the answers, then leave (the caller navigates). */
  onSaveAndExit: () => void;
  onCancel: () => void;
  saving?: boolean;
  /** A message when saving failed (already translated). */
  error?: string | null;
}

/** The save-and-exit dialog of the guided forms (spec part 1 §2.3). */
export function SaveAndExitDialog({
  kind,
  open,
  onSaveAndExit,
  onCancel,
  saving = false,
  error,
}: SaveAndExitDialogProps) {
  const t = useT(messages);
  return (
    <Dialog
      open={open}
      title={t('saveAndExit.title')}
      onClose={onCancel}
      actions={
        <>
          <li className="usa-button-group__item">
            <button type="button" className="usa-button" onClick={onSaveAndExit} disabled={saving}>
              {saving ? t('saveAndExit.saving') : t('saveAndExit.confirm')}
            </button>
          </li>
          <li className="usa-button-group__item">
            <button
              type="button"
              className="usa-button usa-button--unstyled padding-105 text-center"
              onClick={onCancel}
            >
              {t('saveAndExit.cancel')}
            </button>
          </li>
        </>
      }
    >
      <p>{t(`saveAndExit.body.${kind}`, { days: DRAFT_LIFETIME_DAYS })}</p>
      {error && (
        <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{error}</p>
          </div>
        </div>
      )}
    </Dialog>
  );
}
