import { useState } from 'react';
import type { SubmittedProgram } from '@portal/contracts/applications';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { useWithdrawalReasons, useWithdraw } from './queries';
import { CallError, useLastCall } from '../../components/CallError';
import { fieldMessages } from '../../components/apiErrors';

const messages = defineMessages({
  'withdraw.title': { en: 'Withdraw your application for {program}', es: 'Retirar su solicitud de {program}' },
  'withdraw.reason': { en: 'Why do you want to withdraw?', es: '¿Por qué desea retirarla?' },
  'withdraw.choose': { en: '- Select -', es: '- Seleccione -' },
  'withdraw.other': { en: 'Tell us why', es: 'Díganos por qué' },
  'withdraw.first': { en: 'First name', es: 'Nombre' },
  'withdraw.middle': { en: 'Middle name (optional)', es: 'Segundo nombre (opcional)' },
  'withdraw.last': { en: 'Last name', es: 'Apellido' },
  'withdraw.ack': {
    en: 'I understand that if I withdraw, this program will not be decided, and I cannot ask for a hearing about it.',
    es: 'Entiendo que si la retiro, no se decidirá este programa y no podré pedir una audiencia sobre él.',
  },
  'withdraw.submit': { en: 'Withdraw', es: 'Retirar' },
  'withdraw.cancel': { en: 'Cancel', es: 'Cancelar' },
  'withdraw.required': { en: 'This field is required.', es: 'Este campo es obligatorio.' },
  'withdraw.box': { en: 'Select the required box below.', es: 'Marque la casilla obligatoria a continuación.' },
});

/** The withdrawal dialog: reason (Other needs an explanation), signature and acknowledgement. */
export function WithdrawDialog({
  appId,
  program,
  onClose,
}: {
  appId: string;
  program: SubmittedProgram;
  onClose: () => void;
}) {
  const t = useT(messages);
  const reasons = useWithdrawalReasons(appId, program.application_program_id);
  const withdraw = useWithdraw(appId, program.application_program_id);
  const lastCall = useLastCall();
  const [form, setForm] = useState({
    withdrawalReason: '',
    otherReason: '',
    firstName: '',
    middleName: '',
    lastName: '',
    acknowledged: false,
  });
  const [issues, setIssues] = useState<Record<string, string>>({});
  const errors = { ...fieldMessages(withdraw.error), ...issues };

  function submit() {
    const found: Record<string, string> = {};
    if (!form.withdrawalReason) found.withdrawalReason = t('withdraw.required');
    if (form.withdrawalReason === 'OTHER' && !form.otherReason.trim()) found.otherReason = t('withdraw.required');
    if (!form.firstName.trim()) found.firstName = t('withdraw.required');
    if (!form.lastName.trim()) found.lastName = t('withdraw.required');
    if (!form.acknowledged) found.acknowledged = t('withdraw.box');
    setIssues(found);
    if (Object.keys(found).length === 0) lastCall.run(() => withdraw.mutate(form, { onSuccess: onClose }));
  }

  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  return (
    <Dialog
      open
      title={t('withdraw.title', { program: program.name })}
      onClose={onClose}
      actions={
        <>
          <li className="usa-button-group__item">
            <button
              type="button"
              className="usa-button usa-button--secondary"
              disabled={withdraw.isPending}
              onClick={submit}
            >
              {t('withdraw.submit')}
            </button>
          </li>
          <li className="usa-button-group__item">
            <button type="button" className="usa-button usa-button--unstyled padding-105" onClick={onClose}>
              {t('withdraw.cancel')}
            </button>
          </li>
        </>
      }
    >
      <CallError error={withdraw.error} onRetry={lastCall.retry} />
      <div className={`usa-form-group${errors.withdrawalReason ? ' usa-form-group--error' : ''}`}>
        <label className="usa-label" htmlFor="wd-reason">
          {t('withdraw.reason')}
        </label>
        {errors.withdrawalReason && (
          <span className="usa-error-message" id="wd-reason-error">
            {errors.withdrawalReason}
          </span>
        )}
        <select
          className="usa-select"
          id="wd-reason"
          value={form.withdrawalReason}
          onChange={set('withdrawalReason')}
          aria-describedby={errors.withdrawalReason ? 'wd-reason-error' : undefined}
        >
          <option value="">{t('withdraw.choose')}</option>
          {reasons.data?.withdrawalReason.map((r) => (
            <option key={r.code} value={r.code}>
              {r.description}
            </option>
          ))}
        </select>
      </div>
      {form.withdrawalReason === 'OTHER' && (
        <TextField
          id="wd-other"
          label={t('withdraw.other')}
          error={errors.otherReason}
          value={form.otherReason}
          maxLength={500}
          onChange={set('otherReason')}
        />
      )}
      <TextField
        id="wd-first"
        label={t('withdraw.first')}
        error={errors.firstName}
        value={form.firstName}
        onChange={set('firstName')}
        autoComplete="given-name"
      />
      <TextField
        id="wd-middle"
        label={t('withdraw.middle')}
        value={form.middleName}
        onChange={set('middleName')}
        autoComplete="additional-name"
      />
      <TextField
        id="wd-last"
        label={t('withdraw.last')}
        error={errors.lastName}
        value={form.lastName}
        onChange={set('lastName')}
        autoComplete="family-name"
      />
      <div className={`usa-form-group${errors.acknowledged ? ' usa-form-group--error' : ''}`}>
        {errors.acknowledged && (
          <span className="usa-error-message" id="wd-ack-error">
            {errors.acknowledged}
          </span>
        )}
        <div className="usa-checkbox">
          <input
            className="usa-checkbox__input"
            type="checkbox"
            id="wd-ack"
            checked={form.acknowledged}
            onChange={(e) => setForm((f) => ({ ...f, acknowledged: e.target.checked }))}
          />
          <label className="usa-checkbox__label" htmlFor="wd-ack">
            {t('withdraw.ack')}
          </label>
        </div>
      </div>
    </Dialog>
  );
}
