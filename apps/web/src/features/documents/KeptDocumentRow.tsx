import type { UploadedDocument } from '@portal/contracts';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';

const messages = defineMessages({
  'uploader.view': { en: 'View', es: 'Ver' },
  'uploader.viewNamed': { en: 'View {name} (download)', es: 'Ver {name} (descargar)' },
  'uploader.delete': { en: 'Delete', es: 'Eliminar' },
  'uploader.deleteNamed': { en: 'Delete {name}', es: 'Eliminar {name}' },
  'uploader.reason': { en: 'Reason: {reason}', es: 'Motivo: {reason}' },
  'uploader.comment': { en: 'Comment: {comment}', es: 'Comentario: {comment}' },
});

const tagColour = (d: UploadedDocument) =>
  d.showRejectInd
    ? 'bg-secondary-dark'
    : d.showAcceptInd
      ? 'bg-green-cool-60v'
      : d.showSubmitActionInd
        ? 'bg-base-dark'
        : 'bg-accent-cool-darker';

/**
 * A document the server keeps, as a row of the upload list: its status (with the reason and
 * comment of a rejection) and the actions its show flags allow.
 */
export function KeptDocumentRow(props: {
  doc: UploadedDocument;
  /** The column headings, for the stacked (phone) layout. */
  labels: { name: string; status: string; actions: string };
  onDelete?(doc: UploadedDocument): void;
}) {
  const t = useT(messages);
  const { doc: d, labels, onDelete } = props;
  return (
    <tr>
      <th scope="row" data-label={labels.name}>
        {d.attachmentName}
      </th>
      <td data-label={labels.status}>
        <span className={`usa-tag ${tagColour(d)}`}>{d.documentStatusDescription}</span>
        {d.showRejectInd && d.documentRejectionReason && (
          <>
            <br />
            {t('uploader.reason', { reason: d.documentRejectionReason.description })}
            {d.rejectionComments && (
              <>
                <br />
                {t('uploader.comment', { comment: d.rejectionComments })}
              </>
            )}
          </>
        )}
      </td>
      <td data-label={labels.actions}>
        {d.showViewActionInd && (
          <a
            className="usa-link margin-right-2"
            href={d.documentLink}
            download
            aria-label={t('uploader.viewNamed', { name: d.attachmentName })}
          >
            {t('uploader.view')}
          </a>
        )}
        {d.showDeleteActionInd && onDelete && (
          <button
            type="button"
            className="usa-button usa-button--unstyled"
            onClick={() => onDelete(d)}
            aria-label={t('uploader.deleteNamed', { name: d.attachmentName })}
          >
            {t('uploader.delete')}
          </button>
        )}
      </td>
    </tr>
  );
}
