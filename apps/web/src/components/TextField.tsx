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
  const field = (
    <input
      id={id}
      name={id}
      className={`usa-input${error ? ' usa-input--error' : ''}${className && !unit ? ` ${className}` : ''}`}
      aria-describedby={describedBy(id, hint, error)}
      aria-invalid={error ? true : undefined}
      {...input}
    />
  );
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} requiredMark={requiredMark}>
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
    </FieldFrame>
  );
}

/**
 * A form group: the label (with "(required)"), the hint and the error, with the ids
 * (`{id}-hint`, `{id}-error`) the control names in its aria-describedby.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  requiredMark,
  children,
}: Pick<TextFieldProps, 'id' | 'label' | 'hint' | 'error' | 'requiredMark'> & { children: ReactNode }) {
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <label className={`usa-label${error ? ' usa-label--error' : ''}`} htmlFor={id}>
        {label}
        {requiredMark && <span className="text-secondary-dark"> {requiredMark}</span>}
      </label>
      {hint && (
        <div className="usa-hint" id={`${id}-hint`}>
          {hint}
        </div>
      )}
      {error && (
        <span className="usa-error-message" id={`${id}-error`}>
          {error}
        </span>
      )}
      {children}
    </div>
  );
}

/** The aria-describedby of a control in a FieldFrame: its hint and error, when shown. */
export const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
