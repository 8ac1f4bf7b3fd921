import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from '../../router';
import { isRegistered } from '../../app/appRoutes';
import type { DashboardApplication, DashboardBadge, DashboardCase } from '@portal/contracts';
import { ROUTES, pathTo } from '@portal/contracts/routes';
import { Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useIntl, useT } from '../../i18n/locale';
import { messages } from './messages';
import { isSignedInType, useSystemConfig, useUserAccount, useUserData } from '../../app/session';
import { useDashboard } from './queries';
import { useInbox } from '../../api/inbox';
import { ActingForBanner, PeopleYouActFor, YourRepresentatives } from './Representatives';
import { InvitationsForYou } from './Invitations';
import { DashboardTasks } from './Tasks';
import { UnreachableNotice } from './UnreachableNotice';

const BADGE_CLASS: Record<DashboardBadge, string> = {
  IN_PROGRESS: 'bg-base-dark',
  PENDING_DECISION: 'bg-accent-cool-darker',
  ACTIVE: 'bg-green-cool-60v',
  DENIED: 'bg-secondary-darker',
  WITHDRAWN: 'bg-base-darker',
  CLOSED: 'bg-base-darker',
};

function Badge({ badge }: { badge: DashboardBadge }) {
  const t = useT(messages);
  return <span className={`usa-tag ${BADGE_CLASS[badge]} portal-badge`}>{t(`badge.${badge}`)}</span>;
}

/** Dates of cases are calendar days (noon UTC, so no time zone moves them); applications have times. */
function useDay() {
  const intl = useIntl();
  return (iso: string) =>
    intl.formatDate(iso.length === 10 ? `${iso}T12:00:00Z` : iso, {
      dateStyle: 'long',
      ...(iso.length === 10 ? { timeZone: 'UTC' } : {}),
    });
}

function ApplicationItem({ item }: { item: DashboardApplication }) {
  const t = useT(messages);
  const day = useDay();
  // Asked for while a decision is awaited; once decided, the case's own requests take over.
  const unsent = item.badge === 'PENDING_DECISION' ? item.documentsNeeded.filter((d) => !d.sent) : [];
  return (
    <li className="border-bottom-1px border-base-lighter padding-y-2">
      <h3 className="margin-0 font-body-md">
        {item.title} <Badge badge={item.badge} />
      </h3>
      {item.kind === 'DRAFT' ? (
        <>
          <p className="margin-y-1">
            {t('dashboard.startedOn', { date: day(item.date) })} {t('dashboard.draftDeleted')}
          </p>
          <Link to={pathTo(ROUTES.applyForm, { formId: item.id })}>{t('dashboard.resume')}</Link>
        </>
      ) : (
        <>
          <p className="margin-y-1">
            {t('dashboard.submittedOn', { date: day(item.date), reference: item.reference ?? '' })}
          </p>
          <ul className="usa-list usa-list--unstyled">
            {item.programs.map((p) => (
              <li key={p.programCode}>
                {p.programName} <Badge badge={p.badge} />
              </li>
            ))}
          </ul>
          {unsent.length > 0 && (
            <>
              <p className="margin-bottom-0">{t('dashboard.stillNeeded')}</p>
              <ul className="usa-list margin-top-05">
                {unsent.map((d) => (
                  <li key={d.key}>{d.about ? `${d.name} (${d.about})` : d.name}</li>
                ))}
              </ul>
              <Link to={pathTo(ROUTES.applyConfirmation, { formId: item.id })}>{t('dashboard.sendNeeded')}</Link>
            </>
          )}
        </>
      )}
    </li>
  );
}

