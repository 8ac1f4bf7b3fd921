import { Link } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import { medicaidExpansionApplication as def } from '@portal/forms';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { OverviewHeading } from './Layout';
import { ReadingColumn } from '../../components/Article';

const messages = defineMessages({
  'expansion.apply': { en: 'Log in to apply', es: 'Iniciar sesión para solicitar' },
});

/** The Medicaid expansion overview (adults 19 to under 65, income at or below 138% FPL). */
export function Component() {
  const t = useT(messages);
  return (
    <ReadingColumn>
      <OverviewHeading def={def} />
      <Link className="usa-button" to={`${ROUTES.applyOverview}?type=${def.id}`}>
        {t('expansion.apply')}
      </Link>
    </ReadingColumn>
  );
}
