import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Decision, WorkerDocument } from '@portal/contracts';
import { urlOf } from '@portal/contracts/calls';
import { DECISIONS, MAX_COMMENT_LENGTH, REJECTION_REASONS } from '@portal/contracts/documents-api';
import { ROUTES } from '@portal/contracts/routes';
import { call } from '../../api/client';
import { ErrorSummary, type FieldError } from '../../components/ErrorSummary';
import { useApiFieldErrors, useErrorText } from '../../components/apiErrors';
import { Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useUserAccount } from '../../app/session';
import { useLocale, useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { useIntl } from 'react-intl';

const messages = defineMessages({
  'workerDocuments.title': { en: 'Review documents', es: 'Revisar documentos' },
  'worker.staffOnly': {
    en: 'Only agency staff can review documents.',
    es: 'Solo el personal de la agencia puede revisar documentos.',
  },
  'worker.casesCaption': { en: 'Cases with submitted documents', es: 'Casos con documentos enviados' },
  'worker.noCases': {
    en: 'No documents are waiting for review in your office.',
    es: 'No hay documentos esperando revisión en su oficina.',
  },
  'worker.colCase': { en: 'Case', es: 'Caso' },
  'worker.colPerson': { en: 'Primary person', es: 'Persona principal' },
  'worker.colAwaiting': { en: 'Awaiting review', es: 'En espera de revisión' },
  'worker.colReviewed': { en: 'Reviewed', es: 'Revisados' },
  'worker.open': { en: 'Review case {reference}', es: 'Revisar el caso {reference}' },
  'worker.caseTitle': {
    en: 'Documents of case {reference} ({person})',
    es: 'Documentos del caso {reference} ({person})',
  },
  'worker.applicationTitle': {
    en: 'Documents of application {reference} ({person})',
    es: 'Documentos de la solicitud {reference} ({person})',
  },
  'worker.openApplication': { en: 'Review application {reference}', es: 'Revisar la solicitud {reference}' },
  'worker.back': { en: 'All cases', es: 'Todos los casos' },
  'worker.meta': {
    en: '{item} for {person}. Submitted {date}. {size} KB.',
    es: '{item} para {person}. Enviado el {date}. {size} KB.',
  },
  'worker.status': { en: 'Status: {status}', es: 'Estado: {status}' },
  'worker.reviewedBy': { en: 'Reviewed by {name}', es: 'Revisado por {name}' },
  'worker.download': { en: 'Open {name} (download)', es: 'Abrir {name} (descargar)' },
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
  'worker.noDocuments': { en: 'This case has no submitted documents.', es: 'Este caso no tiene documentos enviados.' },
});

function DecisionForm({ doc }: { doc: WorkerDocument }) {
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
      return call('workerDocumentDecision', { params: { attachmentId: doc.attachmentID }, body });
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

function CaseDocuments({ caseId }: { caseId: string }) {
  const t = useT(messages);
  const intl = useIntl();
  const { locale } = useLocale();
  const found = useQuery({
    queryKey: ['worker', 'documents', 'case', caseId, locale],
    queryFn: () => call('workerCaseDocuments', { params: { caseId } }),
    throwOnError: true,
  });
  const heading = found.data
    ? t(found.data.kind === 'CASE' ? 'worker.caseTitle' : 'worker.applicationTitle', {
        reference: found.data.caseReference,
        person: found.data.primaryPerson,
      })
    : t('workerDocuments.title');
  useDocumentTitle(heading);
  if (found.isPending) return <Loading />;
  const c = found.data!;
  return (
    <>
      <p>
        <Link className="usa-link" to={ROUTES.workerDocuments}>
          {t('worker.back')}
        </Link>
      </p>
      <h1>{heading}</h1>
      {c.documents.length === 0 && <p>{t('worker.noDocuments')}</p>}
      <ul className="usa-list usa-list--unstyled">
        {c.documents.map((d) => (
          <li key={d.attachmentID} className="border-top-1px border-base-lighter padding-y-3">
            <h2 className="font-heading-md margin-y-1">{d.attachmentName}</h2>
            <p className="margin-y-05">
              {t('worker.meta', {
                item: d.itemDescription,
                person: d.participantName,
                date: intl.formatDate(d.submittedAt ?? d.uploadedAt, { dateStyle: 'long' }),
                size: intl.formatNumber(Math.ceil(d.sizeBytes / 1024)),
              })}
            </p>
            <p className="margin-y-05">
              {t('worker.status', { status: d.status.description })}
              {d.documentRejectionReason &&
                ` (${d.documentRejectionReason.description}${d.rejectionComments ? `: ${d.rejectionComments}` : ''})`}
              {d.reviewedBy && (
                <>
                  <br />
                  {t('worker.reviewedBy', { name: d.reviewedBy })}
                </>
              )}
            </p>
            <a className="usa-link" href={urlOf('workerDocumentContent', { attachmentId: d.attachmentID })} download>
              {t('worker.download', { name: d.attachmentName })}
            </a>
            <DecisionForm doc={d} />
          </li>
        ))}
      </ul>
    </>
  );
}

function CaseList() {
  const t = useT(messages);
  useDocumentTitle(t('workerDocuments.title'));
  const cases = useQuery({
    queryKey: ['worker', 'documents', 'cases'],
    queryFn: () => call('workerDocumentCases'),
    throwOnError: true,
  });
  if (cases.isPending) return <Loading />;
  const rows = cases.data!.cases;
  return (
    <>
      <h1>{t('workerDocuments.title')}</h1>
      {rows.length === 0 ? (
        <p>{t('worker.noCases')}</p>
      ) : (
        <table className="usa-table usa-table--stacked usa-table--borderless width-full">
          <caption>{t('worker.casesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('worker.colCase')}</th>
              <th scope="col">{t('worker.colPerson')}</th>
              <th scope="col">{t('worker.colAwaiting')}</th>
              <th scope="col">{t('worker.colReviewed')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.caseID}>
                <th scope="row" data-label={t('worker.colCase')}>
                  <Link className="usa-link" to={`${ROUTES.workerDocuments}?case=${r.caseID}`}>
                    {t(r.kind === 'CASE' ? 'worker.open' : 'worker.openApplication', { reference: r.caseReference })}
                  </Link>
                </th>
                <td data-label={t('worker.colPerson')}>{r.primaryPerson}</td>
                <td data-label={t('worker.colAwaiting')}>{r.awaitingReview}</td>
                <td data-label={t('worker.colReviewed')}>{r.reviewed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** /worker/documents: caseworkers review what residents submitted, case by case. */
export function Component() {
  const t = useT(messages);
  const account = useUserAccount();
  const [params] = useSearchParams();
  const caseId = params.get('case');
  if (account.isPending) return <Loading />;
  if (!account.data?.staffRole) {
    return (
      <div className="grid-container padding-y-4">
        <h1>{t('workerDocuments.title')}</h1>
        <p>{t('worker.staffOnly')}</p>
      </div>
    );
  }
  return <div className="grid-container padding-y-4">{caseId ? <CaseDocuments caseId={caseId} /> : <CaseList />}</div>;
}
