import { Link, useParams } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import { Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { NotFoundPage } from '../../app/NotFoundPage';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { useDates } from '../../i18n/dates';
import {
  useDeleteDocuments,
  useOutstanding,
  useRefreshDocuments,
  useSubmitDocuments,
  useUploadedForItem,
} from './queries';
import { RequireLinked } from './RequireLinked';
import { SubmitPanel } from './submitPanel';
import { attachment, uploadCall } from '../../api/upload';
import { Uploader } from './Uploader';

const messages = defineMessages({
  'uploadItem.title': { en: 'Upload {item}', es: 'Subir {item}' },
  'uploadItem.for': { en: 'For {name}, case {reference}, {program}.', es: 'Para {name}, caso {reference}, {program}.' },
  'uploadItem.due': { en: 'Due by {date}.', es: 'Fecha límite: {date}.' },
  'uploadItem.generic': { en: 'Upload documents', es: 'Subir documentos' },
  'uploadItem.back': { en: 'Back to your documents', es: 'Volver a sus documentos' },
});

const verificationCall = (vdiedLinkId: string) =>
  uploadCall(
    'uploadVerificationDocument',
    (f) => ({ ...attachment(f), vdied_link_id: vdiedLinkId }),
    (result) => result,
  );

/** /upload/{documentType}/{vDIEDLinkID}: documents for one verification item. */
export function Component() {
  const t = useT(messages);
  return (
    <RequireLinked title={t('uploadItem.generic')}>
      <UploadForItem />
    </RequireLinked>
  );
}

function UploadForItem() {
  const t = useT(messages);
  const { day } = useDates();
  const { vDIEDLinkID = '' } = useParams();
  const outstanding = useOutstanding();
  const known = outstanding.data?.dtls.some((i) => i.dtls.vDIEDLinkID === vDIEDLinkID) ?? false;
  const uploaded = useUploadedForItem(vDIEDLinkID, known);
  const remove = useDeleteDocuments('verification');
  const submit = useSubmitDocuments('verification');
  const refresh = useRefreshDocuments();
  const item = outstanding.data?.dtls.find((i) => i.dtls.vDIEDLinkID === vDIEDLinkID);
  useDocumentTitle(t('uploadItem.title', { item: item?.itemDescription ?? '' }));

  if (outstanding.isPending) return <Loading />;
  if (!item || !item.showAddActionInd) return <NotFoundPage />;
  if (uploaded.isPending) return <Loading />;
  const docs = uploaded.data!.dtls;

  return (
    <div className="grid-container padding-y-4">
      <p>
        <Link className="usa-link" to={ROUTES.docUpload}>
          {t('uploadItem.back')}
        </Link>
      </p>
      <h1>{t('uploadItem.title', { item: item.itemDescription })}</h1>
      <p className="usa-intro">
        {t('uploadItem.for', { name: item.participantName, reference: item.caseReference, program: item.programName })}{' '}
        {t('uploadItem.due', { date: day(item.dtls.dueDate) })}
      </p>
      {item.dtls.evidence && <p>{item.dtls.evidence}</p>}
      <Uploader
        call={verificationCall(vDIEDLinkID)}
        documents={docs}
        onChanged={refresh}
        onDelete={(d) => remove.mutate([d.attachmentID])}
      />
      <SubmitPanel submit={submit} readyCount={docs.filter((d) => d.showSubmitActionInd).length} />
    </div>
  );
}
