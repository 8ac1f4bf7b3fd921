import { useAuthorizedRep } from '../api/representatives';
import { useT } from '../i18n/locale';
import { defineMessages } from '../i18n/messages';

const messages = defineMessages({
  'actingFor.notice': {
    en: 'You are acting for {name}: this application is in their name. To apply for yourself, stop acting for them on your dashboard.',
    es: 'Está actuando por {name}: esta solicitud está a nombre de esa persona. Para solicitar para usted, deje de actuar por ella en su panel principal.',
  },
});

/**
 * While a representative acts for someone (ADR 0119), the applying pages say for whom. Reads
 * the same query as the dashboard's representatives.
 */
export function ActingForNotice() {
  const t = useT(messages);
  const acting = useAuthorizedRep().data?.actingFor;
  if (!acting) return null;
  return (
    <div className="usa-alert usa-alert--info usa-alert--slim margin-bottom-3">
      <div className="usa-alert__body">
        <p className="usa-alert__text">{t('actingFor.notice', { name: acting.name })}</p>
      </div>
    </div>
  );
}
