import { ApiRequestError } from '../api/client';
import { useErrorText } from './apiErrors';

/** The message of a failed call that names no field (network and server failures included). */
export function CallError({ error }: { error: unknown }) {
  const text = useErrorText();
  if (!error) return null;
  const fieldOnly = error instanceof ApiRequestError && error.errors.length > 0 && error.errors.every((e) => e.field);
  if (fieldOnly) return null;
  const message =
    error instanceof ApiRequestError && error.kind === 'http' && error.errors[0]
      ? error.errors[0].message
      : text('INTERNAL');
  return (
    <div className="usa-alert usa-alert--error usa-alert--slim margin-bottom-2" role="alert">
      <div className="usa-alert__body">
        <p className="usa-alert__text">{message}</p>
      </div>
    </div>
  );
}
