import { useState, type FormEvent } from 'react';
import type { WorkerChangeDetail } from '@portal/contracts/changes';
import { DOCUMENTS_DUE_DAYS } from '@portal/contracts/applications-api';
import { MONEY_PATTERN } from '@portal/contracts/validation-rules';
import { CallError, retryOf } from '../../../components/CallError';
import { ErrorSummary, type FieldError } from '../../../components/ErrorSummary';
import { TextAreaField } from '../../../components/TextAreaField';
import { TextField } from '../../../components/TextField';
import { useApiFieldErrors, useErrorText } from '../../../components/apiErrors';
import { useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { useAcceptChange, useCodeTable, useRequestChangeInfo } from './queries';

const messages = defineMessages({
  'workerChange.acceptTitle.COC': { en: 'Accept the change', es: 'Aceptar el cambio' },
  'workerChange.acceptTitle.RECERT': { en: 'Accept the renewal', es: 'Aceptar la renovación' },
  'workerChange.acceptHint.COC': {
    en: 'The case records become what the resident reported, and the resident is told.',
    es: 'Los registros del caso pasan a ser lo que informó el residente, y se le avisa.',
  },
  'workerChange.acceptHint.RECERT': {
    en: 'The case records become what the resident reported, the next certification period starts, and the resident is told.',
    es: 'Los registros del caso pasan a ser lo que informó el residente, comienza el siguiente período de certificación y se le avisa.',
  },
  'workerChange.benefit': {
    en: 'Monthly benefit for the next period (optional; left as it is when empty)',
    es: 'Beneficio mensual para el siguiente período (opcional; si lo deja vacío, no cambia)',
  },
  'workerChange.noteOptional': { en: 'Note to the resident (optional)', es: 'Nota para el residente (opcional)' },
  'workerChange.noteHint': {
    en: 'Sent with the notice the resident gets. At most 500 characters.',
    es: 'Se envía con el aviso que recibe el residente. Como máximo 500 caracteres.',
  },
  'workerChange.accept.COC': { en: 'Accept and update the case', es: 'Aceptar y actualizar el caso' },
  'workerChange.accept.RECERT': { en: 'Accept and renew', es: 'Aceptar y renovar' },
  'workerChange.infoTitle': { en: 'Ask for a document', es: 'Pedir un documento' },
  'workerChange.infoHint': {
    en: 'The request goes on the case, due in {days} days. The resident sees it on the upload pages and gets a notice with your note.',
    es: 'La solicitud queda en el caso, con un plazo de {days} días. El residente la ve en las páginas para subir documentos y recibe un aviso con su nota.',
  },
  'workerChange.item': { en: 'Document needed', es: 'Documento necesario' },
  'workerChange.choose': { en: '- Select -', es: '- Seleccione -' },
  'workerChange.noteRequired': {
    en: 'What the resident should send, and why',
    es: 'Qué debe enviar el residente y por qué',
  },
  'workerChange.required': { en: '(required)', es: '(obligatorio)' },
  'workerChange.ask': { en: 'Ask for the document', es: 'Pedir el documento' },
});

type Accept = ReturnType<typeof useAcceptChange>;
type Ask = ReturnType<typeof useRequestChangeInfo>;

/**
 * The errors of one form for its ErrorSummary: those found before sending, then those the server
 * gave a field (at that field's input). Errors without a field are CallError's.
 */
function useFormErrors(local: FieldError[], error: unknown, fieldIds: Record<string, string>) {
  const server = useApiFieldErrors(error);
  const errors: FieldError[] = [
    ...local,
    ...Object.entries(server.fields).flatMap(([field, message]) =>
      fieldIds[field] ? [{ fieldId: fieldIds[field], message }] : [],
    ),
  ];
  return { errors, at: (id: string) => errors.find((e) => e.fieldId === id)?.message };
}

/**
 * Accepting a report: an optional note, and for a renewal the monthly benefit of the next period.
 * `active`: this form was the last one sent, so its errors are the page's to show (one error
 * summary on the page at a time).
 */
export function AcceptForm(props: {
  change: WorkerChangeDetail;
  accept: Accept;
  active: boolean;
  /** Called when the form is sent, before it is checked: it becomes the page's active form. */
  onActivate: () => void;
  onSend: (v: { benefitAmount?: string; note?: string }) => void;
}) {
  const { change, accept, active, onActivate, onSend } = props;
  const t = useT(messages);
  const errorText = useErrorText();
  const [benefit, setBenefit] = useState('');
  const [note, setNote] = useState('');
  const [local, setLocal] = useState<FieldError[]>([]);
  const renewal = change.kind === 'RECERT';
  const ids = { benefitAmount: 'accept-benefit', note: 'accept-note' };
  const { errors, at } = useFormErrors(local, accept.error, ids);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    onActivate();
    const amount = renewal ? benefit.trim() : '';
    const found: FieldError[] = [];
    if (amount && !MONEY_PATTERN.test(amount))
      found.push({ fieldId: ids.benefitAmount, message: errorText('validation.amount.invalid') });
    setLocal(found);
    if (found.length === 0)
      onSend({ ...(amount ? { benefitAmount: amount } : {}), ...(note.trim() ? { note: note.trim() } : {}) });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="accept-title" className="margin-top-4">
      <h2 id="accept-title">{t(`workerChange.acceptTitle.${change.kind}`)}</h2>
      <p>{t(`workerChange.acceptHint.${change.kind}`)}</p>
      {active && <ErrorSummary errors={errors} />}
      {active && <CallError error={accept.error} onRetry={retryOf(accept)} />}
      {renewal && (
        <TextField
          id={ids.benefitAmount}
          label={t('workerChange.benefit')}
          unit="$"
          inputMode="decimal"
          className="maxw-card"
          value={benefit}
          error={active ? at(ids.benefitAmount) : undefined}
          onChange={(e) => setBenefit(e.target.value)}
        />
      )}
      <TextAreaField
        maxLength={500}
        id={ids.note}
        label={t('workerChange.noteOptional')}
        hint={t('workerChange.noteHint')}
        error={active ? at(ids.note) : undefined}
        value={note}
        onChange={setNote}
      />
      <button type="submit" className="usa-button margin-top-2" disabled={accept.isPending}>
        {t(`workerChange.accept.${change.kind}`)}
      </button>
    </form>
  );
}

