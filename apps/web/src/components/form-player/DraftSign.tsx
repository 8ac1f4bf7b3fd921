import type { ReactNode } from 'react';
import { useNavigate } from '../../router';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ApiError } from '@portal/contracts';
import type { SignatureInput } from '@portal/forms';
import { ApiRequestError } from '../../api/client';
import { NotFoundPage } from '../../app/NotFoundPage';
import { ReadingColumn } from '../Article';
import { CallError, useLastCall } from '../CallError';
import { Loading } from '../Loading';
import { fieldMessages, isNotFound, isRecordId } from '../apiErrors';
import { useESignature } from '../../api/drafts';
import { SignatureForm } from './SignatureForm';

/**
 * Signing a draft that reports on a case or appeals a decision: the boxes the server gives,
 * the name. Refused because it can no longer be sent (409), `refused` says why and where to go;
 * a page the server found incomplete (400 naming it) sends the person back to it, answers kept.
 */
export function DraftSign<R>(props: {
  formId: string;
  /** The draft's form (its pages are `?page=`). */
  formPath: string;
  submit: UseMutationResult<R, Error, SignatureInput>;
  onSent: (result: R) => void;
  refused: (error: ApiError) => ReactNode;
}) {
  const { formId, formPath, submit, onSent, refused } = props;
  const navigate = useNavigate();
  const valid = isRecordId(formId);
  const esig = useESignature(formId, valid);
  const lastCall = useLastCall();
  if (!valid || isNotFound(esig.error)) return <NotFoundPage />;
  if (esig.isPending) return <Loading />;
  if (esig.isError) throw esig.error;
  const refusal =
    submit.error instanceof ApiRequestError && submit.error.status === 409 ? submit.error.errors[0] : null;
  const agreements = esig.data.agreements.map((a) => ({ id: a.id, text: { en: a.text, es: a.text } }));
  return (
    <ReadingColumn>
      {refusal ? (
        <div className="usa-alert usa-alert--warning" role="alert">
          <div className="usa-alert__body">{refused(refusal)}</div>
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
              onSuccess: onSent,
              onError: (e) => {
                const page = e instanceof ApiRequestError ? e.errors[0]?.message_id : undefined;
                if (e instanceof ApiRequestError && e.status === 400 && page && page !== 'signature')
                  navigate(`${formPath}?page=${encodeURIComponent(page)}`);
              },
            }),
          )
        }
      />
    </ReadingColumn>
  );
}
