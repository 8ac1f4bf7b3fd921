import type { InputHTMLAttributes, ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Shows "(required)" next to the label; the input also gets `required`. */
  requiredMark?: string;
}

/** A labelled input with its hint and error, wired for screen readers (USWDS form group). */
export function TextField({ id, label, hint, error, requiredMark, className, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
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
        <span className="usa-error-message" id={errorId} role="alert">
          {error}
        </span>
      )}
      <input
        id={id}
        name={id}
        className={`usa-input${error ? ' usa-input--error' : ''}${className ? ` ${className}` : ''}`}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        {...input}
      />
    </div>
  );
}
