import { matchPath, useLocation } from '../../../router';
import { ROUTES } from '@portal/contracts/routes';
import { ConfirmationPage } from './ConfirmationPage';
import { FormPage } from './FormPage';

/**
 * The presumptive-eligibility pages, one module for both routes (the route table every page
 * loads stays small): the form, and the decision.
 */
export function Component() {
  return matchPath(ROUTES.presumptiveConfirmation, useLocation().pathname) ? <ConfirmationPage /> : <FormPage />;
}
