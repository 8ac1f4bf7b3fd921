import type { WorkerApplication } from '@portal/contracts/applications';
import { ROUTES } from '@portal/contracts/routes';
import { Link } from '../../../router';
import { SentTag } from '../../../components/SentTag';
import { useIntl, useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';

const messages = defineMessages({
  'docs.title': { en: 'Documents', es: 'Documentos' },
  'docs.needed': {
    en: 'The answers call for these documents, due {date}:',
    es: 'Las respuestas piden estos documentos, con plazo hasta el {date}:',
  },
  'docs.noneNeeded': {
    en: 'The answers call for no documents.',
    es: 'Las respuestas no piden ningún documento.',
  },
  'docs.files': {
    en: '{count, plural, one {# file was sent for this application:} other {# files were sent for this application:}}',
    es: '{count, plural, one {Se envió # archivo para esta solicitud:} other {Se enviaron # archivos para esta solicitud:}}',
  },
  'docs.file': {
    en: '{name} ({item}): {status}, sent {date}.',
    es: '{name} ({item}): {status}, enviado el {date}.',
  },
  'docs.noFiles': {
    en: 'No document has been sent for this application yet.',
    es: 'Todavía no se ha enviado ningún documento para esta solicitud.',
  },
  'docs.review': {
    en: 'See and review the documents of application {reference}',
    es: 'Ver y revisar los documentos de la solicitud {reference}',
  },
});

/**
 * What the applicant sent and still owes, read before the decisions below them: the documents
 * the answers call for (each marked sent or not, and their due day) and the files sent for the
 * application, which open, with a preview, on its documents' review page.
 */
export function ApplicationDocuments({ app }: { app: WorkerApplication }) {
  const t = useT(messages);
  const intl = useIntl();
  // A due day as the applicant's confirmation writes it; a time sent as the review page does.
  const day = (iso: string) => intl.formatDate(`${iso}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <section aria-labelledby="app-documents">
      <h2 id="app-documents">{t('docs.title')}</h2>
      {app.documentsNeeded.length === 0 ? (
        <p>{t('docs.noneNeeded')}</p>
      ) : (
        <>
          <p>{t('docs.needed', { date: day(app.documentsDueOn) })}</p>
          <ul className="usa-list">
            {app.documentsNeeded.map((d) => (
              <li key={d.key}>
                {d.about ? `${d.name}: ${d.about}` : d.name} <SentTag sent={d.sent} />
              </li>
            ))}
          </ul>
        </>
      )}
      {app.documents.length === 0 ? (
        <p>{t('docs.noFiles')}</p>
      ) : (
        <>
          <p>{t('docs.files', { count: app.documents.length })}</p>
          <ul className="usa-list">
            {app.documents.map((d) => (
              <li key={d.attachmentID}>
                {t('docs.file', {
                  name: d.attachmentName,
                  item: d.itemDescription,
                  status: d.status.description,
                  date: d.submittedAt ? intl.formatDate(d.submittedAt, { dateStyle: 'long' }) : '',
                })}
              </li>
            ))}
          </ul>
          <p>
            <Link className="usa-link" to={`${ROUTES.workerDocuments}?case=${encodeURIComponent(app.applicationId)}`}>
              {t('docs.review', { reference: app.reference })}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
