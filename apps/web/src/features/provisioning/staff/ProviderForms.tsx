import { useState, type FormEvent } from 'react';
import type { ProviderFacility } from '@portal/contracts/organisations';
import { COUNTY_CODE_PATTERN, PROVISIONED_NAME_MAX } from '@portal/contracts/organisations-api';
import { useApiFieldErrors } from '../../../components/apiErrors';
import { CallError } from '../../../components/CallError';
import { ErrorSummary, type FieldError } from '../../../components/ErrorSummary';
import { TextField } from '../../../components/TextField';
import { useT } from '../../../i18n/locale';
import { provisioningMessages as messages } from './provisioningMessages';
import { useAddStaff, useCreateFacility, useUpdateFacility } from './provisioningQueries';

export const FLAGS = ['presumptive', 'bccm', 'newborn'] as const;
export type Flag = (typeof FLAGS)[number];
type Flags = Record<Flag, boolean>;
const NONE: Flags = { presumptive: false, bccm: false, newborn: false };
const allowedOf = (f: ProviderFacility): Flags => ({
  presumptive: f.presumptiveAllowed,
  bccm: f.bccmAllowed,
  newborn: f.newbornAllowed,
});
const asAllowed = (f: Flags) => ({
  presumptiveAllowed: f.presumptive,
  bccmAllowed: f.bccm,
  newbornAllowed: f.newborn,
});

