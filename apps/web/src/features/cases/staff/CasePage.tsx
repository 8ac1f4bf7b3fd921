import type { ReactNode } from 'react';
import { Link, useParams } from '../../../router';
import type { WorkerCase } from '@portal/contracts/case-page';
import { WORKER_NEWBORN_REFERRALS } from '@portal/contracts/newborn-paths';
import { ROUTES } from '@portal/contracts/routes';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { WORKER_MESSAGES, workerAppealPath, workerApplicationPath, workerChangePath } from '../../../app/staffPaths';
import { Loading } from '../../../components/Loading';
import { isNotFound, isRecordId } from '../../../components/apiErrors';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useDates } from '../../../i18n/dates';
import { useT } from '../../../i18n/locale';
import { caseMessages } from './caseMessages';
import { HistorySection } from './HistorySection';
import { NotesSection } from './NotesSection';
import { RemindersSection } from './RemindersSection';
import { useWorkerCase } from './queries';

type T = ReturnType<typeof useT<typeof caseMessages>>;

/** A titled part of the page: its list, or "None." */
function Part(props: { id: string; title: string; count: number; children: ReactNode; footer?: ReactNode }) {
  const t = useT(caseMessages);
  return (
    <section aria-labelledby={`${props.id}-heading`} className="margin-top-4">
      <h2 id={`${props.id}-heading`}>{props.title}</h2>
      {props.count === 0 ? <p>{t('case.none')}</p> : props.children}
      {props.footer}
    </section>
  );
}

const listClass = 'usa-list usa-list--unstyled';
const itemClass = 'border-top border-base-lighter padding-y-1';

