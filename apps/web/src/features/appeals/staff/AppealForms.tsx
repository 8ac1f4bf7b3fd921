import { useState, type FormEvent } from 'react';
import { CODE_TABLES } from '@portal/contracts/code-tables';
import type { WorkerAppealDetail } from '@portal/contracts/appeals';
import { CallError } from '../../../components/CallError';
import { ErrorSummary, type FieldError } from '../../../components/ErrorSummary';
import { TextField } from '../../../components/TextField';
import { useApiFieldErrors } from '../../../components/apiErrors';
import { useLocale, useT } from '../../../i18n/locale';
import { appealMessages as messages } from './appealMessages';
import { useDecideAppeal, useScheduleHearing } from './appealQueries';

/** The errors of one form: those found before sending, then those the server gave a field. */
function useErrors(local: FieldError[], error: unknown, ids: Record<string, string>) {
  const server = useApiFieldErrors(error);
  const errors = [
    ...local,
    ...Object.entries(server.fields).flatMap(([f, message]) => (ids[f] ? [{ fieldId: ids[f], message }] : [])),
  ];
  return { errors, at: (id: string) => errors.find((e) => e.fieldId === id)?.message };
}

/** Radio buttons of a code table (how a hearing is held, its outcome). */
function Choice(props: {
  name: string;
  legend: string;
  table: 'HearingMode' | 'HearingOutcome';
  value: string;
  error: string | undefined;
  onChange: (v: string) => void;
}) {
  const lang = useLocale().locale === 'es' ? 'es' : 'en';
  const { name, legend, table, value, error, onChange } = props;
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <fieldset className="usa-fieldset" aria-describedby={error ? `${name}-error` : undefined}>
        <legend className="usa-legend">{legend}</legend>
        {error && (
          <span className="usa-error-message" id={`${name}-error`}>
            {error}
          </span>
        )}
        {CODE_TABLES[table].items.map((item, i) => (
          <div className="usa-radio" key={item.value}>
            <input
              className="usa-radio__input"
              type="radio"
              id={`${name}-${i}`}
              name={name}
              value={item.value}
              checked={value === item.value}
              onChange={() => onChange(item.value)}
            />
            <label className="usa-radio__label" htmlFor={`${name}-${i}`}>
              {item[lang]}
            </label>
          </div>
        ))}
      </fieldset>
    </div>
  );
}

/** Scheduling (or moving) the hearing: date, time, by phone or in person, where. */
export function ScheduleForm({ appeal, onDone }: { appeal: WorkerAppealDetail; onDone: () => void }) {
  const t = useT(messages);
  const schedule = useScheduleHearing(appeal.id);
  const [v, setV] = useState({
    date: appeal.hearing?.date ?? '',
    time: appeal.hearing?.time ?? '',
    mode: appeal.hearing?.mode ?? '',
    place: appeal.hearing?.place ?? '',
  });
  const [local, setLocal] = useState<FieldError[]>([]);
  const ids = { date: 'hearing-date', time: 'hearing-time', mode: 'hearing-mode-0', place: 'hearing-place' };
  const { errors, at } = useErrors(local, schedule.error, ids);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing = (Object.keys(ids) as (keyof typeof ids)[]).filter((k) => !v[k].trim());
    setLocal(missing.map((k) => ({ fieldId: ids[k], message: t('workerAppeal.missing') })));
    if (missing.length === 0) schedule.mutate({ ...v, mode: v.mode as 'PHONE' | 'IN_PERSON' }, { onSuccess: onDone });
  };
  return (
    <form className="usa-form maxw-none" noValidate onSubmit={submit}>
      <h2>{t(appeal.hearing ? 'workerAppeal.reschedule' : 'workerAppeal.schedule')}</h2>
      <p className="usa-hint">{t('workerAppeal.scheduleHint')}</p>
      <ErrorSummary errors={errors} />
      <CallError error={schedule.error} />
      <TextField
        id={ids.date}
        type="date"
        label={t('workerAppeal.date')}
        value={v.date}
        error={at(ids.date)}
        onChange={(e) => setV({ ...v, date: e.target.value })}
      />
      <TextField
        id={ids.time}
        type="time"
        label={t('workerAppeal.time')}
        value={v.time}
        error={at(ids.time)}
        onChange={(e) => setV({ ...v, time: e.target.value })}
      />
      <Choice
        name="hearing-mode"
        legend={t('workerAppeal.mode')}
        table="HearingMode"
        value={v.mode}
        error={at(ids.mode)}
        onChange={(mode) => setV({ ...v, mode })}
      />
      <TextField
        id={ids.place}
        label={t('workerAppeal.place')}
        maxLength={200}
        value={v.place}
        error={at(ids.place)}
        onChange={(e) => setV({ ...v, place: e.target.value })}
      />
      <button type="submit" className="usa-button margin-top-2" disabled={schedule.isPending}>
        {t('workerAppeal.send')}
      </button>
    </form>
  );
}

/** Recording the outcome, with the reasons the appellant reads. */
export function DecideForm({ appeal, onDone }: { appeal: WorkerAppealDetail; onDone: () => void }) {
  const t = useT(messages);
  const decide = useDecideAppeal(appeal.id);
  const [outcome, setOutcome] = useState('');
  const [note, setNote] = useState('');
  const [local, setLocal] = useState<FieldError[]>([]);
  const ids = { outcome: 'outcome-0', note: 'outcome-note' };
  const { errors, at } = useErrors(local, decide.error, ids);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: FieldError[] = [];
    if (!outcome) found.push({ fieldId: ids.outcome, message: t('workerAppeal.missing') });
    if (!note.trim()) found.push({ fieldId: ids.note, message: t('workerAppeal.missing') });
    setLocal(found);
    if (found.length === 0)
      decide.mutate({ outcome: outcome as 'UPHELD' | 'REVERSED' | 'DISMISSED', note }, { onSuccess: onDone });
  };
  return (
    <form className="usa-form maxw-none margin-top-4" noValidate onSubmit={submit}>
      <h2>{t('workerAppeal.decide')}</h2>
      <p className="usa-hint">{t('workerAppeal.decideHint')}</p>
      <ErrorSummary errors={errors} />
      <CallError error={decide.error} />
      <Choice
        name="outcome"
        legend={t('workerAppeal.outcomeLegend')}
        table="HearingOutcome"
        value={outcome}
        error={at(ids.outcome)}
        onChange={setOutcome}
      />
      <div className={`usa-form-group${at(ids.note) ? ' usa-form-group--error' : ''}`}>
        <label className="usa-label" htmlFor={ids.note}>
          {t('workerAppeal.reasons')} <span className="text-secondary-dark">{t('workerAppeal.required')}</span>
        </label>
        {at(ids.note) && (
          <span className="usa-error-message" id={`${ids.note}-error`}>
            {at(ids.note)}
          </span>
        )}
        <textarea
          className="usa-textarea"
          id={ids.note}
          maxLength={1000}
          value={note}
          aria-describedby={at(ids.note) ? `${ids.note}-error` : undefined}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <button type="submit" className="usa-button margin-top-2" disabled={decide.isPending}>
        {t('workerAppeal.record')}
      </button>
    </form>
  );
}
