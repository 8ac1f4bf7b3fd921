import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import { useErrorText } from '../../components/apiErrors';
import { ErrorSummary } from '../../components/ErrorSummary';
import { TextField } from '../../components/TextField';
import { useFieldForm } from '../../components/useFieldForm';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { NotVerified } from './NotVerified';
import { useStartProofing } from './queries';

const messages = defineMessages({
  'upgrade.title': { en: 'Upgrade your account', es: 'Mejore su cuenta' },
  'upgrade.intro': {
    en: 'If you already get benefits, confirm your identity to link your account to your case. Then you can see your case and household information and upload documents online. It takes less than five minutes.',
    es: 'Si ya recibe beneficios, confirme su identidad para vincular su cuenta con su caso. Después podrá ver la información de su caso y de su hogar y subir documentos en línea. Toma menos de cinco minutos.',
  },
  'upgrade.bureau': {
    en: 'We ask a credit bureau a few questions only you should be able to answer. This is a soft inquiry: it does not affect your credit score. We keep the record of the inquiry for 23 months.',
    es: 'Le hacemos a una agencia de crédito algunas preguntas que solo usted debería poder responder. Es una consulta leve: no afecta su puntaje de crédito. Guardamos el registro de la consulta durante 23 meses.',
  },
  'upgrade.required': { en: '(required)', es: '(obligatorio)' },
  'upgrade.firstName': { en: 'First name', es: 'Nombre' },
  'upgrade.lastName': { en: 'Last name', es: 'Apellido' },
  'upgrade.birthDate': { en: 'Date of birth', es: 'Fecha de nacimiento' },
  'upgrade.birthDateHint': { en: 'MM/DD/YYYY', es: 'MM/DD/AAAA' },
  'upgrade.ssn': { en: 'Social Security number', es: 'Número de Seguro Social' },
  'upgrade.ssnHint': { en: '9 digits, for example ###-##-####', es: '9 dígitos, por ejemplo ###-##-####' },
  'upgrade.address': { en: 'Street address', es: 'Dirección' },
  'upgrade.city': { en: 'City', es: 'Ciudad' },
  'upgrade.zip': { en: 'ZIP code', es: 'Código postal' },
  'upgrade.submit': { en: 'Continue to questions', es: 'Continuar a las preguntas' },
  'upgrade.working': { en: 'Checking…', es: 'Verificando…' },
});

const FIELDS = ['firstName', 'lastName', 'birthDate', 'ssn', 'addressLine1', 'city', 'zip'] as const;
type Field = (typeof FIELDS)[number];

/**
 * /nfUpgradeAccount (and the standalone identity-proofing page): name, birth date, SSN and
 * address go to the identity-proofing provider, which answers with questions.
 */
export function Component() {
  const t = useT(messages);
  useDocumentTitle(t('upgrade.title'));
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const purpose = params.get('purpose') === 'APPLY' ? 'APPLY' : 'UPGRADE';
  const start = useStartProofing();
  const { values, setLocal, summary, fieldProps } = useFieldForm(FIELDS, start.error);

  function submit(e: FormEvent) {
    e.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    for (const f of FIELDS) if (!values[f].trim()) next[f] = errorText('validation.required');
    setLocal(next);
    start.reset();
    if (Object.keys(next).length > 0) return;
    start.mutate(
      { ...values, purpose },
      { onSuccess: (r) => r.status === 'QUIZ' && navigate(purpose === 'APPLY' ? ROUTES.applyRidpQa : ROUTES.ridpQa) },
    );
  }

  const field = (f: Field, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} requiredMark={t('upgrade.required')} {...fieldProps(f)} {...extra} />
  );

  return (
    <div className="grid-container padding-y-4">
      <div className="tablet:grid-col-8 desktop:grid-col-6">
        <h1>{t('upgrade.title')}</h1>
        {start.data?.status === 'NOT_VERIFIED' ? (
          <NotVerified purpose={purpose} />
        ) : (
          <>
            <p className="usa-intro">{t('upgrade.intro')}</p>
            <p>{t('upgrade.bureau')}</p>
            <ErrorSummary errors={summary} />
            <form className="usa-form" onSubmit={submit} noValidate autoComplete="off">
              {field('firstName', t('upgrade.firstName'), { autoComplete: 'given-name' })}
              {field('lastName', t('upgrade.lastName'), { autoComplete: 'family-name' })}
              {field('birthDate', t('upgrade.birthDate'), {
                hint: t('upgrade.birthDateHint'),
                inputMode: 'numeric',
                autoComplete: 'bday',
              })}
              {field('ssn', t('upgrade.ssn'), {
                hint: t('upgrade.ssnHint'),
                inputMode: 'numeric',
                type: 'password',
                autoComplete: 'off',
              })}
              {field('addressLine1', t('upgrade.address'), { autoComplete: 'address-line1' })}
              {field('city', t('upgrade.city'), { autoComplete: 'address-level2' })}
              {field('zip', t('upgrade.zip'), {
                inputMode: 'numeric',
                autoComplete: 'postal-code',
                className: 'usa-input--medium',
              })}
              <button type="submit" className="usa-button margin-top-3" disabled={start.isPending}>
                {start.isPending ? t('upgrade.working') : t('upgrade.submit')}
              </button>
            </form>
          </>
        )}
      </div>
    </div>
  );
}
