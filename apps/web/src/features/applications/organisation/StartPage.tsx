import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '../../../router';
import {
  ORG_APPLICATION_TYPES,
  HOUSEHOLD_LABEL_MAX,
  type OrgApplicationType,
} from '@portal/contracts/organisations-api';
import { ROUTES, pathTo } from '@portal/contracts/routes';
import { isForbidden, useApiFieldErrors } from '../../../components/apiErrors';
import { CallError } from '../../../components/CallError';
import { ErrorSummary, type FieldError } from '../../../components/ErrorSummary';
import { Loading } from '../../../components/Loading';
import { TextField } from '../../../components/TextField';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useT } from '../../../i18n/locale';
import { messages } from './messages';
import { NotMember } from './NotMember';
import { useOrganisationApplications, useStartHouseholdApplication } from './queries';

/**
 * An organisation's user starts an application for a household: a label that tells the
 * household's draft apart from the others, and what it applies for; the guided form follows.
 */
export function StartPage() {
  const t = useT(messages);
  useDocumentTitle(t('orgStart.title'));
  const navigate = useNavigate();
  // The first page of the list says which organisation (and refuses an account of none).
  const org = useOrganisationApplications(1, 1);
  const start = useStartHouseholdApplication();
  const api = useApiFieldErrors(start.error);
  const [label, setLabel] = useState('');
  const [type, setType] = useState<OrgApplicationType | null>(null);
  const [local, setLocal] = useState<{ label?: string; type?: string }>({});
  if (org.isPending) return <Loading />;
  if (org.isError) {
    if (isForbidden(org.error)) return <NotMember title={t('orgStart.title')} />;
    throw org.error;
  }
  const labelError = local.label ?? api.fields.householdLabel;
  const typeError = local.type ?? api.fields.applicationTypeId;
  const errors: FieldError[] = [
    { fieldId: 'household-label', message: labelError!, label: t('orgStart.label') },
    { fieldId: `type-${ORG_APPLICATION_TYPES[0]}`, message: typeError!, label: t('orgStart.type') },
  ].filter((e) => e.message);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: { label?: string; type?: string } = {};
    if (!label.trim()) found.label = t('orgStart.missing');
    else if (label.trim().length > HOUSEHOLD_LABEL_MAX) found.label = t('orgStart.tooLong');
    if (!type) found.type = t('orgStart.chooseType');
    setLocal(found);
    if (found.label || found.type || !type) return;
    start.mutate(
      { applicationTypeId: type, householdLabel: label },
      { onSuccess: ({ formId }) => void navigate(pathTo(ROUTES.applyForm, { formId })) },
    );
  };
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('orgStart.title')}</h1>
      <p>{t('orgStart.intro', { organisation: org.data.organisationName })}</p>
      <form className="usa-form" noValidate onSubmit={submit}>
        <ErrorSummary errors={errors} />
        {api.general && <CallError error={start.error} />}
        <TextField
          id="household-label"
          label={t('orgStart.label')}
          hint={t('orgStart.labelHint')}
          autoComplete="off"
          value={label}
          error={labelError}
          onChange={(e) => setLabel(e.target.value)}
        />
        <fieldset className={`usa-fieldset margin-top-3${typeError ? ' usa-form-group usa-form-group--error' : ''}`}>
          <legend className="usa-legend">{t('orgStart.type')}</legend>
          {typeError && (
            <span className="usa-error-message" id="type-error">
              {typeError}
            </span>
          )}
          {ORG_APPLICATION_TYPES.map((k) => (
            <div className="usa-radio" key={k}>
              <input
                className="usa-radio__input"
                type="radio"
                id={`type-${k}`}
                name="applicationType"
                checked={type === k}
                aria-describedby={typeError ? 'type-error' : undefined}
                onChange={() => setType(k)}
              />
              <label className="usa-radio__label" htmlFor={`type-${k}`}>
                {t(`orgStart.${k}`)}
              </label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="usa-button margin-top-3" disabled={start.isPending}>
          {t('orgStart.start')}
        </button>
      </form>
      <p className="margin-top-4">
        <Link to={ROUTES.organisationApplications}>{t('orgStart.list')}</Link>
      </p>
    </div>
  );
}
