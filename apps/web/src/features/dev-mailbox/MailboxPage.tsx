import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, call } from '../../api/client';
import { ErrorPage } from '../../components/ErrorPage';
import { Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useLocale, useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';

const messages = defineMessages({
  'mailbox.title': { en: 'Development mailbox', es: 'Buzón de desarrollo' },
  'mailbox.intro': {
    en: 'E-mails and text messages waiting in the outbox of this development server (no mail server or SMS gateway is configured). Security codes disappear once they expire. This page does not exist in production.',
    es: 'Correos electrónicos y mensajes de texto en la bandeja de salida de este servidor de desarrollo (no hay servidor de correo ni puerta de enlace SMS configurados). Los códigos de seguridad desaparecen cuando vencen. Esta página no existe en producción.',
  },
  'mailbox.off': {
    en: 'The development mailbox is not available on this server.',
    es: 'El buzón de desarrollo no está disponible en este servidor.',
  },
  'mailbox.empty': { en: 'The outbox is empty.', es: 'La bandeja de salida está vacía.' },
  'mailbox.refresh': { en: 'Refresh', es: 'Actualizar' },
  'mailbox.to': { en: 'To', es: 'Para' },
  'mailbox.account': { en: 'Account', es: 'Cuenta' },
  'mailbox.status': { en: 'Status', es: 'Estado' },
  'mailbox.EMAIL': { en: 'Email', es: 'Correo electrónico' },
  'mailbox.SMS': { en: 'Text message', es: 'Mensaje de texto' },
  'mailbox.QUEUED': { en: 'Queued', es: 'En cola' },
  'mailbox.SENT': { en: 'Sent', es: 'Enviado' },
  'mailbox.FAILED': { en: 'Failed', es: 'Falló' },
  'mailbox.CANCELLED': { en: 'Cancelled', es: 'Cancelado' },
});

/** /dev/mailbox: the outbox, for developers and testers (the server refuses it in production). */
export function Component() {
  const t = useT(messages);
  useDocumentTitle(t('mailbox.title'));
  const { locale } = useLocale();
  const mailbox = useQuery({
    queryKey: ['dev', 'mailbox', locale],
    queryFn: () => call('devMailbox', { query: {} }),
    retry: false,
  });
  let body;
  if (mailbox.isPending) body = <Loading />;
  else if (mailbox.error instanceof ApiRequestError && mailbox.error.status === 404)
    body = <p className="usa-intro">{t('mailbox.off')}</p>;
  else if (mailbox.isError) body = <ErrorPage error={mailbox.error} onRetry={() => void mailbox.refetch()} />;
  else if (mailbox.data.messages.length === 0) body = <p>{t('mailbox.empty')}</p>;
  else {
    body = (
      <ul className="usa-list usa-list--unstyled">
        {mailbox.data.messages.map((m) => (
          <li key={m.id} className="border-1px border-base-lighter radius-md padding-2 margin-bottom-2">
            <h2 className="font-sans-md margin-top-0">
              {t(`mailbox.${m.channel}`)}: {m.subject}
            </h2>
            <p className="margin-y-05">
              {t('mailbox.to')}: {m.recipient}
              {m.userName && ` · ${t('mailbox.account')}: ${m.userName}`} · {t('mailbox.status')}:{' '}
              {t(`mailbox.${m.status}`)} ·{' '}
              <time dateTime={m.createdAt}>{new Date(m.createdAt).toLocaleString(locale)}</time>
            </p>
            <p className="margin-bottom-0">{m.body}</p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('mailbox.title')}</h1>
      <p>{t('mailbox.intro')}</p>
      <button type="button" className="usa-button usa-button--outline" onClick={() => void mailbox.refetch()}>
        {t('mailbox.refresh')}
      </button>
      {body}
    </div>
  );
}
