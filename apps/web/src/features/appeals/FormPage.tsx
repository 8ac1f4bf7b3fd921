import { Link, useNavigate, useParams, useSearchParams } from '../../router';
import type { AppealTrack } from '@portal/contracts/appeals';
import { useT } from '../../i18n/locale';
import { DraftForm } from '../../components/form-player/DraftForm';
import { DraftSign } from '../../components/form-player/DraftSign';
import { messages } from './messages';
import { appealPaths } from './paths';
import { useSubmitAppeal } from './queries';

/** Where the submitted list shows the request just sent (its reference and filing date). */
export interface JustSent {
  sent: string;
}

/** /appeals/form/{formId}: the request's pages (saved one by one), its summary, then signing. */
export function AppealFormPage({ track }: { track: AppealTrack }) {
  const { formId = '' } = useParams();
  const [params] = useSearchParams();
  const paths = appealPaths(track);
  if (params.get('page') === 'sign') return <SignStep track={track} formId={formId} />;
  return (
    <DraftForm
      kind="appeal"
      formId={formId}
      formPath={paths.form(formId)}
      signPath={paths.sign(formId)}
      exitTo={paths.home}
    />
  );
}

/**
 * Signing: the server checks every page, that the decision can still be appealed, and the
 * signature. Refused (the 90 days ended, a withdrawn programme), the page says why.
 */
function SignStep({ track, formId }: { track: AppealTrack; formId: string }) {
  const t = useT(messages);
  const navigate = useNavigate();
  const paths = appealPaths(track);
  const submit = useSubmitAppeal(formId);
  return (
    <DraftSign
      formId={formId}
      formPath={paths.form(formId)}
      submit={submit}
      onSent={(r) =>
        navigate(paths.submitted, { replace: true, state: { sent: r.onlineAppealRequestId } satisfies JustSent })
      }
      refused={(error) => (
        <>
          <p className="usa-alert__text">
            {t('appeals.sign.refused')} {error.message}
          </p>
          <Link className="usa-link" to={paths.home}>
            {t('appeals.back')}
          </Link>
        </>
      )}
    />
  );
}
