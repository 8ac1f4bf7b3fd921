import { Link } from '../../router';
import { workerCasePath } from '../../app/staffPaths';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';

const messages = defineMessages({
  'openCase.link': { en: 'Open the case', es: 'Abrir el caso' },
});

/** The link from a staff item page (application, report, appeal, documents) to its case's page (ADR 0412). */
export function OpenCaseLink({ caseId }: { caseId: string }) {
  const t = useT(messages);
  return (
    <p>
      <Link className="usa-link" to={workerCasePath(caseId)}>
        {t('openCase.link')}
      </Link>
    </p>
  );
}
