import { Link, useNavigate, useSearchParams } from '../../../router';
import { ROUTES } from '@portal/contracts/routes';
import type { CocConfig } from '@portal/contracts/changes';
import { CallError, useLastCall } from '../../../components/CallError';
import { Loading } from '../../../components/Loading';
import { ReadingColumn } from '../../../components/Article';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useDates } from '../../../i18n/dates';
import { useT } from '../../../i18n/locale';
import { messages } from './messages';
import { changePaths, typeCode, type Kind, type Naming } from './paths';
import { useBenefitRange, useChangeConfig, useStartChange, useUnsupportedMessage } from './queries';

/** What to do instead, for each reason a report or renewal cannot be done online. */
const WAY_FORWARD: Record<
  NonNullable<CocConfig['unsupportedScenarioCode']>,
  { to: string; key: keyof typeof messages }
> = {
  NOT_LINKED: { to: ROUTES.upgradeAccount, key: 'changes.way.upgrade' },
  NO_FOOD_CASE: { to: ROUTES.applyForAssistance, key: 'changes.way.apply' },
  RENEWAL_NOT_OPEN: { to: ROUTES.recertFaq, key: 'changes.way.recertFaq' },
  RENEWAL_IN_PROGRESS: { to: ROUTES.caseworkerInfo, key: 'changes.way.office' },
  RENEWAL_SUBMITTED: { to: ROUTES.yourApplications, key: 'changes.way.yours' },
};

/**
 * Where a change report or renewal starts: whether it can be done online (and if not, why and
 * what to do instead), the renewal's due date, and the button that starts it (or resumes the
 * one in progress), filled in from the case.
 */
export function StartPage({ kind, naming }: { kind: Kind; naming: Naming }) {
  const t = useT(messages);
  const { day } = useDates();
  const navigate = useNavigate();
  const code = typeCode(kind, naming);
  const config = useChangeConfig(code);
  const unsupported = useUnsupportedMessage(config.data?.unsupportedScenarioCode ?? null);
  const range = useBenefitRange();
  const start = useStartChange();
  const lastCall = useLastCall();
  const paths = changePaths(kind, naming);
  // Opened from "Update" on Your information: the form opens at "what changed" with that part offered.
  const part = useSearchParams()[0].get('part');
  const formLink = (id: string) =>
    part ? `${paths.form(id)}?page=change&part=${encodeURIComponent(part)}` : paths.form(id);
  const title = t(
    kind === 'COC' ? 'changes.coc.title' : naming === 'SNAP' ? 'changes.recert.titleSnap' : 'changes.recert.title',
  );
  useDocumentTitle(title);
  if (config.isPending) return <Loading />;
  if (config.isError) throw config.error;
  const c = config.data;
  const why = c.unsupportedScenarioCode;

  const begin = () =>
    lastCall.run(() =>
      start.mutate(
        { cocTypeCode: code, caseID: c.caseID! },
        { onSuccess: (r) => navigate(formLink(r.iegScriptExecutionID)) },
      ),
    );

  return (
    <ReadingColumn>
      <h1>{title}</h1>
      <CallError error={start.error} onRetry={lastCall.retry} />
      {kind === 'COC' ? (
        <>
          <p className="usa-intro">{t('changes.coc.intro')}</p>
          <p>{t('changes.coc.rules')}</p>
        </>
      ) : (
        <>
          <p className="usa-intro">{t('changes.recert.intro')}</p>
          {range.data && (
            <p>{t('changes.recert.range', { min: range.data.minAmountStr, max: range.data.maxAmountStr })}</p>
          )}
        </>
      )}
      {c.nfDisplayLateRecertMessage && c.nfLateRecertEndDate ? (
        <div className="usa-alert usa-alert--warning" role="status">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              {t(naming === 'SNAP' ? 'changes.late.snap' : 'changes.late.fns', { date: day(c.nfLateRecertEndDate) })}
            </p>
            <Link className="usa-button margin-top-1" to={ROUTES.applyForAssistance}>
              {t('changes.way.apply')}
            </Link>
          </div>
        </div>
      ) : why ? (
        <div className="usa-alert usa-alert--info" role="status">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{unsupported.data?.unsupportedScenarioMessage}</p>
            {why === 'RENEWAL_NOT_OPEN' && c.opensOn && (
              <p className="usa-alert__text">{t('changes.recert.opensOn', { date: day(c.opensOn) })}</p>
            )}
            <Link className="usa-link" to={WAY_FORWARD[why].to}>
              {t(WAY_FORWARD[why].key)}
            </Link>
          </div>
        </div>
      ) : (
        <>
          {kind === 'RECERT' && c.dueDate && (
            <p className="text-bold">{t('changes.recert.due', { date: day(c.dueDate), case: c.caseReference })}</p>
          )}
          {c.inProgressFormId ? (
            <Link className="usa-button" to={formLink(c.inProgressFormId)}>
              {t('changes.resume')}
            </Link>
          ) : (
            <button type="button" className="usa-button" disabled={start.isPending} onClick={begin}>
              {start.isPending
                ? t('changes.starting')
                : t(kind === 'COC' ? 'changes.coc.start' : 'changes.recert.start')}
            </button>
          )}
        </>
      )}
      {kind === 'COC' && (
        <p className="margin-top-4">
          <Link className="usa-link" to={ROUTES.lifeEvents}>
            {t('changes.coc.lifeEvents')}
          </Link>
        </p>
      )}
      <p className="margin-top-4">
        <Link className="usa-link" to={kind === 'COC' ? ROUTES.cocFaq : ROUTES.recertFaq}>
          {t(kind === 'COC' ? 'changes.coc.faq' : 'changes.recert.faq')}
        </Link>
      </p>
    </ReadingColumn>
  );
}
