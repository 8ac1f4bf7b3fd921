import { Link, useNavigate, useSearchParams } from '../../router';
import { ROUTES, pathTo } from '@portal/contracts/routes';
import { describeCode } from '@portal/contracts/code-tables';
import { definitionOf } from '@portal/forms';
import { Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useIntl, useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { useLang } from '../../components/form-player/lang';
import { useCategories, useDrafts, useStartApplication } from './queries';
import { resumePath } from './drafts';
import { anonymousApplication } from './anonymous';
import { MoveAnonymous } from './MoveAnonymous';
import { CallError, useLastCall } from '../../components/CallError';
import { OverviewHeading } from './Layout';
import { ReadingColumn } from '../../components/Article';
import { ActingForNotice } from '../../components/ActingForNotice';

const messages = defineMessages({
  'category.FOOD_MEDICAL_CASH': {
    en: 'Food, medical and cash assistance',
    es: 'Asistencia de alimentos, médica y en efectivo',
  },
  'category.ENERGY': { en: 'Energy assistance', es: 'Asistencia de energía' },
  'category.HEALTH': { en: 'COVID-19 help', es: 'Ayuda por COVID-19' },
  'category.DISASTER': { en: 'Disaster food assistance', es: 'Asistencia alimentaria por desastre' },
  'apply.title': { en: 'Apply for assistance', es: 'Solicitar asistencia' },
  'apply.intro': {
    en: 'Choose what you want to apply for. Your answers are saved as you go, and you can finish within 30 days.',
    es: 'Elija lo que desea solicitar. Sus respuestas se guardan a medida que avanza y puede terminar en un plazo de 30 días.',
  },
  'apply.programs': { en: 'Programs: {list}', es: 'Programas: {list}' },
  'apply.yours': { en: 'See the applications you started or submitted', es: 'Ver las solicitudes que comenzó o envió' },
  'overview.start': { en: 'Start application', es: 'Comenzar la solicitud' },
  'overview.starting': { en: 'Starting…', es: 'Comenzando…' },
  'overview.back': { en: 'Choose another program', es: 'Elegir otro programa' },
  'overview.existing': {
    en: 'You already started this application on {date}. Continue it to keep your answers.',
    es: 'Ya comenzó esta solicitud el {date}. Continúela para conservar sus respuestas.',
  },
  'overview.continue': { en: 'Continue your application', es: 'Continuar su solicitud' },
  'overview.startNew': { en: 'Start a new one instead', es: 'Comenzar una nueva' },
});

type CategoryKey = 'category.FOOD_MEDICAL_CASH' | 'category.ENERGY' | 'category.HEALTH' | 'category.DISASTER';
const CATEGORY_KEYS: Record<string, CategoryKey> = {
  FOOD_MEDICAL_CASH: 'category.FOOD_MEDICAL_CASH',
  ENERGY: 'category.ENERGY',
  HEALTH: 'category.HEALTH',
  DISASTER: 'category.DISASTER',
};

/** The signed-in apply landing: categories, their application types and programmes. */
export function ApplyLanding() {
  const t = useT(messages);
  const lang = useLang();
  useDocumentTitle(t('apply.title'));
  const categories = useCategories();
  if (categories.isPending) return <Loading />;
  if (categories.isError) throw categories.error;
  return (
    <ReadingColumn>
      <h1>{t('apply.title')}</h1>
      <p className="usa-intro">{t('apply.intro')}</p>
      <ActingForNotice />
      {categories.data.categories.map((c) => (
        <section key={c.online_category_id} aria-labelledby={`cat-${c.online_category_id}`}>
          <h2 id={`cat-${c.online_category_id}`}>
            {c.online_category_id in CATEGORY_KEYS ? t(CATEGORY_KEYS[c.online_category_id]!) : c.name}
          </h2>
          <ul className="usa-card-group">
            {c.intakeApplicationTypes.map((type) => {
              // Names and descriptions from the bilingual definitions, so they follow the language at once.
              const def = definitionOf(type.application_type_id);
              const name = def?.title[lang] ?? type.name;
              return (
                <li key={type.application_type_id} className="usa-card tablet:grid-col-6">
                  <div className="usa-card__container">
                    <div className="usa-card__header">
                      <h3 className="usa-card__heading">{name}</h3>
                    </div>
                    <div className="usa-card__body">
                      <p>{def?.overview[0]?.[lang] ?? type.description}</p>
                      <p className="text-base">
                        {t('apply.programs', {
                          list: type.programs.map((p) => describeCode('ProgramType', p.programId, lang)).join(', '),
                        })}
                      </p>
                    </div>
                    <div className="usa-card__footer">
                      <Link className="usa-button" to={`${ROUTES.applyOverview}?type=${type.application_type_id}`}>
                        {t('overview.start')}
                        <span className="usa-sr-only">: {name}</span>
                      </Link>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <p>
        <Link className="usa-link" to={ROUTES.yourApplications}>
          {t('apply.yours')}
        </Link>
      </p>
    </ReadingColumn>
  );
}

/** What an application type is for, and the button that starts it. */
export function Overview() {
  const t = useT(messages);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const intl = useIntl();
  const start = useStartApplication();
  const lastCall = useLastCall();
  const drafts = useDrafts();
  const def = definitionOf(params.get('type') ?? 'COMBINED') ?? definitionOf('COMBINED')!;
  const moving = params.get('moveAnonymous');
  if (moving && anonymousApplication(moving)) return <MoveAnonymous anonKey={moving} />;
  if (drafts.isPending) return <Loading />;
  // A draft of the same form is offered first: "Start" would otherwise make a second one.
  const existing = drafts.data?.applications
    .filter((d) => d.application_type_id === def.id)
    .sort((a, b) => b.lastUpdatedOn.localeCompare(a.lastUpdatedOn))[0];
  return (
    <ReadingColumn>
      <OverviewHeading def={def} />
      <ActingForNotice />
      <CallError error={start.error} onRetry={lastCall.retry} />
      {existing && (
        <div className="usa-alert usa-alert--info usa-alert--slim margin-bottom-3">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              {t('overview.existing', { date: intl.formatDate(existing.createdOn, { dateStyle: 'long' }) })}
            </p>
          </div>
        </div>
      )}
      {existing && (
        <Link className="usa-button" to={resumePath(existing)}>
          {t('overview.continue')}
        </Link>
      )}
      <button
        type="button"
        className={existing ? 'usa-button usa-button--outline' : 'usa-button'}
        disabled={start.isPending}
        onClick={() =>
          lastCall.run(() =>
            start.mutate(def.id, {
              onSuccess: (r) => navigate(pathTo(ROUTES.applyForm, { formId: r.application_form_id })),
            }),
          )
        }
      >
        {start.isPending ? t('overview.starting') : existing ? t('overview.startNew') : t('overview.start')}
      </button>
      <Link className="usa-button usa-button--outline" to={ROUTES.applyForAssistance}>
        {t('overview.back')}
      </Link>
    </ReadingColumn>
  );
}
