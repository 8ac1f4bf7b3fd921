import { Link, useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../../../api/client';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { ReadingColumn } from '../../../components/Article';
import { CallError, useLastCall } from '../../../components/CallError';
import { Loading } from '../../../components/Loading';
import { fieldMessages, isNotFound, isRecordId } from '../../../components/apiErrors';
import { useT } from '../../../i18n/locale';
import { JUST_SUBMITTED } from '../Confirmation';
import { useESignature } from '../queries';
import { SignatureForm } from '../SignatureForm';
import { messages } from './messages';
import { asNaming, changePaths, type Kind } from './paths';
import { useSubmitChange } from './queries';

/**
 * Sign and submit a change report or renewal: the server checks every page first (finish), then
 * takes the signature. Refused because it can no longer be sent (a renewal past 4:59 p.m. on its
 * due date, one already sent), the page says so and leads back to where the reason is shown.
 */
export function ChangeSignPage({ kind }: { kind: Kind }) {
  const t = useT(messages);
  const { motivationID, cocInstanceID, updateType } = useParams();
  const id = (kind === 'COC' ? motivationID : cocInstanceID) ?? '';
  const naming = kind === 'COC' ? 'FNS' : asNaming(updateType);
  const navigate = useNavigate();
  const valid = isRecordId(id) && naming !== null;
  const esig = useESignature(id, valid);
  const submit = useSubmitChange(kind, id);
  const lastCall = useLastCall();
  if (!valid || isNotFound(esig.error)) return <NotFoundPage />;
  if (esig.isPending) return <Loading />;
  if (esig.isError) throw esig.error;
  const paths = changePaths(kind, naming);
  const refused = submit.error instanceof ApiRequestError && submit.error.status === 409;
  const agreements = esig.data.agreements.map((a) => ({ id: a.id, text: { en: a.text, es: a.text } }));
  return (
    <ReadingColumn>
      {refused ? (
        <div className="usa-alert usa-alert--warning" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('changes.sign.refused')}</p>
            <Link className="usa-link" to={paths.start}>
              {t('changes.sign.why')}
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
              onSuccess: (r) => navigate(paths.confirmation(r.cocInstanceID), { replace: true, state: JUST_SUBMITTED }),
              // A page the server found incomplete: back to it, with the answers kept.
              onError: (e) => {
                const page = e instanceof ApiRequestError ? e.errors[0]?.message_id : undefined;
                if (e instanceof ApiRequestError && e.status === 400 && page && page !== 'signature')
                  navigate(`${paths.form(id)}?page=${encodeURIComponent(page)}`);
              },
            }),
          )
        }
      />
    </ReadingColumn>
  );
}
