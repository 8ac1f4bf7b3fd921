import { useEffect } from 'react';
import { Link, useParams } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import { urlOf } from '@portal/contracts/calls-resident';
import { NotFoundPage } from '../../app/NotFoundPage';
import { Loading } from '../../components/Loading';
import { PdfLink } from '../../components/PdfLink';
import { ReadingColumn } from '../../components/Article';
import { isRecordId } from '../../components/apiErrors';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useIntl, useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { inboxMessages } from './messages';
import { useInbox } from '../../api/inbox';
import { PaperCopy } from './PaperCopy';
import { useMarkRead } from './queries';

const messages = defineMessages({
  ...inboxMessages,
  'notice.pdf': { en: 'Open the notice to print or save (PDF)', es: 'Abrir el aviso para imprimir o guardar (PDF)' },
  'notice.all': { en: 'All your notices', es: 'Todos sus avisos' },
});

/** /nf-enotices-comm/:commId: one of the person's notices; opening it marks it read. */
export function Component() {
  const t = useT(messages);
  const intl = useIntl();
  const { commId = '' } = useParams();
  const inbox = useInbox();
  const markRead = useMarkRead();
  const notice = inbox.data?.communications.find((c) => c.communicationID === commId);
  useDocumentTitle(notice?.subjectText ?? t('inbox.title'));
  const unread = notice?.statusCode === 'UNREAD';
  const { mutate } = markRead;
  useEffect(() => {
    if (unread) mutate(commId);
  }, [unread, commId, mutate]);
  if (!isRecordId(commId)) return <NotFoundPage />;
  if (inbox.isPending) return <Loading />;
  if (inbox.isError) throw inbox.error;
  if (!notice) return <NotFoundPage />;
  return (
    <ReadingColumn>
      <h1>{notice.subjectText}</h1>
      <p className="text-base-dark">
        {t('inbox.sent', { date: intl.formatDate(notice.communicationDate, { dateStyle: 'long' }) })}
      </p>
      <p>{notice.bodyText}</p>
      <p>
        <PdfLink className="usa-link" href={urlOf('getENotices', { communicationId: notice.communicationID })}>
          {t('notice.pdf')}
        </PdfLink>
      </p>
      <PaperCopy notice={notice} />
      <p className="margin-top-4">
        <Link className="usa-link" to={ROUTES.secureInbox}>
          {t('notice.all')}
        </Link>
      </p>
    </ReadingColumn>
  );
}