/** Three check boxes in a fieldset: what a facility or a person may do. */
function FlagBoxes(props: {
  prefix: string;
  legend: string;
  value: Flags;
  onChange: (v: Flags) => void;
  errors: Partial<Record<Flag, string>>;
  only?: Flags;
}) {
  const t = useT(messages);
  return (
    <fieldset className="usa-fieldset margin-top-2">
      <legend className="usa-legend">{props.legend}</legend>
      {FLAGS.filter((f) => !props.only || props.only[f]).map((f) => {
        const id = `${props.prefix}-${f}`;
        const error = props.errors[f];
        return (
          <div key={f} className={`usa-checkbox${error ? ' usa-form-group--error' : ''}`}>
            {error && (
              <span className="usa-error-message" id={`${id}-error`}>
                {error}
              </span>
            )}
            <input
              className="usa-checkbox__input"
              id={id}
              type="checkbox"
              checked={props.value[f]}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => props.onChange({ ...props.value, [f]: e.target.checked })}
            />
            <label className="usa-checkbox__label" htmlFor={id}>
              {t(`prov.${f}`)}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

/** Enrols a facility: its name, county and what it may do. */
export function CreateFacilityForm({ onDone }: { onDone: (made: ProviderFacility) => void }) {
  const t = useT(messages);
  const create = useCreateFacility();
  const api = useApiFieldErrors(create.error);
  const [v, setV] = useState({ name: '', countyCode: '', flags: NONE });
  const [local, setLocal] = useState<Record<string, string>>({});
  const errorOf = (f: string) => local[f] ?? api.fields[f];
  const errors: FieldError[] = [
    { fieldId: 'facility-name', message: errorOf('name')!, label: t('prov.name') },
    { fieldId: 'facility-county', message: errorOf('countyCode')!, label: t('prov.countyCode') },
  ].filter((e) => e.message);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!v.name.trim()) found.name = t('prov.missing');
    if (!COUNTY_CODE_PATTERN.test(v.countyCode.trim())) found.countyCode = t('prov.countyHint');
    setLocal(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      { name: v.name, countyCode: v.countyCode, ...asAllowed(v.flags) },
      {
        onSuccess: (made) => onDone(made),
      },
    );
  };
  return (
    <form className="usa-form" noValidate onSubmit={submit}>
      <ErrorSummary errors={errors} />
      {api.general && <CallError error={create.error} />}
      <TextField
        id="facility-name"
        label={t('prov.name')}
        maxLength={PROVISIONED_NAME_MAX + 10}
        value={v.name}
        error={errorOf('name')}
        onChange={(e) => setV({ ...v, name: e.target.value })}
      />
      <TextField
        id="facility-county"
        label={t('prov.countyCode')}
        hint={t('prov.countyHint')}
        inputMode="numeric"
        className="usa-input--small"
        value={v.countyCode}
        error={errorOf('countyCode')}
        onChange={(e) => setV({ ...v, countyCode: e.target.value })}
      />
      <FlagBoxes
        prefix="facility-new"
        legend={t('prov.mayDo')}
        value={v.flags}
        errors={{}}
        onChange={(flags) => setV({ ...v, flags })}
      />
      <button type="submit" className="usa-button margin-top-2" disabled={create.isPending}>
        {t('prov.create')}
      </button>
    </form>
  );
}

/** Changes what a facility may do (its staff lose at once what it no longer allows). */
export function FacilityFlagsForm({ facility, onDone }: { facility: ProviderFacility; onDone: () => void }) {
  const t = useT(messages);
  const update = useUpdateFacility();
  const [flags, setFlags] = useState(allowedOf(facility));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      {
        id: facility.facilityId,
        body: { name: facility.name, countyCode: facility.countyCode, ...asAllowed(flags) },
      },
      { onSuccess: onDone },
    );
  };
  return (
    <form className="usa-form" noValidate onSubmit={submit}>
      <CallError error={update.error} />
      <FlagBoxes
        prefix={`facility-${facility.facilityId}`}
        legend={t('prov.mayDo')}
        value={flags}
        errors={{}}
        onChange={setFlags}
      />
      <button type="submit" className="usa-button usa-button--outline margin-top-2" disabled={update.isPending}>
        {t('prov.save', { name: facility.name })}
      </button>
    </form>
  );
}

/** Adds a portal account to a facility's staff with what it may do there (only what the facility allows). */
export function AddStaffForm({ facility, onDone }: { facility: ProviderFacility; onDone: (name: string) => void }) {
  const t = useT(messages);
  const add = useAddStaff();
  const api = useApiFieldErrors(add.error);
  const [username, setUsername] = useState('');
  const [flags, setFlags] = useState(NONE);
  const [missing, setMissing] = useState(false);
  const id = `staff-${facility.facilityId}`;
  const usernameError = missing ? t('prov.missing') : api.fields.username;
  const flagErrors = Object.fromEntries(FLAGS.map((f) => [f, api.fields[f]]).filter(([, m]) => m));
  const errors: FieldError[] = [
    { fieldId: `${id}-username`, message: usernameError!, label: t('prov.username') },
    ...FLAGS.map((f) => ({ fieldId: `${id}-${f}`, message: api.fields[f]!, label: t(`prov.${f}`) })),
  ].filter((e) => e.message);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMissing(!username.trim());
    if (!username.trim()) return;
    add.mutate(
      { id: facility.facilityId, body: { username: username.trim(), ...flags } },
      {
        onSuccess: (saved) => {
          const who = saved.staff.find((s) => s.userName.toLowerCase() === username.trim().toLowerCase());
          onDone(who?.displayName ?? username.trim());
          setUsername('');
          setFlags(NONE);
        },
      },
    );
  };
  return (
    <form className="usa-form" noValidate onSubmit={submit}>
      <h4>{t('prov.add', { name: facility.name })}</h4>
      <ErrorSummary errors={errors} />
      {api.general && <CallError error={add.error} />}
      <TextField
        id={`${id}-username`}
        label={t('prov.username')}
        hint={t('prov.usernameHint')}
        autoComplete="off"
        value={username}
        error={usernameError}
        onChange={(e) => setUsername(e.target.value)}
      />
      <FlagBoxes
        prefix={id}
        legend={t('prov.personMay')}
        value={flags}
        errors={flagErrors}
        onChange={setFlags}
        only={allowedOf(facility)}
      />
      <button type="submit" className="usa-button margin-top-2" disabled={add.isPending}>
        {t('prov.addButton')}
      </button>
    </form>
  );
}
