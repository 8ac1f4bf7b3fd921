import { useLocation } from '../../../router';
import { ROUTES } from '@portal/contracts/routes';
import { ListPage } from './ListPage';
import { StartPage } from './StartPage';

/**
 * An organisation's user's pages, one module for both routes (the route table every page loads
 * stays small): start an application for a household, and "Applications you submitted".
 */
export function Component() {
  return useLocation().pathname === ROUTES.organisationStart ? <StartPage /> : <ListPage />;
}
