import { ROUTES } from '@portal/contracts/routes';
import { page, type AppRoute } from '../../app/routes';

/** Presumptive eligibility: a qualified provider's form and the decision (the server refuses anyone else). */
export const routes: AppRoute[] = [
  { path: ROUTES.presumptiveForm, guard: 'signedIn', ...page(() => import('./FormPage')) },
  { path: ROUTES.presumptiveConfirmation, guard: 'signedIn', ...page(() => import('./ConfirmationPage')) },
];
