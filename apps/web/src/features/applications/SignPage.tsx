import { useNavigate, useParams } from '../../router';
import { JUST_SUBMITTED } from './Confirmation';
import { ROUTES, pathTo } from '@portal/contracts/routes';
import { Loading } from '../../components/Loading';
import { NotFoundPage } from '../../app/NotFoundPage';
import { useESignature } from '../../api/drafts';
import { useSignAndSubmit } from './queries';
import { SignatureForm } from '../../components/form-player/SignatureForm';
import { CallError, useLastCall } from '../../components/CallError';
import { fieldMessages, isNotFound, isRecordId } from '../../components/apiErrors';
import { ReadingColumn } from '../../components/Article';
import { ActingForNotice } from '../../components/ActingForNotice';

/** Sign and submit a signed-in person's draft; the confirmation replaces it in the history. */
export function Component() {
  const { formId = '' } = useParams();
  const navigate = useNavigate();
  const valid = isRecordId(formId);
  const esig = useESignature(formId, valid);
  const submit = useSignAndSubmit(formId);
  const lastCall = useLastCall();
  if (!valid || isNotFound(esig.error)) return <NotFoundPage />;
  if (esig.isPending) return <Loading />;
  if (esig.isError) throw esig.error;
  const agreements = esig.data.agreements.map((a) => ({ id: a.id, text: { en: a.text, es: a.text } }));
  return (
    <ReadingColumn>
      <ActingForNotice />
      <CallError error={submit.error} onRetry={lastCall.retry} />
      <SignatureForm
        agreements={agreements}
        submitting={submit.isPending}
        serverErrors={fieldMessages(submit.error)}
        onSubmit={(input) =>
          lastCall.run(() =>
            submit.mutate(input, {
              onSuccess: (r) =>
                navigate(pathTo(ROUTES.applyConfirmation, { formId: r.intakeapplicationID }), {
                  replace: true,
                  state: JUST_SUBMITTED,
                }),
            }),
          )
        }
      />
    </ReadingColumn>
  );
}
