import { useState, type FormEvent } from 'react';
import type { WorkerReferralDetail } from '@portal/contracts/newborn';
import { REFERRAL_DECISIONS, REFERRAL_REASON_MAX, type ReferralDecision } from '@portal/contracts/newborn-api';
import { CallError } from '../../../components/CallError';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorSummary, type FieldError } from '../../../components/ErrorSummary';
import { TextAreaField } from '../../../components/TextAreaField';
import { useApiFieldErrors } from '../../../components/apiErrors';
import { useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import type { useDecideReferral } from '../api';
import { referralStaffMessages } from './referralStaffMessages';

const messages = defineMessages({
  ...referralStaffMessages,
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
});

/**
 * The decision, after the evidence above: a choice, a reason for a denial or withdrawal, then a
 * confirmation saying what will happen. Approving is not offered while the case no longer matches.
 */
export function DecideReferral({
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
