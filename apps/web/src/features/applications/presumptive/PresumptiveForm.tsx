import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../../router';
import type { PresumptiveFiling } from '@portal/contracts';
import {
  CATEGORY_PERCENT,
  isPresumptiveMessageKey,
  PRESUMPTIVE_MESSAGES,
  PRESUMPTIVE_CATEGORIES,
  PRESUMPTIVE_CATEGORY_NAMES,
  PRESUMPTIVE_FIELDS,
  presumptiveProblems,
  type PresumptiveAnswers,
  type PresumptiveField,
} from '@portal/contracts/presumptive-api';
import { ROUTES, pathTo } from '@portal/contracts/routes';
import { fieldMessages, useApiFieldErrors, useErrorText } from '../../../components/apiErrors';
import { ErrorSummary, type FieldError } from '../../../components/ErrorSummary';
import { describedBy, FieldFrame, TextField, type TextFieldProps } from '../../../components/TextField';
import { useLocale, useT } from '../../../i18n/locale';
import { messages } from './messages';
import { filingKey, presumptiveCall } from './queries';

/** The state's "today" as the browser sees it (the server checks again with its own). */
const today = () => new Date().toLocaleDateString('en-CA');

const LABELS: Record<Exclude<PresumptiveField, 'category'>, keyof typeof messages> = {
  facilityId: 'pe.facility',
  firstName: 'pe.firstName',
  lastName: 'pe.lastName',
  birthDate: 'pe.birthDate',
  ssn: 'pe.ssn',
  addressLine1: 'pe.address',
  city: 'pe.city',
  zip: 'pe.zip',
  householdSize: 'pe.householdSize',
  monthlyIncome: 'pe.income',
};

