import { useState } from 'react';
import { Link, useParams } from '../../../router';
import type { WorkerApplication } from '@portal/contracts/applications';
import { staffUrlOf } from '@portal/contracts/calls-staff';
import { AnswerBlocks } from '../../../components/staff/AnswerBlocks';
import { OpenCaseLink } from '../../../components/staff/OpenCaseLink';
import { Loading } from '../../../components/Loading';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useIntl, useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { WORKER_APPLICATIONS } from '../../../app/staffPaths';
import { useDecide, useWorkerApplication } from './queries';
import { CallError, retryOf } from '../../../components/CallError';
import { fieldMessages, isNotFound, isRecordId, useErrorText } from '../../../components/apiErrors';
import { TextField } from '../../../components/TextField';
import { MONEY_PATTERN } from '@portal/contracts/validation-rules';
import { programHasAmount } from '@portal/contracts/applications-api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { statusMessages } from '../../../components/statusMessages';
import { ApplicationDocuments } from './ApplicationDocuments';

const messages = defineMessages({
  ...statusMessages,
  'app.title': { en: 'Application {reference}', es: 'Solicitud {reference}' },
  'app.back': { en: 'Back to applications to decide', es: 'Volver a las solicitudes por decidir' },
  'app.applicant': { en: 'Applicant: {name}. Submitted {date}.', es: 'Solicitante: {name}. Enviada el {date}.' },
  'app.expedited': {
    en: 'Screened for expedited food benefits: decide within 7 days.',
    es: 'Evaluada para beneficios de alimentos acelerados: decida en 7 días.',
  },
  'app.pdf': { en: 'Open the application (PDF)', es: 'Abrir la solicitud (PDF)' },
  'app.programs': { en: 'Decisions', es: 'Decisiones' },
  'app.programsIntro': {
    en: 'Read the answers and documents above first. Each program is decided on its own; you are asked to confirm before a decision is sent.',
    es: 'Lea primero las respuestas y los documentos de arriba. Cada programa se decide por separado; se le pide confirmar antes de enviar una decisión.',
  },
  'app.confirmApprove': { en: 'Approve {program} for {name}?', es: '¿Aprobar {program} para {name}?' },
  'app.confirmDeny': { en: 'Deny {program} for {name}?', es: '¿Denegar {program} para {name}?' },
  'app.confirmAmount': {
    en: 'Monthly benefit: ${amount}.',
    es: 'Beneficio mensual: ${amount}.',
  },
  'app.confirmNoAmount': { en: 'No monthly amount is recorded.', es: 'No se registra una cantidad mensual.' },
  'app.confirmReason': { en: 'Reason: {reason}', es: 'Motivo: {reason}' },
  'app.confirmNotice': {
    en: 'The applicant is sent a notice of this decision at once. It cannot be undone here.',
    es: 'Se envía de inmediato un aviso de esta decisión al solicitante. No se puede deshacer aquí.',
  },
  'app.confirmYesApprove': { en: 'Yes, approve', es: 'Sí, aprobar' },
  'app.confirmYesDeny': { en: 'Yes, deny', es: 'Sí, denegar' },
  'app.confirmNo': { en: 'Go back', es: 'Volver' },
  'app.decidedBy': {
    en: '{status} by {name} on {date}.',
    es: '{status} por {name} el {date}.',
  },
  'app.reason': {
    en: 'Reason for the decision (required to deny)',
    es: 'Motivo de la decisión (obligatorio para denegar)',
  },
  'app.approve': { en: 'Approve {program}', es: 'Aprobar {program}' },
  'app.deny': { en: 'Deny {program}', es: 'Denegar {program}' },
  'app.reasonRequired': { en: 'Give a reason to deny.', es: 'Indique un motivo para denegar.' },
  'app.withdrawal': { en: 'The applicant asks to withdraw: {reason}', es: 'El solicitante pide retirarla: {reason}' },
  'app.acceptWithdrawal': { en: 'Accept the withdrawal of {program}', es: 'Aceptar el retiro de {program}' },
  'app.refuseWithdrawal': { en: 'Refuse the withdrawal of {program}', es: 'Rechazar el retiro de {program}' },
  'app.answers': { en: 'Answers', es: 'Respuestas' },
  'app.benefit': { en: 'Monthly benefit to approve (optional)', es: 'Beneficio mensual que aprueba (opcional)' },
  'app.reopened': {
    en: 'A hearing reversed the denial of {program}. Put the hearing decision into effect: decide it again as the hearing said.',
    es: 'Una audiencia revocó la negación de {program}. Aplique la decisión de la audiencia: vuelva a decidirlo como dijo la audiencia.',
  },
  'app.onCase': {
    en: '{program} is approved and on case {reference}.',
    es: '{program} está aprobado y en el caso {reference}.',
  },
});

