import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Decision, WorkerDocument } from '@portal/contracts';
import { DECISIONS, MAX_COMMENT_LENGTH, REJECTION_REASONS } from '@portal/contracts/documents-api';
import { call } from '../../../api/client';
import { staffCall } from '../../../api/staff';
import { ErrorSummary, type FieldError } from '../../../components/ErrorSummary';
import { useApiFieldErrors, useErrorText } from '../../../components/apiErrors';
import { useLocale, useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';

const messages = defineMessages({
  'worker.decision': { en: 'Decision on {name}', es: 'Decisión sobre {name}' },
  'decision.ACCEPTED': { en: 'Accepted', es: 'Aceptado' },
  'decision.REJECTED': { en: 'Rejected', es: 'Rechazado' },
  'decision.PARTIALLY_REJECTED': { en: 'Partially rejected', es: 'Rechazado parcialmente' },
  'worker.reason': { en: 'Reason for rejection', es: 'Motivo del rechazo' },
  'worker.choose': { en: '- Select -', es: '- Seleccione -' },
  'worker.comment': { en: 'Comment for the resident', es: 'Comentario para el residente' },
  'worker.commentHint': {
    en: 'Say what is wrong and what to send instead. At most 500 characters.',
    es: 'Diga qué está mal y qué debe enviar en su lugar. Como máximo 500 caracteres.',
  },
  'worker.save': { en: 'Save decision', es: 'Guardar decisión' },
  'worker.saved': {
    en: 'Decision saved. The resident has been told.',
    es: 'Decisión guardada. Se avisó al residente.',
  },
});

/**
 * A caseworker's decision on one submitted document: accept, reject or partly reject (then a
 * reason from the code table and a comment for the resident). Checked here first, then saved.
 */
export function DecisionForm({ doc }: { doc: WorkerDocument }) {
  const t = useT(messages);
  const errorText = useErrorText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const reasons = useQuery({
    queryKey: ['codetable', 'DocumentRejectionReason', locale],
    queryFn: () => call('codeTable', { params: { tableName: 'DocumentRejectionReason' } }),
  });
  const [decision, setDecision] = useState<Decision | ''>('');
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [local, setLocal] = useState<FieldError[]>([]);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (chosen: Decision) => {
      // The reasons offered come from the code table; one the contract does not know is sent as none (and refused).
      const reasonCode = REJECTION_REASONS.find((r) => r === reason);
      const body = { decision: chosen, ...(chosen !== 'ACCEPTED' ? { reasonCode, comments: comment } : {}) };
      return staffCall('workerDocumentDecision', { params: { attachmentId: doc.attachmentID }, body });
    },
    onSuccess: async () => {
      setSaved(true);
      await client.invalidateQueries({ queryKey: ['worker', 'documents'] });
    },
  });
  const server = useApiFieldErrors(save.error);
  const prefix = `doc-${doc.attachmentID}`;
  const fieldIds: Record<string, string> = {
    decision: `${prefix}-ACCEPTED`,
    reasonCode: `${prefix}-reason`,
    comments: `${prefix}-comment`,
  };
  const errors: FieldError[] = [
    ...local,
    ...Object.entries(server.fields).map(([field, message]) => ({
      fieldId: fieldIds[field] ?? `${prefix}-ACCEPTED`,
      message,
    })),
    ...(server.general ? [{ fieldId: `${prefix}-ACCEPTED`, message: server.general }] : []),
  ];
  const errorAt = (id: string) => errors.find((e) => e.fieldId === id)?.message;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    const found: FieldError[] = [];
    if (!decision) found.push({ fieldId: fieldIds.decision!, message: errorText('validation.upload.decision') });
    if (decision && decision !== 'ACCEPTED' && !reason)
      found.push({ fieldId: fieldIds.reasonCode!, message: errorText('validation.upload.rejectReason') });
    if (comment.length > MAX_COMMENT_LENGTH)
      found.push({ fieldId: fieldIds.comments!, message: errorText('validation.upload.commentTooLong') });
    setLocal(found);
    if (found.length === 0 && decision) save.mutate(decision);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="margin-top-2">
      <ErrorSummary errors={errors} />
      <fieldset className={`usa-fieldset usa-form-group${errorAt(fieldIds.decision!) ? ' usa-form-group--error' : ''}`}>
        <legend className="usa-legend">{t('worker.decision', { name: doc.attachmentName })}</legend>
        {errorAt(fieldIds.decision!) && <span className="usa-error-message">{errorAt(fieldIds.decision!)}</span>}
        {DECISIONS.map((d) => (
          <div className="usa-radio" key={d}>
            <input
              className="usa-radio__input"
              type="radio"
              id={`${prefix}-${d}`}
              name={`${prefix}-decision`}
              value={d}
              checked={decision === d}
              onChange={() => setDecision(d)}
            />
            <label className="usa-radio__label" htmlFor={`${prefix}-${d}`}>
              {t(`decision.${d}`)}
            </label>
          </div>
        ))}
      </fieldset>
      {decision && decision !== 'ACCEPTED' && (
        <>
          <div className={`usa-form-group${errorAt(fieldIds.reasonCode!) ? ' usa-form-group--error' : ''}`}>
            <label className="usa-label" htmlFor={fieldIds.reasonCode}>
              {t('worker.reason')}
            </label>
            {errorAt(fieldIds.reasonCode!) && (
              <span className="usa-error-message" id={`${prefix}-reason-error`}>
                {errorAt(fieldIds.reasonCode!)}
              </span>
            )}
            <select
              className="usa-select"
              id={fieldIds.reasonCode}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-describedby={errorAt(fieldIds.reasonCode!) ? `${prefix}-reason-error` : undefined}
            >
              <option value="">{t('worker.choose')}</option>
              {(reasons.data?.items ?? []).map((r) => (
                <option key={r.value} value={r.value}>
                  {r.description}
                </option>
              ))}
            </select>
          </div>
          <div className={`usa-form-group${errorAt(fieldIds.comments!) ? ' usa-form-group--error' : ''}`}>
            <label className="usa-label" htmlFor={fieldIds.comments}>
              {t('worker.comment')}
            </label>
            <div className="usa-hint" id={`${prefix}-comment-hint`}>
              {t('worker.commentHint')}
            </div>
            <textarea
              className="usa-textarea"
              id={fieldIds.comments}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              aria-describedby={`${prefix}-comment-hint`}
            />
          </div>
        </>
      )}
      <button type="submit" className="usa-button margin-top-2" disabled={save.isPending}>
        {t('worker.save')}
      </button>
      {saved && (
        <div className="usa-alert usa-alert--success usa-alert--slim margin-top-2" role="status">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('worker.saved')}</p>
          </div>
        </div>
      )}
    </form>
  );
}
