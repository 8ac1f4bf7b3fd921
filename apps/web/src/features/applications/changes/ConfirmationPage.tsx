import { Link, useParams } from '../../../router';
import { ROUTES } from '@portal/contracts/routes';
import { urlOf } from '@portal/contracts/calls-resident';
import { call } from '../../../api/client';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { ReadingColumn } from '../../../components/Article';
import { Loading } from '../../../components/Loading';
import { PdfLink } from '../../../components/PdfLink';
import { isNotFound, isRecordId } from '../../../components/apiErrors';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useT } from '../../../i18n/locale';
import { useStayAfterSubmitting } from '../Confirmation';
import { messages } from './messages';
import type { Kind } from './paths';
import { useChangeConfirmation } from './queries';

/** The confirmation of a change report or renewal: reference, what happens next, the PDF, voter registration. */
export function ChangeConfirmationPage({ kind }: { kind: Kind }) {
  const t = useT(messages);
  const { motivationID, cocInstanceID } = useParams();
  const id = (kind === 'COC' ? motivationID : cocInstanceID) ?? '';
  const valid = isRecordId(id);
  const details = useChangeConfirmation(kind, id, valid);
  const title = t(kind === 'COC' ? 'changes.confirm.cocTitle' : 'changes.confirm.recertTitle');
  useDocumentTitle(title);
  useStayAfterSubmitting();
  if (!valid || isNotFound(details.error)) return <NotFoundPage />;
  if (details.isPending) return <Loading />;
  if (details.isError) throw details.error;
  const d = details.data;
  return (
    <ReadingColumn>
      <div className="usa-alert usa-alert--success" role="status">
        <div className="usa-alert__body">
          <h1 className="usa-alert__heading">{title}</h1>
          <p className="usa-alert__text">
            {t('changes.confirm.reference')}: <strong data-testid="reference">{d.referenceNumber}</strong>
          </p>
          <p className="usa-alert__text">{t('changes.confirm.case', { reference: d.pdcCaseReference })}</p>
        </div>
      </div>
      <p>{t('changes.confirm.next')}</p>
      {d.contact && <p>{t('changes.confirm.contact', { office: d.contact.name, phone: d.contact.phone })}</p>}
      <p>
        <PdfLink className="usa-button usa-button--outline" href={urlOf('caseChangePdf', { id })}>
          {t('changes.confirm.pdf')}
        </PdfLink>
      </p>
      {d.showVoterRegistration && d.voterRegistrationUrl && (
        <p>
          {t('changes.confirm.voterIntro')}{' '}
          {/* A new tab keeps this confirmation open, and lets the click be counted (nf_counter). */}
          <a
            className="usa-link"
            href={d.voterRegistrationUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() =>
              void call('countClick', { params: { counterTypeCode: 'VOTER_REGISTRATION' } }).catch(() => {})
            }
          >
            {t('changes.confirm.voter')} {t('changes.confirm.newTab')}
          </a>
        </p>
      )}
      <Link className="usa-link" to={ROUTES.account}>
        {t('changes.confirm.dashboard')}
      </Link>
    </ReadingColumn>
  );
}
