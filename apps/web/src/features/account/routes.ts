import { ROUTES } from '@portal/contracts/routes';
import { page, type AppRoute } from '../../app/routes';
import { ADD_PASSKEY } from '../../app/staffPaths';

/** Account settings (spec part 1 §2.2): profile, contact methods with confirmation codes, remembered devices. */
export const routes: AppRoute[] = [
  { path: ROUTES.accountSettings, guard: 'signedIn', ...page(() => import('./SettingsPage')) },
  { path: ROUTES.updatePrimaryContact, guard: 'signedIn', ...page(() => import('./ContactFormPage')) },
  { path: ROUTES.updateSecondaryContact, guard: 'signedIn', ...page(() => import('./ContactFormPage')) },
  { path: ROUTES.addSecondaryContact, guard: 'signedIn', ...page(() => import('./ContactFormPage')) },
  { path: ROUTES.primarySecurityCode, guard: 'signedIn', ...page(() => import('./ConfirmContactPage')) },
  { path: ROUTES.secondarySecurityCode, guard: 'signedIn', ...page(() => import('./ConfirmContactPage')) },
  { path: ADD_PASSKEY, guard: 'signedIn', ...page(() => import('./PasskeyRequiredPage')) },
];
