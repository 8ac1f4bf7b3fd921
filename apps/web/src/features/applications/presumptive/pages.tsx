import { matchPath, useLocation } from '../../../router';
import { ROUTES } from '@portal/contracts/routes';
import { ConfirmationPage } from './ConfirmationPage';
import { FilingsPage } from './FilingsPage';
import { FormPage } from './FormPage';

/**
 * The presumptive-eligibility pages, one module for both routes (the route table every page
 * loads stays small): the form, the decision, and the provider's past filings.
 */
export function Component() {
  const { pathname } = useLocation();
  if (matchPath(ROUTES.presumptiveFilings, pathname)) return <FilingsPage />;
  return matchPath(ROUTES.presumptiveConfirmation, pathname) ? <ConfirmationPage /> : <FormPage />;
}
