import { clockTime } from '@portal/contracts/time-of-day';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from '../../../router';
import { staffUrlOf } from '@portal/contracts/calls-staff';
import { describeCode } from '@portal/contracts/code-tables';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { OpenCaseLink } from '../../../components/staff/OpenCaseLink';
import { ActionResult } from '../../../components/ActionResult';
import { Loading } from '../../../components/Loading';
import { isNotFound, isRecordId } from '../../../components/apiErrors';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useDates } from '../../../i18n/dates';
import { useIntl, useLocale, useT } from '../../../i18n/locale';
import { appealMessages as messages } from './appealMessages';
import { AnswerBlocks } from '../../../components/staff/AnswerBlocks';
import { useAppeal } from './appealQueries';
import { DecideForm, ScheduleForm } from './AppealForms';
import { WORKER_APPEALS } from '../../../app/staffPaths';

/** One appeal request for the hearing office: what was appealed and why, then schedule and decide. */
export function Component() {
  const t = useT(messages);
  const { day, moment } = useDates();
  const intl = useIntl();
  const lang = useLocale().locale === 'es' ? 'es' : 'en';
  const { id = '' } = useParams();
  const valid = isRecordId(id);
  const appeal = useAppeal(id, valid);
  const [done, setDone] = useState<string | null>(null);
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) result.current?.focus();
  }, [done]);
  useDocumentTitle(t('workerAppeal.title', { reference: appeal.data?.referenceNumber ?? '' }));
  if (!valid || isNotFound(appeal.error)) return <NotFoundPage />;
  if (appeal.isPending) return <Loading />;
  if (appeal.isError) throw appeal.error;
  const a = appeal.data;
  const open = a.status === 'SUBMITTED' || a.status === 'SCHEDULED';
  // The same words as the hearing notice: "2:30 p.m." / "14:30".
  const time = (hhmm: string) => clockTime(hhmm, intl.locale === 'es' ? 'es' : 'en');
  return (
    <div className="grid-container padding-y-4">
      <Link className="usa-link" to={WORKER_APPEALS}>
        {t('workerAppeal.back')}
      </Link>
      <h1>{t('workerAppeal.title', { reference: a.referenceNumber })}</h1>
      {a.caseId && <OpenCaseLink caseId={a.caseId} />}
      <p>
        {t('workerAppeal.about', {
          program: a.programName,
          decision: a.decisionDescription,
          decisionDate: day(a.decisionDate),
          decisionReference: a.decisionReference,
          name: a.appellantName,
          sent: moment(a.submittedDateTime),
          filed: day(a.filedOn),
        })}
      </p>
      <p>
        <span className="usa-tag bg-accent-cool-darker">
          {t('workerAppeal.status', { status: a.statusDescription })}
        </span>
      </p>
      {a.hearing && (
        <p>
          {t('workerAppeal.hearing', {
            date: day(a.hearing.date),
            time: time(a.hearing.time),
            mode: a.hearing.modeDescription,
            place: a.hearing.place,
          })}
        </p>
      )}
      {a.outcome && a.outcomeNote && (
        <p className="text-bold">
          {t('workerAppeal.outcome', { outcome: describeCode('HearingOutcome', a.outcome, lang), note: a.outcomeNote })}
        </p>
      )}
      <div ref={result} tabIndex={-1}>
        <ActionResult done={done} failed={null} />
      </div>
      <AnswerBlocks blocks={a.answers} level="h2" idPrefix="answers" />
      <h2>{t('workerAppeal.documents')}</h2>
      {a.documents.length === 0 ? (
        <p>{t('workerAppeal.noDocuments')}</p>
      ) : (
        <ul className="usa-list">
          {a.documents.map((d) => (
            <li key={d.attachmentId}>
              <a
                className="usa-link"
                href={staffUrlOf('workerAppealDocument', { id: a.id, attachmentId: d.attachmentId })}
                download
              >
                {t('workerAppeal.document', { name: d.fileName, date: moment(d.uploadedAt) })}
              </a>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <>
          <ScheduleForm appeal={a} onDone={() => setDone(t('workerAppeal.scheduled'))} />
          <DecideForm appeal={a} onDone={() => setDone(t('workerAppeal.decided'))} />
        </>
      )}
    </div>
  );
}
