import { useNavigate, useParams, useSearchParams, Link } from '../../../router';
import { pathTo, ROUTES } from '@portal/contracts/routes';
import { useApiFieldErrors } from '../../../components/apiErrors';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { AuthFrame } from '../AuthFrame';
import { useSendCode } from '../queries';
import { withReturnTo } from '../returnTo';
import { useExpiredRedirect } from './useExpiredRedirect';

const messages = defineMessages({
  'mfaR.title': { en: 'Send a new security code', es: 'Enviar un código de seguridad nuevo' },
  'mfaR.body': {
    en: 'We will send a new code to {label}. The code we sent before will stop working; only the newest code is valid.',
    es: 'Enviaremos un código nuevo a {label}. El código que enviamos antes dejará de funcionar; solo es válido el código más reciente.',
  },
  'mfaR.send': { en: 'Send a new code', es: 'Enviar un código nuevo' },
  'mfaR.sending': { en: 'Sending…', es: 'Enviando…' },
  'mfaR.back': { en: 'Back to entering my code', es: 'Volver a ingresar mi código' },
});

/** /nfResendCode/{uuid}/{selectedOption}/{selectedLabel} (resendMFACode). */
export function Component() {
  const t = useT(messages);
  const { uuid = '', selectedOption = '', selectedLabel = '' } = useParams();
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const navigate = useNavigate();
  const resend = useSendCode(true);
  useExpiredRedirect(resend.error);
  const api = useApiFieldErrors(resend.error);
  const error = api.general ?? Object.values(api.fields)[0];
  const confirmPath = withReturnTo(pathTo(ROUTES.mfaConfirmCode, { uuid, selectedOption, selectedLabel }), returnTo);
  return (
    <AuthFrame title={t('mfaR.title')}>
      <ErrorSummary errors={error ? [{ fieldId: 'resend', message: error }] : []} />
      <p className="usa-intro">{t('mfaR.body', { label: selectedLabel })}</p>
      <button
        id="resend"
        type="button"
        className="usa-button"
        disabled={resend.isPending}
        onClick={() =>
          resend.mutate(
            { uuid, nfValue: selectedOption },
            { onSuccess: () => navigate(confirmPath, { state: { resent: true } }) },
          )
        }
      >
        {resend.isPending ? t('mfaR.sending') : t('mfaR.send')}
      </button>
      <p className="margin-top-3">
        <Link to={confirmPath}>{t('mfaR.back')}</Link>
      </p>
    </AuthFrame>
  );
}
