import { useState, type ChangeEvent } from 'react';
import { useApiFieldErrors } from './apiErrors';
import type { FieldError } from './ErrorSummary';

/**
 * State of a form of text fields: values, the errors found before sending (`setLocal`) or
 * named by the server, the list for the error summary, and the props that wire a TextField.
 */
export function useFieldForm<F extends string>(fields: readonly F[], apiError: unknown) {
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((f) => [f, ''])) as Record<F, string>);
  const [local, setLocal] = useState<Partial<Record<F, string>>>({});
  const api = useApiFieldErrors(apiError);
  const errorOf = (f: F): string | undefined => local[f] ?? api.fields[f];
  const summary: FieldError[] = fields.filter((f) => errorOf(f)).map((f) => ({ fieldId: f, message: errorOf(f)! }));
  if (api.general && summary.length === 0) summary.push({ fieldId: fields[0]!, message: api.general });
  const fieldProps = (f: F) => ({
    id: f,
    value: values[f],
    error: errorOf(f),
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [f]: e.target.value })),
  });
  return { values, setLocal, summary, fieldProps };
}
