import { useQuery } from '@tanstack/react-query';
import { Link } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import { disasterPreregistration as def } from '@portal/forms';
import { call } from '../../api/client';
import { Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useIntl, useLocale, useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { useLang } from '../../components/form-player/lang';
import { ReadingColumn } from '../../components/Article';

const messages = defineMessages({
  'disaster.open': {
    en: 'Pre-registration is open for {name} until {date}.',
    es: 'La preinscripción está abierta para {name} hasta el {date}.',
  },
  'disaster.counties': { en: 'Counties included', es: 'Condados incluidos' },
  'disaster.closed': {
    en: 'Disaster food assistance pre-registration is not open now.',
    es: 'La preinscripción para asistencia alimentaria por desastre no está abierta ahora.',
  },
  'disaster.start': { en: 'Log in to pre-register', es: 'Iniciar sesión para preinscribirse' },
});

/** Disaster food assistance: whether pre-registration is open, where, and the way in. */
export function Component() {
  const t = useT(messages);
  const lang = useLang();
  const intl = useIntl();
  const { locale } = useLocale();
  useDocumentTitle(def.title[lang]);
  const status = useQuery({ queryKey: ['applications', 'disaster', locale], queryFn: () => call('isDisasterActive') });
  if (status.isPending) return <Loading />;
  if (status.isError) throw status.error;
  const d = status.data;
  return (
    <ReadingColumn>
      <h1>{def.title[lang]}</h1>
      {d.isDisasterActiveInd ? (
        <>
          <div className="usa-alert usa-alert--info">
            <div className="usa-alert__body">
              <p className="usa-alert__text">
                {t('disaster.open', {
                  name: d.disasterName ?? '',
                  date: intl.formatDate(d.endsAt!, { dateStyle: 'long' }),
                })}
              </p>
            </div>
          </div>
          <h2>{t('disaster.counties')}</h2>
          <ul className="usa-list">
            {d.counties.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          {def.overview.map((p) => (
            <p key={p.en}>{p[lang]}</p>
          ))}
          <Link className="usa-button" to={`${ROUTES.applyOverview}?type=${def.id}`}>
            {t('disaster.start')}
          </Link>
        </>
      ) : (
        <p className="usa-intro">{t('disaster.closed')}</p>
      )}
    </ReadingColumn>
  );
}
