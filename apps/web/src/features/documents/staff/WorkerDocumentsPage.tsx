import { useSearchParams } from '../../../router';
import { useUserAccount } from '../../../app/session';
import { Loading } from '../../../components/Loading';
import { useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { CaseDocuments } from './CaseDocuments';
import { DocumentQueue } from './DocumentQueue';
import { titleMessages } from './titleMessages';

const messages = defineMessages({
  ...titleMessages,
  'worker.staffOnly': {
    en: 'Only agency staff can review documents.',
    es: 'Solo el personal de la agencia puede revisar documentos.',
  },
});

/** /worker/documents: the queue of documents waiting for review (ADR 0413), and each case's documents to review. */
export function Component() {
  const t = useT(messages);
  const account = useUserAccount();
  const [params] = useSearchParams();
  const caseId = params.get('case');
  if (account.isPending) return <Loading />;
  if (!account.data?.staffRole) {
    return (
      <div className="grid-container padding-y-4">
        <h1>{t('workerDocuments.title')}</h1>
        <p>{t('worker.staffOnly')}</p>
      </div>
    );
  }
  return (
    <div className="grid-container padding-y-4">{caseId ? <CaseDocuments caseId={caseId} /> : <DocumentQueue />}</div>
  );
}
