import type { ResponseFor } from '@portal/contracts/endpoints';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';

const messages = defineMessages({
  'figures.caption': { en: 'Reminders by channel', es: 'Recordatorios por medio' },
  'figures.channel': { en: 'Channel', es: 'Medio' },
  'figures.sent': { en: 'Sent', es: 'Enviados' },
  'figures.delivered': { en: 'Delivered', es: 'Entregados' },
  'figures.failed': { en: 'Failed', es: 'Fallidos' },
  'figures.TEXT': { en: 'Text message', es: 'Mensaje de texto' },
  'figures.EMAIL': { en: 'E-mail', es: 'Correo electrónico' },
  'figures.PAPER': { en: 'Paper letter (print queue)', es: 'Carta en papel (cola de impresión)' },
});

/**
 * Reminders by channel, sent and what the receipts said (ADR 0912): the office's figures and one
 * case's. A letter has no receipt; an e-mail counts as delivered only if a receipt said so.
 */
export function ReminderFigures({ rows }: { rows: ResponseFor<'workerReminderReport'>['channels'] }) {
  const t = useT(messages);
  return (
    <div className="usa-table-container--scrollable" tabIndex={0} role="region" aria-label={t('figures.caption')}>
      <table className="usa-table usa-table--borderless">
        <caption>{t('figures.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('figures.channel')}</th>
            <th scope="col">{t('figures.sent')}</th>
            <th scope="col">{t('figures.delivered')}</th>
            <th scope="col">{t('figures.failed')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.channel} data-channel={r.channel}>
              <th scope="row">{t(`figures.${r.channel}`)}</th>
              <td>{r.sent}</td>
              <td>{r.channel === 'PAPER' ? '—' : r.delivered}</td>
              <td>{r.channel === 'PAPER' ? '—' : r.failed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
