import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import { pathTo } from '@portal/contracts/http';
import type { AnbFacility } from '@portal/contracts/newborn';
import { MOTHER_ID_PATTERN, newbornBirthProblem, NEWBORN_SEXES } from '@portal/contracts/newborn-api';
import { parseUsDate } from '@portal/contracts/validation-rules';
import { ReadingColumn } from '../../components/Article';
import { CallError } from '../../components/CallError';
import { ErrorSummary, type FieldError } from '../../components/ErrorSummary';
import { Loading } from '../../components/Loading';
import { FieldFrame, TextField } from '../../components/TextField';
import { fieldMessages, isForbidden, isRecordId } from '../../components/apiErrors';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { useCheckReferral, useFacilities, useMotivation } from './api';
import { loadDraft, saveDraft, type ReferralDraft, useFormId } from './draft';
import { referralMessages, type ReferralMessageKey } from './messages';
import { NotProvider } from './NotProvider';

const messages = defineMessages({
  'nbForm.mother': { en: 'The mother', es: 'La madre' },
  'nbForm.motherHint': {
    en: 'She must be on Medicaid. We check her case number, name and date of birth together.',
    es: 'Debe tener Medicaid. Revisamos juntos su número de caso, nombre y fecha de nacimiento.',
  },
  'nbForm.newborn': { en: 'The newborn', es: 'El recién nacido' },
  'nbForm.continue': { en: 'Continue to sign and submit', es: 'Continuar para firmar y enviar' },
  'nbForm.chooseFacility': { en: '- Select -', es: '- Seleccione -' },
});

const TEXT_FIELDS = [
  'motherClientId',
  'motherFirstName',
  'motherLastName',
  'motherBirthDate',
  'newbornFirstName',
  'newbornLastName',
  'newbornBirthDate',
] as const;
type Field = (typeof TEXT_FIELDS)[number] | 'providerConcernRoleID' | 'newbornSex';

const LABELS: Record<Field, ReferralMessageKey> = {
  providerConcernRoleID: 'nbRef.facility',
  motherClientId: 'nbRef.motherId',
  motherFirstName: 'nbRef.motherFirst',
  motherLastName: 'nbRef.motherLast',
  motherBirthDate: 'nbRef.motherBirth',
  newbornFirstName: 'nbRef.newbornFirst',
  newbornLastName: 'nbRef.newbornLast',
  newbornBirthDate: 'nbRef.newbornBirth',
  newbornSex: 'nbRef.newbornSex',
};

const todayIso = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The rules the server applies too (packages/contracts), as message keys. */
function problemsOf(v: ReferralDraft): Partial<Record<Field, ReferralMessageKey>> {
  const out: Partial<Record<Field, ReferralMessageKey>> = {};
  for (const f of ['providerConcernRoleID', ...TEXT_FIELDS, 'newbornSex'] as const)
    if (!v[f].trim()) out[f] = 'nbRef.fieldRequired';
  if (!out.motherClientId && !MOTHER_ID_PATTERN.test(v.motherClientId.trim())) out.motherClientId = 'nbRef.badMotherId';
  if (!out.motherBirthDate && !parseUsDate(v.motherBirthDate)) out.motherBirthDate = 'nbRef.badDate';
  const born = out.newbornBirthDate ? null : newbornBirthProblem(v.newbornBirthDate, todayIso());
  if (born)
    out.newbornBirthDate =
      born === 'future' ? 'nbRef.futureBirth' : born === 'tooOld' ? 'nbRef.tooOld' : 'nbRef.badDate';
  return out;
}

const empty = (facility: string): ReferralDraft => ({
  providerConcernRoleID: facility,
  motherClientId: '',
  motherFirstName: '',
  motherLastName: '',
  motherBirthDate: '',
  newbornFirstName: '',
  newbornLastName: '',
  newbornBirthDate: '',
  newbornSex: '',
});

/** /nf-submit-auto-new-born-assistance/form/:formId: the facility, the mother on Medicaid and the newborn. */
export function Component() {
  const formId = useFormId(ROUTES.newbornForm);
  const facilities = useFacilities(isRecordId(formId));
  const motivation = useMotivation(facilities.isSuccess);
  const r = useT(referralMessages);
  useDocumentTitle(motivation.data?.name ?? r('nbRef.title'));
  if (!isRecordId(formId)) return <Navigate replace to={pathTo(ROUTES.newbornForm, { formId: crypto.randomUUID() })} />;
  if (isForbidden(facilities.error)) return <NotProvider />;
  if (facilities.isError) throw facilities.error;
  if (motivation.isError) throw motivation.error;
  if (!facilities.data || !motivation.data) return <Loading />;
  return (
    <ReadingColumn>
      <h1>{motivation.data.name}</h1>
      <p className="usa-intro">{motivation.data.description}</p>
      <ReferralForm formId={formId} facilities={facilities.data.facilities} />
    </ReadingColumn>
  );
}