function ProgramDecision({ app, program }: { app: WorkerApplication; program: WorkerApplication['programs'][number] }) {
  const t = useT(messages);
  const intl = useIntl();
  const decide = useDecide(app.applicationId);
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [benefit, setBenefit] = useState('');
  const [badBenefit, setBadBenefit] = useState(false);
  // The decision asked about in the confirmation dialog, until it is confirmed or taken back.
  const [asking, setAsking] = useState<'APPROVED' | 'DENIED' | null>(null);
  const withdrawal = app.withdrawals.find((w) => w.programId === program.id);
  const decided = app.decisions.find((d) => d.programId === program.id);
  const reasonId = `reason-${program.id}`;
  const onCase = decide.data?.caseReference;
  const hasAmount = programHasAmount(program.programCode);
  const amount = hasAmount ? benefit.trim() : '';
  const ask = (decision: 'APPROVED' | 'DENIED') => {
    const noReason = decision === 'DENIED' && !reason.trim();
    const wrongAmount = amount !== '' && !MONEY_PATTERN.test(amount);
    setMissing(noReason);
    setBadBenefit(wrongAmount);
    if (noReason || (decision === 'APPROVED' && wrongAmount)) return;
    decide.reset();
    setAsking(decision);
  };
  const confirm = () =>
    asking &&
    decide.mutate(
      {
        programId: program.id,
        kind: 'decision',
        decision: asking,
        reason,
        ...(asking === 'APPROVED' && amount ? { benefitAmount: amount } : {}),
      },
      { onSettled: () => setAsking(null) },
    );
  return (
    <li className="border-1px border-base-lighter padding-2 margin-bottom-2">
      <h3 className="margin-top-0">
        {program.programName} <span className="usa-tag">{t(`status.${program.status}`)}</span>
      </h3>
      {onCase && (
        <div className="usa-alert usa-alert--success usa-alert--slim margin-bottom-2" role="status">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('app.onCase', { program: program.programName, reference: onCase })}</p>
          </div>
        </div>
      )}
      {program.reopenedByHearing && (
        <div className="usa-alert usa-alert--warning usa-alert--slim margin-bottom-2">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('app.reopened', { program: program.programName })}</p>
          </div>
        </div>
      )}
      {decided && (
        <p>
          {t('app.decidedBy', {
            status: t(`status.${program.status}`),
            name: decided.decidedBy,
            date: intl.formatDate(decided.decidedOn, { dateStyle: 'long' }),
          })}
          {decided.reason && ` ${t('app.confirmReason', { reason: decided.reason })}`}
        </p>
      )}
      <CallError error={decide.error} onRetry={retryOf(decide)} />
      {program.status === 'PENDING' && (
        <>
          <div className={`usa-form-group${missing ? ' usa-form-group--error' : ''}`}>
            <label className="usa-label" htmlFor={reasonId}>
              {t('app.reason')}
            </label>
            {missing && (
              <span className="usa-error-message" id={`${reasonId}-error`} role="alert">
                {t('app.reasonRequired')}
              </span>
            )}
            <textarea
              className="usa-textarea"
              id={reasonId}
              maxLength={500}
              value={reason}
              aria-describedby={missing ? `${reasonId}-error` : undefined}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          {hasAmount && (
            <TextField
              id={`benefit-${program.id}`}
              label={t('app.benefit')}
              unit="$"
              inputMode="decimal"
              className="maxw-card"
              value={benefit}
              error={badBenefit ? errorText('validation.amount.invalid') : fieldMessages(decide.error).benefitAmount}
              onChange={(e) => setBenefit(e.target.value)}
            />
          )}
          <button type="button" className="usa-button" disabled={decide.isPending} onClick={() => ask('APPROVED')}>
            {t('app.approve', { program: program.programName })}
          </button>
          <button
            type="button"
            className="usa-button usa-button--secondary"
            disabled={decide.isPending}
            onClick={() => ask('DENIED')}
          >
            {t('app.deny', { program: program.programName })}
          </button>
          <ConfirmDialog
            open={asking !== null}
            title={t(asking === 'DENIED' ? 'app.confirmDeny' : 'app.confirmApprove', {
              program: program.programName,
              name: app.applicantName,
            })}
            confirmLabel={t(asking === 'DENIED' ? 'app.confirmYesDeny' : 'app.confirmYesApprove')}
            cancelLabel={t('app.confirmNo')}
            onConfirm={confirm}
            onCancel={() => setAsking(null)}
            pending={decide.isPending}
            destructive={asking === 'DENIED'}
          >
            {asking === 'APPROVED' && hasAmount && (
              <p>{amount ? t('app.confirmAmount', { amount }) : t('app.confirmNoAmount')}</p>
            )}
            {reason.trim() && <p>{t('app.confirmReason', { reason: reason.trim() })}</p>}
            <p>{t('app.confirmNotice')}</p>
          </ConfirmDialog>
        </>
      )}
      {withdrawal && (
        <>
          <p>
            {t('app.withdrawal', {
              reason: withdrawal.other ? `${withdrawal.reason} (${withdrawal.other})` : withdrawal.reason,
            })}
          </p>
          <button
            type="button"
            className="usa-button"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ programId: program.id, kind: 'withdrawal', accept: true })}
          >
            {t('app.acceptWithdrawal', { program: program.programName })}
          </button>
          <button
            type="button"
            className="usa-button usa-button--outline"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ programId: program.id, kind: 'withdrawal', accept: false })}
          >
            {t('app.refuseWithdrawal', { program: program.programName })}
          </button>
        </>
      )}
    </li>
  );
}

