import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '../../router';
import type { AppealTrack } from '@portal/contracts/appeals';
import { ROUTES } from '@portal/contracts/routes';
import { ApiRequestError } from '../../api/client';
import { ReadingColumn } from '../../components/Article';
import { CallError, useLastCall } from '../../components/CallError';
import { ErrorSummary } from '../../components/ErrorSummary';
import { Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useDates } from '../../i18n/dates';
import { useT } from '../../i18n/locale';
import { messages } from './messages';
import { appealPaths } from './paths';
import { useAppealDecisions, useStartAppeal } from './queries';

/**
 * /appeals/form/new: which decision the request is about. Each decision shows when it was made
 * and the last day to appeal it; one that cannot be appealed online says why.
 */
export function NewPage({ track }: { track: AppealTrack }) {
  const t = useT(messages);
  const { day } = useDates();
  const navigate = useNavigate();
  const paths = appealPaths(track);
  const decisions = useAppealDecisions(track);
  const start = useStartAppeal(track);
  const lastCall = useLastCall();
  const [chosen, setChosen] = useState('');
  const [missing, setMissing] = useState(false);
  useDocumentTitle(t('appeals.new.title'));
  if (decisions.isPending) return <Loading />;
  if (decisions.isError) throw decisions.error;
  const open = decisions.data.decisions.filter((d) => !d.refusal);
  const closed = decisions.data.decisions.filter((d) => d.refusal);
  const describe = (d: (typeof open)[number]) =>
    t('appeals.new.decision', {
      program: d.programName,
      decision: d.decisionDescription,
      date: day(d.decisionDate),
      reference: d.reference,
    });
  // Refused by the server (the 90 days ended meanwhile, or another tab sent it): its reason.
  const refusal = start.error instanceof ApiRequestError && start.error.status === 409 ? start.error.errors[0] : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const decision = open.find((d) => d.decisionId === chosen);
    if (!decision) return setMissing(true);
    setMissing(false);
    if (decision.draftFormId) return navigate(paths.form(decision.draftFormId));
    lastCall.run(() =>
      start.mutate(decision.decisionId, {
        onSuccess: (r) => navigate(paths.form(r.formId)),
        onError: () => void decisions.refetch(),
      }),
    );
  };

  return (
    <ReadingColumn>
      <h1>{t('appeals.new.title')}</h1>
      <ErrorSummary errors={missing ? [{ fieldId: 'decision-0', message: t('appeals.new.pick') }] : []} />
      {refusal ? (
        <div className="usa-alert usa-alert--warning usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{refusal.message}</p>
          </div>
        </div>
      ) : (
        <CallError error={start.error} onRetry={lastCall.retry} />
      )}
      {open.length === 0 ? (
        <p>{t('appeals.new.none')}</p>
      ) : (
        <form className="usa-form maxw-none" noValidate onSubmit={submit}>
          <div className={`usa-form-group${missing ? ' usa-form-group--error' : ''}`}>
            <fieldset className="usa-fieldset" aria-describedby={missing ? 'decision-error' : undefined}>
              <legend className="usa-legend">{t('appeals.new.legend')}</legend>
              {missing && (
                <span className="usa-error-message" id="decision-error">
                  {t('appeals.new.pick')}
                </span>
              )}
              {open.map((d, i) => (
                <div className="usa-radio" key={d.decisionId}>
                  <input
                    className="usa-radio__input"
                    id={`decision-${i}`}
                    type="radio"
                    name="decision"
                    value={d.decisionId}
                    checked={chosen === d.decisionId}
                    onChange={() => setChosen(d.decisionId)}
                  />
                  <label className="usa-radio__label" htmlFor={`decision-${i}`}>
                    {describe(d)}
                    <span className="usa-checkbox__label-description">
                      {t('appeals.new.lastDay', { date: day(d.lastDayToAppeal) })}
                    </span>
                  </label>
                </div>
              ))}
            </fieldset>
          </div>
          <button type="submit" className="usa-button margin-top-3" disabled={start.isPending}>
            {start.isPending
              ? t('appeals.new.starting')
              : open.find((d) => d.decisionId === chosen)?.draftFormId
                ? t('appeals.new.resume')
                : t('appeals.new.continue')}
          </button>
        </form>
      )}
      {closed.length > 0 && (
        <ul className="usa-list margin-top-4">
          {closed.map((d) => (
            <li key={d.decisionId}>
              {describe(d)} {d.refusalDescription}
            </li>
          ))}
        </ul>
      )}
      <p className="margin-top-4">
        <Link className="usa-link" to={ROUTES.caseworkerInfo}>
          {t('appeals.office')}
        </Link>
      </p>
      <p>
        <Link className="usa-link" to={paths.home}>
          {t('appeals.backHome')}
        </Link>
      </p>
    </ReadingColumn>
  );
}
