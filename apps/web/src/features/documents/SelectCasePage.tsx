import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import { ErrorSummary } from '../../components/ErrorSummary';
import { useErrorText } from '../../components/apiErrors';
import { Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { useDates } from '../../i18n/dates';
import { useExistingCases } from './queries';
import { targetCards } from './targets';

const messages = defineMessages({
  'selectCase.title': { en: 'Choose what your documents are for', es: 'Elija para qué son sus documentos' },
  'selectCase.titleEnergy': {
    en: 'Choose the energy assistance case for your documents',
    es: 'Elija el caso de asistencia de energía para sus documentos',
  },
  'selectCase.legend': { en: 'Submitted applications and cases', es: 'Solicitudes enviadas y casos' },
  'selectCase.hint': {
    en: 'Choose one or more. The list shows the applications you sent and your cases. It also shows cases closed in the last 90 days.',
    es: 'Elija uno o más. La lista muestra las solicitudes que envió y sus casos. También muestra los casos cerrados en los últimos 90 días.',
  },
  'selectCase.reference': { en: 'Reference number {reference}', es: 'Número de referencia {reference}' },
  'selectCase.application': {
    en: 'Application, reference number {reference}',
    es: 'Solicitud, número de referencia {reference}',
  },
  'selectCase.primary': { en: 'Primary person: {name}', es: 'Persona principal: {name}' },
  'selectCase.submittedOn': { en: 'Submitted on: {date}', es: 'Enviado el: {date}' },
  'selectCase.status': { en: 'Program status: {status}', es: 'Estado del programa: {status}' },
  'selectCase.continue': { en: 'Continue', es: 'Continuar' },
  'selectCase.back': { en: 'Back', es: 'Volver' },
  'selectCase.noBenefits': {
    en: 'You do not get benefits now, or you have no application that is still open. You also have no case that closed in the last 90 days. Please give the information to your local DSS.',
    es: 'Usted no recibe beneficios ahora, o no tiene una solicitud abierta. Tampoco tiene un caso que se cerró en los últimos 90 días. Por favor, dé la información a su DSS local.',
  },
  'selectCase.noEnergy': {
    en: 'We did not find an energy assistance application or case for you. You can send papers for other programs with an application.',
    es: 'No encontramos una solicitud ni un caso de asistencia de energía a su nombre. Puede enviar papeles de otros programas con una solicitud.',
  },
  'selectCase.forApplication': { en: 'Send documents for an application', es: 'Enviar documentos para una solicitud' },
  'selectCase.none': {
    en: 'We did not find any submitted applications or cases for you.',
    es: 'No encontramos solicitudes enviadas ni casos a su nombre.',
  },
});

/** The select-case screen (ROUTES.uploadSelectCase?for=standalone|energy): at least one must be chosen. */
export function Component() {
  const t = useT(messages);
  const errorText = useErrorText();
  const { day } = useDates();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const energy = params.get('for') === 'energy';
  const title = energy ? t('selectCase.titleEnergy') : t('selectCase.title');
  useDocumentTitle(title);
  const existing = useExistingCases();
  const [chosen, setChosen] = useState<string[]>(() => (params.get('cases') ?? '').split(',').filter(Boolean));
  const [error, setError] = useState<string | null>(null);

  if (existing.isPending) return <Loading />;
  const cards = targetCards(existing.data!, energy ? 'LIEAP' : undefined);
  const empty = cards.length === 0;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (chosen.length === 0) {
      setError(errorText('validation.upload.selectCase'));
      return;
    }
    navigate(
      `${energy ? ROUTES.uploadEnergy : ROUTES.uploadStandalone}?cases=${chosen.map(encodeURIComponent).join(',')}`,
    );
  }

  return (
    <div className="grid-container padding-y-4">
      <h1>{title}</h1>
      {empty ? (
        <div className="usa-alert usa-alert--info">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              {existing.data!.noBenefitsInd
                ? t('selectCase.noBenefits')
                : energy
                  ? t('selectCase.noEnergy')
                  : t('selectCase.none')}
            </p>
            {energy && !existing.data!.noBenefitsInd && (
              <p className="usa-alert__text">
                <Link to={`${ROUTES.uploadSelectCase}?for=standalone`}>{t('selectCase.forApplication')}</Link>
              </p>
            )}
          </div>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <ErrorSummary errors={error ? [{ fieldId: `case-${cards[0]?.id ?? 'none'}`, message: error }] : []} />
          <fieldset
            className={`usa-fieldset usa-form-group${error ? ' usa-form-group--error' : ''}`}
            aria-describedby="select-case-hint"
          >
            <legend className="usa-legend usa-legend--large">{t('selectCase.legend')}</legend>
            <div className="usa-hint" id="select-case-hint">
              {t('selectCase.hint')}
            </div>
            {error && (
              <span className="usa-error-message" id="select-case-error">
                {error}
              </span>
            )}
            {cards.map((c) => (
              <div className="usa-checkbox" key={c.id}>
                <input
                  className="usa-checkbox__input usa-checkbox__input--tile"
                  id={`case-${c.id}`}
                  type="checkbox"
                  name="cases"
                  value={c.id}
                  checked={chosen.includes(c.id)}
                  aria-describedby={error ? 'select-case-error' : undefined}
                  onChange={(e) => {
                    setError(null);
                    setChosen((now) => (e.target.checked ? [...now, c.id] : now.filter((x) => x !== c.id)));
                  }}
                />
                <label className="usa-checkbox__label" htmlFor={`case-${c.id}`}>
                  {t(c.kind === 'case' ? 'selectCase.reference' : 'selectCase.application', { reference: c.reference })}
                  <span className="usa-checkbox__label-description">
                    {t('selectCase.primary', { name: c.primaryPerson })}
                    <br />
                    {c.submittedOn && (
                      <>
                        {t('selectCase.submittedOn', { date: day(c.submittedOn) })}
                        <br />
                      </>
                    )}
                    {t('selectCase.status', { status: c.programStatus })}
                  </span>
                </label>
              </div>
            ))}
          </fieldset>
          <button type="submit" className="usa-button margin-top-3">
            {t('selectCase.continue')}
          </button>
        </form>
      )}
      <p className="margin-top-3">
        <Link className="usa-link" to={ROUTES.documentToUpload}>
          {t('selectCase.back')}
        </Link>
      </p>
    </div>
  );
}
