import { ROUTES } from '@portal/contracts/routes';
import { page, type AppRoute } from '../../app/routes';

/** Identity proofing (account upgrade) pages. */
export const routes: AppRoute[] = [
  { path: ROUTES.upgradeAccount, guard: 'signedIn', ...page(() => import('./UpgradePage')) },
  { path: ROUTES.standaloneRidp, guard: 'signedIn', ...page(() => import('./UpgradePage')) },
  { path: ROUTES.ridpQa, guard: 'signedIn', ...page(() => import('./QuizPage')) },
  { path: ROUTES.applyRidpQa, guard: 'signedIn', ...page(() => import('./QuizPage')) },
];