function ProgramsTable({ c, t }: { c: WorkerCase; t: T }) {
  const dates = useDates();
  return (
    <table className="usa-table usa-table--stacked width-full">
      <caption>{t('case.programsCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('case.program')}</th>
          <th scope="col">{t('case.status')}</th>
          <th scope="col">{t('case.period')}</th>
        </tr>
      </thead>
      <tbody>
        {c.programs.map((p) => (
          <tr key={p.programCode}>
            <th scope="row" data-label={t('case.program')}>
              {p.programName}
            </th>
            <td data-label={t('case.status')}>{p.statusDescription}</td>
            <td data-label={t('case.period')}>
              {p.certificationStartOn && p.certificationEndOn
                ? t('case.periodValue', {
                    start: dates.day(p.certificationStartOn),
                    end: dates.day(p.certificationEndOn),
                  })
                : t('case.noPeriod')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Items({ c, t }: { c: WorkerCase; t: T }) {
  const dates = useDates();
  const programStatus = (s: string) =>
    (
      ['PENDING', 'APPROVED', 'DENIED', 'WITHDRAWN', 'WITHDRAWAL_REQUESTED'] as const satisfies readonly string[]
    ).includes(s as 'PENDING')
      ? t(`status.${s as 'PENDING'}`)
      : s;
  const referralStatus = (s: string) =>
    (['SUBMITTED', 'APPROVED', 'DENIED', 'WITHDRAWN'] as const satisfies readonly string[]).includes(s as 'SUBMITTED')
      ? t(`case.referral.${s as 'SUBMITTED'}`)
      : s;
  return (
    <>
      <Part id="applications" title={t('case.applications')} count={c.applications.length}>
        <ul className={listClass}>
          {c.applications.map((a) => (
            <li key={a.applicationId} className={itemClass}>
              <Link className="usa-link" to={workerApplicationPath(a.applicationId)}>
                {t('case.application', { reference: a.reference })}
              </Link>
              <p className="margin-y-05">
                {t('case.sent', { date: dates.moment(a.submittedAt) })}{' '}
                {a.programs.map((p) => `${p.programName}: ${programStatus(p.status)}`).join('; ')}
              </p>
            </li>
          ))}
        </ul>
      </Part>
      <Part id="changes" title={t('case.changes')} count={c.changes.length}>
        <ul className={listClass}>
          {c.changes.map((ch) => (
            <li key={ch.id} className={itemClass}>
              <Link className="usa-link" to={workerChangePath(ch.id)}>
                {t('case.change', { kind: ch.kindDescription, reference: ch.reference })}
              </Link>
              <p className="margin-y-05">
                {t('case.changeSent', { date: dates.moment(ch.submittedAt), status: ch.statusDescription })}
              </p>
            </li>
          ))}
        </ul>
      </Part>
      <Part
        id="appeals"
        title={t('case.appeals')}
        count={c.appeals.length}
        footer={c.appeals.length > 0 && !c.canOpenAppeals ? <p>{t('case.appealHearingOnly')}</p> : null}
      >
        <ul className={listClass}>
          {c.appeals.map((a) => {
            const name = t('case.appeal', { reference: a.reference, program: a.programName });
            return (
              <li key={a.id} className={itemClass}>
                {c.canOpenAppeals ? (
                  <Link className="usa-link" to={workerAppealPath(a.id)}>
                    {name}
                  </Link>
                ) : (
                  <span className="text-bold">{name}</span>
                )}
                <p className="margin-y-05">
                  {t('case.appealFiled', {
                    date: a.filedOn ? dates.day(a.filedOn) : '',
                    status: a.statusDescription,
                  })}
                </p>
              </li>
            );
          })}
        </ul>
      </Part>
      <Part
        id="referrals"
        title={t('case.referrals')}
        count={c.referrals.length}
        footer={
          c.referrals.length > 0 && (
            <Link className="usa-link" to={WORKER_NEWBORN_REFERRALS}>
              {t('case.referralsLink')}
            </Link>
          )
        }
      >
        <ul className={listClass}>
          {c.referrals.map((r) => (
            <li key={r.id} className={itemClass}>
              {t('case.referral', {
                name: r.newbornName,
                date: dates.moment(r.submittedAt),
                status: referralStatus(r.status),
              })}
            </li>
          ))}
        </ul>
      </Part>
      <Part
        id="documents"
        title={t('case.documents')}
        count={c.documentRequests.length}
        footer={
          <Link className="usa-link" to={`${ROUTES.workerDocuments}?case=${encodeURIComponent(c.caseId)}`}>
            {t('case.documentsLink')}
          </Link>
        }
      >
        <ul className={listClass}>
          {c.documentRequests.map((d) => (
            <li key={d.id} className={itemClass}>
              {t('case.document', {
                item: d.itemDescription,
                person: d.personName,
                program: d.programName,
                asked: dates.day(d.requestedOn),
                due: dates.day(d.dueOn),
              })}
            </li>
          ))}
        </ul>
      </Part>
      <Part
        id="messages"
        title={t('case.messages')}
        count={c.threads.length}
        footer={
          <Link className="usa-link" to={WORKER_MESSAGES}>
            {t('case.messagesLink')}
          </Link>
        }
      >
        <ul className={listClass}>
          {c.threads.map((th) => (
            <li key={th.id} className={itemClass}>
              {th.unreadReply && (
                <span className="usa-tag bg-secondary-dark margin-right-1">{t('case.unreadReply')}</span>
              )}
              {t('case.thread', { subject: th.subject, count: th.messageCount, date: dates.moment(th.lastAt) })}
            </li>
          ))}
        </ul>
      </Part>
    </>
  );
}

/** /worker/cases/:caseId — one case of the office on a page (ADR 0412). */
export function Component() {
  const t = useT(caseMessages);
  const dates = useDates();
  const { caseId = '' } = useParams();
  const valid = isRecordId(caseId);
  const found = useWorkerCase(caseId, valid);
  useDocumentTitle(t('case.title', { reference: found.data?.caseReference ?? '' }));
  if (!valid || isNotFound(found.error)) return <NotFoundPage />;
  if (found.isPending) return <Loading />;
  if (found.isError) throw found.error;
  const c = found.data;
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('case.title', { reference: c.caseReference })}</h1>
      <p>{t('case.about', { status: c.statusDescription, office: c.officeName, opened: dates.day(c.openedOn) })}</p>
      <div className="grid-row grid-gap">
        <div className="tablet:grid-col-7">
          <section aria-labelledby="people-heading">
            <h2 id="people-heading">{t('case.people')}</h2>
            <ul className="usa-list">
              {c.people.map((p) => (
                <li key={p.personId}>
                  {p.name} ({p.relationship}
                  {p.primary ? `, ${t('case.primary')}` : ''})
                </li>
              ))}
            </ul>
          </section>
          <Part id="programs" title={t('case.programs')} count={c.programs.length}>
            <ProgramsTable c={c} t={t} />
          </Part>
          <Items c={c} t={t} />
        </div>
        <div className="tablet:grid-col-5">
          <NotesSection c={c} />
          <RemindersSection caseId={c.caseId} />
          <HistorySection caseId={c.caseId} />
        </div>
      </div>
    </div>
  );
}
