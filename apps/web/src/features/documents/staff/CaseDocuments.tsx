import { Link } from '../../../router';
import { useQuery } from '@tanstack/react-query';
import { staffUrlOf } from '@portal/contracts/calls-staff';
import { ROUTES } from '@portal/contracts/routes';
import { staffCall } from '../../../api/staff';
import { Loading } from '../../../components/Loading';
import { OpenCaseLink } from '../../../components/staff/OpenCaseLink';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useIntl, useLocale, useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { DecisionForm } from './DecisionForm';
import { DocumentPreview } from './DocumentPreview';
import { titleMessages } from './titleMessages';

const messages = defineMessages({
  ...titleMessages,
  'worker.caseTitle': {
    en: 'Documents of case {reference} ({person})',
    es: 'Documentos del caso {reference} ({person})',
  },
  'worker.applicationTitle': {
    en: 'Documents of application {reference} ({person})',
    es: 'Documentos de la solicitud {reference} ({person})',
  },
  'worker.back': { en: 'All documents waiting for review', es: 'Todos los documentos que esperan revisión' },
  'worker.meta': {
    en: '{item} for {person}. Submitted {date}. {size} KB.',
    es: '{item} para {person}. Enviado el {date}. {size} KB.',
  },
  'worker.request': {
    en: 'Asked for {programme} on {asked}; due {due}.',
    es: 'Pedido para {programme} el {asked}; vence el {due}.',
  },
  'worker.status': { en: 'Status: {status}', es: 'Estado: {status}' },
  'worker.reviewedBy': { en: 'Reviewed by {name}', es: 'Revisado por {name}' },
  'worker.authority': {
    en: 'Proof of authority: {representative} represents {person}. Accepting it lets {representative} apply for medical assistance for {person}.',
    es: 'Prueba de autoridad: {representative} representa a {person}. Si la acepta, {representative} podrá solicitar asistencia médica para {person}.',
  },
  'worker.download': { en: 'Open {name} (download)', es: 'Abrir {name} (descargar)' },
  'worker.noDocuments': { en: 'This case has no submitted documents.', es: 'Este caso no tiene documentos enviados.' },
});

/** The submitted documents of one case (or application), each with what it is, its file and a decision form. */
export function CaseDocuments({ caseId }: { caseId: string }) {
  const t = useT(messages);
  const intl = useIntl();
  const { locale } = useLocale();
  const found = useQuery({
    queryKey: ['worker', 'documents', 'case', caseId, locale],
    queryFn: () => staffCall('workerCaseDocuments', { params: { caseId } }),
    throwOnError: true,
  });
  const heading = found.data
    ? t(found.data.kind === 'CASE' ? 'worker.caseTitle' : 'worker.applicationTitle', {
        reference: found.data.caseReference,
        person: found.data.primaryPerson,
      })
    : t('workerDocuments.title');
  useDocumentTitle(heading);
  if (found.isPending) return <Loading />;
  const c = found.data!;
  return (
    <>
      <p>
        <Link className="usa-link" to={ROUTES.workerDocuments}>
          {t('worker.back')}
        </Link>
      </p>
      <h1>{heading}</h1>
      {c.kind === 'CASE' && <OpenCaseLink caseId={c.caseID} />}
      {c.documents.length === 0 && <p>{t('worker.noDocuments')}</p>}
      <ul className="usa-list usa-list--unstyled">
        {c.documents.map((d) => (
          <li key={d.attachmentID} className="border-top-1px border-base-lighter padding-y-3">
            <h2 className="font-heading-md margin-y-1">{d.attachmentName}</h2>
            <p className="margin-y-05">
              {t('worker.meta', {
                item: d.itemDescription,
                person: d.participantName,
                date: intl.formatDate(d.submittedAt ?? d.uploadedAt, { dateStyle: 'long' }),
                size: intl.formatNumber(Math.ceil(d.sizeBytes / 1024)),
              })}
            </p>
            {d.request && (
              <p className="margin-y-05">
                {t('worker.request', {
                  programme: d.request.programme,
                  asked: intl.formatDate(d.request.requestedOn, { dateStyle: 'long' }),
                  due: intl.formatDate(`${d.request.dueOn}T12:00:00`, { dateStyle: 'long' }),
                })}
              </p>
            )}
            {d.authorityFor && (
              <p className="margin-y-05 text-bold">
                {t('worker.authority', { representative: d.participantName, person: d.authorityFor })}
              </p>
            )}
            <p className="margin-y-05">
              {t('worker.status', { status: d.status.description })}
              {d.documentRejectionReason &&
                ` (${d.documentRejectionReason.description}${d.rejectionComments ? `: ${d.rejectionComments}` : ''})`}
              {d.reviewedBy && (
                <>
                  <br />
                  {t('worker.reviewedBy', { name: d.reviewedBy })}
                </>
              )}
            </p>
            <a
              className="usa-link"
              href={staffUrlOf('workerDocumentContent', { attachmentId: d.attachmentID })}
              download
            >
              {t('worker.download', { name: d.attachmentName })}
            </a>
            <DocumentPreview doc={d} />
            <DecisionForm doc={d} />
          </li>
        ))}
      </ul>
    </>
  );
}