function CaseCard({ item }: { item: DashboardCase }) {
  const t = useT(messages);
  const day = useDay();
  return (
    <li className="usa-card tablet:grid-col-6">
      <div className="usa-card__container">
        <div className="usa-card__header">
          <h3 className="usa-card__heading">
            {t('dashboard.case', { reference: item.caseReference })} <Badge badge={item.badge} />
          </h3>
        </div>
        <div className="usa-card__body">
          <p className="margin-top-0">
            {t('dashboard.openedOn', { date: day(item.openedOn) })}
            {item.certificationEndOn && (
              <>
                <br />
                {t('dashboard.certifiedThrough', { date: day(item.certificationEndOn) })}
              </>
            )}
          </p>
          <ul
            className="usa-list usa-list--unstyled"
            aria-label={t('dashboard.programs', { reference: item.caseReference })}
          >
            {item.programs.map((p) => (
              <li key={p.programCode} className="margin-bottom-1">
                <strong>{p.programName}</strong> <Badge badge={p.badge} />
                <span className="display-block font-body-2xs text-base-dark">
                  {t('dashboard.since', { date: day(p.startedOn) })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
}

/**
 * Whether the person arrived from creating their account (the sign-up page says so in the
 * navigation state). Kept for this visit only: the state is cleared, so a reload does not repeat it.
 */
function useArrivalAfterSignUp(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const [created] = useState(() => (location.state as { accountCreated?: boolean } | null)?.accountCreated === true);
  useEffect(() => {
    if (created) navigate(location.pathname, { replace: true, state: null });
  }, [created, navigate, location.pathname]);
  return created;
}

/** The dashboard (/account): the person's cases and programmes, and what their account lets them do. */
export function Component() {
  const t = useT(messages);
  useDocumentTitle(t('dashboard.title'));
  const created = useArrivalAfterSignUp();
  const dashboard = useDashboard();
  const day = useDay();
  const system = useSystemConfig();
  const { linkedUser, newbornLinked, authRepDisplay, presumptiveUser } = useUserData();
  const account = useUserAccount();
  // Only while signed in, as the dashboard read: on logout the page is still shown for a moment.
  const unread = useInbox(isSignedInType(account.data?.userType)).data?.unreadCount ?? 0;
  if (!dashboard.data) return <Loading />;
  const d = dashboard.data;
  const linked = d.userType === 'LINKED';
  const canAppeal = linked && linkedUser.data?.canAppeal === true && system.data?.featureFlags.appeals === true;

  const actions: { key: keyof typeof messages & `action.${string}`; to: string }[] = [
    { key: 'action.apply', to: ROUTES.applyForAssistance },
    // Every account gets notices (a decision on an application, a change to the account).
    { key: 'action.inbox', to: ROUTES.secureInbox },
  ];
  if (linked) {
    actions.push(
      { key: 'action.coc', to: ROUTES.coc },
      { key: 'action.renew', to: ROUTES.fnsOrSnapBenefits },
      { key: 'action.upload', to: ROUTES.docUpload },
      { key: 'action.notices', to: ROUTES.enotices },
      { key: 'action.caseworker', to: ROUTES.caseworkerInfo },
      { key: 'action.messages', to: ROUTES.secureMessages },
    );
    if (canAppeal) actions.push({ key: 'action.appeal', to: ROUTES.appeals });
  } else {
    // Without a linked case, documents can still be sent for an application the person submitted.
    if (d.applications.some((a) => a.kind === 'SUBMITTED'))
      actions.push({ key: 'action.upload', to: ROUTES.docUpload });
    if (!d.isDelinked) actions.push({ key: 'action.upgrade', to: ROUTES.upgradeAccount });
  }
  if (presumptiveUser.data?.nfPresumptiveAllowed) {
    actions.push({ key: 'action.presumptive', to: pathTo(ROUTES.presumptiveForm, { formId: 'new' }) });
    actions.push({ key: 'action.presumptiveFilings', to: ROUTES.presumptiveFilings });
  }
  if (newbornLinked.data?.isANBUserLinked) actions.push({ key: 'action.referrals', to: ROUTES.yourReferrals });
  else if (authRepDisplay.data?.displayRegularEpassInd)
    actions.push({ key: 'action.applications', to: ROUTES.yourApplications });

  // An account that acts for an organisation applies for many households.
  if (d.organisationName)
    actions.unshift(
      { key: 'action.organisationStart', to: ROUTES.organisationStart },
      { key: 'action.organisationApplications', to: ROUTES.organisationApplications },
    );
  const offered = actions.filter((a) => isRegistered(a.to));

  return (
    <div className="grid-container padding-y-4">
      <h1>{t('dashboard.title')}</h1>
      <ActingForBanner />
      {created && (
        <div className="usa-alert usa-alert--success usa-alert--slim margin-bottom-2" role="status">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('dashboard.created')}</p>
          </div>
        </div>
      )}
      <p className="usa-intro">{t('dashboard.welcome', { name: d.displayName })}</p>
      <UnreachableNotice />
      {d.isDelinked && (
        <div className="usa-alert usa-alert--warning">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('dashboard.delinked')}</p>
          </div>
        </div>
      )}
      {!linked && !d.isDelinked && <p>{t('dashboard.standard')}</p>}
      <DashboardTasks tasks={d.tasks} />
      {linked && (
        <section aria-labelledby="dashboard-cases">
          <h2 id="dashboard-cases">{t('dashboard.cases')}</h2>
          {d.cases.length === 0 ? (
            <p>{t('dashboard.noCases')}</p>
          ) : (
            <ul className="usa-card-group">
              {d.cases.map((c) => (
                <CaseCard key={c.caseReference} item={c} />
              ))}
            </ul>
          )}
        </section>
      )}
      <section aria-labelledby="dashboard-applications">
        <h2 id="dashboard-applications">{t('dashboard.applications')}</h2>
        {d.presumptiveCoverage && (
          <div className="usa-alert usa-alert--info usa-alert--slim margin-bottom-2">
            <div className="usa-alert__body">
              <p className="usa-alert__text">
                {t(d.presumptiveCoverage.medicaidApplied ? 'dashboard.presumptiveApplied' : 'dashboard.presumptive', {
                  end: day(d.presumptiveCoverage.coverageEnd),
                })}
              </p>
            </div>
          </div>
        )}
        {d.applications.length === 0 ? (
          <p>{t('dashboard.noApplications')}</p>
        ) : (
          <ul className="usa-list usa-list--unstyled">
            {d.applications.map((a) => (
              <ApplicationItem key={`${a.kind}-${a.id}`} item={a} />
            ))}
          </ul>
        )}
      </section>
      <InvitationsForYou />
      <PeopleYouActFor />
      <section aria-labelledby="dashboard-actions">
        <h2 id="dashboard-actions">{t('dashboard.actions')}</h2>
        <ul className="usa-list portal-actions">
          {offered.map((a) => (
            <li key={a.key}>
              <Link to={a.to}>{t(a.key)}</Link>
              {a.key === 'action.inbox' && unread > 0 && (
                <span className="usa-tag bg-secondary-dark margin-left-1">{t('action.unread', { count: unread })}</span>
              )}
            </li>
          ))}
        </ul>
      </section>
      <YourRepresentatives />
    </div>
  );
}
