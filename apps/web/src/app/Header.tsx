import { Link, NavLink } from '../router';
import { ROUTES } from '@portal/contracts/routes';
import { useT } from '../i18n/locale';
import { defineMessages } from '../i18n/messages';
import type { SystemConfigurations } from '@portal/contracts';
import { ACCOUNT_TAB_PATHS, type AccountTab } from './accountTabs';
import { LanguageSwitch } from './LanguageSwitch';

const messages = defineMessages({
  'shell.login': { en: 'Log in', es: 'Iniciar sesión' },
  'shell.signUp': { en: 'Sign up', es: 'Crear cuenta' },
  'shell.logout': { en: 'Log out', es: 'Cerrar sesión' },
  'shell.home': { en: 'Home', es: 'Inicio' },
  'shell.apply': { en: 'Apply', es: 'Solicitar' },
  'shell.yourAccount': { en: 'Your account', es: 'Su cuenta' },
  'shell.staffConsole': { en: 'Staff console', es: 'Consola del personal' },
  'shell.notices': { en: 'Notices', es: 'Avisos' },
  'shell.unread': { en: 'unread', es: 'sin leer' },
  'shell.mainNav': { en: 'Main', es: 'Principal' },
  'shell.accountNav': { en: 'Sign in and out', es: 'Iniciar y cerrar sesión' },
  'shell.accountTabs': { en: 'Your account pages', es: 'Páginas de su cuenta' },
  'tab.dashboard': { en: 'Dashboard', es: 'Panel principal' },
  'tab.myInformation': { en: 'Your information', es: 'Su información' },
  'tab.yourReferrals': { en: 'Your referrals', es: 'Sus referidos' },
  'tab.archivedReferrals': { en: 'Archived referrals', es: 'Referidos archivados' },
  'tab.yourApplications': { en: 'Your applications', es: 'Sus solicitudes' },
  'tab.accountSettings': { en: 'Account Settings', es: 'Configuración de la cuenta' },
});

export interface HeaderProps {
  portalName: string;
  sealUrl: string;
  signedIn: boolean;
  /** A signed-in staff member (caseworker, hearing officer, administrator): their console instead of the resident's items. */
  staff: boolean;
  /** A resident's unread notices (null while they are read); undefined: no notices link (staff, signed out). */
  unread?: number | null;
  /** Account-area tabs to show under the header (empty outside the account area). */
  tabs: AccountTab[];
  onLogout: () => void;
  loggingOut: boolean;
  /** The languages to offer (multi-locale on; every person, providers too); empty: no choice. */
  locales: SystemConfigurations['locales'];
}

const tabClass = ({ isActive }: { isActive: boolean }) => `portal-tab${isActive ? ' portal-tab--current' : ''}`;

/** The header (spec part 1 §2.3): portal name, language, Sign up / Log in or Log out, and the tabs. */
export function Header({
  portalName,
  sealUrl,
  signedIn,
  staff,
  unread,
  tabs,
  onLogout,
  loggingOut,
  locales,
}: HeaderProps) {
  const t = useT(messages);
  return (
    <header className="portal-header">
      <div className="grid-container portal-header__top">
        <Link className="portal-header__logo" to={ROUTES.home}>
          <img src={sealUrl} alt="" width={40} height={40} />
          <span>{portalName}</span>
        </Link>
        <div className="portal-header__actions">
          <LanguageSwitch locales={locales} />
          <nav aria-label={t('shell.accountNav')} className="portal-header__account">
            {signedIn ? (
              <button type="button" className="usa-button usa-button--outline" onClick={onLogout} disabled={loggingOut}>
                {t('shell.logout')}
              </button>
            ) : (
              <>
                <Link className="usa-button usa-button--outline" to={ROUTES.signUpHome}>
                  {t('shell.signUp')}
                </Link>
                <Link className="usa-button" to={ROUTES.login}>
                  {t('shell.login')}
                </Link>
              </>
            )}
          </nav>
        </div>
      </div>
      <nav aria-label={t('shell.mainNav')} className="portal-tabs portal-tabs--main">
        <ul className="grid-container">
          <li>
            <NavLink className={tabClass} to={ROUTES.home} end>
              {t('shell.home')}
            </NavLink>
          </li>
          {staff ? (
            // Staff do their work in the console; a resident's apply and account pages are not theirs.
            <li>
              <NavLink className={tabClass} to={ROUTES.worker}>
                {t('shell.staffConsole')}
              </NavLink>
            </li>
          ) : (
            <>
              <li>
                {/* Signed in, "Apply" goes straight to the account's apply page (no "Log in to apply"). */}
                <NavLink className={tabClass} to={signedIn ? ROUTES.applyForAssistance : ROUTES.apply}>
                  {t('shell.apply')}
                </NavLink>
              </li>
              {signedIn && (
                <li>
                  <NavLink className={tabClass} to={ROUTES.account}>
                    {t('shell.yourAccount')}
                  </NavLink>
                </li>
              )}
            </>
          )}
          {unread !== undefined && (
            <li>
              <NavLink className={tabClass} to={ROUTES.secureInbox} end>
                {t('shell.notices')}
                {/* Its room is kept from the start, so the count arriving moves nothing. */}
                <span className="portal-count">
                  {unread ? (
                    <>
                      {unread}
                      <span className="usa-sr-only"> {t('shell.unread')}</span>
                    </>
                  ) : null}
                </span>
              </NavLink>
            </li>
          )}
        </ul>
      </nav>
      {tabs.length > 0 && (
        <nav aria-label={t('shell.accountTabs')} className="portal-tabs portal-tabs--account">
          <ul className="grid-container">
            {tabs.map((tab) => (
              <li key={tab}>
                <NavLink className={tabClass} to={ACCOUNT_TAB_PATHS[tab]} end={tab === 'dashboard'}>
                  {t(`tab.${tab}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
