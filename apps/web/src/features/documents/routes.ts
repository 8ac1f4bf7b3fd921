import { ROUTES } from '@portal/contracts/routes';
import { page, type AppRoute } from '../../app/routes';

export const routes: AppRoute[] = [
  { path: ROUTES.docUpload, guard: 'signedIn', ...page(() => import('./DocUploadPage')) },
  { path: ROUTES.uploadStandalone, guard: 'signedIn', ...page(() => import('./StandaloneUploadPage')) },
  { path: ROUTES.uploadEnergy, guard: 'signedIn', ...page(() => import('./EnergyUploadPage')) },
  { path: ROUTES.uploadSelectCase, guard: 'signedIn', ...page(() => import('./SelectCasePage')) },
  { path: ROUTES.uploadVerification, guard: 'signedIn', ...page(() => import('./UploadVerificationPage')) },
  { path: ROUTES.documentToUpload, guard: 'signedIn', ...page(() => import('./DocumentToUploadPage')) },
  { path: ROUTES.documentUploadQa, guard: 'public', ...page(() => import('./DocumentUploadQaPage')) },
  // Caseworkers: the office's cases and their documents to review (staff/).
  { path: ROUTES.workerDocuments, guard: 'staff', ...page(() => import('./staff/WorkerDocumentsPage')) },
];
