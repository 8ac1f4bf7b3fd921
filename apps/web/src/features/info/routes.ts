import { ROUTES } from '@portal/contracts/routes';
import { page, type AppRoute } from '../../app/routes';

const ridpFaq = page(() => import('./RidpFaqPage'));

/** The public information pages (spec part 1 §2.1), each its own chunk with its texts. */
export const routes: AppRoute[] = [
  { path: ROUTES.applicationOverview, guard: 'public', ...page(() => import('./ApplicationOverviewPage')) },
  { path: ROUTES.faq, guard: 'public', ...page(() => import('./FaqPage')) },
  { path: ROUTES.learnMoreLanding, guard: 'public', ...page(() => import('./LearnMorePage')) },
  { path: ROUTES.disclaimer, guard: 'public', ...page(() => import('./DisclaimerPage')) },
  { path: ROUTES.ridpFaq, guard: 'public', ...ridpFaq },
  { path: ROUTES.ridpFaqApply, guard: 'public', ...ridpFaq },
  { path: ROUTES.fnsFactSheet, guard: 'public', ...page(() => import('./FnsFactSheetPage')) },
  { path: ROUTES.supportedBrowsers, guard: 'public', ...page(() => import('./SupportedBrowsersPage')) },
  { path: ROUTES.enoticesFaq, guard: 'public', ...page(() => import('./EnoticesFaqPage')) },
  { path: ROUTES.textAndSecureFaq, guard: 'public', ...page(() => import('./TextAndSecureFaqPage')) },
  { path: ROUTES.recertFaq, guard: 'public', ...page(() => import('./RecertFaqPage')) },
  { path: ROUTES.cocFaq, guard: 'public', ...page(() => import('./CocFaqPage')) },
  { path: ROUTES.applyingOnBehalf, guard: 'public', ...page(() => import('./ApplyingOnBehalfPage')) },
];
