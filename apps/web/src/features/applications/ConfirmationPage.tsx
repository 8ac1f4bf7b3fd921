import { useParams } from '../../router';
import { urlOf } from '@portal/contracts/calls-resident';
import { Loading } from '../../components/Loading';
import { NotFoundPage } from '../../app/NotFoundPage';
import { Confirmation } from './Confirmation';
import { useConfirmation } from './queries';
import { isNotFound, isRecordId } from '../../components/apiErrors';
import { ReadingColumn } from '../../components/Article';

/** The confirmation of a signed-in person's application (its id in the path). */
export function Component() {
  const { formId = '' } = useParams();
  const valid = isRecordId(formId);
  const details = useConfirmation(formId, valid);
  if (!valid || isNotFound(details.error)) return <NotFoundPage />;
  if (details.isPending) return <Loading />;
  if (details.isError) throw details.error;
  return (
    <ReadingColumn>
      <Confirmation
        details={details.data}
        pdfHref={urlOf('applicationPdf', { id: formId })}
        onDocumentSent={() => details.refetch()}
      />
    </ReadingColumn>
  );
}
