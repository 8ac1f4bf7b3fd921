import { useId } from 'react';
import { Link } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import type { Communication } from '@portal/contracts/communications';
import { useErrorText } from '../../components/apiErrors';
import { ApiRequestError } from '../../api/client';
import { useBranding } from '../../app/session';
import { useIntl, useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { useMailingAddress, useSendByMail } from './queries';

const messages = defineMessages({
  'paper.title': { en: 'A paper copy', es: 'Una copia en papel' },
  'paper.mailed': { en: 'A paper copy was mailed to you on {date}.', es: 'Se le envió una copia en papel el {date}.' },
  'paper.requested': {
    en: 'You asked for a paper copy on {date}. We will mail it soon.',
    es: 'Pidió una copia en papel el {date}. Se la enviaremos pronto.',
  },
  'paper.to': {
    en: 'We can mail this notice to: {address}',
    es: 'Podemos enviarle este aviso por correo a: {address}',
  },
  'paper.ask': { en: 'Mail me a paper copy', es: 'Envíenme una copia en papel' },
  'paper.byDefault': {
    en: 'You get your notices on paper, so this one will be mailed to you soon.',
    es: 'Usted recibe sus avisos en papel, así que este se le enviará por correo pronto.',
  },
  'paper.change': { en: 'Get notices by e-mail instead', es: 'Recibir los avisos por correo electrónico' },
  'paper.noAddress': {
    en: 'We do not have a mailing address for you, so we cannot mail a paper copy. Call {phone} to give us one.',
    es: 'No tenemos una dirección postal suya, así que no podemos enviarle una copia en papel. Llame al {phone} para darnos una.',
  },
});

/** "Send by mail": the state of a notice's paper copy, and the way to ask for one. */
export function PaperCopy({ notice }: { notice: Communication }) {
  const t = useT(messages);
  const intl = useIntl();
  const id = useId();
  const brand = useBranding();
  const errorText = useErrorText();
  const address = useMailingAddress();
  const send = useSendByMail();
  const day = (iso: string) => intl.formatDate(iso, { dateStyle: 'long' });
  const waiting = notice.mailRequestedDate !== null && notice.mailedDate === null;
  const to = address.data?.mailingAddress;
  return (
    <section aria-labelledby={`${id}-title`} className="margin-top-4">
      <h2 id={`${id}-title`}>{t('paper.title')}</h2>
      {notice.mailedDate && <p>{t('paper.mailed', { date: day(notice.mailedDate) })}</p>}
      {waiting && notice.paperByDefault && (
        <p>
          {t('paper.byDefault')}{' '}
          <Link className="usa-link" to={ROUTES.enotices}>
            {t('paper.change')}
          </Link>
        </p>
      )}
      {waiting && !notice.paperByDefault && <p>{t('paper.requested', { date: day(notice.mailRequestedDate!) })}</p>}
      {!waiting && address.isSuccess && to && (
        <>
          <p>{t('paper.to', { address: to })}</p>
          <button
            type="button"
            className="usa-button usa-button--outline"
            disabled={send.isPending}
            onClick={() => send.mutate(notice.communicationID)}
          >
            {t('paper.ask')}
          </button>
        </>
      )}
      {!waiting && address.isSuccess && !to && <p>{t('paper.noAddress', { phone: brand?.phone ?? '' })}</p>}
      <div role="status">{send.data?.message}</div>
      {send.isError && (
        <p className="usa-error-message" role="alert">
          {errorText(send.error instanceof ApiRequestError ? send.error.code : 'INTERNAL')}
        </p>
      )}
    </section>
  );
}
