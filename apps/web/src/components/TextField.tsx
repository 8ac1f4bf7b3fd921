import type { InputHTMLAttributes, ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Shows "(required)" next to the label; the input also gets `required`. */
  requiredMark?: string;
  /** A unit shown before the input, such as "$" for money (USWDS input prefix). */
  unit?: string;
}

/** A labelled input with its hint and error, wired for screen readers (USWDS form group). */
export function TextField({ id, label, hint, error, requiredMark, unit, className, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const field = (
    <input
      id={id}
      name={id}
      className={`usa-input${error ? ' usa-input--error' : ''}${className && !unit ? ` ${className}` : ''}`}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
      {...input}
    />
  );
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <label className={`usa-label${error ? ' usa-label--error' : ''}`} htmlFor={id}>
        {label}
        {requiredMark && <span className="text-secondary-dark"> {requiredMark}</span>}
      </label>
      {hint && (
        <div className="usa-hint" id={hintId}>
          {hint}
        </div>
      )}
      {error && (
        <span className="usa-error-message" id={errorId}>
          {error}
        </span>
      )}
      {unit ? (
        <div className={`usa-input-group${error ? ' usa-input-group--error' : ''}${className ? ` ${className}` : ''}`}>
          <div className="usa-input-prefix" aria-hidden="true">
            {unit}
          </div>
          {field}
        </div>
      ) : (
        field
      )}
    </div>
  );
}
