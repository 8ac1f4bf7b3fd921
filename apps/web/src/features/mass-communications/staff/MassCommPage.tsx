import { useState } from 'react';
import { describeCode } from '@portal/contracts/code-tables';
import type { MassCommunication, WorkerMassCommunications } from '@portal/contracts/mass-communications';
import { CallError } from '../../../components/CallError';
import { Loading } from '../../../components/Loading';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useIntl, useLocale, useT } from '../../../i18n/locale';
import { massCommMessages } from './massCommMessages';
import { MassCommForm } from './MassCommForm';
import { useCancelMassComm, useMassComms } from './massCommQueries';

type Outcome = 'scheduled' | 'saved' | 'cancelled';

/** Staff: mass communications and health-department alerts, with their progress. */
export function Component() {
  const t = useT(massCommMessages);
  useDocumentTitle(t('wMass.title'));
  const screen = useMassComms();
  const [editing, setEditing] = useState<MassCommunication | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A new form after each message, so the last one's words and preview are gone.
  const [formKey, setFormKey] = useState(0);
  if (screen.isPending) return <Loading />;
  if (screen.isError) throw screen.error;
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('wMass.title')}</h1>
      <p>{t('wMass.intro')}</p>
      {outcome && (
        <div className="usa-alert usa-alert--success usa-alert--slim" role="status">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t(`wMass.${outcome}`)}</p>
          </div>
        </div>
      )}
      <div className="grid-row grid-gap">
        <div className="tablet:grid-col-6">
          <MassCommForm
            key={editing ? editing.massCommunicationId : `new-${formKey}`}
            screen={screen.data}
            editing={editing}
            onDone={(done) => {
              setEditing(null);
              setFormKey((k) => k + 1);
              setOutcome(done === 'closed' ? null : done);
            }}
          />
        </div>
        <div className="tablet:grid-col-6">
          <MassCommList
            screen={screen.data}
            onChange={(m) => {
              setOutcome(null);
              setEditing(m);
            }}
            onCancelled={() => setOutcome('cancelled')}
          />
        </div>
      </div>
    </div>
  );
}

function MassCommList(props: {
  screen: WorkerMassCommunications;
  onChange: (m: MassCommunication) => void;
  onCancelled: () => void;
}) {
  const t = useT(massCommMessages);
  const intl = useIntl();
  const language = useLocale().locale === 'es' ? 'es' : 'en';
  const cancel = useCancelMassComm();
  const any = t('wMass.any');
  const audienceOf = (m: MassCommunication) =>
    m.kind === 'ALERTS'
      ? t('wMass.audienceAlerts', {
          topic: m.audience.topic ? describeCode('AlertTopic', m.audience.topic, language) : any,
        })
      : t('wMass.audienceCases', {
          office: m.audience.officeName ?? t('wMass.allOffices'),
          program: m.audience.programCode ? describeCode('ProgramType', m.audience.programCode, language) : any,
          status: m.audience.caseStatus ? describeCode('CaseStatus', m.audience.caseStatus, language) : any,
        });
  return (
    <section aria-labelledby="list-heading">
      <h2 id="list-heading">{t('wMass.list')}</h2>
      <CallError error={cancel.error} />
      {props.screen.items.length === 0 ? (
        <p>{t('wMass.none')}</p>
      ) : (
        <ul className="usa-list usa-list--unstyled">
          {props.screen.items.map((m) => (
            <li key={m.massCommunicationId} className="border-top border-base-lighter padding-y-2">
              <h3 className="margin-y-0 font-body-sm">{language === 'es' ? m.subjectEs : m.subjectEn}</h3>
              <p className="margin-y-05 font-body-2xs text-base-dark">{audienceOf(m)}</p>
              <p className="margin-y-05 font-body-2xs">
                {t('wMass.meta', {
                  status: t(`wMass.status.${m.status}`),
                  by: m.createdBy,
                  date: intl.formatDate(m.sendAt, { dateStyle: 'medium', timeStyle: 'short' }),
                  count: m.recipientCount,
                })}
              </p>
              <p className="margin-y-05 font-body-2xs" aria-live="polite">
                {t('wMass.counts', m.counts)}
              </p>
              {m.status === 'SCHEDULED' && (
                <button type="button" className="usa-button usa-button--outline" onClick={() => props.onChange(m)}>
                  {t('wMass.changeButton')}
                </button>
              )}
              {(m.status === 'SCHEDULED' || m.status === 'SENDING') && (
                <button
                  type="button"
                  className="usa-button usa-button--secondary"
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate(m.massCommunicationId, { onSuccess: props.onCancelled })}
                >
                  {t('wMass.cancelButton')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
