/** A textarea with its label, hint and error, wired for screen readers like TextField. */
export function TextAreaField(props: {
  id: string;
  label: string;
  /** Shown after the label, as TextField shows "(required)". */
  requiredMark?: string;
  hint?: string;
  error: string | undefined;
  value: string;
  maxLength: number;
  onChange: (v: string) => void;
}) {
  const { id, label, requiredMark, hint, error, value, maxLength, onChange } = props;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
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
      <textarea
        className={`usa-textarea${error ? ' usa-input--error' : ''}`}
        id={id}
        maxLength={maxLength}
        value={value}
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
