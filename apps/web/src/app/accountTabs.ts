import { ROUTES } from '@portal/contracts/routes';

export type AccountTab =
  'dashboard' | 'myInformation' | 'yourReferrals' | 'archivedReferrals' | 'yourApplications' | 'accountSettings';

export const ACCOUNT_TAB_PATHS: Record<AccountTab, string> = {
  dashboard: ROUTES.account,
  myInformation: ROUTES.myInformation,
  yourReferrals: ROUTES.yourReferrals,
  archivedReferrals: ROUTES.archivedReferrals,
  yourApplications: ROUTES.yourApplications,
  accountSettings: ROUTES.accountSettings,
};

export interface AccountTabInput {
  linked: boolean;
  newbornLinked: boolean;
  presumptiveAllowed: boolean;
  bccmAllowed: boolean;
  displayRegularEpass: boolean;
}

/**
 * The account-area tabs (spec part 1 §2.3): Dashboard always; Your information for linked users;
 * Your referrals and Archived referrals for newborn-referral providers unless both presumptive
 * and BCCM are allowed; otherwise Your applications when the regular display setting is on;
 * Account Settings for linked users.
 */
export function accountTabs(input: AccountTabInput): AccountTab[] {
  const tabs: AccountTab[] = ['dashboard'];
  if (input.linked) tabs.push('myInformation');
  if (input.newbornLinked && !(input.presumptiveAllowed && input.bccmAllowed))
    tabs.push('yourReferrals', 'archivedReferrals');
  else if (input.displayRegularEpass) tabs.push('yourApplications');
  if (input.linked) tabs.push('accountSettings');
  return tabs;
}

/** Whether a path belongs to the account area (the pages that show the account tabs). */
export function isAccountArea(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return Object.values(ACCOUNT_TAB_PATHS).some((p) => path === p || (p !== ROUTES.account && path.startsWith(`${p}/`)));
}
