import { useEffect, useRef } from 'react';
import { WORKER_NEWBORN_REFERRALS } from '@portal/contracts/newborn-paths';
import type { WorkerReferralDetail } from '@portal/contracts/newborn';
import { Link, useParams } from '../../../router';
import { ActionResult } from '../../../components/ActionResult';
import { Loading } from '../../../components/Loading';
import { OpenCaseLink } from '../../../components/staff/OpenCaseLink';
import { AssigneeCell } from '../../../components/staff/Assignment';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useDates } from '../../../i18n/dates';
import { useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { useDecideReferral, useOfficeReferral, useReferralAssignment } from '../api';
import { referralMessages } from '../messages';
import { DecideReferral } from './DecideReferral';
import { ReferralAssignmentResult } from './ReferralAssignmentResult';
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
          <ReferralAssignmentResult assignment={assignment} />
          <AssigneeCell
            assignee={d.assignee}
            labels={{ assign: t('nbOffice.assign'), takeOver: t('nbOffice.takeOver'), release: t('nbOffice.release') }}
            which={t('nbOffice.which', { newborn: d.newBornName })}
            pending={assignment.isPending}
            onAction={(action) => assignment.mutate({ id: d.referralId, newborn: d.newBornName, action })}
          />
          <DecideReferral referral={d} decide={decide} />
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
