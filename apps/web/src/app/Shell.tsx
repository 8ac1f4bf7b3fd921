import { lazy, Suspense } from 'react';
import { Link, Navigate, Outlet, useLocation, useMatches, useNavigate, useNavigation } from '../router';
import { ADD_PASSKEY } from './staffPaths';
import { ROUTES } from '@portal/contracts/routes';
import { useExternalLinks } from '../api/links';
import { useLocale, useT } from '../i18n/locale';
import { defineMessages } from '../i18n/messages';
import { ErrorPage } from '../components/ErrorPage';
import { Loading } from '../components/Loading';
import { ToastRegion } from '../components/Toast';
import { ACCOUNT_TAB_PATHS, accountTabs, isAccountArea } from './accountTabs';
import { isRegistered } from './appRoutes';
import { Banners } from './Banners';
import { ConnectivityNotice } from './ConnectivityNotice';
import { Footer } from './Footer';
import { Header } from './Header';
import type { SignedOutState } from './SessionTimeout';
import { useFocusOnNavigate } from './useFocusOnNavigate';
import {
  isSignedInType,
  useLogout,
  useSessionStorageReset,
  useBranding,
  useSystemConfig,
  useUserData,
} from './session';

/** Only a signed-in person needs the inactivity watch: it is not part of the first page. */
const SessionTimeout = lazy(() => import('./SessionTimeout').then((m) => ({ default: m.SessionTimeout })));

const messages = defineMessages({
  'shell.skip': { en: 'Skip to main content', es: 'Saltar al contenido principal' },
  'shell.portal': { en: 'Benefits Portal', es: 'Portal de Beneficios' },
  'shell.timedOut': {
    en: 'You were signed out because you did not do anything for 30 minutes. Anything you had not saved is lost. Log in again to continue.',
    es: 'Cerramos su sesión porque no realizó ninguna acción durante 30 minutos. Se perdió todo lo que no había guardado. Inicie sesión de nuevo para continuar.',
  },
  'shell.userDataFailed': {
    en: 'We could not load all of your account details. Some tabs may be missing.',
    es: 'No pudimos cargar todos los datos de su cuenta. Es posible que falten algunas pestañas.',
  },
  'shell.retry': { en: 'Try again', es: 'Intentar de nuevo' },
  'shell.backToConsole': { en: 'Back to the staff console', es: 'Volver a la consola del personal' },
  'shell.staffNav': { en: 'Staff console', es: 'Consola del personal' },
});

/**
 * The page frame: skip link, header with tabs, banner alerts, notices, the page, the footer.
 * Routes that declare chrome 'bare' (login, account options, create account, form pages)
 * get neither header nor footer. The session starts here (spec part 1 §4).
 */
