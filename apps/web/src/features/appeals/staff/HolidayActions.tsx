import { useState, type FormEvent } from 'react';
import { useApiFieldErrors } from '../../../components/apiErrors';
import { CallError } from '../../../components/CallError';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Dialog } from '../../../components/Dialog';
import { ErrorSummary, type FieldError } from '../../../components/ErrorSummary';
import { TextField } from '../../../components/TextField';
import { useDates } from '../../../i18n/dates';
import { useT } from '../../../i18n/locale';
import { appealMessages } from './appealMessages';
import { holidayMessages } from './holidayMessages';
import { useCorrectHoliday, useRemoveHoliday } from './appealQueries';

const messages = { ...appealMessages, ...holidayMessages };
type Holiday = { date: string; name: string };

/**
 * An administrator's actions on one holiday still to come: correct its date and name, or remove
 * it, each asked in a dialog. What was done is said by the page (`onDone`).
 */
export function HolidayActions({ holiday, onDone }: { holiday: Holiday; onDone: (text: string) => void }) {
  const t = useT(messages);
  const { day } = useDates();
  const [open, setOpen] = useState<'correct' | 'remove' | null>(null);
  const close = () => setOpen(null);
  const removal = useRemoveHoliday();
  const remove = () =>
    removal.mutate(holiday.date, {
      onSuccess: () => {
        close();
        onDone(t('holidays.removed', { name: holiday.name, date: day(holiday.date) }));
      },
    });
  return (
    <>
      <ul className="usa-button-group">
        <li className="usa-button-group__item">
          <button type="button" className="usa-button usa-button--outline" onClick={() => setOpen('correct')}>
            {t('holidays.correct')}
            <span className="usa-sr-only"> {holiday.name}</span>
          </button>
        </li>
        <li className="usa-button-group__item">
          <button
            type="button"
            className="usa-button usa-button--secondary"
            onClick={() => {
              removal.reset();
              setOpen('remove');
            }}
          >
            {t('holidays.remove')}
            <span className="usa-sr-only"> {holiday.name}</span>
          </button>
        </li>
      </ul>
      {open === 'correct' && <CorrectDialog holiday={holiday} onClose={close} onDone={onDone} />}
      <ConfirmDialog
        open={open === 'remove'}
        title={t('holidays.removeTitle', { name: holiday.name })}
        confirmLabel={t('holidays.confirmRemove')}
        cancelLabel={t('holidays.cancel')}
        onConfirm={remove}
        onCancel={close}
        pending={removal.isPending}
        destructive
      >
        <p>{t('holidays.removeBody', { name: holiday.name, date: day(holiday.date) })}</p>
        <CallError error={removal.error} />
      </ConfirmDialog>
    </>
  );
}

function CorrectDialog({
  holiday,
  onClose,
  onDone,
}: {
  holiday: Holiday;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const t = useT(messages);
  const { day } = useDates();
  const correct = useCorrectHoliday();
  const [v, setV] = useState(holiday);
  const [local, setLocal] = useState<FieldError[]>([]);
  const server = useApiFieldErrors(correct.error);
  const fromServer: FieldError[] = Object.entries(server.fields).map(([field, message]) => ({
    fieldId: field === 'name' ? 'correct-name' : 'correct-date',
    message,
  }));
  const errors = local.length > 0 ? local : fromServer;
  const at = (id: string) => errors.find((e) => e.fieldId === id)?.message;
  const formId = `correct-${holiday.date}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing: FieldError[] = [];
    if (!v.date) missing.push({ fieldId: 'correct-date', message: t('workerAppeal.missing') });
    if (!v.name.trim()) missing.push({ fieldId: 'correct-name', message: t('workerAppeal.missing') });
    setLocal(missing);
    if (missing.length > 0) return;
    correct.mutate(
      { day: holiday.date, ...v },
      {
        onSuccess: () => {
          onClose();
          onDone(t('holidays.corrected', { name: v.name.trim(), date: day(v.date) }));
        },
      },
    );
  };
  return (
    <Dialog
      open
      title={t('holidays.correctTitle', { name: holiday.name })}
      onClose={onClose}
      actions={
        <>
          <li className="usa-button-group__item">
            <button type="submit" form={formId} className="usa-button" disabled={correct.isPending}>
              {t('holidays.save')}
            </button>
          </li>
          <li className="usa-button-group__item">
            <button type="button" className="usa-button usa-button--unstyled padding-105" onClick={onClose}>
              {t('holidays.cancel')}
            </button>
          </li>
        </>
      }
    >
      <form id={formId} className="usa-form" noValidate onSubmit={submit}>
        <p>{t('holidays.correctBody')}</p>
        <ErrorSummary errors={errors} />
        {server.general && fromServer.length === 0 && <CallError error={correct.error} />}
        <TextField
          id="correct-date"
          type="date"
          label={t('holidays.date')}
          value={v.date}
          error={at('correct-date')}
          onChange={(e) => setV({ ...v, date: e.target.value })}
        />
        <TextField
          id="correct-name"
          label={t('holidays.name')}
          maxLength={80}
          value={v.name}
          error={at('correct-name')}
          onChange={(e) => setV({ ...v, name: e.target.value })}
        />
      </form>
    </Dialog>
  );
}
