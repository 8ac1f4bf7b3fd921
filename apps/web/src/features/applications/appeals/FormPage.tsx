import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { AppealTrack } from '@portal/contracts/appeals';
import { ApiRequestError } from '../../../api/client';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { ReadingColumn } from '../../../components/Article';
import { CallError, useLastCall } from '../../../components/CallError';
import { Loading } from '../../../components/Loading';
import { fieldMessages, isNotFound, isRecordId } from '../../../components/apiErrors';
import { useT } from '../../../i18n/locale';
import { DraftForm } from '../FormPage';
import { useESignature } from '../queries';
import { SignatureForm } from '../SignatureForm';
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
  return <DraftForm formId={formId} formPath={paths.form(formId)} signPath={paths.sign(formId)} exitTo={paths.home} />;
}

/**
 * Signing: the server checks every page, that the decision can still be appealed, and the
 * signature. Refused (the 90 days ended, a withdrawn programme), the page says why.
 */
function SignStep({ track, formId }: { track: AppealTrack; formId: string }) {
  const t = useT(messages);
  const navigate = useNavigate();
  const paths = appealPaths(track);
  const valid = isRecordId(formId);
  const esig = useESignature(formId, valid);
  const submit = useSubmitAppeal(formId);
  const lastCall = useLastCall();
  if (!valid || isNotFound(esig.error)) return <NotFoundPage />;
  if (esig.isPending) return <Loading />;
  if (esig.isError) throw esig.error;
  const refused =
    submit.error instanceof ApiRequestError && submit.error.status === 409 ? submit.error.errors[0] : null;
  const agreements = esig.data.agreements.map((a) => ({ id: a.id, text: { en: a.text, es: a.text } }));
  return (
    <ReadingColumn>
      {refused ? (
        <div className="usa-alert usa-alert--warning" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              {t('appeals.sign.refused')} {refused.message}
            </p>
            <Link className="usa-link" to={paths.home}>
              {t('appeals.back')}
            </Link>
          </div>
        </div>
      ) : (
        <CallError error={submit.error} onRetry={lastCall.retry} />
      )}
      <SignatureForm
        agreements={agreements}
        submitting={submit.isPending}
        serverErrors={fieldMessages(submit.error)}
        onSubmit={(input) =>
          lastCall.run(() =>
            submit.mutate(input, {
              onSuccess: (r) =>
                navigate(paths.submitted, {
                  replace: true,
                  state: { sent: r.onlineAppealRequestId } satisfies JustSent,
                }),
              // A page the server found incomplete: back to it, with the answers kept.
              onError: (e) => {
                const page = e instanceof ApiRequestError ? e.errors[0]?.message_id : undefined;
                if (e instanceof ApiRequestError && e.status === 400 && page && page !== 'signature')
                  navigate(`${paths.form(formId)}?page=${encodeURIComponent(page)}`);
              },
            }),
          )
        }
      />
    </ReadingColumn>
  );
}
