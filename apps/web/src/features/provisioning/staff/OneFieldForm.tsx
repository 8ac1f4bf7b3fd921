import { useState, type FormEvent } from 'react';
import { PROVISIONED_NAME_MAX } from '@portal/contracts/organisations-api';
import { useApiFieldErrors } from '../../../components/apiErrors';
import { CallError } from '../../../components/CallError';
import { ErrorSummary, type FieldError } from '../../../components/ErrorSummary';
import { TextField } from '../../../components/TextField';
import { useT } from '../../../i18n/locale';
import { provisioningMessages as messages } from './provisioningMessages';

/** One text field and a button, with the required check and the server's field message. */
export function OneFieldForm(props: {
  id: string;
  heading: string;
  headingLevel: 'h2' | 'h3';
  label: string;
  hint?: string;
  button: string;
  field: 'name' | 'username';
  mutation: { error: unknown; isPending: boolean };
  onSubmit: (value: string, reset: () => void) => void;
}) {
  const t = useT(messages);
  const api = useApiFieldErrors(props.mutation.error);
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const error = missing ? t('prov.missing') : api.fields[props.field];
  const errors: FieldError[] = error ? [{ fieldId: props.id, message: error, label: props.label }] : [];
  const Heading = props.headingLevel;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMissing(!value.trim());
    if (value.trim()) props.onSubmit(value, () => setValue(''));
  };
  return (
    <form className="usa-form" noValidate onSubmit={submit}>
      <Heading>{props.heading}</Heading>
      <ErrorSummary errors={errors} />
      {api.general && <CallError error={props.mutation.error} />}
      <TextField
        id={props.id}
        label={props.label}
        hint={props.hint}
        autoComplete="off"
        maxLength={PROVISIONED_NAME_MAX + 10}
        value={value}
        error={error}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="usa-button margin-top-2" disabled={props.mutation.isPending}>
        {props.button}
      </button>
    </form>
  );
}
