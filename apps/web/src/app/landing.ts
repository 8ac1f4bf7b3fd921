import { ROUTES } from '@portal/contracts/routes';
import type { UserAccount } from '@portal/contracts';

/**
 * Where a person lands after signing in when no page asked for the sign-in: staff (caseworker,
 * hearing officer, administrator) on the staff console, everyone else on the dashboard (which is
 * also where providers find their referrals and filings). ADR 0126.
 */
export function landingFor(account: Pick<UserAccount, 'staffRole'> | null | undefined): string {
  return account?.staffRole ? ROUTES.worker : ROUTES.account;
}
