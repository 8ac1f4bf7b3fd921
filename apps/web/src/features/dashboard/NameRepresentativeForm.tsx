import { useState, type FormEvent } from 'react';
import { Link } from '../../router';
import { useMutation } from '@tanstack/react-query';
import { REP_PROGRAMMES, type RepProgramme } from '@portal/contracts/authrep-api';
import { ROUTES } from '@portal/contracts/routes';
import { ApiRequestError, call } from '../../api/client';
import { ActionResult } from '../../components/ActionResult';
import { useErrorText } from '../../components/apiErrors';
import { ErrorSummary, type FieldError } from '../../components/ErrorSummary';
import { TextField } from '../../components/TextField';
import { useT } from '../../i18n/locale';
import { repMessages } from './repMessages';

type Field = 'lookup' | 'programmes';

/**
 * The person invites a representative: their account's username or e-mail, and the programmes.
 * The answer is the same whatever the address is (issue 30); the representative accepts on their dashboard.
 */
export function NameRepresentativeForm({ onNamed }: { onNamed: () => void }) {
  const t = useT(repMessages);
  const errorText = useErrorText();
  const [lookup, setLookup] = useState('');
  const [chosen, setChosen] = useState<RepProgramme[]>([]);
  const [local, setLocal] = useState<Partial<Record<Field, string>>>({});
  const name = useMutation({
    mutationFn: () => call('nameRepresentative', { body: { lookup, programmes: chosen } }),
    onSuccess: () => {
      setLookup('');
      setChosen([]);
      onNamed();
    },
  });
  // The server's words for a refused field, or for too many invitations.
  const server = name.error instanceof ApiRequestError ? name.error : null;
  const serverOf = (f: Field) => server?.errors.find((e) => e.field === f || e.field?.startsWith(`${f}.`))?.message;
  const errorOf = (f: Field) => local[f] ?? serverOf(f);
  const fieldIds: Record<Field, string> = { lookup: 'rep-lookup', programmes: 'rep-programme-FNS' };
  const summary: FieldError[] = (['lookup', 'programmes'] as const)
    .filter((f) => errorOf(f))
    .map((f) => ({
      fieldId: fieldIds[f],
      message: errorOf(f)!,
      label: t(f === 'lookup' ? 'rep.lookup' : 'rep.programmesLegend'),
    }));
  const general = server && summary.length === 0 ? (server.errors[0]?.message ?? errorText(server.code)) : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    if (!lookup.trim()) missing.lookup = errorText('validation.required');
    if (chosen.length === 0) missing.programmes = errorText('validation.required');
    setLocal(missing);
    name.reset();
    if (Object.keys(missing).length === 0) name.mutate();
  }
  const toggle = (p: RepProgramme, on: boolean) =>
    setChosen((c) => (on ? REP_PROGRAMMES.filter((x) => x === p || c.includes(x)) : c.filter((x) => x !== p)));
  const programmesError = errorOf('programmes');

  return (
    <>
      <h3>{t('rep.nameHeading')}</h3>
      <p>
        {t('rep.nameIntro')} <Link to={ROUTES.applyingOnBehalf}>{t('rep.learnMore')}</Link>
      </p>
      <ErrorSummary errors={summary} />
      <ActionResult done={name.isSuccess ? name.data.message : null} failed={general} />
      <form className="usa-form" onSubmit={submit} noValidate>
        <TextField
          id={fieldIds.lookup}
          label={t('rep.lookup')}
          requiredMark={t('rep.required')}
          autoComplete="off"
          value={lookup}
          error={errorOf('lookup')}
          onChange={(e) => setLookup(e.target.value)}
        />
        <fieldset
          className={`usa-fieldset margin-top-2${programmesError ? ' usa-form-group usa-form-group--error' : ''}`}
          aria-describedby={programmesError ? 'rep-programmes-error' : undefined}
        >
          <legend className="usa-legend">
            {t('rep.programmesLegend')} <span className="text-secondary-dark">{t('rep.required')}</span>
          </legend>
          {programmesError && (
            <span className="usa-error-message" id="rep-programmes-error">
              {programmesError}
            </span>
          )}
          {REP_PROGRAMMES.map((p) => (
            <div className="usa-checkbox" key={p}>
              <input
                className="usa-checkbox__input"
                id={`rep-programme-${p}`}
                type="checkbox"
                checked={chosen.includes(p)}
                onChange={(e) => toggle(p, e.target.checked)}
              />
              <label className="usa-checkbox__label" htmlFor={`rep-programme-${p}`}>
                {t(`rep.programme.${p}`)}
              </label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="usa-button margin-top-2" disabled={name.isPending}>
          {t('rep.name')}
        </button>
      </form>
    </>
  );
}
