import { describedBy, FieldFrame } from './TextField';

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
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} requiredMark={requiredMark}>
      <textarea
        className={`usa-textarea${error ? ' usa-input--error' : ''}`}
        id={id}
        maxLength={maxLength}
        value={value}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </FieldFrame>
  );
}