export function Shell() {
  const t = useT(messages);
  const { locale } = useLocale();
  const system = useSystemConfig();
  const brand = useBranding();
  const { account, linkedUser, presumptiveUser, authRepDisplay, newbornLinked } = useUserData();
  const links = useExternalLinks(system.isSuccess);
  const navigate = useNavigate();
  const logout = useLogout(() => navigate(ROUTES.home));
  const location = useLocation();
  const matches = useMatches();
  const navigation = useNavigation();
  useSessionStorageReset(account.data);
  useFocusOnNavigate(`${location.pathname}${location.search}`);

  const handles = matches.map((m) => m.handle as { chrome?: string; guard?: string } | undefined);
  const bare = handles.some((h) => h?.chrome === 'bare');
  // A page of the staff console: no resident announcements on top, and a way back to the console.
  const staffPage = handles.some((h) => h?.guard === 'staff');
  const signedIn = isSignedInType(account.data?.userType);
  const staff = signedIn && !!account.data?.staffRole;
  // The shell's own reads settle first: the announcements, the account, and for a signed-in
  // account the reads that decide its tabs (a tab row that grows would push the page down).
  const userData = [linkedUser, presumptiveUser, authRepDisplay, newbornLinked];
  // A staff or provider account with no passkey yet reads none of them (ADR 0132).
  const settingUpPasskey = signedIn && account.data?.passkeyRequired === true;
  const tabsKnown = !signedIn || settingUpPasskey || userData.every((q) => !q.isPending);
  const bannersKnown =
    bare || system.isError || ((links.isFetched || links.isError) && !account.isPending && tabsKnown);
  const linked = account.data?.userType === 'LINKED';
  const isNewbornLinked = newbornLinked.data?.isANBUserLinked === true;
  const tabs =
    signedIn && tabsKnown && isAccountArea(location.pathname)
      ? accountTabs({
          linked,
          newbornLinked: isNewbornLinked,
          presumptiveAllowed: presumptiveUser.data?.nfPresumptiveAllowed === true,
          bccmAllowed: presumptiveUser.data?.nfBCCMAllowed === true,
          displayRegularEpass: authRepDisplay.data?.displayRegularEpassInd === true,
          // A tab whose pages are not built yet would open "Page not found": it is not offered.
        }).filter((tab) => isRegistered(ACCOUNT_TAB_PATHS[tab]))
      : [];
  const userDataFailures = userData.filter((q) => q.isError);
  const timedOut = (location.state as SignedOutState | null)?.signedOut === 'timeout';
  const externalLinks = links.data?.dtls ?? [];
  // Everyone may choose the language, providers of newborn referrals too (ADR 0126).
  const showLanguage = system.data?.featureFlags.multiLocale === true;

  let content;
  if (system.isError) content = <ErrorPage error={system.error} onRetry={() => void system.refetch()} />;
  else if (system.isPending) content = <Loading />;
  // Every page of a staff or provider account with no passkey yet is "Add a passkey to continue";
  // a page of the sign-in steps (bare) is not gone back to afterwards: the person's landing is.
  else if (settingUpPasskey && location.pathname !== ADD_PASSKEY)
    content = (
      <Navigate to={ADD_PASSKEY} replace state={bare ? null : { from: `${location.pathname}${location.search}` }} />
    );
  else content = <Outlet />;

  return (
    <>
      <a className="usa-skipnav" href="#main-content">
        {t('shell.skip')}
      </a>
      {!bare && (
        <Header
          portalName={brand?.portal ?? t('shell.portal')}
          sealUrl={system.data?.branding.sealUrl ?? '/seal.svg'}
          signedIn={signedIn}
          staff={staff}
          unread={signedIn && !account.data?.staffRole ? (account.data?.unreadNotices ?? null) : undefined}
          tabs={tabs}
          loggingOut={logout.isPending}
          onLogout={() => logout.mutate()}
          locales={showLanguage ? (system.data?.locales ?? []) : []}
        />
      )}
      {/* Shown with the page, not before it: the header above may still grow (account tabs). */}
      {!bare && !staffPage && bannersKnown && <Banners links={externalLinks} locale={locale} />}
      <ConnectivityNotice />
      {timedOut && !signedIn && (
        <div className="usa-alert usa-alert--info usa-alert--slim margin-0" role="status">
          <div className="usa-alert__body grid-container">
            <p className="usa-alert__text">{t('shell.timedOut')}</p>
          </div>
        </div>
      )}
      {signedIn && userDataFailures.length > 0 && (
        <div className="usa-alert usa-alert--error usa-alert--slim margin-0" role="alert">
          <div className="usa-alert__body grid-container">
            <p className="usa-alert__text">
              {t('shell.userDataFailed')}{' '}
              <button
                type="button"
                className="usa-button usa-button--unstyled"
                onClick={() => userDataFailures.forEach((q) => void q.refetch())}
              >
                {t('shell.retry')}
              </button>
            </p>
          </div>
        </div>
      )}
      {/* aria-busy while the next page loads; data-path names the page shown (browser tests wait on it).
          Until the announcements are known the page is rendered (its reads start) but not shown, so
          banners arriving late never push it down (layout shift). */}
      <main
        id="main-content"
        tabIndex={-1}
        aria-busy={navigation.state !== 'idle'}
        data-path={`${location.pathname}${location.search}`}
        hidden={!bannersKnown}
      >
        {staffPage && staff && location.pathname !== ROUTES.worker && (
          <nav aria-label={t('shell.staffNav')} className="grid-container padding-top-2">
            <Link className="usa-link" to={ROUTES.worker}>
              {t('shell.backToConsole')}
            </Link>
          </nav>
        )}
        {content}
      </main>
      {!bare && system.data && bannersKnown && <Footer system={system.data} links={externalLinks} />}
      <ToastRegion />
      {/* The logout page ends the session itself: a keep-alive racing it would be refused. */}
      {signedIn && system.data && location.pathname !== ROUTES.nfLogout && (
        <Suspense fallback={null}>
          <SessionTimeout key={account.data?.userName ?? ''} idleSeconds={system.data.sessionIdleTimeoutSeconds} />
        </Suspense>
      )}
    </>
  );
}
