import { Link } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';

const messages = defineMessages({
  'notVerified.heading': { en: 'We could not verify your identity', es: 'No pudimos verificar su identidad' },
  'notVerified.body': {
    en: 'Your account was not changed. You may continue your application, or visit your county social services office with a photo ID to link your account.',
    es: 'Su cuenta no cambió. Puede continuar con su solicitud o visitar la oficina de servicios sociales de su condado con una identificación con foto para vincular su cuenta.',
  },
  'notVerified.apply': { en: 'Continue your application', es: 'Continuar con su solicitud' },
  'notVerified.account': { en: 'Go to your dashboard', es: 'Ir a su panel principal' },
});

/** What a person hears when proofing fails (spec part 1 §8: "may continue the application or visit the county office"). */
export function NotVerified({ purpose }: { purpose: 'UPGRADE' | 'APPLY' }) {
  const t = useT(messages);
  return (
    <>
      <div className="usa-alert usa-alert--warning" role="alert">
        <div className="usa-alert__body">
          <h2 className="usa-alert__heading">{t('notVerified.heading')}</h2>
          <p className="usa-alert__text">{t('notVerified.body')}</p>
        </div>
      </div>
      <Link className="usa-button margin-top-3" to={purpose === 'APPLY' ? ROUTES.applyForAssistance : ROUTES.account}>
        {purpose === 'APPLY' ? t('notVerified.apply') : t('notVerified.account')}
      </Link>
    </>
  );
}
