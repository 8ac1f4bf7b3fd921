import { Loading } from '../../../components/Loading';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useIntl, useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { useFormTimings } from './queries';

const messages = defineMessages({
  'timings.title': { en: 'Time to complete', es: 'Tiempo para completar' },
  'timings.intro': {
    en: 'From the first page to the submission, for each application form. Unfinished applications are counted on the page where they were left when they are deleted after 30 days. No names or answers are kept for these figures.',
    es: 'Desde la primera página hasta el envío, para cada formulario de solicitud. Las solicitudes sin terminar se cuentan en la página donde quedaron cuando se eliminan después de 30 días. Para estas cifras no se guardan nombres ni respuestas.',
  },
  'timings.none': { en: 'No application has been timed yet.', es: 'Todavía no se ha medido ninguna solicitud.' },
  'timings.caption': { en: 'Submitted applications', es: 'Solicitudes enviadas' },
  'timings.form': { en: 'Form', es: 'Formulario' },
  'timings.count': { en: 'Submitted', es: 'Enviadas' },
  'timings.median': { en: 'Median time', es: 'Tiempo mediano' },
  'timings.anonymous': { en: 'Median without an account', es: 'Mediana sin cuenta' },
  'timings.minutes': { en: '{minutes} min', es: '{minutes} min' },
  'timings.dash': { en: 'none yet', es: 'aún no hay' },
  'timings.stops': {
    en: 'Where unfinished applications stopped',
    es: 'Dónde se detuvieron las solicitudes sin terminar',
  },
  'timings.stopsCaption': {
    en: '{form}: pages where people stopped',
    es: '{form}: páginas donde las personas se detuvieron',
  },
  'timings.page': { en: 'Page', es: 'Página' },
  'timings.left': { en: 'Left there', es: 'Dejadas ahí' },
  'timings.noStops': { en: 'None left unfinished.', es: 'Ninguna quedó sin terminar.' },
});

/** Staff: the median time to complete each form, and where people stop (issue 16, "time to complete"). */
export function Component() {
  const t = useT(messages);
  const intl = useIntl();
  useDocumentTitle(t('timings.title'));
  const timings = useFormTimings();
  if (timings.isPending) return <Loading />;
  if (timings.isError) throw timings.error;
  const forms = timings.data.forms;
  const minutes = (m: number | null) =>
    m === null ? t('timings.dash') : t('timings.minutes', { minutes: intl.formatNumber(m) });
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('timings.title')}</h1>
      <p className="usa-intro">{t('timings.intro')}</p>
      {forms.length === 0 ? (
        <p>{t('timings.none')}</p>
      ) : (
        <>
          <div className="usa-table-container--scrollable" tabIndex={0}>
            <table className="usa-table usa-table--stacked">
              <caption>{t('timings.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('timings.form')}</th>
                  <th scope="col">{t('timings.count')}</th>
                  <th scope="col">{t('timings.median')}</th>
                  <th scope="col">{t('timings.anonymous')}</th>
                </tr>
              </thead>
              <tbody>
                {forms.map((f) => (
                  <tr key={f.formId}>
                    <th scope="row" data-label={t('timings.form')}>
                      {f.name}
                    </th>
                    <td data-label={t('timings.count')}>{f.submitted}</td>
                    <td data-label={t('timings.median')}>{minutes(f.medianMinutes)}</td>
                    <td data-label={t('timings.anonymous')}>{minutes(f.anonymousMedianMinutes)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2>{t('timings.stops')}</h2>
          {forms.map((f) =>
            f.stops.length === 0 ? null : (
              <table key={f.formId} className="usa-table usa-table--stacked">
                <caption>{t('timings.stopsCaption', { form: f.name })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('timings.page')}</th>
                    <th scope="col">{t('timings.left')}</th>
                  </tr>
                </thead>
                <tbody>
                  {f.stops.map((s) => (
                    <tr key={s.pageId}>
                      <th scope="row" data-label={t('timings.page')}>
                        {s.title}
                      </th>
                      <td data-label={t('timings.left')}>{s.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ),
          )}
          {forms.every((f) => f.stops.length === 0) && <p>{t('timings.noStops')}</p>}
        </>
      )}
    </div>
  );
}
