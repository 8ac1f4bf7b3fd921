import { useEffect, useRef, useState, type FormEvent } from 'react';
import { WORKER_NEWBORN_REFERRALS } from '@portal/contracts/newborn-paths';
import type { WorkerReferralDetail } from '@portal/contracts/newborn';
import { REFERRAL_DECISIONS, REFERRAL_REASON_MAX, type ReferralDecision } from '@portal/contracts/newborn-api';
import { Link, useParams } from '../../../router';
import { ActionResult } from '../../../components/ActionResult';
import { CallError } from '../../../components/CallError';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorSummary, type FieldError } from '../../../components/ErrorSummary';
import { Loading } from '../../../components/Loading';
import { TextAreaField } from '../../../components/TextAreaField';
import { useApiFieldErrors } from '../../../components/apiErrors';
import { OpenCaseLink } from '../../../components/staff/OpenCaseLink';
import { AssigneeCell, AssignmentResult } from '../../../components/staff/Assignment';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useDates } from '../../../i18n/dates';
import { useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { useDecideReferral, useOfficeReferral, useReferralAssignment } from '../api';
import { referralMessages } from '../messages';
import { referralStaffMessages } from './referralStaffMessages';

const messages = defineMessages({
  ...referralStaffMessages,
  'nbOne.title': { en: 'Newborn referral: {newborn}', es: 'Referido de recién nacido: {newborn}' },
  'nbOne.back': { en: 'Back to newborn referrals', es: 'Volver a los referidos de recién nacidos' },
  'nbOne.details': { en: 'What the facility sent', es: 'Lo que envió el centro médico' },
  'nbOne.newbornBorn': { en: 'Baby’s date of birth', es: 'Fecha de nacimiento del bebé' },
  'nbOne.sex': { en: 'Baby’s sex', es: 'Sexo del bebé' },
  'nbOne.motherBorn': {
    en: 'Mother’s date of birth (on her case)',
    es: 'Fecha de nacimiento de la madre (en su caso)',
  },
  'nbOne.unknown': { en: 'Not on the case', es: 'No consta en el caso' },
  'nbOne.sentBy': { en: 'Sent by', es: 'Enviado por' },
  'nbOne.sentByValue': { en: '{provider} of {facility}, on {date}', es: '{provider} de {facility}, el {date}' },
  'nbOne.checksTitle': { en: 'Checked against the mother’s case', es: 'Comparado con el caso de la madre' },
  'nbOne.allMatch': {
    en: 'The mother is in the household of case {case}, its Medicaid is open or waiting for a decision, and the baby is not in the household yet.',
    es: 'La madre está en el hogar del caso {case}, su Medicaid está abierto o espera una decisión, y el bebé todavía no está en el hogar.',
  },
  'nbOne.someDiffer': {
    en: 'This referral no longer matches the mother’s case, so it cannot be approved:',
    es: 'Este referido ya no coincide con el caso de la madre, así que no se puede aprobar:',
  },
  'nbOne.decisionTitle': { en: 'Decision', es: 'Decisión' },
  'nbOne.APPROVE': { en: 'Approve: add the baby to the case', es: 'Aprobar: agregar al bebé al caso' },
  'nbOne.DENY': { en: 'Deny', es: 'Negar' },
  'nbOne.WITHDRAW': { en: 'Withdraw (the facility asked)', es: 'Retirar (el centro lo pidió)' },
  'nbOne.reason': { en: 'Reason (for a denial or withdrawal)', es: 'Motivo (para negar o retirar)' },
  'nbOne.save': { en: 'Record the decision', es: 'Registrar la decisión' },
  'nbOne.chooseDecision': { en: 'Choose a decision.', es: 'Elija una decisión.' },
  'nbOne.reasonRequired': { en: 'Give the reason.', es: 'Indique el motivo.' },
  'nbOne.confirmTitle.APPROVE': { en: 'Add {newborn} to case {case}?', es: '¿Agregar a {newborn} al caso {case}?' },
  'nbOne.confirmTitle.DENY': { en: 'Deny the referral of {newborn}?', es: '¿Negar el referido de {newborn}?' },
  'nbOne.confirmTitle.WITHDRAW': {
    en: 'Withdraw the referral of {newborn}?',
    es: '¿Retirar el referido de {newborn}?',
  },
  'nbOne.confirmText.APPROVE': {
    en: 'The baby becomes a member of the household, covered by the case’s Medicaid. The facility sees the referral approved.',
    es: 'El bebé pasa a ser miembro del hogar, cubierto por el Medicaid del caso. El centro médico verá el referido aprobado.',
  },
  'nbOne.confirmText.DENY': {
    en: 'The facility sees the referral denied, with this reason: {reason}',
    es: 'El centro médico verá el referido negado, con este motivo: {reason}',
  },
  'nbOne.confirmText.WITHDRAW': {
    en: 'The facility sees the referral withdrawn, with this reason: {reason}',
    es: 'El centro médico verá el referido retirado, con este motivo: {reason}',
  },
  'nbOne.confirmYes.APPROVE': { en: 'Yes, add the baby', es: 'Sí, agregar al bebé' },
  'nbOne.confirmYes.DENY': { en: 'Yes, deny', es: 'Sí, negar' },
  'nbOne.confirmYes.WITHDRAW': { en: 'Yes, withdraw', es: 'Sí, retirar' },
  'nbOne.confirmNo': { en: 'Go back', es: 'Volver' },
  'nbOne.decidedBy': {
    en: '{status} by {name} on {date}.',
    es: '{status} por {name} el {date}.',
  },
  'nbOne.done': { en: 'Decision recorded: {status}.', es: 'Decisión registrada: {status}.' },
});

/** /worker/newborn-referrals/:id: one referral, checked against the mother's case, then decided (ADR 0419). */
export function Component() {
  const { id = '' } = useParams();
  const t = useT(messages);
  const r = useT(referralMessages);
  const dates = useDates();
  const referral = useOfficeReferral(id);
  const assignment = useReferralAssignment();
  const refusal = useApiFieldErrors(assignment.error);
  const d = referral.data;
  useDocumentTitle(d ? t('nbOne.title', { newborn: d.newBornName }) : t('nbOffice.title'));
  const decide = useDecideReferral(id);
  const result = useRef<HTMLDivElement>(null);
  // The decision recorded, the page shows it in place of the form: the reader is taken there.
  useEffect(() => {
    if (decide.isSuccess) result.current?.focus();
  }, [decide.isSuccess]);
  if (referral.isError) throw referral.error;
  if (!d) return <Loading />;
  const done = assignment.isSuccess && assignment.variables;
  const facts: [string, string][] = [
    [t('nbOne.newbornBorn'), dates.day(d.newBornDOB)],
    [t('nbOne.sex'), r(`nbRef.sex.${d.newbornSex}`)],
    [t('nbOffice.mother'), d.birthMotherName],
    [t('nbOne.motherBorn'), d.motherBirthDate ? dates.day(d.motherBirthDate) : t('nbOne.unknown')],
    [t('nbOffice.case'), d.caseReference],
    [
      t('nbOne.sentBy'),
      t('nbOne.sentByValue', {
        provider: d.providerUser,
        facility: d.ANBProviderName,
        date: dates.moment(d.submittedDateTime),
      }),
    ],
    [r('nbRef.col.status'), r(`nbRef.status.${d.nfReferralStatus}`)],
  ];
  return (
    <div className="grid-container padding-y-4">
      <p>
        <Link className="usa-link" to={WORKER_NEWBORN_REFERRALS}>
          {t('nbOne.back')}
        </Link>
      </p>
      <h1>{t('nbOne.title', { newborn: d.newBornName })}</h1>
      <h2>{t('nbOne.details')}</h2>
      <dl>
        {facts.map(([label, value]) => (
          <div key={label} className="border-bottom-1px border-base-lighter padding-y-1">
            <dt className="text-bold">{label}</dt>
            <dd className="margin-left-0">{value}</dd>
          </div>
        ))}
      </dl>
      <OpenCaseLink caseId={d.caseId} />
      <div ref={result} tabIndex={-1}>
        <ActionResult
          done={
            decide.isSuccess ? t('nbOne.done', { status: r(`nbRef.status.${decide.data.nfReferralStatus}`) }) : null
          }
          failed={null}
        />
      </div>
      {d.isProcessed ? (
        <Decided referral={d} />
      ) : (
        <>
          <h2>{t('nbOne.checksTitle')}</h2>
          {d.problems.length === 0 ? (
            <p>{t('nbOne.allMatch', { case: d.caseReference })}</p>
          ) : (
            <div className="usa-alert usa-alert--warning">
              <div className="usa-alert__body">
                <p className="usa-alert__text">{t('nbOne.someDiffer')}</p>
                <ul className="usa-list">
                  {d.problems.map((p) => (
                    <li key={p}>{t(`nbOffice.problemLong.${p}`)}</li>
                  ))}
                </ul>
              </div>
            </div>
          )}
          <h2>{t('nbOffice.assignee')}</h2>
          <AssignmentResult
            done={
              done
                ? t(done.action === 'release' ? 'nbOffice.released' : 'nbOffice.assigned', { newborn: done.newborn })
                : null
            }
            refused={assignment.isError ? (refusal.fields.assignee ?? refusal.general) : null}
          />
          <AssigneeCell
            assignee={d.assignee}
            labels={{ assign: t('nbOffice.assign'), takeOver: t('nbOffice.takeOver'), release: t('nbOffice.release') }}
            which={t('nbOffice.which', { newborn: d.newBornName })}
            pending={assignment.isPending}
            onAction={(action) => assignment.mutate({ id: d.referralId, newborn: d.newBornName, action })}
          />
          <Decide referral={d} decide={decide} />
        </>
      )}
    </div>
  );
}

/** Who decided the referral, when, and why (a denial or withdrawal). */
function Decided({ referral: d }: { referral: WorkerReferralDetail }) {
  const t = useT(messages);
  const r = useT(referralMessages);
  const dates = useDates();
  return (
    <>
      <h2>{t('nbOne.decisionTitle')}</h2>
      <p>
        {t('nbOne.decidedBy', {
          status: r(`nbRef.status.${d.nfReferralStatus}`),
          name: d.decidedBy ?? '—',
          date: d.decidedAt ? dates.moment(d.decidedAt) : '—',
        })}
      </p>
      {d.denialReason && <p>{t('nbOffice.reasonShown', { reason: d.denialReason })}</p>}
    </>
  );
}

/**
 * The decision, after the evidence above: a choice, a reason for a denial or withdrawal, then a
 * confirmation saying what will happen. Approving is not offered while the case no longer matches.
 */
function Decide({
  referral: d,
  decide,
}: {
  referral: WorkerReferralDetail;
  decide: ReturnType<typeof useDecideReferral>;
}) {
  const t = useT(messages);
  const server = useApiFieldErrors(decide.error);
  const [decision, setDecision] = useState<ReferralDecision | ''>('');
  const [reason, setReason] = useState('');
  const [local, setLocal] = useState<FieldError[]>([]);
  const [asking, setAsking] = useState(false);
  const choices = REFERRAL_DECISIONS.filter((k) => k !== 'APPROVE' || d.problems.length === 0);
  const errors: FieldError[] = [
    ...local,
    ...Object.entries(server.fields)
      .filter(([field]) => !local.some((e) => e.fieldId === `referral-${field}`))
      .map(([field, message]) => ({
        fieldId: field === 'decision' ? `referral-decision-${choices[0]}` : `referral-${field}`,
        message,
        label: t(field === 'reason' ? 'nbOne.reason' : 'nbOne.decisionTitle'),
      })),
  ];
  const errorOf = (field: string) =>
    errors.find((e) => e.fieldId === `referral-${field}` || e.fieldId.startsWith(`referral-${field}-`))?.message;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problems: FieldError[] = [];
    if (!decision)
      problems.push({
        fieldId: `referral-decision-${choices[0]}`,
        message: t('nbOne.chooseDecision'),
        label: t('nbOne.decisionTitle'),
      });
    if (decision && decision !== 'APPROVE' && !reason.trim())
      problems.push({ fieldId: 'referral-reason', message: t('nbOne.reasonRequired'), label: t('nbOne.reason') });
    setLocal(problems);
    decide.reset();
    if (problems.length === 0) setAsking(true);
  };
  const confirm = () => {
    if (!decision) return;
    decide.mutate({ decision, reason }, { onSettled: () => setAsking(false) });
  };
  const decisionError = errorOf('decision');
  return (
    <form className="usa-form usa-form--large margin-top-4" noValidate onSubmit={onSubmit}>
      <h2>{t('nbOne.decisionTitle')}</h2>
      <ErrorSummary errors={errors} />
      <CallError error={Object.keys(server.fields).length ? null : decide.error} />
      <fieldset
        className={`usa-fieldset usa-form-group${decisionError ? ' usa-form-group--error' : ''}`}
        aria-describedby={decisionError ? 'referral-decision-error' : undefined}
      >
        <legend className="usa-legend">{t('nbOne.decisionTitle')}</legend>
        {decisionError && (
          <span className="usa-error-message" id="referral-decision-error">
            {decisionError}
          </span>
        )}
        {choices.map((k) => (
          <div className="usa-radio" key={k}>
            <input
              className="usa-radio__input"
              type="radio"
              id={`referral-decision-${k}`}
              name="referral-decision"
              checked={decision === k}
              onChange={() => setDecision(k)}
            />
            <label className="usa-radio__label" htmlFor={`referral-decision-${k}`}>
              {t(`nbOne.${k}`)}
            </label>
          </div>
        ))}
      </fieldset>
      {decision && decision !== 'APPROVE' && (
        <TextAreaField
          id="referral-reason"
          label={t('nbOne.reason')}
          value={reason}
          error={errorOf('reason')}
          maxLength={REFERRAL_REASON_MAX}
          onChange={setReason}
        />
      )}
      <button type="submit" className="usa-button margin-top-2" disabled={decide.isPending}>
        {t('nbOne.save')}
      </button>
      <ConfirmDialog
        open={asking && decision !== ''}
        title={decision ? t(`nbOne.confirmTitle.${decision}`, { newborn: d.newBornName, case: d.caseReference }) : ''}
        confirmLabel={decision ? t(`nbOne.confirmYes.${decision}`) : ''}
        cancelLabel={t('nbOne.confirmNo')}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
        pending={decide.isPending}
        destructive={decision !== 'APPROVE'}
      >
        <p>{decision && t(`nbOne.confirmText.${decision}`, { reason })}</p>
      </ConfirmDialog>
    </form>
  );
}
