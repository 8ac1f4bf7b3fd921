import { useState, type FormEvent } from 'react';
import type { WorkerAnbReferral } from '@portal/contracts/newborn';
import { REFERRAL_DECISIONS, REFERRAL_REASON_MAX, type ReferralDecision } from '@portal/contracts/newborn-api';
import { CallError } from '../../../components/CallError';
import { Loading } from '../../../components/Loading';
import { TextAreaField } from '../../../components/TextAreaField';
import { fieldMessages } from '../../../components/apiErrors';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { useOfficeReferrals } from '../../../api/officeReferrals';
import { useDecideReferral } from '../api';
import { referralMessages, usDate } from '../messages';

const messages = defineMessages({
  'nbOffice.title': { en: 'Newborn referrals', es: 'Referidos de recién nacidos' },
  'nbOffice.intro': {
    en: 'Babies hospitals and clinics referred for mothers on your office’s Medicaid cases. Approving adds the baby to the mother’s case as a household member.',
    es: 'Bebés que hospitales y clínicas refirieron para madres de los casos de Medicaid de su oficina. Al aprobar, el bebé se agrega al caso de la madre como miembro del hogar.',
  },
  'nbOffice.waiting': { en: 'Waiting for a decision', es: 'Esperando una decisión' },
  'nbOffice.none': { en: 'No referrals wait for a decision.', es: 'Ningún referido espera una decisión.' },
  'nbOffice.decided': { en: 'Decided in the last 30 days', es: 'Decididos en los últimos 30 días' },
  'nbOffice.referral': { en: '{newborn}, born {born}', es: '{newborn}, nació el {born}' },
  'nbOffice.details': {
    en: 'Mother: {mother}, case {case}. Sent {sent} by {provider}, {facility}.',
    es: 'Madre: {mother}, caso {case}. Enviado el {sent} por {provider}, {facility}.',
  },
  'nbOffice.decision': { en: 'Decision', es: 'Decisión' },
  'nbOffice.APPROVE': { en: 'Approve: add the baby to the case', es: 'Aprobar: agregar al bebé al caso' },
  'nbOffice.DENY': { en: 'Deny', es: 'Negar' },
  'nbOffice.WITHDRAW': { en: 'Withdraw (the facility asked)', es: 'Retirar (el centro lo pidió)' },
  'nbOffice.reason': { en: 'Reason (for a denial or withdrawal)', es: 'Motivo (para negar o retirar)' },
  'nbOffice.save': { en: 'Record the decision', es: 'Registrar la decisión' },
  'nbOffice.chooseDecision': { en: 'Choose a decision.', es: 'Elija una decisión.' },
  'nbOffice.reasonRequired': { en: 'Give the reason.', es: 'Indique el motivo.' },
  'nbOffice.done': { en: '{newborn}: decision recorded, {status}.', es: '{newborn}: decisión registrada, {status}.' },
  'nbOffice.reasonShown': { en: 'Reason: {reason}', es: 'Motivo: {reason}' },
});

/** /worker/newborn-referrals: the office's referrals; approve, deny or withdraw each. */
export function Component() {
  const t = useT(messages);
  const r = useT(referralMessages);
  useDocumentTitle(t('nbOffice.title'));
  const list = useOfficeReferrals();
  const [done, setDone] = useState<string | null>(null);
  if (list.isError) throw list.error;
  if (!list.data) return <Loading />;
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('nbOffice.title')}</h1>
      <p className="usa-intro">{t('nbOffice.intro')}</p>
      <div role="status">
        {done && (
          <div className="usa-alert usa-alert--success usa-alert--slim">
            <div className="usa-alert__body">
              <p className="usa-alert__text">{done}</p>
            </div>
          </div>
        )}
      </div>
      <h2>{t('nbOffice.waiting')}</h2>
      {list.data.waiting.length === 0 && <p>{t('nbOffice.none')}</p>}
      {list.data.waiting.map((d) => (
        <Decide
          key={d.referralId}
          referral={d}
          onDone={(after) =>
            setDone(
              t('nbOffice.done', { newborn: after.newBornName, status: r(`nbRef.status.${after.nfReferralStatus}`) }),
            )
          }
        />
      ))}
      <h2 className="margin-top-5">{t('nbOffice.decided')}</h2>
      <ul className="usa-list">
        {list.data.decided.map((d) => (
          <li key={d.referralId}>
            {t('nbOffice.referral', { newborn: d.newBornName, born: usDate(d.newBornDOB) })} ({d.caseReference}):{' '}
            <strong>{r(`nbRef.status.${d.nfReferralStatus}`)}</strong>
            {d.denialReason && <> {t('nbOffice.reasonShown', { reason: d.denialReason })}</>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Decide({ referral: d, onDone }: { referral: WorkerAnbReferral; onDone: (after: WorkerAnbReferral) => void }) {
  const t = useT(messages);
  const decide = useDecideReferral();
  const [decision, setDecision] = useState<ReferralDecision | ''>('');
  const [reason, setReason] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const server = fieldMessages(decide.error);
  const id = (f: string) => `${f}-${d.referralId}`;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (!decision) problems.decision = t('nbOffice.chooseDecision');
    if (decision && decision !== 'APPROVE' && !reason.trim()) problems.reason = t('nbOffice.reasonRequired');
    setLocal(problems);
    if (!decision || Object.keys(problems).length > 0) return;
    decide.mutate({ id: d.referralId, body: { decision, reason } }, { onSuccess: onDone });
  };
  const decisionError = local.decision ?? server.decision;
  const heading = t('nbOffice.referral', { newborn: d.newBornName, born: usDate(d.newBornDOB) });
  return (
    <form
      className="usa-form usa-form--large border-top border-base-lighter padding-y-2"
      noValidate
      onSubmit={onSubmit}
      aria-label={heading}
    >
      <h3 className="margin-top-0">{heading}</h3>
      <p>
        {t('nbOffice.details', {
          mother: d.birthMotherName,
          case: d.caseReference,
          sent: usDate(d.submittedDate),
          provider: d.providerUser,
          facility: d.ANBProviderName,
        })}
      </p>
      <CallError error={Object.keys(server).length ? null : decide.error} />
      <fieldset
        className={`usa-fieldset usa-form-group${decisionError ? ' usa-form-group--error' : ''}`}
        aria-describedby={decisionError ? id('decision-error') : undefined}
      >
        <legend className="usa-legend">{t('nbOffice.decision')}</legend>
        {decisionError && (
          <span className="usa-error-message" id={id('decision-error')}>
            {decisionError}
          </span>
        )}
        {REFERRAL_DECISIONS.map((k) => (
          <div className="usa-radio" key={k}>
            <input
              className="usa-radio__input"
              type="radio"
              id={id(k)}
              name={id('decision')}
              checked={decision === k}
              onChange={() => setDecision(k)}
            />
            <label className="usa-radio__label" htmlFor={id(k)}>
              {t(`nbOffice.${k}`)}
            </label>
          </div>
        ))}
      </fieldset>
      {decision && decision !== 'APPROVE' && (
        <TextAreaField
          id={id('reason')}
          label={t('nbOffice.reason')}
          value={reason}
          error={local.reason ?? server.reason}
          maxLength={REFERRAL_REASON_MAX}
          onChange={setReason}
        />
      )}
      <button type="submit" className="usa-button margin-top-2" disabled={decide.isPending}>
        {t('nbOffice.save')}
      </button>
    </form>
  );
}
