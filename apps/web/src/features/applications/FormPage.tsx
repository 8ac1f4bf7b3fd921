import { useParams } from '../../router';
import { ROUTES, pathTo } from '@portal/contracts/routes';
import { DraftForm } from '../../components/form-player/DraftForm';

/** A signed-in person's application: one page at a time, each saved on Continue. */
export function Component() {
  const { formId = '' } = useParams();
  return (
    <DraftForm
      kind="application"
      formId={formId}
      formPath={pathTo(ROUTES.applyForm, { formId })}
      signPath={pathTo(ROUTES.applySignAndSubmit, { formId })}
      exitTo={ROUTES.yourApplications}
    />
  );
}
