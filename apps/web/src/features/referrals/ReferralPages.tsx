import { matchPath, Navigate, useLocation } from '../../router';
import { WORKER_NEWBORN_REFERRAL, WORKER_NEWBORN_REFERRALS } from '@portal/contracts/newborn-paths';
import { ROUTES } from '@portal/contracts/routes';
import { NotFoundPage } from '../../app/NotFoundPage';
import { isSignedInType, useUserAccount } from '../../app/session';
import { Loading } from '../../components/Loading';
import { Component as Confirmation } from './ConfirmationPage';
import { Component as Form } from './FormPage';
import { Component as Referrals } from './ReferralsPage';
import { Component as SignSubmit } from './SignSubmitPage';
import { Component as OfficeReferral } from './staff/WorkerReferralPage';
import { Component as Office } from './staff/WorkerReferralsPage';

/** Each page, and whether it needs a signed-in resident's account (the route table guards the others). */
const PAGES = [
  [ROUTES.newbornForm, Form, true],
  [ROUTES.newbornSignAndSubmit, SignSubmit, false],
  [ROUTES.newbornConfirmation, Confirmation, true],
  [ROUTES.yourReferrals, Referrals, false],
  [ROUTES.archivedReferrals, Referrals, false],
  [WORKER_NEWBORN_REFERRALS, Office, false],
  [WORKER_NEWBORN_REFERRAL, OfficeReferral, false],
] as const;

/** The referral page of the address; any other address under the referral pages is not found. */
export function Component() {
  const { pathname, search } = useLocation();
  const found = PAGES.find(([path]) => matchPath(path, pathname));
  const account = useUserAccount(found?.[2] === true);
  if (!found) return <NotFoundPage />;
  const [, Page, signInFirst] = found;
  if (signInFirst) {
    if (account.isError) throw account.error;
    if (account.isPending) return <Loading />;
    if (!isSignedInType(account.data.userType))
      return <Navigate replace to={`${ROUTES.login}?returnTo=${encodeURIComponent(pathname + search)}`} />;
  }
  return <Page />;
}