function ReferralForm({ formId, facilities }: { formId: string; facilities: AnbFacility[] }) {
  const t = useT(messages);
  const r = useT(referralMessages);
  const navigate = useNavigate();
  const check = useCheckReferral();
  const only = facilities.length === 1 ? facilities[0]!.providerConcernRoleID : '';
  const [values, setValues] = useState<ReferralDraft>(() => loadDraft(formId) ?? empty(only));
  const [local, setLocal] = useState<Partial<Record<Field, ReferralMessageKey>>>({});
  const server = fieldMessages(check.error);
  const errorOf = (f: Field) => (local[f] ? r(local[f]) : server[f]);
  const order: Field[] = ['providerConcernRoleID', ...TEXT_FIELDS, 'newbornSex'];
  const summary: FieldError[] = order
    .filter((f) => errorOf(f))
    .map((f) => ({ fieldId: f === 'newbornSex' ? 'newbornSex-F' : f, message: errorOf(f)!, label: r(LABELS[f]) }));
  const set = (f: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f]: e.target.value }));
  const text = (f: (typeof TEXT_FIELDS)[number], hint?: string) => (
    <TextField
      id={f}
      label={r(LABELS[f])}
      hint={hint}
      requiredMark={r('nbRef.required')}
      value={values[f]}
      error={errorOf(f)}
      onChange={set(f)}
      required
      autoComplete="off"
    />
  );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problems = problemsOf(values);
    setLocal(problems);
    check.reset();
    if (Object.keys(problems).length > 0) return;
    const body = { ...values, newbornSex: values.newbornSex as 'F' | 'M' };
    check.mutate(body, {
      onSuccess: () => {
        saveDraft(formId, values);
        void navigate(pathTo(ROUTES.newbornSignAndSubmit, { formId }));
      },
    });
  };
  const sexError = errorOf('newbornSex');
  return (
    <form className="usa-form usa-form--large" noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={summary} />
      <CallError error={Object.keys(server).length ? null : check.error} />
      {facilities.length > 1 ? (
        <FieldFrame
          id="providerConcernRoleID"
          label={r('nbRef.facility')}
          error={errorOf('providerConcernRoleID')}
          requiredMark={r('nbRef.required')}
        >
          <select
            id="providerConcernRoleID"
            name="providerConcernRoleID"
            className={`usa-select${errorOf('providerConcernRoleID') ? ' usa-input--error' : ''}`}
            value={values.providerConcernRoleID}
            onChange={set('providerConcernRoleID')}
            aria-describedby={errorOf('providerConcernRoleID') ? 'providerConcernRoleID-error' : undefined}
            required
          >
            <option value="">{t('nbForm.chooseFacility')}</option>
            {facilities.map((f) => (
              <option key={f.providerConcernRoleID} value={f.providerConcernRoleID}>
                {f.ANBProviderName}
              </option>
            ))}
          </select>
        </FieldFrame>
      ) : (
        <p>
          {r('nbRef.facility')}: <strong>{facilities[0]?.ANBProviderName}</strong>
        </p>
      )}
      <fieldset className="usa-fieldset margin-top-3">
        <legend className="usa-legend usa-legend--large">{t('nbForm.mother')}</legend>
        <p className="usa-hint">{t('nbForm.motherHint')}</p>
        {text('motherClientId', r('nbRef.motherIdHint'))}
        {text('motherFirstName')}
        {text('motherLastName')}
        {text('motherBirthDate', r('nbRef.dateHint'))}
      </fieldset>
      <fieldset className="usa-fieldset margin-top-3">
        <legend className="usa-legend usa-legend--large">{t('nbForm.newborn')}</legend>
        {text('newbornFirstName')}
        {text('newbornLastName')}
        {text('newbornBirthDate', r('nbRef.dateHint'))}
        <fieldset
          className={`usa-fieldset usa-form-group${sexError ? ' usa-form-group--error' : ''}`}
          aria-describedby={sexError ? 'newbornSex-error' : undefined}
        >
          <legend className="usa-legend">
            {r('nbRef.newbornSex')} <span className="text-secondary-dark">{r('nbRef.required')}</span>
          </legend>
          {sexError && (
            <span className="usa-error-message" id="newbornSex-error">
              {sexError}
            </span>
          )}
          {NEWBORN_SEXES.map((s) => (
            <div className="usa-radio" key={s}>
              <input
                className="usa-radio__input"
                type="radio"
                id={`newbornSex-${s}`}
                name="newbornSex"
                value={s}
                checked={values.newbornSex === s}
                onChange={set('newbornSex')}
              />
              <label className="usa-radio__label" htmlFor={`newbornSex-${s}`}>
                {r(`nbRef.sex.${s}`)}
              </label>
            </div>
          ))}
        </fieldset>
      </fieldset>
      <button type="submit" className="usa-button margin-top-3" disabled={check.isPending}>
        {t('nbForm.continue')}
      </button>
    </form>
  );
}
