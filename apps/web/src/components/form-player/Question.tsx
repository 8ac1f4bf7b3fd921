import type { ReactNode } from 'react';
import { ENGINE_TEXT, answerKey, fieldId, type AnswerValue, type Lang, type Question } from '@portal/forms';
import { CODE_TABLES } from '@portal/contracts/code-tables';
import { TextField } from '../TextField';

interface Props {
  question: Question;
  /** The page instance's loop indexes (person, item): the answer key is `id.person.item`. */
  where: readonly number[];
  value: AnswerValue | undefined;
  label: string;
  lang: Lang;
  errors: Record<string, string>;
  onChange: (key: string, value: AnswerValue) => void;
}

const INPUT_MODE: Partial<
  Record<Question['type'], { inputMode: 'numeric' | 'decimal' | 'tel' | 'email'; autoComplete?: string }>
> = {
  number: { inputMode: 'numeric' },
  currency: { inputMode: 'decimal' },
  ssn: { inputMode: 'numeric', autoComplete: 'off' },
  phone: { inputMode: 'tel', autoComplete: 'tel' },
  email: { inputMode: 'email', autoComplete: 'email' },
  date: { inputMode: 'numeric' },
};

function ErrorText({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <span className="usa-error-message" id={`${id}-error`}>
      {text}
    </span>
  );
}

function Group({
  id,
  legend,
  error,
  hint,
  children,
}: {
  id: string;
  legend: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <fieldset
        className="usa-fieldset"
        aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
      >
        <legend className="usa-legend">{legend}</legend>
        {hint && (
          <div className="usa-hint" id={`${id}-hint`}>
            {hint}
          </div>
        )}
        <ErrorText id={id} text={error} />
        {children}
      </fieldset>
    </div>
  );
}

/** The State of an address: a list of the postal codes' names (typing "North Carolina" would not fit). */
function StateSelect(props: {
  id: string;
  lang: Lang;
  error: string | undefined;
  value: string;
  onChange: (state: string) => void;
}) {
  const { id, lang, error } = props;
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <label className={`usa-label${error ? ' usa-label--error' : ''}`} htmlFor={id}>
        {ENGINE_TEXT.state[lang]}
      </label>
      {error && (
        <span className="usa-error-message" id={`${id}-error`}>
          {error}
        </span>
      )}
      <select
        className={`usa-select${error ? ' usa-input--error' : ''}`}
        id={id}
        name={id}
        autoComplete="address-level1"
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        value={props.value.toUpperCase()}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">{ENGINE_TEXT.choose[lang]}</option>
        {CODE_TABLES.AddressState.items.map((s) => (
          <option key={s.value} value={s.value}>
            {s[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One question of a form page, drawn by its type (USWDS inputs, radios, checkboxes). */
export function QuestionField({ question: q, where, value, label, lang, errors, onChange }: Props) {
  const key = answerKey(q.id, where);
  const id = fieldId(key);
  // The applicant is the first person of a repeated page (or the page is not repeated).
  const aboutApplicant = (where[0] ?? 0) === 0;
  const hint = q.hint?.[lang];
  if (q.type === 'static') return <p className="usa-intro">{label}</p>;

  if (q.type === 'address' || q.type === 'name') {
    const parts =
      q.type === 'address'
        ? (['line1', 'line2', 'city', 'state', 'zip'] as const)
        : (['first', 'middle', 'last'] as const);
    const obj = typeof value === 'object' && !Array.isArray(value) ? value : {};
    const auto: Record<string, string> = {
      line1: 'address-line1',
      line2: 'address-line2',
      city: 'address-level2',
      state: 'address-level1',
      zip: 'postal-code',
      first: 'given-name',
      middle: 'additional-name',
      last: 'family-name',
    };
    return (
      <Group id={id} legend={label} hint={hint}>
        {parts.map((part) =>
          part === 'state' ? (
            <StateSelect
              key={part}
              id={fieldId(`${key}.${part}`)}
              lang={lang}
              error={errors[`${key}.${part}`]}
              value={obj.state ?? ''}
              onChange={(state) => onChange(key, { ...obj, state })}
            />
          ) : (
            <TextField
              key={part}
              id={fieldId(`${key}.${part}`)}
              label={ENGINE_TEXT[part][lang]}
              error={errors[`${key}.${part}`]}
              value={obj[part] ?? ''}
              autoComplete={aboutApplicant ? auto[part] : 'off'}
              maxLength={100}
              className={part === 'zip' ? 'usa-input--medium' : undefined}
              onChange={(e) => onChange(key, { ...obj, [part]: e.target.value })}
            />
          ),
        )}
      </Group>
    );
  }

  if (q.type === 'yesno' || q.type === 'choice') {
    const options =
      q.type === 'yesno'
        ? [
            { value: 'yes', label: ENGINE_TEXT.yes },
            { value: 'no', label: ENGINE_TEXT.no },
          ]
        : (q.options ?? []);
    return (
      <Group id={id} legend={label} error={errors[key]} hint={hint}>
        {options.map((o, i) => (
          <div className="usa-radio" key={o.value}>
            <input
              className="usa-radio__input"
              type="radio"
              id={i === 0 ? id : `${id}-${o.value}`}
              name={id}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(key, o.value)}
            />
            <label className="usa-radio__label" htmlFor={i === 0 ? id : `${id}-${o.value}`}>
              {o.label[lang]}
            </label>
          </div>
        ))}
      </Group>
    );
  }

  if (q.type === 'multi') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <Group id={id} legend={label} error={errors[key]} hint={hint}>
        {(q.options ?? []).map((o, i) => (
          <div className="usa-checkbox" key={o.value}>
            <input
              className="usa-checkbox__input"
              type="checkbox"
              id={i === 0 ? id : `${id}-${o.value}`}
              name={id}
              value={o.value}
              checked={chosen.includes(o.value)}
              onChange={(e) =>
                onChange(key, e.target.checked ? [...chosen, o.value] : chosen.filter((x) => x !== o.value))
              }
            />
            <label className="usa-checkbox__label" htmlFor={i === 0 ? id : `${id}-${o.value}`}>
              {o.label[lang]}
            </label>
          </div>
        ))}
      </Group>
    );
  }

  return (
    <TextField
      id={id}
      label={label}
      hint={hint}
      error={errors[key]}
      value={typeof value === 'string' ? value : ''}
      {...INPUT_MODE[q.type]}
      {...(q.autocomplete ? { autoComplete: aboutApplicant ? q.autocomplete : 'off' } : {})}
      unit={q.type === 'currency' ? '$' : undefined}
      className={q.type === 'number' || q.type === 'currency' || q.type === 'date' ? 'usa-input--medium' : undefined}
      onChange={(e) => onChange(key, e.target.value)}
    />
  );
}
