import { Link, useNavigate, useParams } from '../../../router';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { useT } from '../../../i18n/locale';
import { JUST_SUBMITTED } from '../Confirmation';
import { DraftSign } from '../../../components/form-player/DraftSign';
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
  const submit = useSubmitChange(kind, id);
  if (naming === null) return <NotFoundPage />;
  const paths = changePaths(kind, naming);
  return (
    <DraftSign
      formId={id}
      formPath={paths.form(id)}
      submit={submit}
      onSent={(r) => navigate(paths.confirmation(r.cocInstanceID), { replace: true, state: JUST_SUBMITTED })}
      refused={() => (
        <>
          <p className="usa-alert__text">{t('changes.sign.refused')}</p>
          <Link className="usa-link" to={paths.start}>
            {t('changes.sign.why')}
          </Link>
        </>
      )}
    />
  );
}
