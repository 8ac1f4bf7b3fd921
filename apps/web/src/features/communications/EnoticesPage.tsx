import { Link } from '../../router';
import { ROUTES, type ContactReturn } from '@portal/contracts/routes';
import { ApiRequestError } from '../../api/client';
import { ReadingColumn } from '../../components/Article';
import { CallError } from '../../components/CallError';
import { Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { usePrimaryContact, useSetSubscription, useSubscription } from './queries';

const messages = defineMessages({
  'enotices.title': { en: 'Electronic notices', es: 'Avisos electrónicos' },
  'enotices.intro': {
    en: 'With electronic notices (e-notices), we e-mail you when a notice is ready and you read it here; no paper copy is mailed. Without them, each notice is also mailed to you on paper.',
    es: 'Con los avisos electrónicos, le enviamos un correo electrónico cuando un aviso está listo y usted lo lee aquí; no se envía copia en papel. Sin ellos, cada aviso también se le envía por correo postal.',
  },
  'enotices.privacy': {
    en: 'The e-mail only says a notice is waiting: the notice itself is read after you sign in.',
    es: 'El correo electrónico solo dice que hay un aviso: el aviso se lee después de iniciar sesión.',
  },
  'enotices.on': { en: 'Get my notices by e-mail', es: 'Recibir mis avisos por correo electrónico' },
  'enotices.off': { en: 'Get my notices on paper instead', es: 'Recibir mis avisos en papel' },
  'enotices.confirm': {
    en: 'Add or confirm an e-mail address',
    es: 'Agregar o confirmar una dirección de correo electrónico',
  },
  'enotices.change': {
    en: 'Use another e-mail address',
    es: 'Usar otra dirección de correo electrónico',
  },
  'enotices.inbox': { en: 'Read your notices', es: 'Leer sus avisos' },
});

/** /nf-enotices: notices by e-mail (e-notices) or on paper, and the switch between them. */
export function Component() {
  const t = useT(messages);
  useDocumentTitle(t('enotices.title'));
  const state = useSubscription();
  const change = useSetSubscription();
  const primary = usePrimaryContact();
  if (state.isPending || primary.isPending) return <Loading />;
  if (state.isError) throw state.error;
  if (primary.isError) throw primary.error;
  const s = state.data;
  // The e-mail address is changed where it is kept: the primary contact if that is an e-mail,
  // otherwise the secondary one. The code page brings the person back here.
  const emailForm = {
    to: primary.data.isEmailInd ? ROUTES.updatePrimaryContact : ROUTES.updateSecondaryContact,
    state: { returnTo: ROUTES.enotices, method: 'EMAIL' } satisfies ContactReturn,
  };
  const refused = change.error instanceof ApiRequestError && change.error.status === 409;
  return (
    <ReadingColumn>
      <h1>{t('enotices.title')}</h1>
      <p className="usa-intro">{t('enotices.intro')}</p>
      <p>{t('enotices.privacy')}</p>
      <div className="usa-alert usa-alert--info usa-alert--slim" role="status">
        <div className="usa-alert__body">
          <p className="usa-alert__text">{s.message}</p>
        </div>
      </div>
      {refused ? (
        <div className="usa-alert usa-alert--warning usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              {change.error instanceof ApiRequestError && change.error.errors[0]?.message}
            </p>
          </div>
        </div>
      ) : (
        <CallError error={change.error} />
      )}
      {s.isSubscribed ? (
        <button
          type="button"
          className="usa-button usa-button--outline margin-top-2"
          disabled={change.isPending}
          onClick={() => change.mutate(false)}
        >
          {t('enotices.off')}
        </button>
      ) : s.confirmedEmail ? (
        <button
          type="button"
          className="usa-button margin-top-2"
          disabled={change.isPending}
          onClick={() => change.mutate(true)}
        >
          {t('enotices.on')}
        </button>
      ) : (
        <Link className="usa-button margin-top-2" {...emailForm}>
          {t('enotices.confirm')}
        </Link>
      )}
      {s.confirmedEmail && (
        <p className="margin-top-2">
          <Link className="usa-link" {...emailForm}>
            {t('enotices.change')}
          </Link>
        </p>
      )}
      <p className="margin-top-4">
        <Link className="usa-link" to={ROUTES.secureInbox}>
          {t('enotices.inbox')}
        </Link>
      </p>
    </ReadingColumn>
  );
}
