import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../api/client';
import { ActionResult } from '../../../components/ActionResult';
import { CallError } from '../../../components/CallError';
import { ErrorSummary, type FieldError } from '../../../components/ErrorSummary';
import { Loading } from '../../../components/Loading';
import { TextField } from '../../../components/TextField';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useDates } from '../../../i18n/dates';
import { useT } from '../../../i18n/locale';
import { appealMessages as messages } from './appealMessages';
import { useAddHoliday, useHolidays } from './appealQueries';
import { HolidayActions } from './HolidayActions';
import { holidayMessages } from './holidayMessages';
import { useWorkerMe } from '../../../api/staff';

/** The state holidays the filing date of an appeal skips; an administrator adds more. */
export function Component() {
  const t = useT({ ...messages, ...holidayMessages });
  const { day } = useDates();
  useDocumentTitle(t('holidays.title'));
  const me = useWorkerMe();
  const holidays = useHolidays();
  const add = useAddHoliday();
  const [v, setV] = useState({ date: '', name: '' });
  const [local, setLocal] = useState<FieldError[]>([]);
  const [done, setDone] = useState<string | null>(null);
  if (holidays.isPending || me.isPending) return <Loading />;
  if (holidays.isError) throw holidays.error;
  if (me.isError) throw me.error;
  const isAdmin = me.data.staffRole === 'ADMIN';
  const { today } = holidays.data;
  const exists = add.error instanceof ApiRequestError && add.error.status === 409;
  const errors: FieldError[] = exists ? [{ fieldId: 'holiday-date', message: t('holidays.exists') }] : local;
  const at = (id: string) => errors.find((e) => e.fieldId === id)?.message;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const missing: FieldError[] = [];
    if (!v.date) missing.push({ fieldId: 'holiday-date', message: t('workerAppeal.missing') });
    if (!v.name.trim()) missing.push({ fieldId: 'holiday-name', message: t('workerAppeal.missing') });
    setLocal(missing);
    if (missing.length === 0)
      add.mutate(v, {
        onSuccess: () => {
          setDone(t('holidays.added'));
          setV({ date: '', name: '' });
        },
      });
  };
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('holidays.title')}</h1>
      <p>{t('holidays.intro')}</p>
      <p>{t('holidays.counted')}</p>
      <ActionResult done={done} failed={null} />
      <table className="usa-table">
        <caption>{t('holidays.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('holidays.date')}</th>
            <th scope="col">{t('holidays.name')}</th>
            {isAdmin && <th scope="col">{t('holidays.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {holidays.data.holidays.map((h) => (
            <tr key={h.date}>
              <td>{day(h.date)}</td>
              <td>{h.name}</td>
              {isAdmin && (
                <td>{h.date > today ? <HolidayActions holiday={h} onDone={setDone} /> : t('holidays.keptPast')}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {isAdmin ? (
        <form className="usa-form" noValidate onSubmit={submit}>
          <h2>{t('holidays.add')}</h2>
          <ErrorSummary errors={errors} />
          {!exists && <CallError error={add.error} />}
          <TextField
            id="holiday-date"
            type="date"
            label={t('holidays.date')}
            value={v.date}
            error={at('holiday-date')}
            onChange={(e) => setV({ ...v, date: e.target.value })}
          />
          <TextField
            id="holiday-name"
            label={t('holidays.name')}
            maxLength={80}
            value={v.name}
            error={at('holiday-name')}
            onChange={(e) => setV({ ...v, name: e.target.value })}
          />
          <button type="submit" className="usa-button margin-top-2" disabled={add.isPending}>
            {t('holidays.add')}
          </button>
        </form>
      ) : (
        <p>{t('holidays.adminOnly')}</p>
      )}
    </div>
  );
}
