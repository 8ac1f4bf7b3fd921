import { matchPath, useLocation } from 'react-router';
import { WORKER_NEWBORN_REFERRALS } from '@portal/contracts/newborn-paths';
import { ROUTES } from '@portal/contracts/routes';
import { Component as Confirmation } from './ConfirmationPage';
import { Component as Form } from './FormPage';
import { Component as Referrals } from './ReferralsPage';
import { Component as SignSubmit } from './SignSubmitPage';
import { Component as Office } from './WorkerReferralsPage';

const PAGES = [
  [ROUTES.newbornForm, Form],
  [ROUTES.newbornSignAndSubmit, SignSubmit],
  [ROUTES.newbornConfirmation, Confirmation],
  [ROUTES.yourReferrals, Referrals],
  [ROUTES.archivedReferrals, Referrals],
  [WORKER_NEWBORN_REFERRALS, Office],
] as const;

/** The referral page of the address (routes.ts sends only these addresses here). */
export function Component() {
  const { pathname } = useLocation();
  const Page = PAGES.find(([path]) => matchPath(path, pathname))?.[1] ?? Referrals;
  return <Page />;
}
