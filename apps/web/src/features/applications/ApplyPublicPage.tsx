import { Link } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { ReadingColumn } from '../../components/Article';

const messages = defineMessages({
  'public.title': { en: 'Apply for benefits', es: 'Solicitar beneficios' },
  'public.intro': {
    en: 'You can apply online for food, medical, cash and energy assistance.',
    es: 'Puede solicitar en línea asistencia de alimentos, médica, en efectivo y de energía.',
  },
  'public.account': { en: 'With an account', es: 'Con una cuenta' },
  'public.accountText': {
    en: 'Apply for food, Medicaid, Work First and energy assistance. Save and finish later, and see the status of your application.',
    es: 'Solicite alimentos, Medicaid, Work First y asistencia de energía. Guarde y termine más tarde, y vea el estado de su solicitud.',
  },
  'public.login': { en: 'Log in to apply', es: 'Iniciar sesión para solicitar' },
  'public.noAccount': { en: 'Without an account', es: 'Sin una cuenta' },
  'public.noAccountText': {
    en: 'Apply for food or energy assistance now. Your answers cannot be saved.',
    es: 'Solicite ahora asistencia de alimentos o de energía. Sus respuestas no se pueden guardar.',
  },
  'public.food': { en: 'Apply for food assistance', es: 'Solicitar asistencia de alimentos' },
  'public.energy': { en: 'Apply for energy assistance', es: 'Solicitar asistencia de energía' },
  'public.expansion': { en: 'Medicaid expansion: who can get it', es: 'Expansión de Medicaid: quién puede obtenerla' },
});

/** The public apply landing: with an account (everything) or without (food and energy). */
export function Component() {
  const t = useT(messages);
  useDocumentTitle(t('public.title'));
  return (
    <ReadingColumn>
      <h1>{t('public.title')}</h1>
      <p className="usa-intro">{t('public.intro')}</p>
      <h2>{t('public.account')}</h2>
      <p>{t('public.accountText')}</p>
      <Link className="usa-button" to={ROUTES.applyForAssistance}>
        {t('public.login')}
      </Link>
      <h2>{t('public.noAccount')}</h2>
      <p>{t('public.noAccountText')}</p>
      <Link className="usa-button usa-button--outline" to={ROUTES.anonApply}>
        {t('public.food')}
      </Link>
      <Link className="usa-button usa-button--outline" to={ROUTES.lieap}>
        {t('public.energy')}
      </Link>
      <p className="margin-top-3">
        <Link className="usa-link" to={ROUTES.medicaidExpansionOverview}>
          {t('public.expansion')}
        </Link>
      </p>
    </ReadingColumn>
  );
}
