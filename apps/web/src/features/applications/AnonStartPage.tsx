import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from '../../router';
import { call } from '../../api/client';
import { ROUTES } from '@portal/contracts/routes';
import { definitionOf } from '@portal/forms';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { anonPaths, startAnonymous, typeFromPath } from './anonymous';
import { OverviewHeading } from './Layout';
import { ReadingColumn } from '../../components/Article';

const messages = defineMessages({
  'start.options': { en: 'How do you want to apply?', es: '¿Cómo desea presentar su solicitud?' },
  'start.anonymous': { en: 'Apply without an account', es: 'Solicitar sin una cuenta' },
  'start.anonymousHint': {
    en: 'It takes about 15 minutes. You cannot save your answers and come back, and you cannot check your status online.',
    es: 'Toma unos 15 minutos. No puede guardar sus respuestas para volver más tarde ni consultar su estado en línea.',
  },
  'start.login': { en: 'Log in to apply', es: 'Iniciar sesión para solicitar' },
  'start.create': { en: 'Create an account', es: 'Crear una cuenta' },
  'start.energyClosed': {
    en: 'The energy assistance season is closed. If your heat has been cut off or will be soon, you can still apply for crisis help.',
    es: 'La temporada de asistencia de energía está cerrada. Si le cortaron la calefacción o se la van a cortar pronto, todavía puede solicitar ayuda de crisis.',
  },
  'start.accountHint': {
    en: 'With an account you can save and finish later, and see the status of your application.',
    es: 'Con una cuenta puede guardar y terminar más tarde, y ver el estado de su solicitud.',
  },
});

/** Start of the food or energy application for people without an account: overview and options. */
export function Component() {
  const t = useT(messages);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const typeId = typeFromPath(pathname);
  const def = definitionOf(typeId)!;
  const season = useQuery({
    queryKey: ['applications', 'energySeason'],
    queryFn: () => call('isEnergyActive'),
    enabled: typeId === 'LIEAP',
  });
  return (
    <ReadingColumn>
      <OverviewHeading def={def} />
      {season.data?.isEnergyActiveInd === false && (
        <div className="usa-alert usa-alert--warning">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('start.energyClosed')}</p>
          </div>
        </div>
      )}
      <h2>{t('start.options')}</h2>
      <p>{t('start.anonymousHint')}</p>
      <button
        type="button"
        className="usa-button"
        onClick={() => navigate(anonPaths(typeId, startAnonymous(typeId)).form())}
      >
        {t('start.anonymous')}
      </button>
      <p className="margin-top-3">{t('start.accountHint')}</p>
      <Link className="usa-button usa-button--outline" to={ROUTES.login}>
        {t('start.login')}
      </Link>
      <Link className="usa-button usa-button--outline" to={ROUTES.signUpHome}>
        {t('start.create')}
      </Link>
    </ReadingColumn>
  );
}
