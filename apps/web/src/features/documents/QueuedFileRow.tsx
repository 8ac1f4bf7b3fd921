import { useIntl, useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';

const messages = defineMessages({
  'uploader.queued': { en: 'In queue', es: 'En espera' },
  'uploader.uploading': { en: 'Uploading', es: 'Subiendo' },
  'uploader.uploaded': { en: 'Uploaded', es: 'Subido' },
  'uploader.progress': { en: 'Upload progress of {name}', es: 'Progreso de carga de {name}' },
  'uploader.remove': { en: 'Remove', es: 'Quitar' },
  'uploader.removeNamed': { en: 'Remove {name}', es: 'Quitar {name}' },
  'uploader.size': { en: '{size} MB', es: '{size} MB' },
  'uploader.sent': { en: 'Sent {percent}%', es: 'Enviado {percent} %' },
  'uploader.connectionLost': {
    en: 'Connection lost — we will continue when it is back',
    es: 'Se perdió la conexión — continuaremos cuando vuelva',
  },
});

/** A file chosen but not (yet) kept by the server: waiting, being sent, sent, or refused with a reason. */
export interface QueuedFile {
  key: string;
  file: File;
  state: 'queued' | 'uploading' | 'uploaded' | 'error';
  /** How much of it has been sent, from 0 to 1. */
  progress: number;
  error: string | null;
  /** The connection dropped while it was being sent: it continues by itself when the connection is back. */
  connectionLost?: boolean;
}

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/**
 * A chosen file as a row of the upload list: its name and size, its state (with the progress
 * while it is sent, or why it was refused), and Remove while it has not been sent.
 */
export function QueuedFileRow(props: {
  row: QueuedFile;
  /** The column headings, for the stacked (phone) layout. */
  labels: { name: string; status: string; actions: string };
  /** Files cannot be removed while the list is being sent. */
  busy: boolean;
  onRemove(): void;
}) {
  const t = useT(messages);
  const intl = useIntl();
  const { row: r, labels, busy, onRemove } = props;
  return (
    <tr>
      <th scope="row" data-label={labels.name}>
        {r.file.name}
        <br />
        <span className="text-base">
          {t('uploader.size', { size: intl.formatNumber(Number(megabytes(r.file.size))) })}
        </span>
      </th>
      <td data-label={labels.status}>
        {r.state === 'queued' && t('uploader.queued')}
        {r.state === 'uploading' && (
          <>
            {t('uploader.uploading')}{' '}
            <progress
              max={100}
              value={Math.round(r.progress * 100)}
              aria-label={t('uploader.progress', { name: r.file.name })}
            />{' '}
            <span>{t('uploader.sent', { percent: Math.floor(r.progress * 100) })}</span>
            {r.connectionLost && (
              <span role="status" className="display-block text-secondary-dark">
                {t('uploader.connectionLost')}
              </span>
            )}
          </>
        )}
        {r.state === 'uploaded' && t('uploader.uploaded')}
        {r.state === 'error' && <span className="text-secondary-dark">{r.error}</span>}
      </td>
      <td data-label={labels.actions}>
        {(r.state === 'queued' || r.state === 'error') && (
          <button
            type="button"
            className="usa-button usa-button--unstyled"
            disabled={busy}
            onClick={onRemove}
            aria-label={t('uploader.removeNamed', { name: r.file.name })}
          >
            {t('uploader.remove')}
          </button>
        )}
      </td>
    </tr>
  );
}
