import { ROUTES } from '@portal/contracts/routes';
import { page, type AppRoute } from '../../app/routes';

const entry = (name: 'SignUpHomePage' | 'AccountOptionsPage' | 'RedirectPage' | 'LogoutPage') =>
  page(async () => ({ Component: (await import('./EntryPages'))[name] }));
const info = (
  name:
    | 'SuccessPage'
    | 'ErrorPage'
    | 'TemporarilyLockedPage'
    | 'AccountLockedPage'
    | 'DelinkedPage'
    | 'NewbornLockedPage'
    | 'UnableToLoginPage'
    | 'LearnMorePage',
) => page(async () => ({ Component: (await import('./mfa/InfoPages'))[name] }));

const recovery = (name: 'ForgotUsernamePage' | 'ForgotPasswordPage' | 'RecoveryCodePage' | 'NewPasswordPage') =>
  page(async () => ({ Component: (await import('./recovery/pages'))[name] }));

/** Account entry and the two-step sign-in pages (spec part 1 §2.1); no header or footer. */
export const routes: AppRoute[] = [
  { path: ROUTES.login, guard: 'public', chrome: 'bare', ...page(() => import('./LoginPage')) },
  { path: ROUTES.nfLogin, guard: 'public', chrome: 'bare', ...page(() => import('./LoginPage')) },
  { path: ROUTES.nfLogout, guard: 'public', chrome: 'bare', ...entry('LogoutPage') },
  { path: ROUTES.signUpHome, guard: 'public', chrome: 'bare', ...entry('SignUpHomePage') },
  { path: ROUTES.accountOptions, guard: 'public', chrome: 'bare', ...entry('AccountOptionsPage') },
  { path: ROUTES.mfaRedirect, guard: 'public', chrome: 'bare', ...entry('RedirectPage') },
  // /nfCreate{identity}Account: the default identity-service name as a bare page; another configured
  // name is one path segment the router cannot pattern-match, so SlugPage picks it out (with the
  // shell's header, as any unknown single-segment address keeps its "not found" page in the frame).
  { path: '/nfCreateStateIDAccount', guard: 'public', chrome: 'bare', ...page(() => import('./CreateAccountPage')) },
  { path: '/:slug', guard: 'public', ...page(() => import('./SlugPage')) },
  // Account recovery (ADR 0112)
  { path: ROUTES.forgotUsername, guard: 'public', chrome: 'bare', ...recovery('ForgotUsernamePage') },
  { path: ROUTES.forgotPassword, guard: 'public', chrome: 'bare', ...recovery('ForgotPasswordPage') },
  { path: ROUTES.forgotPasswordCode, guard: 'public', chrome: 'bare', ...recovery('RecoveryCodePage') },
  { path: ROUTES.forgotPasswordNew, guard: 'public', chrome: 'bare', ...recovery('NewPasswordPage') },
  { path: ROUTES.mfaQuestions, guard: 'public', chrome: 'bare', ...page(() => import('./mfa/QuestionsPage')) },
  { path: ROUTES.mfaConfirmCode, guard: 'public', chrome: 'bare', ...page(() => import('./mfa/ConfirmCodePage')) },
  { path: ROUTES.mfaIncorrectLogin, guard: 'public', chrome: 'bare', ...page(() => import('./mfa/ConfirmCodePage')) },
  { path: ROUTES.mfaResendCode, guard: 'public', chrome: 'bare', ...page(() => import('./mfa/ResendCodePage')) },
  {
    path: ROUTES.mfaRememberDevice,
    guard: 'signedIn',
    chrome: 'bare',
    ...page(() => import('./mfa/RememberDevicePage')),
  },
  { path: ROUTES.mfaSuccess, guard: 'signedIn', chrome: 'bare', ...info('SuccessPage') },
  { path: ROUTES.mfaError, guard: 'public', chrome: 'bare', ...info('ErrorPage') },
  { path: ROUTES.mfaTemporarilyLocked, guard: 'public', chrome: 'bare', ...info('TemporarilyLockedPage') },
  { path: ROUTES.mfaAccountLocked, guard: 'public', chrome: 'bare', ...info('AccountLockedPage') },
  { path: ROUTES.mfaAccountDelinked, guard: 'public', chrome: 'bare', ...info('DelinkedPage') },
  { path: ROUTES.mfaAutoNewbornLocked, guard: 'public', chrome: 'bare', ...info('NewbornLockedPage') },
  { path: ROUTES.mfaUnableToLogin, guard: 'public', chrome: 'bare', ...info('UnableToLoginPage') },
  { path: ROUTES.mfaLearnMore, guard: 'public', chrome: 'bare', ...info('LearnMorePage') },
];
