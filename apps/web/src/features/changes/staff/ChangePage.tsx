import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from '../../../router';
import type { WorkerChangeDetail } from '@portal/contracts/changes';
import { describeCode } from '@portal/contracts/code-tables';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { ActionResult, useRowAction } from '../../../components/ActionResult';
import { Loading } from '../../../components/Loading';
import { OpenCaseLink } from '../../../components/staff/OpenCaseLink';
import { isNotFound, isRecordId } from '../../../components/apiErrors';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useDates } from '../../../i18n/dates';
import { useLocale, useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { AcceptForm, InformationForm } from './ChangeForms';
import { changeKindMessages } from './changeMessages';
import { WORKER_CHANGES } from '../../../app/staffPaths';
import { useAcceptChange, useCaseChange, useRequestChangeInfo } from './queries';

const messages = defineMessages({
  ...changeKindMessages,
  'workerChange.title': { en: '{kind}, reference {reference}', es: '{kind}, referencia {reference}' },
  'workerChange.back': {
    en: 'Back to change reports and renewals',
    es: 'Volver a los informes de cambios y renovaciones',
  },
  'workerChange.about': {
    en: 'Case {caseReference}, sent by {name} on {date}.',
    es: 'Caso {caseReference}, enviado por {name} el {date}.',
  },
  'workerChange.status': { en: 'Status: {status}', es: 'Estado: {status}' },
  'workerChange.note': { en: 'Caseworker’s note: {note}', es: 'Nota del trabajador social: {note}' },
  'workerChange.reported': { en: 'What the resident reported', es: 'Lo que informó el residente' },
  'workerChange.period': {
    en: 'The certification period renewed ends on {end}. Accepting the renewal starts the next one, from {start} to {next}.',
    es: 'El período de certificación que se renueva termina el {end}. Al aceptar la renovación comienza el siguiente, del {start} al {next}.',
  },
  'workerChange.periodStarted': {
    en: 'Renewed: the certification period ending on {end} is followed by the next one, from {start} to {next}.',
    es: 'Renovado: al período de certificación que termina el {end} le sigue el siguiente, del {start} al {next}.',
  },
  'workerChange.changes': { en: 'Changes', es: 'Cambios' },
  'workerChange.caption': {
    en: 'Each answer that differs from what was on file, before and after',
    es: 'Cada respuesta que difiere de lo que constaba, antes y después',
  },
  'workerChange.none': {
    en: 'No answer differs from what was on file.',
    es: 'Ninguna respuesta difiere de lo que constaba.',
  },
  'workerChange.part': { en: 'Part', es: 'Parte' },
  'workerChange.question': { en: 'Question', es: 'Pregunta' },
  'workerChange.before': { en: 'Before', es: 'Antes' },
  'workerChange.after': { en: 'After', es: 'Después' },
  'workerChange.accepted': {
    en: 'Accepted. The case records are updated and the resident has been told.',
    es: 'Aceptado. Los registros del caso están actualizados y se avisó al residente.',
  },
  'workerChange.asked': {
    en: 'The document request is on the case and the resident has been told.',
    es: 'La solicitud de documento está en el caso y se avisó al residente.',
  },
});

/** Each answer that changed, as a table that stacks on a narrow screen. */
function ChangesTable({ change }: { change: WorkerChangeDetail }) {
  const t = useT(messages);
  if (change.changes.length === 0) return <p>{t('workerChange.none')}</p>;
  const columns = ['part', 'question', 'before', 'after'] as const;
  return (
    <table className="usa-table usa-table--stacked width-full">
      <caption>{t('workerChange.caption')}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {t(`workerChange.${c}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {change.changes.map((row, i) => (
          <tr key={i}>
            <td data-label={t('workerChange.part')}>{row.heading}</td>
            <th scope="row" data-label={t('workerChange.question')}>
              {row.label}
            </th>
            <td data-label={t('workerChange.before')}>{row.before}</td>
            <td data-label={t('workerChange.after')}>{row.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One change report or renewal for the caseworker: what changed, then accept it or ask for a document. */
export function Component() {
  const t = useT(messages);
  const dates = useDates();
  const { locale } = useLocale();
  const { id = '' } = useParams();
  const valid = isRecordId(id);
  const change = useCaseChange(id, valid);
  const accept = useAcceptChange(id);
  const ask = useRequestChangeInfo(id);
  const accepted = useRowAction(accept);
  const asked = useRowAction(ask);
  // The form sent last: its errors and its outcome are the ones shown.
  const [active, setActive] = useState<'accept' | 'info' | null>(null);
  const result = useRef<HTMLDivElement>(null);
  const done =
    active === 'accept' && accepted.doneFor
      ? t('workerChange.accepted')
      : active === 'info' && asked.doneFor
        ? t('workerChange.asked')
        : null;
  // The forms leave the page once the report is decided: the outcome takes the focus instead.
  useEffect(() => {
    if (done) result.current?.focus();
  }, [done]);
  const kind = change.data ? t(`workerChanges.${change.data.kind}`) : '';
  useDocumentTitle(t('workerChange.title', { kind, reference: change.data?.reference ?? '' }));
  if (!valid || isNotFound(change.error)) return <NotFoundPage />;
  if (change.isPending) return <Loading />;
  if (change.isError) throw change.error;
  const c = change.data;
  const open = c.status === 'SUBMITTED' || c.status === 'INFO_REQUESTED';
  const lang = locale === 'es' ? 'es' : 'en';
  return (
    <div className="grid-container padding-y-4">
      <Link className="usa-link" to={WORKER_CHANGES}>
        {t('workerChange.back')}
      </Link>
      <h1>{t('workerChange.title', { kind, reference: c.reference })}</h1>
      <OpenCaseLink caseId={c.caseId} />
      <p>
        {t('workerChange.about', {
          caseReference: c.caseReference,
          name: c.applicantName,
          date: dates.moment(c.submittedAt),
        })}
      </p>
      <p>{t('workerChange.status', { status: describeCode('ChangeStatus', c.status, lang) })}</p>
      {c.decisionNote && <p>{t('workerChange.note', { note: c.decisionNote })}</p>}
      <div ref={result} tabIndex={-1}>
        <ActionResult done={done} failed={null} />
      </div>
      {c.summary.length > 0 && (
        <section aria-labelledby="reported-title">
          <h2 id="reported-title">{t('workerChange.reported')}</h2>
          <dl>
            {c.summary.map((r, i) => (
              <div key={i} className="border-bottom-1px border-base-lighter padding-y-1">
                <dt className="text-bold">{r.label}</dt>
                <dd className="margin-left-0">{r.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {c.certificationEndOn && c.nextPeriod && (
        <p>
          {t(c.status === 'ACCEPTED' ? 'workerChange.periodStarted' : 'workerChange.period', {
            end: dates.day(c.certificationEndOn),
            start: dates.day(c.nextPeriod.start),
            next: dates.day(c.nextPeriod.end),
          })}
        </p>
      )}
      <h2>{t('workerChange.changes')}</h2>
      <ChangesTable change={c} />
      {open && (
        <>
          <AcceptForm
            change={c}
            accept={accept}
            active={active === 'accept'}
            onActivate={() => {
              setActive('accept');
              ask.reset();
            }}
            onSend={(v) => accepted.act(v, c.id)}
          />
          <InformationForm
            ask={ask}
            active={active === 'info'}
            onActivate={() => {
              setActive('info');
              accept.reset();
            }}
            onSend={(v) => asked.act(v, c.id)}
          />
        </>
      )}
    </div>
  );
}