/** The guided form of one filing: facility (when several), patient, household, income, category. */
export function PresumptiveForm({ filing }: { filing: PresumptiveFiling }) {
  const t = useT(messages);
  const l = useLocale().locale === 'es' ? 'es' : 'en';
  const errorText = useErrorText();
  const navigate = useNavigate();
  const client = useQueryClient();
  const only = filing.facilities.length === 1 ? filing.facilities[0]!.facilityId : '';
  const [values, setValues] = useState<PresumptiveAnswers>(
    () => Object.fromEntries(PRESUMPTIVE_FIELDS.map((f) => [f, f === 'facilityId' ? only : ''])) as PresumptiveAnswers,
  );
  const [local, setLocal] = useState<Partial<Record<PresumptiveField, string>>>({});
  const submit = useMutation({
    mutationFn: (answers: PresumptiveAnswers) =>
      presumptiveCall('submitPresumptive', { params: { formId: filing.formId }, body: answers }),
    onSuccess: (decided) => {
      client.setQueryData(filingKey(filing.formId), decided);
      void navigate(pathTo(ROUTES.presumptiveConfirmation, { formId: filing.formId }));
    },
  });
  const api = useApiFieldErrors(submit.error);
  // The server's messages come in the reader's language already (this form's own are not in the shared table).
  const server = fieldMessages(submit.error);
  const errorOf = (f: PresumptiveField) => local[f] ?? server[f];
  const summary: FieldError[] = PRESUMPTIVE_FIELDS.filter((f) => errorOf(f)).map((f) => ({
    fieldId: f === 'category' ? `category-${PRESUMPTIVE_CATEGORIES[0]}` : f,
    message: errorOf(f)!,
    label: t(f === 'category' ? 'pe.category' : LABELS[f]),
  }));
  if (api.general && summary.length === 0) summary.push({ fieldId: 'firstName', message: api.general });

  const facility = filing.facilities.find((f) => f.facilityId === values.facilityId);
  // BCCM only where the provider and the facility (the chosen one, or any of theirs) allow it.
  const bccm = facility ? facility.bccmAllowed : filing.facilities.some((f) => f.bccmAllowed);
  const categories = PRESUMPTIVE_CATEGORIES.filter((c) => c !== 'BCCM' || bccm);
  const set = (f: PresumptiveField, v: string) => setValues((old) => ({ ...old, [f]: v }));
  const text = (f: Exclude<PresumptiveField, 'category' | 'facilityId'>, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      id={f}
      label={t(LABELS[f])}
      requiredMark={f === 'ssn' ? undefined : t('pe.required')}
      value={values[f]}
      error={errorOf(f)}
      onChange={(e) => set(f, e.target.value)}
      {...extra}
    />
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit.reset();
    const problems = presumptiveProblems(values, today());
    if (values.category === 'BCCM' && !bccm) problems.category = 'validation.presumptive.bccm';
    const say = (key: string) => (isPresumptiveMessageKey(key) ? PRESUMPTIVE_MESSAGES[key][l] : errorText(key));
    setLocal(Object.fromEntries(Object.entries(problems).map(([f, key]) => [f, say(key)])));
    if (Object.keys(problems).length === 0) submit.mutate(values);
  };

  return (
    <div className="grid-container padding-y-4">
      <h1>{t('pe.title')}</h1>
      <p className="usa-intro">{t('pe.intro')}</p>
      <ErrorSummary errors={summary} />
      <form className="usa-form usa-form--large" noValidate onSubmit={onSubmit}>
        {filing.facilities.length > 1 && (
          <FieldFrame
            id="facilityId"
            label={t('pe.facility')}
            error={errorOf('facilityId')}
            requiredMark={t('pe.required')}
          >
            <select
              id="facilityId"
              name="facilityId"
              className={`usa-select${errorOf('facilityId') ? ' usa-input--error' : ''}`}
              value={values.facilityId}
              aria-describedby={describedBy('facilityId', null, errorOf('facilityId'))}
              onChange={(e) => set('facilityId', e.target.value)}
            >
              <option value="">{t('pe.facilityChoose')}</option>
              {filing.facilities.map((f) => (
                <option key={f.facilityId} value={f.facilityId}>
                  {f.name}
                </option>
              ))}
            </select>
          </FieldFrame>
        )}
        <fieldset className="usa-fieldset">
          <legend className="usa-legend usa-legend--large">{t('pe.patient')}</legend>
          {text('firstName', { autoComplete: 'off' })}
          {text('lastName', { autoComplete: 'off' })}
          {text('birthDate', { hint: t('pe.dateHint'), inputMode: 'numeric' })}
          {text('ssn', { hint: t('pe.ssnHint'), inputMode: 'numeric' })}
          {text('addressLine1')}
          {text('city')}
          {text('zip', { inputMode: 'numeric', className: 'usa-input--small' })}
        </fieldset>
        <fieldset className="usa-fieldset">
          <legend className="usa-legend usa-legend--large">{t('pe.household')}</legend>
          {text('householdSize', {
            hint: t('pe.householdHint'),
            inputMode: 'numeric',
            className: 'usa-input--small',
          })}
          {text('monthlyIncome', { hint: t('pe.incomeHint'), inputMode: 'decimal', unit: '$' })}
        </fieldset>
        <fieldset
          className={`usa-fieldset usa-form-group${errorOf('category') ? ' usa-form-group--error' : ''}`}
          aria-describedby={errorOf('category') ? 'category-error' : undefined}
        >
          <legend className="usa-legend usa-legend--large">
            {t('pe.category')} <span className="text-secondary-dark">{t('pe.required')}</span>
          </legend>
          {errorOf('category') && (
            <span className="usa-error-message" id="category-error">
              {errorOf('category')}
            </span>
          )}
          {categories.map((c) => (
            <div className="usa-radio" key={c}>
              <input
                className="usa-radio__input usa-radio__input--tile"
                type="radio"
                id={`category-${c}`}
                name="category"
                value={c}
                checked={values.category === c}
                onChange={() => set('category', c)}
              />
              <label className="usa-radio__label" htmlFor={`category-${c}`}>
                {PRESUMPTIVE_CATEGORY_NAMES[c][l]}
                <span className="usa-checkbox__label-description">
                  {t('pe.categoryLimit', { percent: CATEGORY_PERCENT[c] })}
                </span>
              </label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="usa-button margin-top-3" disabled={submit.isPending}>
          {submit.isPending ? t('pe.sending') : t('pe.submit')}
        </button>
      </form>
    </div>
  );
}
