import { Link } from '../../../router';
import { urlOf } from '@portal/contracts/calls-resident';
import type { SubmittedChange } from '@portal/contracts/changes';
import { PdfLink } from '../../../components/PdfLink';
import { useDates } from '../../../i18n/dates';
import { useT } from '../../../i18n/locale';
import { messages } from './messages';
import { changePaths, kindOf, namingOf } from './paths';
import { useChangesInProgress, useSubmittedChanges } from './queries';

/**
 * "Your applications", the lists of keeping benefits: change reports and renewals in progress,
 * then those sent in the last twelve months, each with where it stands and its PDF.
 */
export function SubmittedChanges() {
  const t = useT(messages);
  const { moment } = useDates();
  const submitted = useSubmittedChanges();
  const inProgress = useChangesInProgress();
  if (!submitted.data || !inProgress.data) return null;
  const s = submitted.data;
  const drafts = inProgress.data.drafts;
  if (!s.isLinkedUserInd && s.cocDetails.length + s.renewalDetails.length + drafts.length === 0) return null;
  const list = (title: string, none: string, items: SubmittedChange[]) => (
    <>
      <h2>{title}</h2>
      {items.length === 0 ? (
        <p>{none}</p>
      ) : (
        <ul className="usa-list usa-list--unstyled">
          {items.map((c) => (
            <li key={c.nfCOCInstanceID} className="border-1px border-base-lighter padding-2 margin-bottom-2">
              <p className="margin-top-0 text-bold">
                {t('changes.list.item', {
                  reference: c.referenceNumber,
                  date: moment(c.submittedDateTime),
                  case: c.caseID,
                })}
              </p>
              <p>
                <span className="usa-tag bg-accent-cool-darker">{c.statusDescription}</span>
              </p>
              {s.displayPDFInd && (
                <PdfLink className="usa-link" href={urlOf('caseChangePdf', { id: c.attachmentID })}>
                  {t('changes.list.pdf', { reference: c.referenceNumber })}
                </PdfLink>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
  return (
    <>
      {drafts.length > 0 && (
        <>
          <h2>{t('changes.list.inProgress')}</h2>
          <ul className="usa-list">
            {drafts.map((d) => (
              <li key={d.formId}>
                <Link
                  className="usa-link"
                  to={changePaths(kindOf(d.cocTypeCode), namingOf(d.cocTypeCode)).form(d.formId)}
                >
                  {t(kindOf(d.cocTypeCode) === 'COC' ? 'changes.list.resumeCoc' : 'changes.list.resumeRecert', {
                    case: d.caseReference,
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {list(t('changes.list.renewals'), t('changes.list.noRenewals'), s.renewalDetails)}
      {list(t('changes.list.changes'), t('changes.list.noChanges'), s.cocDetails)}
    </>
  );
}
