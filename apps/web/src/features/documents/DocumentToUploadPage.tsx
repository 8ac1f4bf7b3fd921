import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import { ErrorSummary } from '../../components/ErrorSummary';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';

const messages = defineMessages({
  'toUpload.title': { en: 'What would you like to upload?', es: '¿Qué le gustaría subir?' },
  'toUpload.legend': { en: 'Type of document', es: 'Tipo de documento' },
  'toUpload.requested': { en: 'Documents we asked for', es: 'Documentos que le pedimos' },
  'toUpload.requestedHint': {
    en: 'Answer a request for verification on your case.',
    es: 'Responda a una solicitud de verificación de su caso.',
  },
  'toUpload.standalone': {
    en: 'Other documents for a case or application',
    es: 'Otros documentos para un caso o una solicitud',
  },
  'toUpload.standaloneHint': {
    en: 'Send something we did not ask for yet, such as a new pay stub.',
    es: 'Envíe algo que aún no le pedimos, como un talón de pago nuevo.',
  },
  'toUpload.energy': { en: 'Energy assistance documents', es: 'Documentos de asistencia de energía' },
  'toUpload.energyHint': {
    en: 'Bills and proof for a Low Income Energy Assistance application.',
    es: 'Facturas y comprobantes para una solicitud de Asistencia de Energía para Personas de Bajos Ingresos.',
  },
  'toUpload.continue': { en: 'Continue', es: 'Continuar' },
  'toUpload.required': {
    en: 'Choose the type of document you want to upload.',
    es: 'Elija el tipo de documento que desea subir.',
  },
  'toUpload.back': { en: 'Back to your documents', es: 'Volver a sus documentos' },
});

const CHOICES = [
  { value: 'requested', to: ROUTES.docUpload },
  { value: 'standalone', to: `${ROUTES.uploadSelectCase}?for=standalone` },
  { value: 'energy', to: `${ROUTES.uploadSelectCase}?for=energy` },
] as const;

/** /nfDocumentToUpload: the person says what kind of document they have, and is taken to its upload. */
export function Component() {
  const t = useT(messages);
  useDocumentTitle(t('toUpload.title'));
  const navigate = useNavigate();
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState(false);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = CHOICES.find((c) => c.value === choice);
    if (!found) {
      setError(true);
      return;
    }
    navigate(found.to);
  }

  return (
    <div className="grid-container padding-y-4">
      <form onSubmit={onSubmit} noValidate>
        <h1>{t('toUpload.title')}</h1>
        <ErrorSummary errors={error ? [{ fieldId: 'to-upload-requested', message: t('toUpload.required') }] : []} />
        <fieldset className={`usa-fieldset usa-form-group${error ? ' usa-form-group--error' : ''}`}>
          <legend className="usa-legend">{t('toUpload.legend')}</legend>
          {error && (
            <span className="usa-error-message" id="to-upload-error">
              {t('toUpload.required')}
            </span>
          )}
          {CHOICES.map((c) => (
            <div className="usa-radio" key={c.value}>
              <input
                className="usa-radio__input usa-radio__input--tile"
                id={`to-upload-${c.value}`}
                type="radio"
                name="to-upload"
                value={c.value}
                checked={choice === c.value}
                aria-describedby={error ? 'to-upload-error' : undefined}
                onChange={() => {
                  setChoice(c.value);
                  setError(false);
                }}
              />
              <label className="usa-radio__label" htmlFor={`to-upload-${c.value}`}>
                {t(`toUpload.${c.value}`)}
                <span className="usa-checkbox__label-description">{t(`toUpload.${c.value}Hint`)}</span>
              </label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="usa-button margin-top-3">
          {t('toUpload.continue')}
        </button>
      </form>
      <p className="margin-top-3">
        <Link className="usa-link" to={ROUTES.docUpload}>
          {t('toUpload.back')}
        </Link>
      </p>
    </div>
  );
}
