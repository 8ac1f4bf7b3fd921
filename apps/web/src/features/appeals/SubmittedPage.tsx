import { clockTime } from '@portal/contracts/time-of-day';
import { useState } from 'react';
import { Link, useLocation } from '../../router';
import { urlOf } from '@portal/contracts/calls-resident';
import type { AppealRequest, AppealTrack } from '@portal/contracts/appeals';
import { ROUTES } from '@portal/contracts/routes';
import { ReadingColumn } from '../../components/Article';
import { CallError } from '../../components/CallError';
import { Loading } from '../../components/Loading';
import { PdfLink } from '../../components/PdfLink';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useDates } from '../../i18n/dates';
import { useIntl, useT } from '../../i18n/locale';
import type { JustSent } from './FormPage';
import { messages } from './messages';
import { appealPaths } from './paths';
import { useAppeals, useWithdrawAppeal } from './queries';

/**
 * /appeals/submitted: every request on the track with where it stands (Submitted, Hearing
 * scheduled, Decided, Withdrawn), when and by whom it was sent, its PDF, the hearing and the
 * outcome; one not decided can be withdrawn. Just after sending, the request's confirmation.
 */
export function SubmittedPage({ track }: { track: AppealTrack }) {
  const t = useT(messages);
  const { day } = useDates();
  const list = useAppeals(track);
  const sent = (useLocation().state as JustSent | null)?.sent;
  const [withdrawn, setWithdrawn] = useState<string | null>(null);
  useDocumentTitle(t('appeals.submitted.title'));
  if (list.isPending) return <Loading />;
  if (list.isError) throw list.error;
  const requests = list.data.appealRequests;
  const just = requests.find((a) => a.onlineAppealRequestId === sent);
  return (
    <ReadingColumn>
      <h1>{t('appeals.submitted.title')}</h1>
      {just && (
        <div className="usa-alert usa-alert--success" role="status">
          <div className="usa-alert__body">
            <h2 className="usa-alert__heading">{t('appeals.submitted.thanks')}</h2>
            <p className="usa-alert__text">
              {t('appeals.submitted.thanksText', { reference: just.referenceNumber, date: day(just.filedOn) })}
            </p>
            <Link className="usa-link" to={ROUTES.uploadStandalone}>
              {t('appeals.submitted.documents')}
            </Link>
          </div>
        </div>
      )}
      {withdrawn && (
        <div className="usa-alert usa-alert--info usa-alert--slim" role="status">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('appeals.withdraw.done', { reference: withdrawn })}</p>
          </div>
        </div>
      )}
      {requests.length === 0 ? (
        <p>{t('appeals.none')}</p>
      ) : (
        <ul className="usa-list usa-list--unstyled">
          {requests.map((a) => (
            <Request key={a.onlineAppealRequestId} a={a} onWithdrawn={setWithdrawn} />
          ))}
        </ul>
      )}
      <p className="margin-top-4">
        <Link className="usa-link" to={appealPaths(track).home}>
          {t('appeals.back')}
        </Link>
      </p>
    </ReadingColumn>
  );
}

function Request({ a, onWithdrawn }: { a: AppealRequest; onWithdrawn: (reference: string) => void }) {
  const t = useT(messages);
  const { day, moment } = useDates();
  const intl = useIntl();
  const withdraw = useWithdrawAppeal();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const id = a.onlineAppealRequestId;
  // The same words as the hearing notice: "2:30 p.m." / "14:30".
  const time = (hhmm: string) => clockTime(hhmm, intl.locale === 'es' ? 'es' : 'en');
  return (
    <li className="border-1px border-base-lighter padding-2 margin-bottom-2">
      <h2 className="margin-top-0 font-heading-md">
        {t('appeals.item.heading', { program: a.programName, reference: a.referenceNumber })}
      </h2>
      <p>
        <span className="usa-tag bg-accent-cool-darker">{a.statusDescription}</span>
      </p>
      <p>
        {t('appeals.item.sent', {
          date: moment(a.submittedDateTime),
          sender: a.senderName,
          filed: day(a.filedOn),
          decision: day(a.decisionDate),
        })}
      </p>
      {a.hearing && (
        <p>
          {t('appeals.item.hearing', {
            date: day(a.hearing.date),
            time: time(a.hearing.time),
            mode: a.hearing.modeDescription,
            place: a.hearing.place,
          })}
        </p>
      )}
      {a.outcomeDescription && (
        <p className="text-bold">{t('appeals.item.outcome', { outcome: a.outcomeDescription })}</p>
      )}
      {a.outcomeNote && <p>{t('appeals.item.note', { note: a.outcomeNote })}</p>}
      <PdfLink className="usa-link" href={urlOf('appealPdf', { id: a.attachmentID })}>
        {t('appeals.item.pdf', { reference: a.referenceNumber })}
      </PdfLink>
      {a.canWithdraw && !asking && (
        <p>
          <button type="button" className="usa-button usa-button--outline" onClick={() => setAsking(true)}>
            {t('appeals.withdraw')}
          </button>
        </p>
      )}
      {a.canWithdraw && asking && (
        <form
          className="usa-form maxw-none margin-top-2"
          onSubmit={(e) => {
            e.preventDefault();
            withdraw.mutate({ id, reason }, { onSuccess: () => onWithdrawn(a.referenceNumber) });
          }}
        >
          <CallError error={withdraw.error} />
          <p>{t('appeals.withdraw.confirm', { reference: a.referenceNumber })}</p>
          <label className="usa-label" htmlFor={`reason-${id}`}>
            {t('appeals.withdraw.reason')}
          </label>
          <input
            className="usa-input"
            id={`reason-${id}`}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="margin-top-2">
            <button type="submit" className="usa-button usa-button--secondary" disabled={withdraw.isPending}>
              {t('appeals.withdraw.yes')}
            </button>
            <button type="button" className="usa-button usa-button--unstyled" onClick={() => setAsking(false)}>
              {t('appeals.withdraw.no')}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
