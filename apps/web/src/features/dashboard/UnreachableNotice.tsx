import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@portal/contracts/routes';
import { Link } from '../../router';
import { call } from '../../api/client';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';

const messages = defineMessages({
  'unreachable.heading': { en: 'Please update your contact details', es: 'Actualice sus datos de contacto' },
  'unreachable.EMAIL': {
    en: 'Our messages to your e-mail address {contact} came back undelivered.',
    es: 'Nuestros mensajes a su correo electrónico {contact} fueron devueltos sin entregar.',
  },
  'unreachable.PHONE': {
    en: 'Our text messages to {contact} could not be delivered.',
    es: 'No se pudieron entregar nuestros mensajes de texto al {contact}.',
  },
  'unreachable.why': {
    en: 'Until you update it, we send reminders another way, which may be slower.',
    es: 'Hasta que lo actualice, le enviamos los recordatorios de otra forma, que puede tardar más.',
  },
  'unreachable.link': { en: 'Update your contact details', es: 'Actualizar sus datos de contacto' },
});

/**
 * Asks the person to update a number or address that failed twice (ADR 0912). It does not block
 * anything: the dashboard stays usable below it; updating the contact removes it.
 */
export function UnreachableNotice() {
  const t = useT(messages);
  const found = useQuery({ queryKey: ['user', 'unreachable'], queryFn: () => call('myUnreachableContacts') });
  const contacts = found.data?.contacts ?? [];
  if (contacts.length === 0) return null;
  return (
    <div className="usa-alert usa-alert--warning margin-bottom-2" role="region" aria-labelledby="unreachable-heading">
      <div className="usa-alert__body">
        <h2 className="usa-alert__heading" id="unreachable-heading">
          {t('unreachable.heading')}
        </h2>
        {contacts.map((c) => (
          <p className="usa-alert__text" key={`${c.method}${c.masked}`}>
            {t(`unreachable.${c.method}`, { contact: c.masked })}
          </p>
        ))}
        <p className="usa-alert__text">{t('unreachable.why')}</p>
        <p className="usa-alert__text">
          <Link to={ROUTES.accountSettings}>{t('unreachable.link')}</Link>
        </p>
      </div>
    </div>
  );
}
