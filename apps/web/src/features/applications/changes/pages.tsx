import { useParams, useSearchParams } from '../../../router';
import { ROUTES } from '@portal/contracts/routes';
import type { Answers } from '@portal/forms';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { DraftForm } from '../../../components/form-player/DraftForm';
import { ChangesSummary } from './ChangesSummary';
import { asNaming, changePaths, UPDATE_PARTS, type Kind } from './paths';

/**
 * The questions of reporting a change and renewing (features/applications/routes.ts); the first
 * screens are in startPages.tsx, signing and the confirmation in finishPages.tsx.
 */

function ChangeForm({ kind }: { kind: Kind }) {
  const { formId = '', updateType } = useParams();
  const [params] = useSearchParams();
  const naming = kind === 'COC' ? 'FNS' : asNaming(updateType);
  const part = params.get('part');
  if (!naming) return <NotFoundPage />;
  const paths = changePaths(kind, naming);
  // Opened from "Update" on Your information: that part is offered as what changed.
  const offered: Answers | undefined = part && UPDATE_PARTS.includes(part) ? { changed: [part] } : undefined;
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
