import { useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from '../../../router';
import { ROUTES } from '@portal/contracts/routes';
import { useApiFieldErrors } from '../../../components/apiErrors';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { AuthFrame, Radio } from '../AuthFrame';
import { useRememberDevice } from '../queries';
import { withReturnTo } from '../returnTo';

const messages = defineMessages({
  'mfaD.title': { en: 'Remember this device?', es: '¿Recordar este dispositivo?' },
  'mfaD.intro': {
    en: 'If you remember this device, you will not need a security code when you log in on it for the next 30 days. Do not choose this on a shared or public computer.',
    es: 'Si recuerda este dispositivo, no necesitará un código de seguridad cuando inicie sesión en él durante los próximos 30 días. No elija esta opción en una computadora compartida o pública.',
  },
  'mfaD.legend': { en: 'Remember this device for 30 days', es: 'Recordar este dispositivo por 30 días' },
  'mfaD.yes': { en: 'Yes, remember this device', es: 'Sí, recordar este dispositivo' },
  'mfaD.no': { en: 'No, ask me for a code every time', es: 'No, pedirme un código cada vez' },
  'mfaD.required': { en: 'Choose whether to remember this device', es: 'Elija si desea recordar este dispositivo' },
  'mfaD.continue': { en: 'Continue', es: 'Continuar' },
  'mfaD.forget': {
    en: 'You can forget all remembered devices at any time in Account Settings.',
    es: 'Puede olvidar todos los dispositivos recordados en cualquier momento en Configuración de la cuenta.',
  },
});

/** /nfMFARememberDevice/{uuid}: right after a correct code, remember this browser or not. */
export function Component() {
  const t = useT(messages);
  const { uuid = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const remember = useRememberDevice();
  const [choice, setChoice] = useState('');
  const [missing, setMissing] = useState(false);
  const api = useApiFieldErrors(remember.error);
  const error = missing ? t('mfaD.required') : (api.general ?? undefined);

  function submit(e: FormEvent) {
    e.preventDefault();
    setMissing(!choice);
    if (!choice) return;
    remember.mutate(
      { uuid, remember: choice === 'yes' },
      { onSuccess: () => navigate(withReturnTo(ROUTES.mfaSuccess, params.get('returnTo')), { replace: true }) },
    );
  }

  return (
    <AuthFrame title={t('mfaD.title')}>
      <p className="usa-intro">{t('mfaD.intro')}</p>
      <ErrorSummary errors={error ? [{ fieldId: 'remember-yes', message: error }] : []} />
      <form className="usa-form" onSubmit={submit} noValidate>
        <fieldset className="usa-fieldset">
          <legend className="usa-legend">{t('mfaD.legend')}</legend>
          {error && <span className="usa-error-message">{error}</span>}
          <Radio name="remember" value="yes" checked={choice === 'yes'} onChange={setChoice} label={t('mfaD.yes')} />
          <Radio name="remember" value="no" checked={choice === 'no'} onChange={setChoice} label={t('mfaD.no')} />
        </fieldset>
        <button type="submit" className="usa-button margin-top-3" disabled={remember.isPending}>
          {t('mfaD.continue')}
        </button>
      </form>
      <p className="margin-top-3">{t('mfaD.forget')}</p>
    </AuthFrame>
  );
}
