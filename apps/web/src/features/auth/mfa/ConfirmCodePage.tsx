import { Link, useLocation, useNavigate, useParams, useSearchParams } from '../../../router';
import { pathTo, ROUTES } from '@portal/contracts/routes';
import { useApiFieldErrors } from '../../../components/apiErrors';
import { CodeForm } from '../../../components/CodeForm';
import { useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { AuthFrame } from '../AuthFrame';
import { useConfirmCode, type MfaOutcome } from '../queries';
import { withReturnTo } from '../returnTo';
import { mfaMessages } from './mfaText';
import { useExpiredRedirect } from './useExpiredRedirect';

const messages = defineMessages({
  'mfaC.title': { en: 'Enter your security code', es: 'Ingrese su código de seguridad' },
  'mfaC.incorrectTitle': { en: 'The code did not match', es: 'El código no coincide' },
  'mfaC.sentTo': {
    en: 'We sent a 6-digit code to {label}. It can take one to two minutes to arrive and works for 10 minutes.',
    es: 'Enviamos un código de 6 dígitos a {label}. Puede tardar de uno a dos minutos en llegar y es válido por 10 minutos.',
  },
  'mfaC.resent': {
    en: 'We sent a new code. Only the newest code works.',
    es: 'Enviamos un código nuevo. Solo funciona el código más reciente.',
  },
  'mfaC.incorrect': {
    en: 'The code you entered does not match. Re-enter the correct code. {tries, plural, one {You have # try left.} other {You have # tries left.}}',
    es: 'El código que ingresó no coincide. Vuelva a ingresar el código correcto. {tries, plural, one {Le queda # intento.} other {Le quedan # intentos.}}',
  },
  'mfaC.code': { en: 'Security code', es: 'Código de seguridad' },
  'mfaC.submit': { en: 'Continue', es: 'Continuar' },
  'mfaC.checking': { en: 'Checking…', es: 'Verificando…' },
  'mfaC.resend': { en: 'Send me a new code', es: 'Enviarme un código nuevo' },
  'mfaC.other': { en: 'Choose another contact method', es: 'Elegir otro método de contacto' },
});

const OUTCOME_ROUTES: Partial<Record<MfaOutcome, string>> = {
  LOCKED: ROUTES.mfaTemporarilyLocked,
  NEWBORN_LOCKED: ROUTES.mfaAutoNewbornLocked,
  DELINKED: ROUTES.mfaAccountDelinked,
  EXPIRED: `${ROUTES.mfaError}?reason=expired`,
};

/**
 * /nfMFAConfirmCode/{uuid}/{selectedOption}/{selectedLabel}, and after a wrong code
 * /nfMFAIncorrectLogin/…/{logInResponse} (the tries left): enter the code.
 */
export function Component() {
  const t = useT(messages);
  const tm = useT(mfaMessages);
  const { uuid = '', selectedOption = '', selectedLabel = '', logInResponse } = useParams();
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const location = useLocation();
  const navigate = useNavigate();
  const confirm = useConfirmCode();
  useExpiredRedirect(confirm.error);
  const api = useApiFieldErrors(confirm.error);
  const incorrect = logInResponse !== undefined;
  const fieldError = api.fields.confirmationCode ?? api.general ?? undefined;
  const resent = (location.state as { resent?: boolean } | null)?.resent === true;

  function submit(code: string, clear: () => void) {
    confirm.reset();
    confirm.mutate(
      { uuid, confirmationCode: code },
      {
        onSuccess: (result) => {
          if (result.outcome === 'SUCCESS')
            navigate(withReturnTo(pathTo(ROUTES.mfaRememberDevice, { uuid }), returnTo), { replace: true });
          else if (result.outcome === 'INCORRECT') {
            clear();
            navigate(
              withReturnTo(
                pathTo(ROUTES.mfaIncorrectLogin, {
                  uuid,
                  selectedOption,
                  selectedLabel,
                  logInResponse: result.triesLeft,
                }),
                returnTo,
              ),
              { replace: true },
            );
          } else navigate(OUTCOME_ROUTES[result.outcome]!, { replace: true });
        },
      },
    );
  }

  return (
    <AuthFrame title={incorrect ? t('mfaC.incorrectTitle') : t('mfaC.title')}>
      {incorrect ? (
        <div className="usa-alert usa-alert--error" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('mfaC.incorrect', { tries: Number(logInResponse) || 0 })}</p>
          </div>
        </div>
      ) : resent ? (
        <div className="usa-alert usa-alert--info" role="status">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('mfaC.resent')}</p>
          </div>
        </div>
      ) : null}
      <p className="usa-intro">{t('mfaC.sentTo', { label: selectedLabel })}</p>
      <CodeForm
        label={t('mfaC.code')}
        submitLabel={confirm.isPending ? t('mfaC.checking') : t('mfaC.submit')}
        busy={confirm.isPending}
        serverError={fieldError}
        onSubmit={submit}
      />
      <ul className="usa-list usa-list--unstyled margin-top-4">
        <li className="margin-bottom-1">
          <Link to={withReturnTo(pathTo(ROUTES.mfaResendCode, { uuid, selectedOption, selectedLabel }), returnTo)}>
            {t('mfaC.resend')}
          </Link>
        </li>
        <li className="margin-bottom-1">
          <Link to={withReturnTo(pathTo(ROUTES.mfaQuestions, { uuid }), returnTo)}>{t('mfaC.other')}</Link>
        </li>
        <li>
          <Link to={ROUTES.mfaLearnMore}>{tm('mfa.learnMore')}</Link>
        </li>
      </ul>
    </AuthFrame>
  );
}
