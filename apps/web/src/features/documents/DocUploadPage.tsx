import { Link } from '../../router';
import { ROUTES, pathTo } from '@portal/contracts/routes';
import type { OutstandingVerification, RejectedDocument } from '@portal/contracts';
import { Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { useDates } from '../../i18n/dates';
import { NotLinkedNotice } from './RequireLinked';
import { useInfoMessages, useIsUserLinked, useOutstanding, useRejected, useSubmitDocuments } from './queries';
import { SubmitPanel } from './submitPanel';

const messages = defineMessages({
  'docUpload.title': { en: 'Upload documents', es: 'Subir documentos' },
  'docUpload.intro': {
    en: 'Send us the documents we asked for to check the information on your case. You can use your phone to take a photo of a paper document.',
    es: 'Envíenos los documentos que le pedimos para comprobar la información de su caso. Puede usar su teléfono para tomar una foto de un documento en papel.',
  },
  'docUpload.needed': { en: 'Documents we need', es: 'Documentos que necesitamos' },
  'docUpload.noneNeeded': {
    en: 'We are not waiting for any documents from you right now.',
    es: 'En este momento no estamos esperando ningún documento de usted.',
  },
  'docUpload.case': { en: 'Case {reference}', es: 'Caso {reference}' },
  'docUpload.for': { en: 'For {name}', es: 'Para {name}' },
  'docUpload.program': { en: 'Program: {program}', es: 'Programa: {program}' },
  'docUpload.due': { en: 'Due by {date}', es: 'Fecha límite: {date}' },
  'docUpload.overdue': { en: 'Overdue', es: 'Vencido' },
  'docUpload.verified': { en: 'Verified', es: 'Verificado' },
  'docUpload.uploadFor': { en: 'Upload documents for {item}', es: 'Subir documentos para {item}' },
  'docUpload.given': { en: 'Documents you gave for this item', es: 'Documentos que entregó para este elemento' },
  'docUpload.rejected': { en: 'Rejected documents', es: 'Documentos rechazados' },
  'docUpload.rejectedIntro': {
    en: 'A caseworker could not use these documents. Read why, then upload a new document.',
    es: 'Un trabajador social no pudo usar estos documentos. Lea el motivo y luego suba un documento nuevo.',
  },
  'docUpload.noneRejected': {
    en: 'None of your documents were rejected.',
    es: 'Ninguno de sus documentos fue rechazado.',
  },
  'docUpload.rejectedOn': { en: 'Rejected on {date}', es: 'Rechazado el {date}' },
  'docUpload.reason': { en: 'Reason: {reason}', es: 'Motivo: {reason}' },
  'docUpload.comment': { en: 'Caseworker comment: {comment}', es: 'Comentario del trabajador social: {comment}' },
  'docUpload.replace': { en: 'Upload a new document for {item}', es: 'Subir un documento nuevo para {item}' },
  'docUpload.replaceFile': {
    en: 'Upload a new document to replace {name}',
    es: 'Subir un documento nuevo para reemplazar {name}',
  },
  'docUpload.sentFor': { en: 'Sent for: {references}', es: 'Enviado para: {references}' },
  'docUpload.other': { en: 'Other documents', es: 'Otros documentos' },
  'docUpload.otherIntro': {
    en: 'You can also send documents we did not ask for yet, for a case or an application, or for energy assistance.',
    es: 'También puede enviar documentos que aún no le pedimos, para un caso o una solicitud, o para asistencia de energía.',
  },
  'docUpload.chooseKind': { en: 'Choose what to upload', es: 'Elegir qué subir' },
  'docUpload.notLinked': {
    en: 'The documents we ask for on a case are listed here once your account is linked to your case. Upgrade your account by confirming your identity; it takes less than five minutes.',
    es: 'Los documentos que le pedimos para un caso aparecen aquí cuando su cuenta está vinculada a su caso. Mejore su cuenta confirmando su identidad; toma menos de cinco minutos.',
  },
  'docUpload.applications': {
    en: 'Documents for an application you sent',
    es: 'Documentos para una solicitud que envió',
  },
  'docUpload.applicationsIntro': {
    en: 'You can send documents for an application you submitted without linking your account. First choose the application.',
    es: 'Puede enviar documentos para una solicitud que presentó sin vincular su cuenta. Primero elija la solicitud.',
  },
  'docUpload.forApplication': { en: 'Send documents for an application', es: 'Enviar documentos para una solicitud' },
  'docUpload.forEnergy': { en: 'Send energy assistance documents', es: 'Enviar documentos de asistencia de energía' },
  'docUpload.qa': {
    en: 'Questions and answers about uploading documents',
    es: 'Preguntas y respuestas sobre cómo subir documentos',
  },
});

function ItemCard({ item }: { item: OutstandingVerification }) {
  const t = useT(messages);
  const { day } = useDates();
  const status = item.dtls.verificationStatus;
  return (
    <li className="usa-card tablet:grid-col-6">
      <div className="usa-card__container">
        <div className="usa-card__header">
          <h4 className="usa-card__heading">
            {item.itemDescription}{' '}
            {status === 'OVERDUE' && <span className="usa-tag bg-secondary-dark">{t('docUpload.overdue')}</span>}
            {status === 'VERIFIED' && <span className="usa-tag bg-green-cool-60v">{t('docUpload.verified')}</span>}
          </h4>
        </div>
        <div className="usa-card__body">
          <p className="margin-top-0">
            {t('docUpload.program', { program: item.programName })}
            <br />
            {t('docUpload.due', { date: day(item.dtls.dueDate) })}
          </p>
          {item.dtls.evidence && <p>{item.dtls.evidence}</p>}
          {item.documents.length > 0 && (
            <>
              <p className="text-bold margin-bottom-05">{t('docUpload.given')}</p>
              <ul className="usa-list margin-top-0">
                {item.documents.map((d) => (
                  <li key={d.attachmentID}>
                    {d.attachmentName}: {d.documentStatusDescription}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        {item.showAddActionInd && (
          <div className="usa-card__footer">
            <Link
              className="usa-button"
              to={pathTo(ROUTES.uploadVerification, {
                documentType: item.documentType,
                vDIEDLinkID: item.dtls.vDIEDLinkID,
              })}
            >
              {t('docUpload.uploadFor', { item: item.itemDescription })}
            </Link>
          </div>
        )}
      </div>
    </li>
  );
}

/** Where a replacement for a rejected document is uploaded: its item, or the same cases and applications. */
function replacementPath(r: RejectedDocument): string | null {
  if (!r.showAddActionInd) return null;
  if (r.documentKind === 'VERIFICATION') {
    return r.vDIEDLinkId && r.documentType
      ? pathTo(ROUTES.uploadVerification, { documentType: r.documentType, vDIEDLinkID: r.vDIEDLinkId })
      : null;
  }
  if (r.caseDtls.length === 0) return null;
  const page = r.documentKind === 'ENERGY' ? ROUTES.uploadEnergy : ROUTES.uploadStandalone;
  return `${page}?cases=${r.caseDtls.map((c) => encodeURIComponent(c.caseID)).join(',')}`;
}

/** Documents a caseworker rejected, of any kind: why, and where to send a new one. */
function RejectedList({ rejected }: { rejected: RejectedDocument[] }) {
  const t = useT(messages);
  const { moment } = useDates();
  return (
    <section aria-labelledby="rejected-heading">
      <h2 id="rejected-heading">{t('docUpload.rejected')}</h2>
      {rejected.length === 0 ? (
        <p>{t('docUpload.noneRejected')}</p>
      ) : (
        <>
          <p>{t('docUpload.rejectedIntro')}</p>
          <ul className="usa-list usa-list--unstyled">
            {rejected.map((r) => {
              const to = replacementPath(r);
              return (
                <li
                  key={r.attachmentID}
                  className="border-left-05 border-secondary-dark padding-left-2 margin-bottom-3"
                >
                  <p className="text-bold margin-y-05" style={{ overflowWrap: 'anywhere' }}>
                    {r.attachmentName} ({r.verifiableDataItemName}, {r.rejectionParticipantName})
                  </p>
                  {r.documentKind !== 'VERIFICATION' && r.caseDtls.length > 0 && (
                    <p className="margin-y-05">
                      {t('docUpload.sentFor', { references: r.caseDtls.map((c) => c.referenceNumber).join(', ') })}
                    </p>
                  )}
                  {r.documentKind !== 'VERIFICATION' && r.programName && (
                    <p className="margin-y-05">{t('docUpload.program', { program: r.programName })}</p>
                  )}
                  <p className="margin-y-05">{t('docUpload.rejectedOn', { date: moment(r.rejectDtls.rejectedOn) })}</p>
                  <p className="margin-y-05">
                    {t('docUpload.reason', { reason: r.documentRejectionReason.description })}
                  </p>
                  {r.rejectionComments && (
                    <p className="margin-y-05">{t('docUpload.comment', { comment: r.rejectionComments })}</p>
                  )}
                  {to && (
                    <Link className="usa-button usa-button--outline margin-top-1" to={to}>
                      {r.documentKind === 'VERIFICATION'
                        ? t('docUpload.replace', { item: r.verifiableDataItemName })
                        : t('docUpload.replaceFile', { name: r.attachmentName })}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/** Groups items by case, then by person, keeping their order. */
function group(items: OutstandingVerification[]) {
  const cases = new Map<string, Map<string, OutstandingVerification[]>>();
  for (const item of items) {
    const people = cases.get(item.caseReference) ?? new Map<string, OutstandingVerification[]>();
    people.set(item.participantName, [...(people.get(item.participantName) ?? []), item]);
    cases.set(item.caseReference, people);
  }
  return cases;
}

/** The document upload home (/docUpload): what the agency waits for, what it rejected, and other uploads. */
export function Component() {
  const t = useT(messages);
  useDocumentTitle(t('docUpload.title'));
  const linked = useIsUserLinked();
  const isLinked = linked.data?.nfLinkedInd === true;
  const info = useInfoMessages();
  const outstanding = useOutstanding(isLinked);
  const rejected = useRejected(linked.isSuccess);
  const submit = useSubmitDocuments('verification');

  if (linked.isPending || rejected.isPending || (isLinked && outstanding.isPending)) return <Loading />;
  const banners = info.data?.dtls ?? [];
  const ready = (outstanding.data?.dtls ?? []).flatMap((i) => i.documents).filter((d) => d.showSubmitActionInd).length;

  return (
    <div className="grid-container padding-y-4">
      <h1>{t('docUpload.title')}</h1>
      <p className="usa-intro">{t('docUpload.intro')}</p>
      {banners.length > 0 && (
        <div className="usa-alert usa-alert--info usa-alert--slim margin-bottom-3">
          <div className="usa-alert__body">
            {banners.map((b) => (
              <p className="usa-alert__text" key={b.informationalMsgText}>
                {b.informationalMsgText}
              </p>
            ))}
          </div>
        </div>
      )}
      {!isLinked ? (
        <>
          <h2>{t('docUpload.needed')}</h2>
          <NotLinkedNotice text={t('docUpload.notLinked')} />
          <h2>{t('docUpload.applications')}</h2>
          <p>{t('docUpload.applicationsIntro')}</p>
          <ul className="usa-button-group">
            <li className="usa-button-group__item">
              <Link className="usa-button" to={`${ROUTES.uploadSelectCase}?for=standalone`}>
                {t('docUpload.forApplication')}
              </Link>
            </li>
            <li className="usa-button-group__item">
              <Link className="usa-button usa-button--outline" to={`${ROUTES.uploadSelectCase}?for=energy`}>
                {t('docUpload.forEnergy')}
              </Link>
            </li>
          </ul>
          <RejectedList rejected={rejected.data!.dtls} />
        </>
      ) : (
        <>
          <h2>{t('docUpload.needed')}</h2>
          {outstanding.data!.dtls.length === 0 && <p>{t('docUpload.noneNeeded')}</p>}
          {[...group(outstanding.data!.dtls)].map(([reference, people]) => (
            <section key={reference} aria-labelledby={`case-${reference}`}>
              <h3 id={`case-${reference}`}>{t('docUpload.case', { reference })}</h3>
              {[...people].map(([name, items]) => (
                <div key={name}>
                  <p className="text-bold">{t('docUpload.for', { name })}</p>
                  <ul className="usa-card-group">
                    {items.map((item) => (
                      <ItemCard key={item.dtls.vDIEDLinkID} item={item} />
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ))}

          {(ready > 0 || !submit.isIdle) && <SubmitPanel submit={submit} readyCount={ready} />}

          <RejectedList rejected={rejected.data!.dtls} />

          <h2>{t('docUpload.other')}</h2>
          <p>{t('docUpload.otherIntro')}</p>
          <Link className="usa-button usa-button--outline" to={ROUTES.documentToUpload}>
            {t('docUpload.chooseKind')}
          </Link>
        </>
      )}
      <p className="margin-top-4">
        <Link className="usa-link" to={ROUTES.documentUploadQa}>
          {t('docUpload.qa')}
        </Link>
      </p>
    </div>
  );
}
