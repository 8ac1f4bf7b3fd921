import { Navigate, useLocation, useNavigate } from '../../router';
import { JUST_SUBMITTED } from './Confirmation';
import { useMutation } from '@tanstack/react-query';
import { agreementsFor, definitionOf, programsOf, signatureFlags, type SignatureInput } from '@portal/forms';
import { call } from '../../api/client';
import {
  elapsedSeconds,
  anonPaths,
  anonymousApplication,
  setAnonymousResult,
  typeFromPath,
  useAnonKey,
} from './anonymous';
import { SignatureForm } from '../../components/form-player/SignatureForm';
import { CallError, useLastCall } from '../../components/CallError';
import { fieldMessages } from '../../components/apiErrors';
import { ReadingColumn } from '../../components/Article';

/** Sign and submit an anonymous application: all answers go to the server at once. */
export function Component() {
  const key = useAnonKey();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const app = anonymousApplication(key);
  const submit = useMutation({
    mutationFn: (signature: SignatureInput) =>
      call('applications', {
        body: {
          applicationTypeId: app!.typeId,
          submissionKey: key,
          answers: app!.answers,
          signature,
          elapsedSeconds: elapsedSeconds(app!),
        },
      }),
  });
  const lastCall = useLastCall();
  if (!app) return <Navigate to={anonPaths(typeFromPath(pathname), key).start} replace />;
  const def = definitionOf(app.typeId)!;
  const paths = anonPaths(app.typeId, key);
  const agreements = agreementsFor(signatureFlags(def, app.answers), programsOf(def, app.answers));
  return (
    <ReadingColumn>
      <CallError error={submit.error} onRetry={lastCall.retry} />
      <SignatureForm
        agreements={agreements}
        submitting={submit.isPending}
        serverErrors={fieldMessages(submit.error)}
        onSubmit={(input) =>
          lastCall.run(() =>
            submit.mutate(input, {
              onSuccess: (r) => {
                setAnonymousResult(key, { applicationId: r.application_id, confirmation: r.confirmation });
                navigate(paths.confirmation, { replace: true, state: JUST_SUBMITTED });
              },
            }),
          )
        }
      />
    </ReadingColumn>
  );
}
