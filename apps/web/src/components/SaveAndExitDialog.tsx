import { useT } from '../i18n/locale';
import { defineMessages } from '../i18n/messages';
import { Dialog } from './Dialog';

const messages = defineMessages({
  'saveAndExit.title': { en: 'Save and exit?', es: '¿Guardar y salir?' },
  'saveAndExit.body': {
    en: 'We will save your answers so far. You can come back and finish from your account. An application that is not submitted within 30 days of when you started it is deleted.',
    es: 'Guardaremos las respuestas que ha dado hasta ahora. Puede volver y terminar desde su cuenta. Una solicitud que no se envía dentro de los 30 días desde que la comenzó se elimina.',
  },
  'saveAndExit.confirm': { en: 'Save and exit', es: 'Guardar y salir' },
  'saveAndExit.saving': { en: 'Saving…', es: 'Guardando…' },
  'saveAndExit.cancel': { en: 'Keep working', es: 'Seguir trabajando' },
});

export interface SaveAndExitDialogProps {
  open: boolean;
  /** Save the answers, then leave (the caller navigates). */
  onSaveAndExit: () => void;
  onCancel: () => void;
  saving?: boolean;
  /** A message when saving failed (already translated). */
  error?: string | null;
}

/** The save-and-exit dialog of the guided forms (spec part 1 §2.3). */
export function SaveAndExitDialog({ open, onSaveAndExit, onCancel, saving = false, error }: SaveAndExitDialogProps) {
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
      <p>{t('saveAndExit.body')}</p>
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
