import { ROUTES } from '@portal/contracts/routes';
import { page, type AppRoute } from '../../app/routes';

export const routes: AppRoute[] = [
  { path: ROUTES.myInformation, guard: 'signedIn', ...page(() => import('./MyInformationPage')) },
];