/** One application for the caseworker: its answers, its PDF, a decision per programme. */
export function Component() {
  const t = useT(messages);
  const intl = useIntl();
  const { id = '' } = useParams();
  const valid = isRecordId(id);
  const app = useWorkerApplication(id, valid);
  useDocumentTitle(t('app.title', { reference: app.data?.reference ?? '' }));
  if (!valid || isNotFound(app.error)) return <NotFoundPage />;
  if (app.isPending) return <Loading />;
  if (app.isError) throw app.error;
  const a = app.data;
  return (
    <div className="grid-container padding-y-4">
      <Link className="usa-link" to={WORKER_APPLICATIONS}>
        {t('app.back')}
      </Link>
      <h1>{t('app.title', { reference: a.reference })}</h1>
      {a.caseId && <OpenCaseLink caseId={a.caseId} />}
      <p>
        {t('app.applicant', { name: a.applicantName, date: intl.formatDate(a.submittedOn, { dateStyle: 'long' }) })}
      </p>
      {a.expedited && (
        <div className="usa-alert usa-alert--warning usa-alert--slim">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('app.expedited')}</p>
          </div>
        </div>
      )}
      <p>
        <a
          className="usa-link"
          href={staffUrlOf('workerApplicationPdf', { id: a.applicationId })}
          target="_blank"
          rel="noopener"
        >
          {t('app.pdf')}
        </a>
      </p>
      <h2>{t('app.answers')}</h2>
      <AnswerBlocks blocks={a.summary} level="h3" idPrefix="ans" />
      <ApplicationDocuments app={a} />
      <h2>{t('app.programs')}</h2>
      <p>{t('app.programsIntro')}</p>
      <ul className="usa-list usa-list--unstyled">
        {a.programs.map((p) => (
          <ProgramDecision key={p.id} app={a} program={p} />
        ))}
      </ul>
    </div>
  );
}