/** Asking the resident for a document (a VerificationItem) with a note saying what and why; both required. */
export function InformationForm(props: {
  ask: Ask;
  active: boolean;
  onActivate: () => void;
  onSend: (v: { itemCode: string; note: string }) => void;
}) {
  const { ask, active, onActivate, onSend } = props;
  const t = useT(messages);
  const errorText = useErrorText();
  const items = useCodeTable('VerificationItem');
  const [itemCode, setItemCode] = useState('');
  const [note, setNote] = useState('');
  const [local, setLocal] = useState<FieldError[]>([]);
  const ids = { itemCode: 'info-item', note: 'info-note' };
  const { errors, at } = useFormErrors(local, ask.error, ids);
  const itemError = active ? at(ids.itemCode) : undefined;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    onActivate();
    const required = errorText('validation.required');
    const found: FieldError[] = [];
    if (!itemCode) found.push({ fieldId: ids.itemCode, message: required, label: t('workerChange.item') });
    if (!note.trim()) found.push({ fieldId: ids.note, message: required, label: t('workerChange.noteRequired') });
    setLocal(found);
    if (found.length === 0) onSend({ itemCode, note: note.trim() });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="info-title" className="margin-top-4">
      <h2 id="info-title">{t('workerChange.infoTitle')}</h2>
      <p>{t('workerChange.infoHint', { days: DOCUMENTS_DUE_DAYS })}</p>
      {active && <ErrorSummary errors={errors} />}
      {active && <CallError error={ask.error} onRetry={retryOf(ask)} />}
      {/* Without the code table there is nothing to choose: say so whichever form was sent last. */}
      <CallError error={items.error} onRetry={() => void items.refetch()} />
      <div className={`usa-form-group${itemError ? ' usa-form-group--error' : ''}`}>
        <label className={`usa-label${itemError ? ' usa-label--error' : ''}`} htmlFor={ids.itemCode}>
          {t('workerChange.item')} <span className="text-secondary-dark">{t('workerChange.required')}</span>
        </label>
        {itemError && (
          <span className="usa-error-message" id={`${ids.itemCode}-error`}>
            {itemError}
          </span>
        )}
        <select
          className="usa-select"
          id={ids.itemCode}
          value={itemCode}
          required
          aria-describedby={itemError ? `${ids.itemCode}-error` : undefined}
          aria-invalid={itemError ? true : undefined}
          onChange={(e) => setItemCode(e.target.value)}
        >
          <option value="">{t('workerChange.choose')}</option>
          {(items.data?.items ?? []).map((i) => (
            <option key={i.value} value={i.value}>
              {i.description}
            </option>
          ))}
        </select>
      </div>
      <TextAreaField
        maxLength={500}
        id={ids.note}
        label={t('workerChange.noteRequired')}
        requiredMark={t('workerChange.required')}
        hint={t('workerChange.noteHint')}
        error={active ? at(ids.note) : undefined}
        value={note}
        onChange={setNote}
      />
      <button type="submit" className="usa-button usa-button--outline margin-top-2" disabled={ask.isPending}>
        {t('workerChange.ask')}
      </button>
    </form>
  );
}
