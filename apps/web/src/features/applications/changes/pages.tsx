import { Navigate, useParams, useSearchParams } from '../../../router';
import { ROUTES } from '@portal/contracts/routes';
import type { Answers } from '@portal/forms';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { DraftForm } from '../../../components/form-player/DraftForm';
import { ChangesSummary } from './ChangesSummary';
import { ChangeConfirmationPage } from './ConfirmationPage';
import { ChangeSignPage } from './SignPage';
import { asNaming, changePaths, type Kind } from './paths';
import { StartPage } from './StartPage';

/** The route components of reporting a change and renewing (features/applications/routes.ts). */

export const CocStart = () => <StartPage kind="COC" naming="FNS" />;
export const SnapCocStart = () => <StartPage kind="COC" naming="SNAP" />;
export const BenefitsStart = () => <StartPage kind="RECERT" naming="FNS" />;

export function RenewStart() {
  const naming = asNaming(useParams().updateType);
  return naming ? <StartPage kind="RECERT" naming={naming} /> : <NotFoundPage />;
}

/** The parts "Update" on Your information opens (nf-update-my-information/{updateType}). */
const PARTS = ['HOUSEHOLD', 'ADDRESS', 'INCOME', 'COSTS'];

function ChangeForm({ kind }: { kind: Kind }) {
  const { formId = '', updateType } = useParams();
  const [params] = useSearchParams();
  const naming = kind === 'COC' ? 'FNS' : asNaming(updateType);
  const part = params.get('part');
  if (!naming) return <NotFoundPage />;
  const paths = changePaths(kind, naming);
  // Opened from "Update" on Your information: that part is offered as what changed.
  const offered: Answers | undefined = part && PARTS.includes(part) ? { changed: [part] } : undefined;
  return (
    <DraftForm
      kind={kind === 'COC' ? 'change' : 'renewal'}
      formId={formId}
      formPath={paths.form(formId)}
      signPath={paths.sign(formId)}
      exitTo={ROUTES.yourApplications}
      offered={offered}
      summary={(p) => <ChangesSummary {...p} before={p.before ?? {}} signLink={paths.sign(formId)} />}
    />
  );
}
export const CocForm = () => <ChangeForm kind="COC" />;
export const RenewForm = () => <ChangeForm kind="RECERT" />;
export const CocSign = () => <ChangeSignPage kind="COC" />;
export const RenewSign = () => <ChangeSignPage kind="RECERT" />;
export const CocConfirmation = () => <ChangeConfirmationPage kind="COC" />;
export const RenewConfirmation = () => <ChangeConfirmationPage kind="RECERT" />;

/** "Update" on Your information: the change report in progress, or a new one, at its first page. */
export function UpdateInformation() {
  const { updateType = '' } = useParams();
  if (!PARTS.includes(updateType)) return <NotFoundPage />;
  return <Navigate to={`${ROUTES.coc}?part=${updateType}`} replace />;
}
