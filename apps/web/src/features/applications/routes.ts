import { ROUTES } from '@portal/contracts/routes';
import { page, type AppRoute } from '../../app/routes';
import { WORKER_APPLICATION, WORKER_APPLICATIONS, WORKER_TIMINGS } from '../../app/staffPaths';

const anonForm = page(() => import('./AnonFormPage'));
const anonSign = page(() => import('./AnonSignPage'));
const anonConfirmation = page(() => import('./AnonConfirmationPage'));
const anonStart = page(() => import('./AnonStartPage'));
const exitWarning = page(() => import('./ExitWarningPage'));
const yours = page(() => import('./YourApplicationsPage'));
/** An organisation's user: start for a household, and what it submitted (one module for both). */
const organisation = page(() => import('./organisation/pages'));
/** Presumptive eligibility (presumptive/): a qualified provider's form and the decision, one module. */
const presumptive = page(() => import('./presumptive/pages'));
/** Reporting a change and renewing (changes/): the first screens, the questions, and the end. */
const changeStart = (name: keyof typeof import('./changes/startPages')) =>
  page(() => import('./changes/startPages').then((m) => ({ Component: m[name] })));
const change = (name: keyof typeof import('./changes/pages')) =>
  page(() => import('./changes/pages').then((m) => ({ Component: m[name] })));
const changeFinish = (name: keyof typeof import('./changes/finishPages')) =>
  page(() => import('./changes/finishPages').then((m) => ({ Component: m[name] })));
/** Life events (changes/lifeEventPages): a module of their own. */
const lifeEvent = (name: keyof typeof import('./changes/lifeEventPages')) =>
  page(() => import('./changes/lifeEventPages').then((m) => ({ Component: m[name] })));

export const routes: AppRoute[] = [
  { path: ROUTES.apply, guard: 'public', ...page(() => import('./ApplyPublicPage')) },
  { path: ROUTES.disasterApply, guard: 'public', ...page(() => import('./DisasterPage')) },
  { path: ROUTES.medicaidExpansionOverview, guard: 'public', ...page(() => import('./ExpansionPage')) },
  { path: ROUTES.applyForAssistance, guard: 'signedIn', ...page(() => import('./ApplyLandingPage')) },
  { path: ROUTES.applyOverview, guard: 'signedIn', ...page(() => import('./OverviewPage')) },
  { path: ROUTES.applyForm, guard: 'signedIn', chrome: 'bare', ...page(() => import('./FormPage')) },
  { path: ROUTES.applySignAndSubmit, guard: 'signedIn', chrome: 'bare', ...page(() => import('./SignPage')) },
  { path: ROUTES.applyConfirmation, guard: 'signedIn', ...page(() => import('./ConfirmationPage')) },
  { path: ROUTES.yourApplications, guard: 'signedIn', ...yours },
  { path: ROUTES.organisationStart, guard: 'signedIn', ...organisation },
  { path: ROUTES.organisationApplications, guard: 'signedIn', ...organisation },
  { path: ROUTES.presumptiveForm, guard: 'signedIn', ...presumptive },
  { path: ROUTES.presumptiveConfirmation, guard: 'signedIn', ...presumptive },
  { path: ROUTES.presumptiveFilings, guard: 'signedIn', ...presumptive },
  { path: ROUTES.coc, guard: 'signedIn', ...changeStart('CocStart') },
  { path: ROUTES.fnsOrSnapCoc, guard: 'signedIn', ...changeStart('CocStart') },
  { path: ROUTES.intermediateCocOverview, guard: 'signedIn', ...changeStart('CocStart') },
  { path: ROUTES.fnsCoc, guard: 'signedIn', ...changeStart('CocStart') },
  { path: ROUTES.snapCoc, guard: 'signedIn', ...changeStart('SnapCocStart') },
  { path: ROUTES.cocForm, guard: 'signedIn', chrome: 'bare', ...change('CocForm') },
  { path: ROUTES.cocSignAndSubmit, guard: 'signedIn', chrome: 'bare', ...changeFinish('CocSign') },
  { path: ROUTES.cocConfirmation, guard: 'signedIn', ...changeFinish('CocConfirmation') },
  { path: ROUTES.updateMyInformation, guard: 'signedIn', ...changeStart('UpdateInformation') },
  { path: ROUTES.fnsOrSnapBenefits, guard: 'signedIn', ...changeStart('BenefitsStart') },
  { path: ROUTES.renew, guard: 'signedIn', ...changeStart('RenewStart') },
  { path: ROUTES.renewForm, guard: 'signedIn', chrome: 'bare', ...change('RenewForm') },
  { path: ROUTES.renewSignAndSubmit, guard: 'signedIn', chrome: 'bare', ...changeFinish('RenewSign') },
  { path: ROUTES.renewConfirmation, guard: 'signedIn', ...changeFinish('RenewConfirmation') },
  { path: ROUTES.lifeEvents, guard: 'signedIn', ...lifeEvent('LifeEventsPage') },
  { path: ROUTES.lifeEventsForm, guard: 'signedIn', ...lifeEvent('LifeEventsPage') },
  { path: ROUTES.lifeEventsFormNew, guard: 'signedIn', ...lifeEvent('LifeEventsPage') },
  { path: ROUTES.lifeEventsOverview, guard: 'signedIn', ...lifeEvent('LifeEventsOverviewPage') },
  { path: ROUTES.lifeEventsHistory, guard: 'signedIn', ...lifeEvent('LifeEventsHistoryPage') },
  { path: ROUTES.applicationPending, guard: 'signedIn', ...yours },
  // Without an account: food (and energy, below)
  { path: ROUTES.anonApply, guard: 'public', ...anonStart },
  { path: ROUTES.anonApplyAccountOptions, guard: 'public', chrome: 'bare', ...anonStart },
  { path: ROUTES.anonApplyOverview, guard: 'public', ...anonStart },
  { path: ROUTES.anonApplyForm, guard: 'public', chrome: 'bare', ...anonForm },
  { path: ROUTES.anonApplySignAndSubmit, guard: 'public', chrome: 'bare', ...anonSign },
  { path: ROUTES.anonApplyConfirmation, guard: 'public', ...anonConfirmation },
  { path: ROUTES.anonApplyExitWarning, guard: 'public', chrome: 'bare', ...exitWarning },
  { path: ROUTES.lieap, guard: 'public', ...anonStart },
  { path: ROUTES.lieapAlias, guard: 'public', ...anonStart },
  { path: ROUTES.lieapAccountOptions, guard: 'public', chrome: 'bare', ...anonStart },
  { path: ROUTES.lieapAnonymousForm, guard: 'public', chrome: 'bare', ...anonForm },
  { path: ROUTES.lieapSignAndSubmit, guard: 'public', chrome: 'bare', ...anonSign },
  { path: ROUTES.lieapConfirmation, guard: 'public', ...anonConfirmation },
  { path: ROUTES.lieapExitWarning, guard: 'public', chrome: 'bare', ...exitWarning },
  // Caseworkers (staff/): the applications waiting for a decision, one application, time to complete.
  { path: WORKER_APPLICATIONS, guard: 'staff', ...page(() => import('./staff/QueuePage')) },
  { path: WORKER_APPLICATION, guard: 'staff', ...page(() => import('./staff/ApplicationPage')) },
  { path: WORKER_TIMINGS, guard: 'staff', ...page(() => import('./staff/TimingsPage')) },
];
