import { Navigate, useParams } from '../../../router';
import { ROUTES } from '@portal/contracts/routes';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { asNaming, UPDATE_PARTS } from './paths';
import { StartPage } from './StartPage';

/**
 * The first screens of reporting a change and renewing (features/applications/routes.ts): a
 * module of their own, so opening them does not load the form player (changes/pages.tsx).
 */

export const CocStart = () => <StartPage kind="COC" naming="FNS" />;
export const SnapCocStart = () => <StartPage kind="COC" naming="SNAP" />;
export const BenefitsStart = () => <StartPage kind="RECERT" naming="FNS" />;

export function RenewStart() {
  const naming = asNaming(useParams().updateType);
  return naming ? <StartPage kind="RECERT" naming={naming} /> : <NotFoundPage />;
}

/** "Update" on Your information: the change report in progress, or a new one, at its first page. */
export function UpdateInformation() {
  const { updateType = '' } = useParams();
  if (!UPDATE_PARTS.includes(updateType)) return <NotFoundPage />;
  return <Navigate to={`${ROUTES.coc}?part=${updateType}`} replace />;
}
